import { z } from 'zod';
import { moneyAmount, imageSchema } from './content';
import { idSchema, INT32_MAX } from './fields';
import { FormText, HONEYPOT_FIELD } from './forms-text';

export { FormErrorCode, FormPath, FormRefusal, FormText, HONEYPOT_FIELD } from './forms-text';

/**
 * The visitor forms (storefront spec §7) and the owner's inbox: request bodies with the spec's field
 * names, their answers, and the records the inbox lists. Every public form carries `Robots`, the ALTCHA
 * solution, and may carry the honeypot field; each is refused past RATE_LIMITS. A refusal is a 4xx
 * `{ error: { code, message } }` whose code is an ErrorCode or a FormErrorCode.
 */

/**
 * Per visitor address, per family of endpoints, in one shared count (the database), whatever the
 * number of server processes: `perMinute` requests in a minute. Shares also count per recipient, so a
 * visitor rotating addresses still cannot flood one inbox or phone. Wrong page passwords count per
 * address over `windowSeconds`.
 */
export const RATE_LIMITS = {
  perMinute: 30,
  shareRecipientPerDay: 5,
  /** Shares one visitor (an address, an IPv6 /64) may send a day, to anyone from any site. */
  shareSenderPerDay: 20,
  /** Shares one site may send a day, all visitors together: the product is never a way to send spam in bulk. */
  shareSitePerDay: 500,
  passwordAttempts: { attempts: 10, windowSeconds: 10 * 60 },
} as const;

/** The endpoint families the per-address limit counts apart. */
export const RATE_FAMILIES = ['challenge', 'contacts', 'offers', 'shares', 'subscriptions', 'challenges'] as const;
export type RateFamily = (typeof RATE_FAMILIES)[number];

/**
 * What the server accepts as an offer (computed from the stored edition, never from the client):
 * the work is active and takes offers (the site's and the work's canReceiveOffers), the edition is for
 * sale (active, priced, not sold, not on hold), and the amount is at most the list price and at least
 * `minPercentOfList` percent of it. `defaultPercentOff` is the popup's starting offer (§5).
 */
export const OFFER_RULES = { minPercentOfList: 50, defaultPercentOff: 5 } as const;

/** How long a bot-check challenge may be solved and sent in, and how long a proven password opens its page. */
export const BOT_CHECK_EXPIRY_SECONDS = 10 * 60;
export const PAGE_ACCESS_DAYS = 30;

const required = (max: number) => z.string().trim().min(1, FormText.fieldRequired).max(max, `At most ${max} characters.`);
/** Optional text; blank counts as not given. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const subSchema = z.string().min(1).max(63);
export const emailSchema = z.string().trim().min(1, { message: FormText.fieldRequired, abort: true }).email('Enter a valid email address.').max(254);
/** A phone number as people write it: digits with spaces, dots, dashes, brackets and a leading +; 7 to 15 digits. */
export const phoneSchema = required(40).refine((v) => /^\+?[0-9 ().-]+$/.test(v) && /^(?:\D*\d){7,15}\D*$/.test(v), 'Enter a valid phone number.');
const optionalPhone = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || phoneSchema.safeParse(v).success, 'Enter a valid phone number.');

/** An id as JSON carries it, or as a query string gave it to the page ('inventoryId=12'). */
export const formIdSchema = z.union([idSchema, z.string().regex(/^[1-9][0-9]{0,9}$/, 'Expected an id.').transform(Number).pipe(idSchema)]);

/** The ALTCHA solution (the widget's base64 payload); empty is the spec's 'Are you a robot?'. */
export const robotsSchema = z.string().trim().min(1, FormText.areYouARobot).max(4000);

/** What every public form sends besides its own fields. */
const publicForm = {
  Sub: subSchema,
  Robots: robotsSchema,
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  Referrer: optional(2000),
  Utm: optional(2000),
};

const addressFields = {
  AddressLineOne: optional(200),
  AddressLineTwo: optional(200),
  City: optional(100),
  State: optional(100),
  Zip: optional(20),
  Country: optional(100),
};

/**
 * POST /api/contacts: an inquiry about a work (Id), or a plain contact message without one. Email,
 * Message and Name are required; phone and address only when the block says so, which the browser
 * enforces (the server takes them whenever sent). Price is what the visitor saw, kept as text; the
 * inquiry records the work itself.
 */
