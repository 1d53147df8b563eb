import { z } from 'zod';

/** Tags on artworks, artists, shows, posts and media, and how list queries name them. */

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 60;

/** A tag as stored: trimmed, lower case, so 'Bronze' and 'bronze ' are one tag. */
export function normaliseTag(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Tags in a query string: 'a,b', or repeated / indexed keys folded into an array ('tags[0]=a&tags[1]=b').
 * A list matches items that carry any of them.
 */
export const tagsQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [...new Set((Array.isArray(value) ? value : value.split(',')).map(normaliseTag).filter(Boolean))])
  .refine((tags) => tags.length <= MAX_TAGS, `At most ${MAX_TAGS} tags.`)
  .refine((tags) => tags.every((t) => t.length <= MAX_TAG_LENGTH), `A tag is at most ${MAX_TAG_LENGTH} characters.`)
  .optional();


/** What the builder may ask the site's tags of: the kinds of content that carry tags. */
export const TAGGED_KINDS = ['inventory', 'artists', 'shows', 'blogs', 'media'] as const;
export type TaggedKind = (typeof TAGGED_KINDS)[number];

/** GET /api/editor/tags?kind=: the site's tags on that kind of content, by name, with how many items carry each. */
export const siteTagsQuerySchema = z.object({ kind: z.enum(TAGGED_KINDS) });
export const siteTagsResponseSchema = z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number().int() })) });
export type SiteTagsResponse = z.infer<typeof siteTagsResponseSchema>;

/** The most tags the builder is offered at once. */
export const MAX_SITE_TAGS = 500;
