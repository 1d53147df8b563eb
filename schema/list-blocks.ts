import { z } from 'zod';
import { idSchema } from './api/fields';
import { ShowStatus } from './api/lists';
import { MAX_TAG_LENGTH, MAX_TAGS, normaliseTag } from './api/tags';
import { CustomControl, field, type FieldMeta } from './fields';
import { ContentKind, LAYOUTS_BY_KIND, LIST_LAYOUTS, SLIDESHOW_TYPES, type ListLayout } from './list-layouts';
import { DEFAULT_COLUMNS, MAX_AUTOPLAY_MS, MAX_LIST_LIMIT } from './list-paging';

/**
 * The config of the content list blocks (artists, exhibitions, blogs, media, representatives) and the
 * fields every list shares: its layouts (spec §2, §4) and where its items come from (spec §3: source
 * 3 a chosen list, 6 by tags; maxLimit). Every field has a default, so documents saved before a field
 * existed still validate.
 */

const layoutSchema = z.enum(LIST_LAYOUTS as [ListLayout, ...ListLayout[]]);
/** How often a carousel moves on by itself, in ms; 0 is off (spec §9: autoplay 5000 ms, 0 is off). */
const autoplaySchema = z.number().int().min(0).max(MAX_AUTOPLAY_MS);
const tagSchema = z.string().max(MAX_TAG_LENGTH).transform(normaliseTag);

/** The layout fields of a list of one kind: the tabs switched on, the one shown first, the slideshow type. */
export function layoutFields(kind: ContentKind) {
  const offered = LAYOUTS_BY_KIND[kind];
  return {
    layouts: z.array(layoutSchema).min(1).max(LIST_LAYOUTS.length).default([offered[0]]),
    layout: layoutSchema.default(offered[0]),
    slideshowType: z.enum(SLIDESHOW_TYPES).default('slide'),
    slideshowAutoplay: autoplaySchema.default(0),
  };
}

/**
 * The same fields, each optional, for a list kind whose documents predate layouts (the inventory list):
 * its type stays as it was, and a missing field reads as the kind's default.
 */
export const optionalLayoutFields = {
  layouts: z.array(layoutSchema).min(1).max(LIST_LAYOUTS.length).optional(),
  layout: layoutSchema.optional(),
  slideshowType: z.enum(SLIDESHOW_TYPES).optional(),
  slideshowAutoplay: autoplaySchema.optional(),
};

/** The inspector's Layouts control: the tabs switched on, the one shown first and how the slideshow moves. */
export const layoutsFieldMeta: FieldMeta = { label: 'Layouts', control: 'custom', custom: CustomControl.Layouts, covers: ['layout', 'slideshowType', 'slideshowAutoplay'] };

/**
 * The optional layout fields with the Layouts control on them, for a block that shows works but is no
 * inventory list (the related works under an artwork): it offers the inventory list's layouts, and a
 * block saved before they existed reads as the grid it was.
 */
export const inventoryLayoutFields = { ...optionalLayoutFields, layouts: field(optionalLayoutFields.layouts, layoutsFieldMeta) };

/**
 * Source fields: 0 all items, 3 a chosen list (listId), 6 those with any of the tags (ListSource); and
 * the cap that ends paging (null is none).
 */
export const sourceFields = {
  source: z.union([z.literal(0), z.literal(3), z.literal(6)]).default(0),
  listId: idSchema.nullable().default(null),
  tags: z.array(tagSchema).max(MAX_TAGS).default([]),
  maxLimit: z.number().int().positive().max(MAX_LIST_LIMIT).nullable().default(null),
};

const title = z.string().max(300).default('');
const columns = (kind: ContentKind) => z.number().int().min(1).max(6).default(DEFAULT_COLUMNS[kind]);

export const artistsListConfigSchema = z.object({
  title,
  columns: columns(ContentKind.Artists),
  /** Spec sort orders for artists: 0 the owner's order, 5 by name. */
  order: z.union([z.literal(0), z.literal(5)]).default(0),
  dir: z.enum(['asc', 'desc']).default('asc'),
  /** The list layout's picture beside the names, shown on hover. */
  showPreview: z.boolean().default(true),
  ...layoutFields(ContentKind.Artists),
  ...sourceFields,
});

const SHOW_STATUS_VALUES = Object.values(ShowStatus) as number[];

export const exhibitionsListConfigSchema = z.object({
  title,
  columns: columns(ContentKind.Shows),
  /** Which exhibitions by their dates: 0 all, 1 current, 2 upcoming, 4 past, 5 current and upcoming. */
  status: z
    .number()
    .int()
    .refine((v) => SHOW_STATUS_VALUES.includes(v), `status must be one of ${SHOW_STATUS_VALUES.join(', ')}.`)
    .default(ShowStatus.All),
  artistId: idSchema.nullable().default(null),
  ...layoutFields(ContentKind.Shows),
  ...sourceFields,
});

export const blogsListConfigSchema = z.object({
  title,
  /** The spec's columnCount: 1 by default, posts in rows (side by side in a grid or waterfall: list-paging.ts drawnColumns). */
  columns: columns(ContentKind.Blogs),
  artistId: idSchema.nullable().default(null),
  ...layoutFields(ContentKind.Blogs),
  ...sourceFields,
});

export const mediaListConfigSchema = z.object({
  title,
  columns: columns(ContentKind.Media),
  artistId: idSchema.nullable().default(null),
  ...layoutFields(ContentKind.Media),
  ...sourceFields,
});

/** Representatives have no chosen lists or tags: all of them, up to maxLimit. */
export const representativesListConfigSchema = z.object({
  title,
  columns: columns(ContentKind.Representatives),
  ...layoutFields(ContentKind.Representatives),
  maxLimit: sourceFields.maxLimit,
});

/** A config's default: every field's default, as a new block gets it. */
export function listDefaults<S extends z.ZodTypeAny>(schema: S): z.infer<S> {
  return schema.parse({}) as z.infer<S>;
}
