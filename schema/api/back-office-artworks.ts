import { z } from 'zod';
import { DimensionUnit, EditionType, InventoryType } from '../enums';
import { isSubTypeOf } from '../inventory-types';
import { linkSchema, optionalTextSchema, orderedIdsSchema, pictureSchema, revisionSchema, tablePaging, tagListSchema } from './back-office';
import { idSchema, INT32_MAX, queryCodeSchema, queryIdSchema } from './fields';
import { MAX_TAG_LENGTH, normaliseTag } from './tags';

/** The owner's artworks (every inventory type of spec §3) and their editions: /api/owner/artworks. */

const INVENTORY_TYPES = Object.values(InventoryType) as number[];

/** Where a work stands, as its table shows and filters it: sold first, then on hold, then archived (spec §4's sticker order). */
export const ARTWORK_STATUSES = ['available', 'on_hold', 'sold', 'archived', 'not_for_sale'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];
export const ARTWORK_STATUS_LABELS: Record<ArtworkStatus, string> = {
  available: 'Available',
  on_hold: 'On hold',
  sold: 'Sold',
  archived: 'Archived',
  not_for_sale: 'Not for sale',
};

export const ARTWORK_SORTS = ['title', 'artist', 'date', 'price', 'created'] as const;
export type ArtworkSort = (typeof ARTWORK_SORTS)[number];

/** The most images one work has. */
export const MAX_ARTWORK_IMAGES = 50;
export const MAX_EDITIONS = 50;

const inventoryTypeSchema = z
  .number()
  .int()
  .refine((v) => INVENTORY_TYPES.includes(v), `Choose one of the inventory types (${INVENTORY_TYPES.join(', ')}).`);

const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code), 'Enter a currency code such as USD or EUR.');

/** Most currencies an edition is priced in besides its own. */
export const MAX_OTHER_PRICES = 20;

/** The edition's price in other currencies (integer minor units of each), each currency once. */
const otherPricesSchema = z
  .array(
    z
      .object({
        currencyCode: currencySchema,
        value: z.number().int('A price is a whole number of cents.').min(0, 'A price cannot be negative.').max(INT32_MAX),
      })
      .strict(),
  )
  .max(MAX_OTHER_PRICES, `At most ${MAX_OTHER_PRICES} other currencies.`)
  .superRefine((prices, ctx) => {
    const seen = new Set<string>();
    prices.forEach((p, i) => {
      if (seen.has(p.currencyCode)) ctx.addIssue({ code: 'custom', path: [i, 'currencyCode'], message: `${p.currencyCode} is priced twice.` });
      seen.add(p.currencyCode);
    });
  });

const measure = z.number().min(0, 'A size cannot be negative.').max(100_000).nullable();

/** A size in one unit (metric: 0 in, 1 cm, 2 ft). */
export const dimensionsInputSchema = z
  .object({
    height: measure,
    width: measure,
    depth: measure,
    metric: z.literal([DimensionUnit.Inches, DimensionUnit.Centimeters, DimensionUnit.Feet], { error: 'Choose 0 (in), 1 (cm) or 2 (ft).' }),
  })
  .strict();
export type DimensionsInput = z.infer<typeof dimensionsInputSchema>;

const editionFields = {
  /** 0 a unique original, 1 one of a numbered edition. */
  editionType: z.literal([EditionType.Original, EditionType.NumberedEdition], { error: 'Choose 0 (unique) or 1 (numbered edition).' }),
  /** What visitors read ('Unique', 'Edition of 25'); made from the type, number and count when left empty. */
  label: optionalTextSchema(100),
  /** The edition number ('3', 'AP 2'). */
  number: optionalTextSchema(20),
  /** How many the edition counts. */
  editionSize: z.number().int().min(1, 'An edition counts at least 1.').max(1_000_000).nullable(),
  /** Integer minor units (cents). */
  price: z.number().int('A price is a whole number of cents.').min(0, 'A price cannot be negative.').max(INT32_MAX),
  currencyCode: currencySchema,
  /** The price in other currencies, shown beside it; the cart charges `price` in `currencyCode`. */
  prices: otherPricesSchema,
  /** How many are left to sell; 0 is sold. */
  quantity: z.number().int().min(0).max(1_000_000),
  /** A shortcut for quantity: true sells every one (quantity 0); false puts a sold one back (quantity 1). */
  isSold: z.boolean(),
  isOnHold: z.boolean(),
  active: z.boolean(),
  /** The edition's own medium where it differs from the work's ('Archival pigment print'); null: the work's. */
  medium: optionalTextSchema(500),
  framing: optionalTextSchema(300),
  isFramed: z.boolean(),
  mounting: optionalTextSchema(300),
  dimensions: dimensionsInputSchema,
  alternateDimensions: dimensionsInputSchema.nullable(),
};

