import { z } from 'zod';
import { linkSchema, oneTagSchema, optionalTextSchema, orderedIdsSchema, pictureSchema, revisionSchema, richTextSchema, tablePaging, tagListSchema } from './back-office';
import { idSchema } from './fields';
import { ListKind, representativeSchema } from './lists';

/**
 * The owner's artists, exhibitions (shows), posts, representatives and chosen lists under /api/owner:
 * each a table (GET), a record (GET /{id}), create (POST), a partial update with the revision read
 * (PATCH) and delete to the trash (DELETE).
 */

const year = z.number().int().min(-9999).max(9999).nullable();
const pictureId = idSchema.nullable();
/** What every table takes: a search, one tag (records carrying it), and a page. Any other parameter is refused. */
const tableQuery = { q: z.string().trim().max(200).optional(), tag: oneTagSchema.optional(), ...tablePaging };
/** An entry of a table's menu (its orders, a filter's choices): the value sent and the words shown; a sort's first entry is its default. */
export interface TableSort<V extends string = string> {
  value: V;
  label: string;
}
/** One of a menu's values, refused with the values it takes (`What` is one of: …). */
const oneOf = <V extends string>(what: string, menu: readonly TableSort<V>[]) =>
  z.enum(menu.map((s) => s.value) as [V, ...V[]], { error: `${what} one of: ${menu.map((s) => s.value).join(', ')}.` });
const sortOf = <V extends string>(sorts: readonly TableSort<V>[]) => oneOf('Sort by', sorts).default(sorts[0].value);

const artistFields = {
  name: z.string().trim().min(1, 'Enter a name.').max(200, 'At most 200 characters.'),
  /** The lifespan: birth and death years. */
  beginDate: year,
  endDate: year,
  nationality: optionalTextSchema(100),
  country: optionalTextSchema(100),
  state: optionalTextSchema(100),
  /** The short line ('American, born 1945'). */
  bio: optionalTextSchema(500),
  /** Rich text, sanitised on the server. */
  biography: richTextSchema.nullable(),
  curriculumVitae: richTextSchema.nullable(),
  url: linkSchema,
  coverImageId: pictureId,
  profileImageId: pictureId,
  tags: tagListSchema,
};
const lifespanOrdered = (v: { beginDate?: number | null; endDate?: number | null }, ctx: z.RefinementCtx) => {
  if (v.beginDate != null && v.endDate != null && v.endDate < v.beginDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The year of death must not be before the year of birth.' });
};
export const artistCreateSchema = z.object(artistFields).partial().required({ name: true }).strict().superRefine(lifespanOrdered);
export type ArtistCreate = z.infer<typeof artistCreateSchema>;
export const artistUpdateSchema = z.object(artistFields).partial().extend({ revision: revisionSchema }).strict().superRefine(lifespanOrdered);
export type ArtistUpdate = z.infer<typeof artistUpdateSchema>;
export const artistRecordSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  name: z.string(),
  beginDate: z.number().int().nullable(),
  endDate: z.number().int().nullable(),
  nationality: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  bio: z.string().nullable(),
  biography: z.string().nullable(),
  curriculumVitae: z.string().nullable(),
  url: z.string().nullable(),
  cover: pictureSchema.nullable(),
  profile: pictureSchema.nullable(),
  tags: z.array(z.string()),
  /** How many works name the artist. */
  works: z.number().int(),
});
export type ArtistRecord = z.infer<typeof artistRecordSchema>;
export const ARTIST_SORTS = [
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: '-works', label: 'Most works first' },
  { value: '-created', label: 'Newest added first' },
] as const satisfies readonly TableSort[];
export type ArtistSort = (typeof ARTIST_SORTS)[number]['value'];
export const artistTableQuerySchema = z.object({ ...tableQuery, sort: sortOf(ARTIST_SORTS) }).strict();
export type ArtistTableQuery = z.infer<typeof artistTableQuerySchema>;
export const artistTableResponseSchema = z.object({ items: z.array(artistRecordSchema.omit({ biography: true, curriculumVitae: true })), total: z.number().int() });
export type ArtistTableResponse = z.infer<typeof artistTableResponseSchema>;

