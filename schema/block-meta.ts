import { MORE_META } from './block-configs/more-meta';
import { FORM_META } from './block-configs/forms';
import { BlockType } from './block-types';
import { CART_META } from './cart-page';
import { CELL_META } from './cell-templates';
import { DETAIL_META } from './detail-blocks';
import { DetailDisplay, ShowStatus } from './enums';
import { ContentKind, LAYOUTS_BY_KIND } from './list-layouts';
import { DEFAULT_COLUMNS } from './list-paging';
import { own } from './own';
import { PASSWORD_META } from './password-page';
import { SEARCH_META } from './search-blocks';

/**
 * The block catalogue as plain data: each kind's label, toolbox group and default config, and what the
 * inspector says of it. The builder's first load draws the toolbox and makes blocks from this alone,
 * without zod; catalogue.ts puts each kind's config schema beside it (CATALOGUE), for validation and the
 * inspector's generated form. catalogue.test.ts proves every default is one its schema takes as it is.
 */

/** The toolbox's groups, in the order it shows them. */
export const TOOLBOX_GROUPS = ['Basic', 'Layout', 'Media', 'Site', 'Lists'] as const;
export type ToolboxGroup = (typeof TOOLBOX_GROUPS)[number];

export interface BlockMeta {
  type: string;
  label: string;
  /** A new block's config; the renderer also reads a missing field as its value here. */
  defaultConfig: Readonly<Record<string, unknown>>;
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

/** A content list's defaults that every kind shares: its first layout and every source (lists.ts's schemas' defaults). */
function listLayoutDefaults(kind: ContentKind) {
  const first = LAYOUTS_BY_KIND[kind][0];
  return { layouts: [first], layout: first, slideshowType: 'slide', slideshowAutoplay: 0 };
}
const ALL_ITEMS = { source: 0, listId: null, tags: [], maxLimit: null };
const listStart = (kind: ContentKind) => ({ title: '', columns: DEFAULT_COLUMNS[kind] });

const BASIC_META = {
  [BlockType.Text]: { type: BlockType.Text, label: 'Text', group: 'Basic', defaultConfig: { content: { blocks: [] } } },
  [BlockType.Image]: { type: BlockType.Image, label: 'Image', group: 'Basic', defaultConfig: { image: null, altText: '', fit: 'fill' } },
  [BlockType.Columns]: { type: BlockType.Columns, label: 'Columns', group: 'Layout', defaultConfig: { columnCount: 2, gap: 24 } },
  [BlockType.Column]: { type: BlockType.Column, label: 'Column', defaultConfig: {}, isSlot: true },
  [BlockType.HoverContent]: { type: BlockType.HoverContent, label: 'Hover Content', group: 'Layout', defaultConfig: { builderState: 'default' } },
  [BlockType.HoverLayer]: { type: BlockType.HoverLayer, label: 'Hover Layer', defaultConfig: { state: 'default' }, isSlot: true },
} as const satisfies Record<string, BlockMeta>;

const LIST_META = {
  [BlockType.InventoryList]: {
    type: BlockType.InventoryList,
    label: 'Inventory List',
    group: 'Lists',
    defaultConfig: { title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null },
  },
  [BlockType.ArtistsList]: {
    type: BlockType.ArtistsList,
    label: 'Artists List',
    group: 'Lists',
    defaultConfig: { ...listStart(ContentKind.Artists), order: 0, dir: 'asc', showPreview: true, ...listLayoutDefaults(ContentKind.Artists), ...ALL_ITEMS },
  },
  [BlockType.ExhibitionsList]: {
    type: BlockType.ExhibitionsList,
    label: 'Exhibitions List',
    group: 'Lists',
    defaultConfig: { ...listStart(ContentKind.Shows), status: ShowStatus.All, artistId: null, ...listLayoutDefaults(ContentKind.Shows), ...ALL_ITEMS },
  },
  [BlockType.BlogsList]: {
    type: BlockType.BlogsList,
    label: 'Blogs List',
    group: 'Lists',
    defaultConfig: { ...listStart(ContentKind.Blogs), artistId: null, ...listLayoutDefaults(ContentKind.Blogs), ...ALL_ITEMS },
  },
  [BlockType.MediaList]: {
    type: BlockType.MediaList,
    label: 'Media List',
    group: 'Lists',
    defaultConfig: { ...listStart(ContentKind.Media), artistId: null, ...listLayoutDefaults(ContentKind.Media), ...ALL_ITEMS },
  },
  [BlockType.RepresentativesList]: {
    type: BlockType.RepresentativesList,
    label: 'Representatives List',
    group: 'Lists',
    defaultConfig: { ...listStart(ContentKind.Representatives), ...listLayoutDefaults(ContentKind.Representatives), maxLimit: null },
  },
  [BlockType.RecentlyViewed]: {
    type: BlockType.RecentlyViewed,
    label: 'Recently Viewed Slider',
    group: 'Lists',
    defaultConfig: { title: 'Recently Viewed', detailDisplay: DetailDisplay.Page },
    inspectorNote: 'Visitors see the last four artworks they looked at on this site; you see your first ones.',
  },
} as const satisfies Record<string, BlockMeta>;

/** Every kind's metadata, keyed by type value, in the catalogue's order (the toolbox's within a group). */
export const BLOCK_META = {
  ...BASIC_META,
  ...LIST_META,
  ...DETAIL_META,
  ...SEARCH_META,
  ...PASSWORD_META,
  ...CELL_META,
  ...FORM_META,
  ...MORE_META,
  ...CART_META,
} as const;

export function blockMeta(type: string): BlockMeta | undefined {
  return own(BLOCK_META as Record<string, BlockMeta>, type);
}

/** The spec's label for a type the product does not know. */
export function unknownBlockLabel(type: string): string {
  return `Unknown block type value: ${type}`;
}
