import { sql } from 'drizzle-orm';
import { mediumKindsExpression } from './medium-kinds';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  date,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money columns are integer minor units. Every owner-facing row carries site_id for scoping. */

/** Sums of money: 64-bit, so a large order cannot overflow; read as a JS number (exact below 2^53). */
const money = (name: string) => bigint(name, { mode: 'number' });

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  subdomain: text('subdomain').notNull().unique(),
  userType: integer('user_type').notNull().default(0),
  company: text('company').notNull(),
  draftDocument: jsonb('draft_document').notNull(),
  draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Counts saves of the draft: a save names the revision it was made on, and is refused if another came since. */
  draftRevision: integer('draft_revision').notNull().default(0),
  publishedDocument: jsonb('published_document'),
  publishedVersion: integer('published_version').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /**
   * Bumped in every transaction that changes stock (and must be by anything else that changes what a
   * catalogue list shows), so cached pages and lists never offer a sold piece.
   */
  stockVersion: integer('stock_version').notNull().default(0),
  /** 'test' for the built-in test gateway, 'stripe' when keys are configured, null when none. */
  paymentProvider: text('payment_provider'),
  currencyCode: text('currency_code').notNull().default('USD'),
  canDownloadImages: boolean('can_download_images').notNull().default(false),
  canReceiveOffers: boolean('can_receive_offers').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every published document of a site, kept so the owner can look back at it and restore it. */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').notNull(),
    /** What changed since the version before: page titles, and 'Site settings'. */
    changes: jsonb('changes').notNull(),
  },
  (t) => [uniqueIndex('site_versions_site_version_idx').on(t.siteId, t.version)],
);

export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sites an owner may work on; sign-in opens the first one (lowest id), and the builder switches between them. */
export const ownerSites = pgTable(
  'owner_sites',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => owners.id),
    siteId: integer('site_id').notNull().references(() => sites.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('owner_sites_owner_site_idx').on(t.ownerId, t.siteId), index('owner_sites_site_idx').on(t.siteId)],
);