const isoDate = z.iso.date('Enter a date as YYYY-MM-DD.').nullable();
const showFields = {
  title: z.string().trim().min(1, 'Enter a title.').max(300, 'At most 300 characters.'),
  startDate: isoDate,
  endDate: isoDate,
  description: richTextSchema,
  openingReception: optionalTextSchema(500),
  coverImageId: pictureId,
  /** Installation photos, in order. */
  photos: orderedIdsSchema(200),
  /** The works shown, in order. */
  artworks: orderedIdsSchema(2000),
  /** The artists shown, in order. */
  artists: orderedIdsSchema(500),
  tags: tagListSchema,
};
const datesOrdered = (v: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must not be before the start date.' });
};
export const showCreateSchema = z.object(showFields).partial().required({ title: true }).strict().superRefine(datesOrdered);
export type ShowCreate = z.infer<typeof showCreateSchema>;
export const showUpdateSchema = z.object(showFields).partial().extend({ revision: revisionSchema }).strict().superRefine(datesOrdered);
export type ShowUpdate = z.infer<typeof showUpdateSchema>;
export const showRecordSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  title: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  description: z.string(),
  openingReception: z.string().nullable(),
  cover: pictureSchema.nullable(),
  photos: z.array(pictureSchema),
  artworks: z.array(z.object({ id: z.number().int(), title: z.string() })),
  artists: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.string()),
});
export type ShowRecord = z.infer<typeof showRecordSchema>;
export const SHOW_SORTS = [
  { value: '-start', label: 'Latest start first' },
  { value: 'start', label: 'Earliest start first' },
  { value: 'title', label: 'Title, A to Z' },
  { value: '-title', label: 'Title, Z to A' },
] as const satisfies readonly TableSort[];
export type ShowSort = (typeof SHOW_SORTS)[number]['value'];
/** When an exhibition runs against today: on now, still to open, or closed. */
export const SHOW_WHENS = [
  { value: 'current', label: 'On now' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const satisfies readonly TableSort[];
export type ShowWhen = (typeof SHOW_WHENS)[number]['value'];
export const showTableQuerySchema = z
  .object({
    ...tableQuery,
    sort: sortOf(SHOW_SORTS),
    when: oneOf('When is', SHOW_WHENS).optional(),
  })
  .strict();
export type ShowTableQuery = z.infer<typeof showTableQuerySchema>;
export const showTableResponseSchema = z.object({
  items: z.array(showRecordSchema.pick({ id: true, revision: true, title: true, startDate: true, endDate: true, cover: true, tags: true })),
  total: z.number().int(),
});
export type ShowTableResponse = z.infer<typeof showTableResponseSchema>;

const postFields = {
  title: z.string().trim().min(1, 'Enter a title.').max(300, 'At most 300 characters.'),
  featuredImageId: pictureId,
  /** When visitors first see it; a time to come schedules it. Now when left out. */
  publishedAt: z.iso.datetime({ offset: true, error: 'Enter a date and time such as 2025-05-01T09:00:00Z.' }),
  excerpt: z.string().trim().max(1000, 'At most 1000 characters.'),
  /** The body: rich text, sanitised on the server. */
  html: richTextSchema,
  /** An artist or a work the post is about. */
  artistId: idSchema.nullable(),
  inventoryId: idSchema.nullable(),
  tags: tagListSchema,
};
export const postCreateSchema = z.object(postFields).partial().required({ title: true }).strict();
export type PostCreate = z.infer<typeof postCreateSchema>;
export const postUpdateSchema = z.object(postFields).partial().extend({ revision: revisionSchema }).strict();
export type PostUpdate = z.infer<typeof postUpdateSchema>;
export const postRecordSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  title: z.string(),
  featured: pictureSchema.nullable(),
  publishedAt: z.string(),
  /** Its publish time is still to come. */
  isScheduled: z.boolean(),
  excerpt: z.string(),
  html: z.string(),
  artistId: z.number().int().nullable(),
  inventoryId: z.number().int().nullable(),
  tags: z.array(z.string()),
});
export type PostRecord = z.infer<typeof postRecordSchema>;
export const POST_SORTS = [
  { value: '-published', label: 'Latest first' },
  { value: 'published', label: 'Oldest first' },
  { value: 'title', label: 'Title, A to Z' },
  { value: '-title', label: 'Title, Z to A' },
] as const satisfies readonly TableSort[];
export type PostSort = (typeof POST_SORTS)[number]['value'];
/** Whether visitors see a post yet. */
export const POST_STATES = [
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
] as const satisfies readonly TableSort[];
export const postTableQuerySchema = z
  .object({ ...tableQuery, sort: sortOf(POST_SORTS), state: oneOf('State is', POST_STATES).optional() })
  .strict();
