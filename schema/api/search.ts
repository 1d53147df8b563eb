import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, SearchType } from '../enums';
import { imageSchema } from './content';

/**
 * Site search (spec §2 Link shapes, §3 Search result): GET /api/search?q=&type=&limit=&offset=, the
 * search page's first page (rendered on the server) and every further page of each tab.
 */

/** Longest query read; longer text is refused rather than cut, so a visitor sees what was searched. */
export const SEARCH_QUERY_MAX = 200;

const SEARCH_TYPES: number[] = Object.values(SearchType);

const TYPE_MESSAGE = `type must be one of ${SEARCH_TYPES.join(', ')} (Inventory, Artist, Blog, Show).`;

/** A search type value as it travels in JSON. */
export const searchTypeSchema = z
  .number()
  .int()
  .refine((v) => SEARCH_TYPES.includes(v), TYPE_MESSAGE)
  .transform((v) => v as SearchType);

/** A search type value in a query string: digits only, so an empty 'type=' is refused, not read as 0. */
const searchTypeParamSchema = z.string().regex(/^\d{1,2}$/, TYPE_MESSAGE).transform(Number).pipe(searchTypeSchema);

/** GET /api/search query. The query text must have something other than spaces in it. */
export const searchQuerySchema = z.strictObject({
  sub: z.string().min(1).max(63).optional(),
  dataSub: z.string().min(1).max(63).optional(),
  q: z.string().trim().min(1, 'q must not be empty.').max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters.`),
  /** One tab's kind; all kinds when left out (the All tab). */
  type: searchTypeParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * One hit, as its search result cell shows it. What the lines hold depends on the type:
 * - Inventory: the artist's name (hidden on artist sites), the work's date, its medium.
 * - Artist: the lifespan, and the short bio ('American, born 1945').
 * - Blog: the publish date (ISO 8601), and the excerpt.
 * - Show: the dates ('March 3 – April 20, 2024'), and the artists' names.
 */
export const searchResultSchema = z.object({
  type: searchTypeSchema,
  id: z.number().int(),
  title: z.string(),
  artistName: z.string().nullable(),
  date: z.string().nullable(),
  text: z.string().nullable(),
  image: imageSchema.nullable(),
  /** The result's address on the site: art/{id}, artist/{id}, post/{id} or show/{id}. */
  link: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  hasMore: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