/** POST /api/owner/artworks/{id}/editions (and each edition of a new work): a price at least; the rest has defaults. */
export const editionCreateSchema = z.object(editionFields).partial().required({ price: true }).strict();
export type EditionCreate = z.infer<typeof editionCreateSchema>;
/** PATCH /api/owner/artworks/{id}/editions/{editionId}: any fields, with the revision read. */
export const editionUpdateSchema = z.object(editionFields).partial().extend({ revision: revisionSchema }).strict();
export type EditionUpdate = z.infer<typeof editionUpdateSchema>;

const artworkFields = {
  title: z.string().trim().min(1, 'Enter a title.').max(300, 'At most 300 characters.'),
  subtitle: optionalTextSchema(300),
  date: optionalTextSchema(100),
  medium: optionalTextSchema(500),
  type: inventoryTypeSchema,
  /** A subtype of the type (spec §3), or none. */
  subType: z.number().int().nullable(),
  sku: optionalTextSchema(100),
  location: optionalTextSchema(300),
  notes: optionalTextSchema(10_000),
  artistId: idSchema.nullable(),
  /** Ids of the site's pictures in order; the first is the primary one. */
  images: orderedIdsSchema(MAX_ARTWORK_IMAGES),
  seoTitle: optionalTextSchema(200),
  seoDescription: optionalTextSchema(500),
  tags: tagListSchema,
  canInquire: z.boolean(),
  canReceiveOffers: z.boolean(),
  contactUrl: linkSchema,
};

const subTypeFits = (value: { type?: number; subType?: number | null }, ctx: z.RefinementCtx) => {
  if (value.subType !== undefined && value.subType !== null && !isSubTypeOf(value.type ?? InventoryType.Artwork, value.subType)) {
    ctx.addIssue({ code: 'custom', path: ['subType'], message: 'This subtype does not belong to the inventory type.' });
  }
};

/** POST /api/owner/artworks: a title at least, and optionally its editions. */
export const artworkCreateSchema = z
  .object(artworkFields)
  .partial()
  .required({ title: true })
  .extend({ editions: z.array(editionCreateSchema).max(MAX_EDITIONS).optional() })
  .strict()
  .superRefine(subTypeFits);
export type ArtworkCreate = z.infer<typeof artworkCreateSchema>;

/** PATCH /api/owner/artworks/{id}: any fields, with the revision read (the subtype is checked against the stored type on the server). */
export const artworkUpdateSchema = z.object(artworkFields).partial().extend({ revision: revisionSchema }).strict();
export type ArtworkUpdate = z.infer<typeof artworkUpdateSchema>;

/** POST /api/owner/artworks/{id}/archive and /unarchive: the revision read, when the screen has it. */
export const revisionBodySchema = z.object({ revision: revisionSchema.optional() }).strict();

const dimensionsSchema = z.object({ height: z.number().nullable(), width: z.number().nullable(), depth: z.number().nullable(), metric: z.number().int() });

