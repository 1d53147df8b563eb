import { z } from 'zod';
import { idSchema } from './api/fields';
import { BlockType } from './block-types';
import { DETAIL_CATALOGUE } from './detail-blocks';
import { inventoryListSourceFields } from './inventory-list-config';
import {
  artistsListConfigSchema,
  blogsListConfigSchema,
  exhibitionsListConfigSchema,
  listDefaults,
  mediaListConfigSchema,
  optionalLayoutFields,
  representativesListConfigSchema,
} from './list-blocks';
import { MAX_LIST_LIMIT } from './list-paging';
import { recentlyViewedConfigSchema } from './recently-viewed';
import { own } from './own';

/** An image stored by the product, served from /img/{transforms}/{id}.{extension}. */
export const imageRefSchema = z.object({
  id: idSchema,
  extension: z.string().regex(/^[a-z0-9]{2,5}$/),
  width: z.number().int().positive().max(100_000).optional(),
  height: z.number().int().positive().max(100_000).optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export { MAX_LIST_LIMIT };

const align = z.enum(['left', 'center', 'right']);

export const textConfigSchema = z.object({
  text: z.string().max(20_000),
  variant: z.enum(['paragraph', 'heading1', 'heading2', 'heading3']),
  align,
});

export const imageConfigSchema = z.object({
  image: imageRefSchema.nullable(),
  altText: z.string().max(500),
  fit: z.enum(['fill', 'fit']),
});

export const columnsConfigSchema = z.object({
  columnCount: z.number().int().min(1).max(6),
  gap: z.number().int().min(0).max(120),
});

export const columnConfigSchema = z.object({});

export const hoverContentConfigSchema = z.object({
  /** Which layer the builder shows: the spec's default/hover state selector. */
  builderState: z.enum(['default', 'hover']),
});

export const hoverLayerConfigSchema = z.object({
  state: z.enum(['default', 'hover']),
});

export const inventoryListConfigSchema = z.object({
  title: z.string().max(300),
  columns: z.number().int().min(1).max(6),
  /** Caps the whole list and ends paging; null is no cap. */
  maxLimit: z.number().int().positive().max(MAX_LIST_LIMIT).nullable(),
  /** Sort order value from the spec: 0 default, 3 price, 4 title, 5 artist. */
  order: z.union([z.literal(0), z.literal(3), z.literal(4), z.literal(5)]),
  dir: z.enum(['asc', 'desc']),
  /** Status filter: 0 show all, 5 only available. */
  status: z.union([z.literal(0), z.literal(5)]),
  artistId: idSchema.nullable(),
  ...optionalLayoutFields,
  ...inventoryListSourceFields,
});

export interface CatalogueEntry<C extends z.ZodTypeAny = z.ZodTypeAny> {
  type: string;
  label: string;
  config: C;
  defaultConfig: z.infer<C>;
  /** Slots are created by their owner and are not in the toolbox. */
  isSlot?: boolean;
}

function entry<C extends z.ZodTypeAny>(e: CatalogueEntry<C>): CatalogueEntry<C> {
  return e;
}

/** The blocks that have a config schema and a renderer, keyed by type value. */
export const CATALOGUE = {
  [BlockType.Text]: entry({
    type: BlockType.Text,
    label: 'Text',
    config: textConfigSchema,
    defaultConfig: { text: '', variant: 'paragraph', align: 'left' },
  }),
  [BlockType.Image]: entry({
    type: BlockType.Image,
    label: 'Image',
    config: imageConfigSchema,
    defaultConfig: { image: null, altText: '', fit: 'fill' },
  }),
  [BlockType.Columns]: entry({
    type: BlockType.Columns,
    label: 'Columns',
    config: columnsConfigSchema,
    defaultConfig: { columnCount: 2, gap: 24 },
  }),
  [BlockType.Column]: entry({
    type: BlockType.Column,
    label: 'Column',
    config: columnConfigSchema,
    defaultConfig: {},
    isSlot: true,
  }),
  [BlockType.HoverContent]: entry({
    type: BlockType.HoverContent,
    label: 'Hover Content',
    config: hoverContentConfigSchema,
    defaultConfig: { builderState: 'default' },
  }),
  [BlockType.HoverLayer]: entry({
    type: BlockType.HoverLayer,
    label: 'Hover Layer',
    config: hoverLayerConfigSchema,
    defaultConfig: { state: 'default' },
    isSlot: true,
  }),
  [BlockType.InventoryList]: entry({
    type: BlockType.InventoryList,
    label: 'Inventory List',
    config: inventoryListConfigSchema,
    defaultConfig: { title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null },
  }),
  [BlockType.ArtistsList]: entry({
    type: BlockType.ArtistsList,
    label: 'Artists List',
    config: artistsListConfigSchema,
    defaultConfig: listDefaults(artistsListConfigSchema),
  }),
  [BlockType.ExhibitionsList]: entry({
    type: BlockType.ExhibitionsList,
    label: 'Exhibitions List',
    config: exhibitionsListConfigSchema,
    defaultConfig: listDefaults(exhibitionsListConfigSchema),
  }),
  [BlockType.BlogsList]: entry({
    type: BlockType.BlogsList,
    label: 'Blogs List',
    config: blogsListConfigSchema,
    defaultConfig: listDefaults(blogsListConfigSchema),
  }),
  [BlockType.MediaList]: entry({
    type: BlockType.MediaList,
    label: 'Media List',
    config: mediaListConfigSchema,
    defaultConfig: listDefaults(mediaListConfigSchema),
  }),
  [BlockType.RepresentativesList]: entry({
    type: BlockType.RepresentativesList,
    label: 'Representatives List',
    config: representativesListConfigSchema,
    defaultConfig: listDefaults(representativesListConfigSchema),
  }),
  [BlockType.RecentlyViewed]: entry({
    type: BlockType.RecentlyViewed,
    label: 'Recently Viewed Slider',
    config: recentlyViewedConfigSchema,
    defaultConfig: listDefaults(recentlyViewedConfigSchema),
  }),
  ...DETAIL_CATALOGUE,
} as const;

export type CatalogueType = keyof typeof CATALOGUE;
export type BlockConfig<T extends CatalogueType> = z.infer<(typeof CATALOGUE)[T]['config']>;
export type TextConfig = BlockConfig<'text'>;
export type ImageConfig = BlockConfig<'image'>;
export type ColumnsConfig = BlockConfig<'columns'>;
export type HoverContentConfig = BlockConfig<'hover-content'>;
export type HoverLayerConfig = BlockConfig<'hover-layer'>;
export type InventoryListConfig = BlockConfig<'inventory-list'>;
export type ArtistsListConfig = BlockConfig<'artists-list'>;
export type ExhibitionsListConfig = BlockConfig<'exhibitions-list'>;
export type BlogsListConfig = BlockConfig<'blogs-list'>;
export type MediaListConfig = BlockConfig<'media-list'>;
export type RepresentativesListConfig = BlockConfig<'representatives-list'>;
export type RecentlyViewedConfig = BlockConfig<'recently-viewed'>;

export function catalogueEntry(type: string): CatalogueEntry | undefined {
  return own(CATALOGUE as Record<string, CatalogueEntry>, type);
}

/** The spec's label for a type the product does not know. */
export function unknownBlockLabel(type: string): string {
  return `Unknown block type value: ${type}`;
}
