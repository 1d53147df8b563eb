import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, InventoryType } from '../enums';
import { queryCodeSchema, queryIdSchema } from './fields';
import { checkInventoryFilters, inventoryFilterQueryFields } from './inventory-query';
import { tagsQuerySchema } from './tags';

const moneyAmount = z.object({ display: z.string(), value: z.number().int() });

export const imageSchema = z.object({
  id: z.number().int(),
  extension: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  imageAlt: z.string(),
});
export type InventoryImage = z.infer<typeof imageSchema>;

export const dimensionsSchema = z.object({
  width: z.number().nullable(),
  height: z.number().nullable(),
  depth: z.number().nullable(),
  /** 0 = in, 1 = cm, 2 = ft */
  metric: z.number().int(),
  formatted: z.string(),
});

export const editionSchema = z.object({
  editionId: z.number().int(),
  /** Label such as "Unique" or "Edition of 25". */
  edition: z.string(),
  editionType: z.number().int(),
  number: z.string().nullable(),
  /** Display price, e.g. "$1,200.00". */
  price: z.string(),
  /** Integer minor units. */
  priceValue: z.number().int(),
  currencyCode: z.string(),
  /** The price in the other currencies the owner set: display price and integer minor units of each. */
  prices: z.array(z.object({ currencyCode: z.string(), price: z.string(), priceValue: z.number().int() })),
  active: z.boolean(),
  isOnHold: z.boolean(),
  isSold: z.boolean(),
  /** How many are left to sell. */
  quantity: z.number().int(),
  dimensions: dimensionsSchema,
  /** The same size as the owner states it in another unit ('24 × 20 in' beside '61 × 50.8 cm'), or null. */
  alternateDimensions: dimensionsSchema.nullable(),
  framing: z.string().nullable(),
  isFramed: z.boolean(),
  mounting: z.string().nullable(),
});
export type Edition = z.infer<typeof editionSchema>;

export const artistRefSchema = z.object({
  artistId: z.number().int(),
  name: z.string(),
  lifespan: z.string().nullable(),
});

export const inventoryItemSchema = z.object({
  id: z.number().int(),
  inventoryId: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  date: z.string().nullable(),
  medium: z.string().nullable(),
  type: z.number().int(),
  subType: z.number().int().nullable(),
  sku: z.string().nullable(),
  notes: z.string().nullable(),
  available: z.boolean(),
  canInquire: z.boolean(),
  canReceiveOffers: z.boolean(),
  /**
   * Where the owner wants inquiries about this work to go (a dealer's page, an address to write to, a
   * page of this site): https://…, mailto:… or /path; null for the site's own inquire popup.
   */
  contactUrl: z.string().nullable(),
  /** The owner's words for search engines and link previews (the art page's title and description); null: made from the work. */
  seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }),
  artist: artistRefSchema.nullable(),
  images: z.array(imageSchema),
  editions: z.array(editionSchema),
  dimensionsText: z.string().nullable(),
  creditLine: z.string().nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

const optionalId = queryIdSchema.optional();

const INVENTORY_TYPES: number[] = Object.values(InventoryType);

/** An inventory type value from the spec, or 'All' (the builder's recently-viewed preview), which filters nothing. */
const inventoryTypeQuery = z
  .union([z.literal('All').transform(() => undefined), queryCodeSchema])
  .refine((v) => v === undefined || INVENTORY_TYPES.includes(v), `type must be one of ${INVENTORY_TYPES.join(', ')} or All.`)
  .optional();

/**
 * GET /api/inventory query: the list's source, then the visitor filters and sorts (./inventory-query.ts).
 * An unknown parameter ('colour' for color) is refused, never ignored.
 */
export const inventoryListQuerySchema = z
  .strictObject({
    sub: z.string().min(1).max(63).optional(),
    /** Another site of the same owner whose works the list shows (the spec's dataSub). */
    dataSub: z.string().min(1).max(63).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    artistId: optionalId,
    inventoryId: optionalId,
    maxLimit: optionalId,
    listId: optionalId,
    /** An exhibition's works, in the show's own order unless another is asked for. */
    showId: optionalId,
    tags: tagsQuerySchema,
    dir: z.enum(['asc', 'desc']).optional(),
    type: inventoryTypeQuery,
    q: z.string().max(200).optional(),
    ...inventoryFilterQueryFields,
  })
  .superRefine(checkInventoryFilters);
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

export const inventoryListResponseSchema = z.object({
  inventory: z.array(inventoryItemSchema),
  hasMore: z.boolean(),
});
export type InventoryListResponse = z.infer<typeof inventoryListResponseSchema>;

export const artistSchema = z.object({
  artistId: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  lifespan: z.string().nullable(),
  /** Nationality as the source gives it ('Polish'), else the country the artist lives in. */
  country: z.string().nullable(),
  address: z.object({ country: z.string().nullable(), state: z.string().nullable() }),
  /** The short line ('Polish, 1931–2004'). */
  bio: z.string().nullable(),
  /** Rich text, sanitised HTML; null when there is none (the biography block then hides). */
  biography: z.string().nullable(),
  curriculumVitae: z.string().nullable(),
  url: z.string().nullable(),
  /** The owner's cover picture, else the first picture of the artist's first work. */
  cover: imageSchema.nullable(),
  profile: imageSchema.nullable(),
  tags: z.array(z.string()),
});
export type Artist = z.infer<typeof artistSchema>;

export const artistListQuerySchema = z.strictObject({
  sub: z.string().min(1).max(63).optional(),
  dataSub: z.string().min(1).max(63).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  maxLimit: optionalId,
  listId: optionalId,
  /** Spec sort orders: 0 the owner's order, 5 by name (dir asc or desc). */
  order: queryCodeSchema.refine((v) => v === 0 || v === 5, 'order must be 0 or 5.').optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  tags: tagsQuerySchema,
});
export type ArtistListQuery = z.infer<typeof artistListQuerySchema>;
export const artistListResponseSchema = z.object({ artists: z.array(artistSchema), hasMore: z.boolean() });
export type ArtistListResponse = z.infer<typeof artistListResponseSchema>;

export { moneyAmount };