export const editionRecordSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  editionType: z.number().int(),
  label: z.string(),
  number: z.string().nullable(),
  editionSize: z.number().int().nullable(),
  price: z.number().int(),
  currencyCode: z.string(),
  prices: z.array(z.object({ currencyCode: z.string(), value: z.number().int() })),
  quantity: z.number().int(),
  isSold: z.boolean(),
  isOnHold: z.boolean(),
  active: z.boolean(),
  medium: z.string().nullable(),
  framing: z.string().nullable(),
  isFramed: z.boolean(),
  mounting: z.string().nullable(),
  dimensions: dimensionsSchema,
  alternateDimensions: dimensionsSchema.nullable(),
});
export type EditionRecord = z.infer<typeof editionRecordSchema>;

/** GET /api/owner/artworks/{id}, and what every change of a work answers. */
export const artworkRecordSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  date: z.string().nullable(),
  medium: z.string().nullable(),
  type: z.number().int(),
  subType: z.number().int().nullable(),
  sku: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  artist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  images: z.array(pictureSchema),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  tags: z.array(z.string()),
  canInquire: z.boolean(),
  canReceiveOffers: z.boolean(),
  contactUrl: z.string().nullable(),
  /** False once archived: visitors no longer see it. */
  active: z.boolean(),
  status: z.enum(ARTWORK_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  editions: z.array(editionRecordSchema),
});
export type ArtworkRecord = z.infer<typeof artworkRecordSchema>;

const statusQuery = z.enum(ARTWORK_STATUSES, { error: `status must be one of ${ARTWORK_STATUSES.join(', ')}.` });

/** The filters of the artworks table (also what GET /artworks/ids and bulk selections by filter take). */
export const artworkFilterFields = {
  /** A part of the title, the artist's name or the sku. */
  q: z.string().trim().max(200).optional(),
  type: queryCodeSchema.refine((v) => INVENTORY_TYPES.includes(v), `type must be one of ${INVENTORY_TYPES.join(', ')}.`).optional(),
  subType: queryCodeSchema.optional(),
  artistId: queryIdSchema.optional(),
  status: statusQuery.optional(),
  /** The lowest price of a work's active editions, in minor units, inclusive. */
  minPrice: z.coerce.number().int().min(0).max(INT32_MAX).optional(),
  maxPrice: z.coerce.number().int().min(0).max(INT32_MAX).optional(),
  tag: z.string().max(MAX_TAG_LENGTH).transform(normaliseTag).optional(),
};

export const priceRangeOrdered = (v: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx) => {
  if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'The highest price must not be below the lowest.' });
  }
};

/** GET /api/owner/artworks: the table's page. */
export const artworkListQuerySchema = z
  .object({ ...artworkFilterFields, sort: z.enum(ARTWORK_SORTS).default('created'), dir: z.enum(['asc', 'desc']).optional(), ...tablePaging })
  .superRefine(priceRangeOrdered);
export type ArtworkListQuery = z.infer<typeof artworkListQuerySchema>;
export const artworkFilterQuerySchema = z.object(artworkFilterFields).superRefine(priceRangeOrdered);
export type ArtworkFilter = z.infer<typeof artworkFilterQuerySchema>;

export const artworkRowSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  title: z.string(),
  sku: z.string().nullable(),
  type: z.number().int(),
  subType: z.number().int().nullable(),
  date: z.string().nullable(),
  medium: z.string().nullable(),
  artist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  image: pictureSchema.nullable(),
  /** The lowest price of the active editions, minor units. */
  lowestPrice: z.number().int().nullable(),
  status: z.enum(ARTWORK_STATUSES),
  active: z.boolean(),
  tags: z.array(z.string()),
  /** For inline edits of price and status. */
  editions: z.array(editionRecordSchema.pick({ id: true, revision: true, label: true, price: true, currencyCode: true, quantity: true, isOnHold: true, active: true })),
  createdAt: z.string(),
});
export type ArtworkRow = z.infer<typeof artworkRowSchema>;
export const artworkListResponseSchema = z.object({ items: z.array(artworkRowSchema), total: z.number().int() });
export type ArtworkListResponse = z.infer<typeof artworkListResponseSchema>;
export const artworkIdsResponseSchema = z.object({ ids: z.array(z.number().int()), total: z.number().int() });
