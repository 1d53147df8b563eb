import type { z } from 'zod';
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
import { FORM_CATALOGUE } from './block-configs/forms-schema';
import { CART_CATALOGUE } from './cart-page-schema';
import { CELL_CATALOGUE } from './cell-templates-schema';
import { DETAIL_CATALOGUE } from './detail-blocks-schema';
import { PASSWORD_CATALOGUE } from './password-page-schema';
import { SEARCH_CATALOGUE } from './search-blocks-schema';
import { MAX_LIST_LIMIT } from './list-paging';
import { BLOCK_META } from './block-meta';
import { type CatalogueEntry, withConfig } from './catalogue-entry';
import { own } from './own';

export { imageRefSchema, type ImageRef } from './image-ref';
export { textConfigSchema, imageConfigSchema, columnsConfigSchema, columnConfigSchema, hoverContentConfigSchema, hoverLayerConfigSchema };
export { inventoryListConfigSchema } from './block-configs/lists';
export { MAX_LIST_LIMIT };

export { TOOLBOX_GROUPS, unknownBlockLabel, type ToolboxGroup } from './block-meta';
export type { CatalogueEntry } from './catalogue-entry';

/**
 * The blocks that have a config schema and a renderer, keyed by type value: each kind's metadata
 * (block-meta.ts: label, group, defaults) with the zod schema of its config, which the server validates
 * with and the inspector's form is generated from.
 */
export const CATALOGUE = {
  [BlockType.Text]: withConfig(BLOCK_META[BlockType.Text], textConfigSchema),
  [BlockType.Image]: withConfig(BLOCK_META[BlockType.Image], imageConfigSchema),
  [BlockType.Columns]: withConfig(BLOCK_META[BlockType.Columns], columnsConfigSchema),
  [BlockType.Column]: withConfig(BLOCK_META[BlockType.Column], columnConfigSchema),
  [BlockType.HoverContent]: withConfig(BLOCK_META[BlockType.HoverContent], hoverContentConfigSchema),
  [BlockType.HoverLayer]: withConfig(BLOCK_META[BlockType.HoverLayer], hoverLayerConfigSchema),
  [BlockType.InventoryList]: withConfig(BLOCK_META[BlockType.InventoryList], inventoryListFields),
  [BlockType.ArtistsList]: withConfig(BLOCK_META[BlockType.ArtistsList], artistsListFields),
  [BlockType.ExhibitionsList]: withConfig(BLOCK_META[BlockType.ExhibitionsList], exhibitionsListFields),
  [BlockType.BlogsList]: withConfig(BLOCK_META[BlockType.BlogsList], blogsListFields),
  [BlockType.MediaList]: withConfig(BLOCK_META[BlockType.MediaList], mediaListFields),
  [BlockType.RepresentativesList]: withConfig(BLOCK_META[BlockType.RepresentativesList], representativesListFields),
  [BlockType.RecentlyViewed]: withConfig(BLOCK_META[BlockType.RecentlyViewed], recentlyViewedFields),
  ...DETAIL_CATALOGUE,
  ...SEARCH_CATALOGUE,
  ...PASSWORD_CATALOGUE,
  ...CELL_CATALOGUE,
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