export type PostTableQuery = z.infer<typeof postTableQuerySchema>;

/** POST /api/owner/{artists|shows|posts}/bulk: a tag added to or removed from the chosen records, in one transaction. */
export const recordBulkSchema = z
  .object({
    ids: orderedIdsSchema(1000).refine((ids) => ids.length > 0, 'Choose at least one record.'),
    action: z.enum(['addTag', 'removeTag'], { error: 'Action is one of: addTag, removeTag.' }),
    tag: oneTagSchema,
  })
  .strict();
export type RecordBulk = z.infer<typeof recordBulkSchema>;
/** Which chosen records changed, and which already were so. */
export const recordBulkResponseSchema = z.object({ changed: z.array(z.number().int()), unchanged: z.array(z.number().int()) });
export type RecordBulkResponse = z.infer<typeof recordBulkResponseSchema>;
export const postTableResponseSchema = z.object({ items: z.array(postRecordSchema.omit({ html: true })), total: z.number().int() });
export type PostTableResponse = z.infer<typeof postTableResponseSchema>;

const representativeFields = {
  company: z.string().trim().min(1, 'Enter the company.').max(200, 'At most 200 characters.'),
  addressLineOne: optionalTextSchema(200),
  addressLineTwo: optionalTextSchema(200),
  city: optionalTextSchema(100),
  state: optionalTextSchema(100),
  zip: optionalTextSchema(20),
  country: optionalTextSchema(100),
  phone: optionalTextSchema(50),
  website: linkSchema,
  /** A picture from the site's media library. */
  imageId: pictureId,
};
export const representativeCreateSchema = z.object(representativeFields).partial().required({ company: true }).strict();
export type RepresentativeCreate = z.infer<typeof representativeCreateSchema>;
export const representativeUpdateSchema = z.object(representativeFields).partial().extend({ revision: revisionSchema }).strict();
export type RepresentativeUpdate = z.infer<typeof representativeUpdateSchema>;
/** What visitors' lists give of a representative, its picture as the media library gives it, with the revision an update names. */
export const representativeRecordSchema = representativeSchema.omit({ representativeId: true, image: true }).extend({ image: pictureSchema.nullable(), revision: z.number().int() });
export type RepresentativeRecord = z.infer<typeof representativeRecordSchema>;
export const representativeTableResponseSchema = z.object({ items: z.array(representativeRecordSchema), total: z.number().int() });
/** PUT /api/owner/representatives/order: every representative's id in the new order. */
export const representativeOrderSchema = z.object({ ids: orderedIdsSchema(1000) }).strict();

const LIST_KINDS = Object.values(ListKind) as number[];
export const MAX_LIST_ITEMS = 2000;
const chosenListFields = {
  name: z.string().trim().min(1, 'Enter a name.').max(200, 'At most 200 characters.'),
  /** The ids of the list's items (works, artists, posts, shows or pictures, by its kind), in order. */
  items: orderedIdsSchema(MAX_LIST_ITEMS),
};
export const chosenListCreateSchema = z
  .object({
    ...chosenListFields,
    /** What it holds (ListKind): 0 artworks, 1 artists, 2 posts, 3 exhibitions, 4 pictures; fixed once made. */
    kind: z.number().int().refine((v) => LIST_KINDS.includes(v), `kind must be one of ${LIST_KINDS.join(', ')}.`),
  })
  .partial({ items: true })
  .strict();
export type ChosenListCreate = z.infer<typeof chosenListCreateSchema>;
export const chosenListUpdateSchema = z.object(chosenListFields).partial().extend({ revision: revisionSchema }).strict();
export type ChosenListUpdate = z.infer<typeof chosenListUpdateSchema>;
/** POST /api/owner/chosen-lists/{id}/items: adds items at the end (those already in it stay where they are). */
export const chosenListAddSchema = z.object({ ids: orderedIdsSchema(MAX_LIST_ITEMS).refine((ids) => ids.length > 0, 'Choose at least one item.') }).strict();
export const chosenListRecordSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  /** The items in order, each with its title or name. */
  items: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type ChosenListRecord = z.infer<typeof chosenListRecordSchema>;
export const chosenListTableResponseSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), revision: z.number().int(), name: z.string(), kind: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
});
export type ChosenListTableResponse = z.infer<typeof chosenListTableResponseSchema>;
