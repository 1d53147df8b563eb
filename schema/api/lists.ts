import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, ShowStatus } from '../enums';
import { artistRefSchema, imageSchema } from './content';
import { queryCodeSchema, queryIdSchema } from './fields';
import { tagsQuerySchema } from './tags';

/**
 * The content lists beside artworks and artists: exhibitions (shows), blog posts, representatives and
 * media, each a page of items with hasMore (spec §3 Content, §7). Every list takes a chosen list
 * (listId) and tags as its source. A parameter a list does not know is refused (400), never ignored:
 * a misspelt filter would otherwise answer the whole list as if it had filtered it.
 */

/** What a chosen list holds (chosen_lists.kind). */
export const ListKind = { Inventory: 0, Artists: 1, Blogs: 2, Shows: 3, Media: 4 } as const;
export type ListKind = (typeof ListKind)[keyof typeof ListKind];

const paging = {
  sub: z.string().min(1).max(63).optional(),
  dataSub: z.string().min(1).max(63).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  maxLimit: queryIdSchema.optional(),
  listId: queryIdSchema.optional(),
  tags: tagsQuerySchema,
};

export { ShowStatus } from '../enums';
const SHOW_STATUSES: number[] = Object.values(ShowStatus);

/** The spec's source/status values that pick items another way: 3 a chosen list, 6 by tags. */
export const ListSource = { ChosenList: 3, Tags: 6 } as const;

export const showSchema = z.object({
  showId: z.number().int(),
  id: z.number().int(),
  title: z.string(),
  /** The dates as visitors read them: 'March 3 – April 20, 2024'. */
  date: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string(),
  openingReception: z.string().nullable(),
  image: imageSchema.nullable(),
  photos: z.array(imageSchema),
  artists: z.array(artistRefSchema),
  tags: z.array(z.string()),
});
export type Show = z.infer<typeof showSchema>;

export const showListQuerySchema = z
  .strictObject({
    ...paging,
    artistId: queryIdSchema.optional(),
    status: queryCodeSchema
      .refine((v) => SHOW_STATUSES.includes(v) || v === ListSource.ChosenList || v === ListSource.Tags, `status must be one of ${SHOW_STATUSES.join(', ')}, ${ListSource.ChosenList} or ${ListSource.Tags}.`)
      .optional(),
  })
  // As for the inventory: a source that names a list or tags needs them, rather than listing everything.
  .superRefine((query, ctx) => {
    if (query.status === ListSource.ChosenList && query.listId === undefined) ctx.addIssue({ code: 'custom', path: ['listId'], message: 'status 3 (a chosen list) needs listId.' });
    if (query.status === ListSource.Tags && !query.tags?.length) ctx.addIssue({ code: 'custom', path: ['tags'], message: 'status 6 (by tags) needs tags.' });
  });
export type ShowListQuery = z.infer<typeof showListQuerySchema>;
export const showListResponseSchema = z.object({ shows: z.array(showSchema), hasMore: z.boolean() });
export type ShowListResponse = z.infer<typeof showListResponseSchema>;

export const blogSchema = z.object({
  blogId: z.number().int(),
  id: z.number().int(),
  title: z.string(),
  featured: imageSchema.nullable(),
  /** ISO 8601. */
  publishedAt: z.string(),
  excerpt: z.string(),
  /** Sanitised HTML. */
  html: z.string(),
  /** The post's address on the site: post/{blogId}. */
  link: z.string(),
  tags: z.array(z.string()),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListQuerySchema = z.strictObject({
  ...paging,
  artistId: queryIdSchema.optional(),
  inventoryId: queryIdSchema.optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
export const blogListResponseSchema = z.object({ blogs: z.array(blogSchema), hasMore: z.boolean() });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const representativeSchema = z.object({
  representativeId: z.number().int(),
  id: z.number().int(),
  company: z.string(),
  addressLineOne: z.string().nullable(),
  addressLineTwo: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** A picture of the gallery or agent, for its cell (the Gallery Cell); null without one. */
  image: imageSchema.nullable(),
});
export type Representative = z.infer<typeof representativeSchema>;

/** Representatives are all the site's, in the owner's order: a chosen list or tags is refused, not ignored. */
const { listId: _listId, tags: _tags, ...representativePaging } = paging;
export const representativeListQuerySchema = z
  .strictObject({ ...representativePaging, listId: z.unknown().optional(), tags: z.unknown().optional() })
  .superRefine((query, ctx) => {
    for (const key of ['listId', 'tags'] as const) {
      if (query[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'Representatives are listed all together, in the site’s order: they have no chosen lists or tags.' });
    }
  })
  .transform(({ listId: _l, tags: _t, ...query }) => query);
export type RepresentativeListQuery = z.infer<typeof representativeListQuerySchema>;
export const representativeListResponseSchema = z.object({ representatives: z.array(representativeSchema), hasMore: z.boolean() });
export type RepresentativeListResponse = z.infer<typeof representativeListResponseSchema>;

export const publicMediaItemSchema = imageSchema.extend({
  title: z.string(),
  caption: z.string(),
  artistId: z.number().int().nullable(),
  inventoryId: z.number().int().nullable(),
  tags: z.array(z.string()),
});
export type PublicMediaItem = z.infer<typeof publicMediaItemSchema>;

export const publicMediaListQuerySchema = z.strictObject({
  ...paging,
  artistId: queryIdSchema.optional(),
  inventoryId: queryIdSchema.optional(),
});
export type PublicMediaListQuery = z.infer<typeof publicMediaListQuerySchema>;
export const publicMediaListResponseSchema = z.object({ media: z.array(publicMediaItemSchema), hasMore: z.boolean() });
export type PublicMediaListResponse = z.infer<typeof publicMediaListResponseSchema>;