export const contactRequestSchema = z.object({
  ...publicForm,
  ...addressFields,
  Email: emailSchema,
  Name: required(200),
  Message: required(5000),
  Phone: optionalPhone,
  Subject: optional(300),
  Id: formIdSchema.optional(),
  Price: z.union([z.number().finite(), z.string().max(50)]).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** An amount as the offer popup's fixed-price input gives it: a plain number, at most one point and two decimals. */
export const offerPriceSchema = z.union([
  z.number().finite().min(0).max(INT32_MAX / 100),
  z
    .string()
    .trim()
    .regex(/^(?:\d{1,8}(?:\.\d{0,2})?|\.\d{1,2}|\.)$/, 'Enter the price as a plain number, such as 950 or 950.50.')
    // §5: a lone dot is 0.
    .transform((v) => (v === '.' ? 0 : Number(v))),
]);

/**
 * POST /api/offers. The amount comes as Price (or PriceFixed, the popup's field), else as PricePercent
 * off the list price; the server works out the other from the stored edition and checks OFFER_RULES.
 * EditionId names the edition when the work has several; without it, the work's first edition for sale.
 */
export const offerRequestSchema = z
  .object({
    ...publicForm,
    Email: emailSchema,
    Name: required(200),
    Phone: phoneSchema,
    Id: formIdSchema,
    EditionId: formIdSchema.optional(),
    Price: offerPriceSchema.optional(),
    PriceFixed: offerPriceSchema.optional(),
    PricePercent: z.number().finite().min(0).max(100).optional(),
  })
  .refine((o) => o.Price !== undefined || o.PriceFixed !== undefined || o.PricePercent !== undefined, {
    message: FormText.fieldRequired,
    path: ['Price'],
  });
export type OfferRequest = z.infer<typeof offerRequestSchema>;

/** POST /api/shares/email: the work's link mailed to Email. */
export const shareEmailRequestSchema = z.object({ ...publicForm, Email: emailSchema, InventoryId: formIdSchema });
export type ShareEmailRequest = z.infer<typeof shareEmailRequestSchema>;

/** POST /api/shares/sms: the work's link texted to Phone. */
export const shareSmsRequestSchema = z.object({ ...publicForm, Phone: phoneSchema, InventoryId: formIdSchema });
export type ShareSmsRequest = z.infer<typeof shareSmsRequestSchema>;

/**
 * POST /api/subscriptions: the mailing list. Origin says where the visitor subscribed (the form or
 * popup, free text); on an exhibition page it is 'show/{showId}' (builder spec §2), and the
 * subscription is then recorded with that show. A confirmation mail is sent (double opt-in).
 */
export const subscriptionRequestSchema = z.object({
  ...publicForm,
  ...addressFields,
  Email: emailSchema,
  Name: optional(200),
  Phone: optionalPhone,
  Origin: optional(300),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** 'show/12' (or '/show/12', or an address ending so) names show 12. */
export function showIdOfOrigin(origin: string | undefined): number | null {
  const m = origin ? /(?:^|\/)show\/([1-9][0-9]{0,9})(?:[/?#]|$)/.exec(origin) : null;
  return m && Number(m[1]) <= INT32_MAX ? Number(m[1]) : null;
}

/** POST /api/subscriptions/artists: follow an artist; double opt-in as for the mailing list. */
export const artistSubscriptionRequestSchema = z.object({
  ...publicForm,
  ArtistId: formIdSchema,
  Email: emailSchema,
  Name: optional(200),
});
export type ArtistSubscriptionRequest = z.infer<typeof artistSubscriptionRequestSchema>;

/** What a public form answers when it was accepted: the spec's success text (§8). */
export const formAcceptedSchema = z.object({ message: z.string() });
export type FormAccepted = z.infer<typeof formAcceptedSchema>;

/**
 * POST /api/challenges: a protected page's password (Challenge) for PageId. Answers isAuthenticated;
 * when true, a signed HttpOnly cookie now opens the page in this browser (until the owner changes the
 * password). A wrong password is `{ isAuthenticated: false }` (show FormText.invalidPassword). Sent as a
 * form (application/x-www-form-urlencoded, from the page without JavaScript) it answers 303 back to the
 * page instead.
 */
export const challengeRequestSchema = z.object({
  Challenge: z.string().min(1, FormText.fieldRequired).max(200),
  PageId: z.string().min(1).max(64),
  Sub: subSchema,
});
export type ChallengeRequest = z.infer<typeof challengeRequestSchema>;
export const challengeResponseSchema = z.object({ isAuthenticated: z.boolean() });
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

/** GET /api/altcha/challenge: an HMAC-signed ALTCHA (v2) challenge that expires after BOT_CHECK_EXPIRY_SECONDS. */
export const botCheckChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

// ---- The owner's inbox, under /api/owner/inbox (signed in; every record the session's site's) ----

export const INBOX_BOXES = ['inquiries', 'offers', 'subscriptions', 'follows'] as const;
export type InboxBox = (typeof INBOX_BOXES)[number];

/** GET /api/owner/inbox/{box}: newest first, a page at a time; `unread` lists only unread records. */
export const inboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  unread: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true'),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** The work a record is about, as the inbox shows it. */
export const inboxArtworkSchema = z.object({
  inventoryId: z.number().int(),
  title: z.string(),
  artistName: z.string().nullable(),
  sku: z.string().nullable(),
  image: imageSchema.nullable(),
});
export type InboxArtwork = z.infer<typeof inboxArtworkSchema>;

export const inboxAddressSchema = z.object({
  addressLineOne: z.string().nullable(),
  addressLineTwo: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
});

const inboxRecord = {
  id: z.number().int(),
  createdAt: z.string(),
  isRead: z.boolean(),
  name: z.string().nullable(),
  email: z.string(),
};

export const inquirySchema = z.object({
  ...inboxRecord,
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  /** The price the visitor saw, as sent. */
  price: z.string().nullable(),
  address: inboxAddressSchema.nullable(),
  artwork: inboxArtworkSchema.nullable(),
  referrer: z.string().nullable(),
  utm: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const offerSchema = z.object({
  ...inboxRecord,
  phone: z.string(),
  artwork: inboxArtworkSchema.nullable(),
  edition: z.object({ editionId: z.number().int(), label: z.string() }),
  listPrice: moneyAmount,
  amount: moneyAmount,
  /** Percent off the list price, rounded up (§5). */
  percentOff: z.number().int(),
  currencyCode: z.string(),
  referrer: z.string().nullable(),
  utm: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** pending until the visitor follows the mailed link; unsubscribed after the unsubscribe link. */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionSchema = z.object({
  ...inboxRecord,
  phone: z.string().nullable(),
  address: inboxAddressSchema.nullable(),
  origin: z.string().nullable(),
  show: z.object({ showId: z.number().int(), title: z.string() }).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  confirmedAt: z.string().nullable(),
  /** Where the visitor came from before subscribing (the form's Referrer and Utm). */
  referrer: z.string().nullable(),
  utm: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const followSchema = z.object({
  ...inboxRecord,
  artist: z.object({ artistId: z.number().int(), name: z.string() }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  confirmedAt: z.string().nullable(),
  referrer: z.string().nullable(),
  utm: z.string().nullable(),
});
export type Follow = z.infer<typeof followSchema>;

const inboxPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), unread: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export const inquiryPageSchema = inboxPage(inquirySchema);
export const offerPageSchema = inboxPage(offerSchema);
export const subscriptionPageSchema = inboxPage(subscriptionSchema);
export const followPageSchema = inboxPage(followSchema);
export type InboxPage<T> = { items: T[]; total: number; unread: number; page: number; pageSize: number };

/** GET /api/owner/inbox/counts: unread records per box, for the navigation's badges. */
export const inboxCountsSchema = z.object({ inquiries: z.number().int(), offers: z.number().int(), subscriptions: z.number().int(), follows: z.number().int() });
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

/** PATCH /api/owner/inbox/{box}/{id}: mark read or unread; answers the record. */
export const inboxMarkSchema = z.object({ isRead: z.boolean() });

/** POST /api/owner/inbox/{inquiries|offers}/{id}/reply: mailed to the visitor through the outbox; answers `{ repliedAt }`. */
export const inboxReplySchema = z.object({
  subject: z.string().trim().max(300).optional(),
  message: z.string().trim().min(1, FormText.fieldRequired).max(10_000),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;
export const inboxReplyResponseSchema = z.object({ repliedAt: z.string() });

/**
 * GET /api/owner/inbox/{subscriptions|follows}.csv: the subscribers as CSV (Email, Name, Phone, Status,
 * Origin or Artist, Subscribed, Confirmed); confirmed ones only unless `status=all`.
 */
export const inboxCsvQuerySchema = z.object({ status: z.enum(['confirmed', 'all']).default('confirmed') });

// ---- Protected pages' passwords, set by the owner (the page's isProtected flag is in the document) ----

/** PUT /api/owner/pages/{pageId}/password: sets or (null) removes a page's password; old unlocks end either way. */
export const pagePasswordRequestSchema = z.object({
  password: z.string().min(4, 'At least 4 characters.').max(200, 'At most 200 characters.').nullable(),
});
export const pagePasswordSchema = z.object({ pageId: z.string(), hasPassword: z.boolean(), updatedAt: z.string().nullable() });
export type PagePassword = z.infer<typeof pagePasswordSchema>;
/** GET /api/owner/pages/passwords: which pages have a password. A protected page without one stays closed to everyone. */
export const pagePasswordsResponseSchema = z.object({ pages: z.array(pagePasswordSchema) });
