import { z } from 'zod';
import { BlockType } from './block-types';
import {
  columnConfigSchema,
  columnsConfigSchema,
  hoverContentConfigSchema,
  hoverLayerConfigSchema,
  imageConfigSchema,
  textConfigSchema,
} from './block-configs/basic';
import {
  artistsListFields,
  blogsListFields,
  exhibitionsListFields,
  inventoryListFields,
  mediaListFields,
  recentlyViewedFields,
  representativesListFields,
} from './block-configs/lists';
import { MORE_CATALOGUE } from './block-configs/entries';
import { FORM_CATALOGUE } from './block-configs/forms';
import { CART_CATALOGUE } from './cart-page';
import { DETAIL_CATALOGUE } from './detail-blocks';
import { listDefaults } from './list-blocks';
import { SEARCH_CATALOGUE } from './search-blocks';
import { MAX_LIST_LIMIT } from './list-paging';
import { own } from './own';

export { imageRefSchema, type ImageRef } from './image-ref';
export { textConfigSchema, imageConfigSchema, columnsConfigSchema, columnConfigSchema, hoverContentConfigSchema, hoverLayerConfigSchema };
export { inventoryListConfigSchema } from './block-configs/lists';
export { MAX_LIST_LIMIT };

/** The toolbox's groups, in the order it shows them. */
export const TOOLBOX_GROUPS = ['Basic', 'Layout', 'Media', 'Site', 'Lists'] as const;
export type ToolboxGroup = (typeof TOOLBOX_GROUPS)[number];

export interface CatalogueEntry<C extends z.ZodTypeAny = z.ZodTypeAny> {
  type: string;
  label: string;
  config: C;
  defaultConfig: z.infer<C>;
  /** Slots are created by their owner and are not in the toolbox. */
  isSlot?: boolean;
  /** Where the toolbox offers the block; blocks without one (detail template blocks) are offered apart. */
  group?: ToolboxGroup;
  /** An older version that still renders where saved, but is no longer offered. */
  deprecated?: boolean;
  /** Said in the inspector under the block's fields (what the block does, or that it has no settings). */
  inspectorNote?: string;
  /** Hand-written inspector panels that edit more than a config field (the tabs editor edits the tabs). */
  customPanels?: readonly string[];
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
    group: 'Basic',
    defaultConfig: { content: { blocks: [] } },
  }),
  [BlockType.Image]: entry({
    type: BlockType.Image,
    label: 'Image',
    config: imageConfigSchema,
    group: 'Basic',
    defaultConfig: { image: null, altText: '', fit: 'fill' },
  }),
  [BlockType.Columns]: entry({
    type: BlockType.Columns,
    label: 'Columns',
    config: columnsConfigSchema,
    group: 'Layout',
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
    group: 'Layout',
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
    config: inventoryListFields,
    group: 'Lists',
    defaultConfig: { title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null },
  }),
  [BlockType.ArtistsList]: entry({
    type: BlockType.ArtistsList,
    label: 'Artists List',
    config: artistsListFields,
    group: 'Lists',
    defaultConfig: listDefaults(artistsListFields),
  }),
  [BlockType.ExhibitionsList]: entry({
    type: BlockType.ExhibitionsList,
    label: 'Exhibitions List',
    config: exhibitionsListFields,
    group: 'Lists',
    defaultConfig: listDefaults(exhibitionsListFields),
  }),
  [BlockType.BlogsList]: entry({
    type: BlockType.BlogsList,
    label: 'Blogs List',
    config: blogsListFields,
    group: 'Lists',
    defaultConfig: listDefaults(blogsListFields),
  }),
  [BlockType.MediaList]: entry({
    type: BlockType.MediaList,
    label: 'Media List',
    config: mediaListFields,
    group: 'Lists',
    defaultConfig: listDefaults(mediaListFields),
  }),
  [BlockType.RepresentativesList]: entry({
    type: BlockType.RepresentativesList,
    label: 'Representatives List',
    config: representativesListFields,
    group: 'Lists',
    defaultConfig: listDefaults(representativesListFields),
  }),
  [BlockType.RecentlyViewed]: entry({
    type: BlockType.RecentlyViewed,
    label: 'Recently Viewed Slider',
    config: recentlyViewedFields,
    group: 'Lists',
    defaultConfig: listDefaults(recentlyViewedFields),
    inspectorNote: 'Visitors see the last four artworks they looked at on this site; you see your first ones.',
  }),
  ...DETAIL_CATALOGUE,
  ...SEARCH_CATALOGUE,
  ...FORM_CATALOGUE,
  ...MORE_CATALOGUE,
  ...CART_CATALOGUE,
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