export const sessions = pgTable('sessions', {
  /** sha256 of the cookie token; the token itself is never stored. */
  id: text('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  siteId: integer('site_id').notNull().references(() => sites.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const artists = pgTable(
  'artists',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    sourceId: text('source_id'),
    name: text('name').notNull(),
    nationality: text('nationality'),
    beginDate: integer('begin_date'),
    endDate: integer('end_date'),
    bio: text('bio'),
    gender: text('gender'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Where the artist lives or comes from (the spec's address.country and address.state). */
    country: text('country'),
    state: text('state'),
    /** Rich text as sanitised HTML; bio above is the short line ('American, born 1945'). */
    biography: text('biography'),
    curriculumVitae: text('curriculum_vitae'),
    url: text('url'),
    coverImageId: integer('cover_image_id'),
    profileImageId: integer('profile_image_id'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Counts the owner's saves: an edit names the revision it was made on, and is refused if another came since. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('artists_site_idx').on(t.siteId, t.sortOrder),
    uniqueIndex('artists_site_source_idx').on(t.siteId, t.sourceId),
    index('artists_tags_idx').using('gin', t.tags),
    // The inventory lists' artistState filter.
    index('artists_site_state_idx').on(t.siteId, sql`lower(${t.state})`),
  ],
);

export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    inventoryId: integer('inventory_id'),
    position: integer('position').notNull().default(0),
    extension: text('extension').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    /** Media library texts: the uploaded file's name, and the owner's title and caption. */
    name: text('name').notNull().default(''),
    title: text('title').notNull().default(''),
    caption: text('caption').notNull().default(''),
    /** Size of the stored original; 0 for generated pictures. */
    bytes: integer('bytes').notNull().default(0),
    /** Recipe for a locally generated picture (seeded demo art); null for uploaded files. */
    generator: jsonb('generator'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Media lists show the pictures that are not an artwork's (uploads, installation views), each
     * optionally about an artist, with tags.
     */
    artistId: integer('artist_id'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('images_inventory_idx').on(t.inventoryId, t.position),
    index('images_site_idx').on(t.siteId, t.createdAt),
    index('images_media_idx').on(t.siteId, t.createdAt, t.id).where(sql`${t.inventoryId} is null`),
    index('images_tags_idx').using('gin', t.tags),
  ],
);

export const inventory = pgTable(
  'inventory',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    artistId: integer('artist_id').references(() => artists.id),
    sourceId: text('source_id'),
    title: text('title').notNull(),
    date: text('date'),
    year: integer('year'),
    medium: text('medium'),
    classification: text('classification'),
    type: integer('type').notNull().default(0),
    subType: integer('sub_type'),
    sku: text('sku'),
    notes: text('notes'),
    dimensionsText: text('dimensions_text'),
    heightCm: doublePrecision('height_cm'),
    widthCm: doublePrecision('width_cm'),
    depthCm: doublePrecision('depth_cm'),
    creditLine: text('credit_line'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The work's main colour, one of the spec's filter colours (red … white), or null. */
    color: text('color'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The spec's medium options the work falls into (Oil, Paper…), worked out by the database itself. */
    mediumKinds: text('medium_kinds').array().generatedAlwaysAs(mediumKindsExpression()),
    /**
     * The lowest price of the work's active editions (minor units), or null; kept by triggers on editions
     * (migration 0013), so the price filter and sort read one indexed column.
     */
    lowestPrice: integer('lowest_price'),
    /** The artist's name in lower case, kept by triggers (migration 0014), so the artist sort reads one indexed column. */
    artistSort: text('artist_sort'),
    /** The owner's fields of the back office (migration 0015). */
    subtitle: text('subtitle'),
    location: text('location'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    canInquire: boolean('can_inquire').notNull().default(true),
    canReceiveOffers: boolean('can_receive_offers').notNull().default(true),
    contactUrl: text('contact_url'),
    /** Counts the owner's saves: an edit names the revision it was made on, and is refused if another came since. */
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Where the work's editions stand, for the back office's status filter (SaleStatus: 0 none active,
     * 1 available, 2 on hold, 3 sold); kept by migration 0015's triggers and inventory_status_queue.
     */
    saleStatus: smallint('sale_status').notNull().default(0),
  },
  (t) => [
    index('inventory_site_order_idx').on(t.siteId, t.sortOrder, t.id),
    index('inventory_artist_idx').on(t.artistId),
    // An artist's first work in the owner's order, for the artist's picture (search results, lists).
    index('inventory_artist_order_idx').on(t.artistId, t.sortOrder, t.id),
    uniqueIndex('inventory_site_source_idx').on(t.siteId, t.sourceId),
    index('inventory_tags_idx').using('gin', t.tags),
    // The visitor filters of inventory lists.
    index('inventory_site_type_idx').on(t.siteId, t.type, t.subType),
    index('inventory_site_color_idx').on(t.siteId, t.color),
    index('inventory_medium_kinds_idx').using('gin', t.mediumKinds),
    // The sorts, each way, works without a price or an artist last either way.
    index('inventory_site_price_idx').on(t.siteId, t.lowestPrice.asc().nullsLast(), t.id),
    index('inventory_site_price_desc_idx').on(t.siteId, t.lowestPrice.desc().nullsLast(), t.id.desc()),
    index('inventory_site_title_idx').on(t.siteId, sql`lower(${t.title})`, t.id),
    index('inventory_site_artist_idx').on(t.siteId, t.artistSort.asc().nullsLast(), sql`lower(${t.title})`, t.id),
    index('inventory_site_artist_desc_idx').on(t.siteId, t.artistSort.desc().nullsLast(), sql`lower(${t.title})`, t.id),
    index('inventory_site_height_idx').on(t.siteId, t.heightCm),
    index('inventory_site_width_idx').on(t.siteId, t.widthCm),
    // The back office: a sku names one work of a site; its table sorts by date and by when works were added.
    uniqueIndex('inventory_site_sku_idx').on(t.siteId, t.sku).where(sql`${t.sku} is not null`),
    index('inventory_site_year_idx').on(t.siteId, t.year, t.id),
    index('inventory_site_year_desc_idx').on(t.siteId, t.year.desc().nullsLast(), t.id.desc()),
    index('inventory_site_created_idx').on(t.siteId, t.createdAt, t.id),
    index('inventory_site_sale_idx').on(t.siteId, t.saleStatus).where(sql`${t.active}`),
    index('inventory_site_archived_idx').on(t.siteId, t.id).where(sql`not ${t.active}`),
    // Its search over title, artist and sku (a trigram index on the three together) is in migration 0015.
  ],
);

export const editions = pgTable(
  'editions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    inventoryId: integer('inventory_id').notNull().references(() => inventory.id),
    /** 0 unique original, 1 numbered edition. */
    editionType: integer('edition_type').notNull(),
    label: text('label').notNull(),
    number: text('number'),
    editionSize: integer('edition_size'),
    price: integer('price').notNull(),
    currencyCode: text('currency_code').notNull().default('USD'),
    /** How many are left to sell; a sold edition has 0. Decremented only by a conditional update. */
    quantity: integer('quantity').notNull(),
    isOnHold: boolean('is_on_hold').notNull().default(false),
    active: boolean('active').notNull().default(true),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
    depth: doublePrecision('depth'),
    /** 0 in, 1 cm, 2 ft */
    metric: integer('metric').notNull().default(1),
    framing: text('framing'),
    isFramed: boolean('is_framed').notNull().default(false),
    mounting: text('mounting'),
    /** The size in another unit as the owner states it: { height, width, depth, metric }. */
    alternateDimensions: jsonb('alternate_dimensions'),
    /**
     * The price in other currencies, as the owner sets it (integer minor units of each): shown to
     * visitors beside the price; the cart always charges `price` in `currencyCode`.
     */
    prices: jsonb('prices').$type<{ currencyCode: string; value: number }[]>().notNull().default([]),
    /** Counts the owner's saves, as on inventory. */
    revision: integer('revision').notNull().default(0),
    /** The edition's own medium where it differs from the work's (the purchase popup groups by it). */
    medium: text('medium'),
    /**
     * A unique piece held for the checkout attempt working on it, until held_until: taken and released
     * by one conditional update each (services/commerce/holds.ts); others see it 'On Hold' meanwhile.
     */
    holdAttemptId: integer('hold_attempt_id'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    index('editions_inventory_idx').on(t.inventoryId),
    check('editions_quantity_nonnegative', sql`${t.quantity} >= 0`),
    index('editions_hold_attempt_idx').on(t.holdAttemptId).where(sql`${t.holdAttemptId} is not null`),
    index('editions_held_until_idx').on(t.heldUntil).where(sql`${t.heldUntil} is not null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    /** 'authorized' while its hold stands, 'paid' once captured, 'failed' if capture failed after the hold. */
    status: text('status').notNull(),
    /** The checkout attempt that wrote it; its gateway key and state drive recovery after a crash. */
    attemptId: integer('attempt_id'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    notes: text('notes'),
    subtotal: money('subtotal').notNull(),
    shipping: money('shipping').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    currencyCode: text('currency_code').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentReference: text('payment_reference'),
    cardLast4: text('card_last4'),
    referrer: text('referrer'),
    utm: text('utm'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the bill goes; the shipping address when the buyer left the same-address box on. */
    billingAddress: jsonb('billing_address'),
    /** The promotion's reduction of the subtotal, and the code as it was when the order was made. */
    discount: money('discount').notNull().default(0),
    promoCodeId: integer('promo_code_id'),
    promoCode: text('promo_code'),
    promoDescription: text('promo_description'),
    /** The prices included the tax (the total does not add it). */
    taxIncluded: boolean('tax_included').notNull().default(false),
    /** 'card' or 'wallet'. */
    paymentMethod: text('payment_method').notNull().default('card'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    trackingCarrier: text('tracking_carrier'),
    trackingNumber: text('tracking_number'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.siteId, t.idempotencyKey),
    uniqueIndex('orders_attempt_idx').on(t.attemptId),
    index('orders_site_idx').on(t.siteId, t.createdAt),
    // The owner's list filtered by status, newest first.
    index('orders_site_status_idx').on(t.siteId, t.status, t.createdAt),
    index('orders_payment_reference_idx').on(t.paymentReference),
  ],
);

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  editionId: integer('edition_id').notNull().references(() => editions.id),
  inventoryId: integer('inventory_id').notNull().references(() => inventory.id),
  title: text('title').notNull(),
  artistName: text('artist_name'),
  editionLabel: text('edition_label').notNull(),
  unitPrice: money('unit_price').notNull(),
  quantity: integer('quantity').notNull(),
  subtotal: money('subtotal').notNull(),
});

/** Tokens issued by the built-in test gateway; the full card number is never stored. */
export const paymentTestTokens = pgTable('payment_test_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** The documented outcome of the test card: 'succeeded' or a decline code. */
  outcome: text('outcome').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /**
   * 3-D Secure of a card that asks for it: 'required' until the buyer passes ('succeeded') or fails
   * ('failed') the test challenge; null for cards that do not ask.
   */
  authentication: text('authentication'),
  /** Issued by the test wallet sheet rather than the card form. */
  wallet: boolean('wallet').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Test-gateway charges, one per authorization key: holds ('authorized') awaiting capture or cancel, and
 * declines, kept so a retried authorization gets the same answer, as the provider's idempotency does.
 */
export const paymentTestCharges = pgTable(
  'payment_test_charges',
  {
    id: text('id').primaryKey(),
    tokenId: text('token_id').notNull(),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** 'authorized', 'captured', 'canceled', 'declined' or 'refunded'. */
    status: text('status').notNull(),
    /** The documented decline code of the test card, for a declined charge. */
    declineCode: text('decline_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_test_charges_open_idx').on(t.createdAt).where(sql`${t.status} = 'authorized'`)],
);

/**
 * One row per checkout attempt, written before the card is touched: the idempotency record a retry
 * finds, and the log the reconciler settles after a crash. It moves 'started' (the hold may exist)
 * -> 'ordered' (order written, stock taken, hold open) -> 'done' (its answer recorded), each step by a
 * conditional update, so two processes can never both move it.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    /** The buyer's Idempotency-Key, or one the server made up when none was sent. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    /** The key the gateway authorizes under: a retry or the reconciler finds the same hold with it. */
    gatewayKey: text('gateway_key').notNull(),
    /** The hold's reference at the gateway, once authorized. */
    paymentReference: text('payment_reference'),
    orderId: integer('order_id'),
    /** The recorded answer once done: 200 with the order, or the error a retry must get again. */
    responseStatus: integer('response_status'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** The step the buyer must take (3-D Secure) that came with a recorded 402, replayed with it. */
    errorAction: jsonb('error_action'),
    /** Until then the attempt belongs to the request working on it; after it, recovery may take it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkout_attempts_key_idx').on(t.siteId, t.idempotencyKey),
    uniqueIndex('checkout_attempts_gateway_key_idx').on(t.gatewayKey),
    index('checkout_attempts_open_idx').on(t.leaseUntil).where(sql`${t.state} <> 'done'`),
  ],
);

/** Every mail the product sends goes here first; SMTP delivery is optional. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Where a reply goes, when not to the sender: the visitor, on an owner's notice of their inquiry or offer. */
    replyTo: text('reply_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Failed SMTP sends so far; delivery gives up on a row after a few. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** After a failed send, the row waits until then, so a short SMTP outage does not use up its attempts. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    // Delivery scans only what is still unsent; the owner's mailbox lists one site's newest first.
    index('outbox_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`),
    index('outbox_site_idx').on(t.siteId, t.createdAt),
  ],
);

/**
 * Sign-in attempts per account and client address together, for the login limit: an attacker at one
 * address cannot lock the owner out at another. Kept in the database, not in memory, so every server
 * process counts the same attempts; one row per pair, updated atomically.
 */
export const loginThrottle = pgTable('login_throttle', {
  /** sha256 of the normalised email and the address, so guessed emails are not kept in plain text. */
  key: text('key').primaryKey(),
  /** Attempts in the current window, the one in progress included. */
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** No attempt is tried before this moment: the growing delay after repeated failures. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

/** Exhibitions (the spec's shows): their works, artists and installation photos are ordered lists. */
export const shows = pgTable(
  'shows',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    title: text('title').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    openingReception: text('opening_reception'),
    coverImageId: integer('cover_image_id'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('shows_site_idx').on(t.siteId, t.startDate, t.id), index('shows_tags_idx').using('gin', t.tags)],
);

export const showArtworks = pgTable(
  'show_artworks',
  {
    showId: integer('show_id').notNull().references(() => shows.id, { onDelete: 'cascade' }),
    inventoryId: integer('inventory_id').notNull().references(() => inventory.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.showId, t.inventoryId] }), index('show_artworks_inventory_idx').on(t.inventoryId)],
);

export const showArtists = pgTable(
  'show_artists',
  {
    showId: integer('show_id').notNull().references(() => shows.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id').notNull().references(() => artists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.showId, t.artistId] }), index('show_artists_artist_idx').on(t.artistId)],
);

/** Installation photos of a show, in order. */
export const showPhotos = pgTable(
  'show_photos',
  {
    showId: integer('show_id').notNull().references(() => shows.id, { onDelete: 'cascade' }),
    imageId: integer('image_id').notNull().references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.showId, t.imageId] })],
);

/** Blog posts. A post with publishedAt in the future is scheduled: visitors do not see it yet. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    title: text('title').notNull(),
    featuredImageId: integer('featured_image_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised on the server before it is stored. */
    html: text('html').notNull().default(''),
    /** An artist or a work the post is about (the blog list's artistId and inventoryId filters). */
    artistId: integer('artist_id'),
    inventoryId: integer('inventory_id'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('posts_site_idx').on(t.siteId, t.publishedAt, t.id), index('posts_tags_idx').using('gin', t.tags)],
);

/** The gallery's representatives (other galleries and agents that show its artists). */
export const representatives = pgTable(
  'representatives',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    company: text('company').notNull(),
    addressLineOne: text('address_line_one'),
    addressLineTwo: text('address_line_two'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country'),
    phone: text('phone'),
    website: text('website'),
    /** A picture of the gallery or agent from the media library, shown in the representative cell. */
    imageId: integer('image_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('representatives_site_idx').on(t.siteId, t.sortOrder, t.id)],
);

/** Chosen lists (the spec's listId): an owner's ordered selection of artworks, artists, shows, posts or media. */
export const chosenLists = pgTable(
  'chosen_lists',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    name: text('name').notNull(),
    /** What the list holds: 0 inventory, 1 artists, 2 blogs, 3 shows, 4 media (ListKind). */
    kind: smallint('kind').notNull(),
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('chosen_lists_site_idx').on(t.siteId)],
);

export const chosenListItems = pgTable(
  'chosen_list_items',
  {
    listId: integer('list_id').notNull().references(() => chosenLists.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listId, t.itemId] }), index('chosen_list_items_order_idx').on(t.listId, t.position)],
);

/**
 * Works whose editions' stock changed (a sale, a hold, a back-office edit), queued by a trigger on
 * editions; the back office brings their inventory.sale_status up to date before it filters by it.
 * A queue rather than an update in the trigger, so a checkout never locks inventory rows beside the
 * editions it locks (two carts could then deadlock).
 */
export const inventoryStatusQueue = pgTable('inventory_status_queue', {
  inventoryId: integer('inventory_id').notNull(),
});

/**
 * What the owner deleted, kept 30 days so it can be restored: the record and the rows that hang on it
 * (editions, images, list and show entries) as a JSON snapshot, so visitor queries never need to know
 * of deleted rows. A restore puts the rows back with their ids.
 */
export const trash = pgTable(
  'trash',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    /** 'artwork', 'artist', 'show', 'post', 'representative' or 'chosenList'. */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    /** The title or name, for the trash list. */
    label: text('label').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trash_site_idx').on(t.siteId, t.deletedAt), index('trash_deleted_idx').on(t.deletedAt)],
);

/** PostgreSQL's full-text document type; written only by the search triggers (migration 0013). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What site search looks in: one row per artwork, artist, post and show (kind is the spec's search
 * type: 0 inventory, 1 artist, 2 blog, 3 show), its words folded (lower case, accents removed) and
 * weighted by where they stand (title A, artist B, tags C, text D). Kept by triggers on the content
 * tables, so every writer (seed, owner screens, imports) keeps it right without knowing of it.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: smallint('kind').notNull(),
    itemId: integer('item_id').notNull(),
    siteId: integer('site_id').notNull(),
    /** Visitors see it: an active work (artists, posts and shows always). */
    visible: boolean('visible').notNull().default(true),
    /** A post is found only once published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Every searched word: title, artist names, tags, text. */
    document: tsvector('document').notNull(),
    /** The title or name alone: matches here are ranked first (search.ts). */
    names: tsvector('names').notNull(),
    /** A work's place in the site's order (inventory.sort_order), the order of matches too many to rank. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    // Works apart from the rest, so matches among the few shows, posts and artists are found without
    // reading the thousands of works an artist's name matches (search.ts).
    index('search_documents_names_works_idx').using('gin', t.names).where(sql`${t.kind} = 0`),
    index('search_documents_names_others_idx').using('gin', t.names).where(sql`${t.kind} <> 0`),
    index('search_documents_works_idx').using('gin', t.document).where(sql`${t.kind} = 0`),
    index('search_documents_others_idx').using('gin', t.document).where(sql`${t.kind} <> 0`),
    // Where a word matches thousands, a page is read off these: works in the site's order, the rest kind
    // by kind, newest first.
    index('search_documents_works_order_idx').on(t.siteId, t.position, t.itemId).where(sql`${t.kind} = 0`),
    index('search_documents_site_idx').on(t.siteId, t.kind, t.itemId),
  ],
);

/**
 * Every word of a site's search documents, for typo tolerance: a query word that begins no word of
 * the site is replaced by the site's words most like it (trigram similarity). Words are added as
 * documents are written and never taken out: a word whose documents have gone only finds nothing.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    siteId: integer('site_id').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.word] }),
    index('search_terms_prefix_idx').on(t.siteId, t.word.op('text_pattern_ops')),
    index('search_terms_trigram_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

// ---- Visitor engagement (issue 17): forms, bot check, rate limits, protected pages ----

/**
 * Secrets the server signs with (bot-check challenges, page unlock cookies, subscription links), made
 * at random by the first process that needs one and read by every other, so any process verifies what
 * another signed.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Request counts for the public forms' limits: one row per key (a digest of the endpoint family and
 * the visitor's address, or of a share's recipient) and fixed window, counted by one atomic upsert.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** When this window ends; rows past it are dropped now and then. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_counts_ends_idx').on(t.windowEndsAt)],
);

/** Bot-check solutions already used, kept until their challenge expires, so one solution passes once. */
export const botCheckUses = pgTable(
  'bot_check_uses',
  {
    /** The challenge's signature: unique per challenge the server issued. */
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bot_check_uses_expires_idx').on(t.expiresAt)],
);

/**
 * Inquiries (POST /api/contacts), with or without a work. The work is referenced by id without a
 * foreign key (the owner may delete it; the inquiry stays) and its title is kept for that case.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    inventoryId: integer('inventory_id'),
    inventoryTitle: text('inventory_title'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    /** The price the visitor saw, as sent. */
    price: text('price'),
    address: jsonb('address'),
    referrer: text('referrer'),
    utm: text('utm'),
    readAt: timestamp('read_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_site_idx').on(t.siteId, t.createdAt.desc(), t.id.desc())],
);

/** Offers (POST /api/offers): the edition, its list price and the amount, as the server worked them out. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    inventoryId: integer('inventory_id').notNull(),
    inventoryTitle: text('inventory_title').notNull(),
    editionId: integer('edition_id').notNull(),
    editionLabel: text('edition_label').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    listPrice: money('list_price').notNull(),
    amount: money('amount').notNull(),
    percentOff: integer('percent_off').notNull(),
    currencyCode: text('currency_code').notNull(),
    referrer: text('referrer'),
    utm: text('utm'),
    readAt: timestamp('read_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_site_idx').on(t.siteId, t.createdAt.desc(), t.id.desc()),
    check('offers_amount_positive', sql`${t.amount} > 0 and ${t.amount} <= ${t.listPrice}`),
  ],
);

/**
 * The mailing list (artistId null) and artist follows: one row per site, artist and address, 'pending'
 * until the mailed link is followed, 'unsubscribed' after the unsubscribe link.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    artistId: integer('artist_id'),
    artistName: text('artist_name'),
    email: text('email').notNull(),
    name: text('name'),
    phone: text('phone'),
    address: jsonb('address'),
    origin: text('origin'),
    showId: integer('show_id'),
    status: text('status').notNull().default('pending'),
    referrer: text('referrer'),
    utm: text('utm'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_site_artist_email_idx').on(t.siteId, sql`coalesce(${t.artistId}, 0)`, sql`lower(${t.email})`),
    index('subscriptions_site_idx').on(t.siteId, t.createdAt.desc(), t.id.desc()),
    check('subscriptions_status', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/** Text messages (shares by SMS) wait here for an SmsSender, as mails wait in the outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`)],
);

/**
 * Passwords of protected pages (the page's isProtected flag is in the document). Unlock cookies are
 * signed over the hash, so a new password (a new salt) ends every earlier unlock.
 */
export const pagePasswords = pgTable(
  'page_passwords',
  {
    siteId: integer('site_id').notNull().references(() => sites.id),
    pageId: text('page_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.pageId] })],
);

// ---- Commerce a gallery can sell with (issue 18): promotion codes, shipping and tax, Stripe ----

/**
 * Promotion codes of a site. `code` is kept in upper case and matched so; `times_used` counts the
 * orders that used it, raised in the order's own transaction by one conditional update that cannot pass
 * the limit, and given back when an order fails.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** 'percentage' (amount in whole percent) or 'fixed' (amount in minor units). */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_site_code_idx').on(t.siteId, t.code),
    check('promo_codes_kind', sql`${t.kind} in ('percentage', 'fixed')`),
    check('promo_codes_usage', sql`${t.timesUsed} >= 0 and (${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit})`),
  ],
);

/** A site's shipping rules and tax rates (schema/api/commerce-owner.ts), one row per site once set. */
export const commerceSettings = pgTable('commerce_settings', {
  siteId: integer('site_id').primaryKey().references(() => sites.id),
  shipping: jsonb('shipping').notNull(),
  tax: jsonb('tax').notNull(),
  revision: integer('revision').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe: which PaymentIntent a confirmation token was used for, so a purchase posted again after the
 * buyer passed 3-D Secure takes up the same intent (a token confirms only once).
 */
export const stripeTokenIntents = pgTable('stripe_token_intents', {
  token: text('token').primaryKey(),
  intentId: text('intent_id').notNull(),
  amount: money('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already handled: an event delivered again (Stripe retries) is acknowledged and skipped. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bulk action of the back office over more works than one short transaction should hold
 * (server/services/back-office/bulk-jobs.ts): run in chunks, one transaction each, by whichever server
 * process holds its lease. `table` names the back office's table it acts on ('artworks'); a site runs
 * one at a time per table. `done` counts the works gone through, `changed` those the action changed.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    table: text('table').notNull(),
    /** The action with what it needs (schema/api/artwork-bulk.ts BulkChange), and the filter it was asked over. */
    change: jsonb('change').notNull(),
    filter: jsonb('filter').notNull(),
    /** 'running', then 'done' or 'failed'. */
    state: text('state').notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    /** A price change's prices that moved. */
    prices: integer('prices').notNull().default(0),
    /** Why it failed. */
    message: text('message'),
    /** The process running it, until `leaseUntil`; past it, another process takes it over. */
    runner: text('runner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bulk_jobs_one_running_idx').on(t.siteId, t.table).where(sql`${t.state} = 'running'`),
    index('bulk_jobs_site_idx').on(t.siteId, t.id),
  ],
);

/**
 * The works a bulk job has still to go through, fixed when it starts (a work that starts or stops
 * matching its filter meanwhile is neither added nor dropped). A chunk deletes the ones it changes in
 * the transaction that changes them, so a chunk retried after a crash never changes a work twice.
 */
export const bulkJobWorks = pgTable(
  'bulk_job_works',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    artworkId: integer('artwork_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.artworkId] })],
);
