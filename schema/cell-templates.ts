import type { BlockMeta } from './block-meta';
import { BlockType } from './block-types';
import { ListLayout, type ContentKind } from './list-layouts';

/**
 * The cell templates (spec §3, default page and cell templates): how one artwork, artist, exhibition,
 * blog post or representative is drawn in a list (an artwork in the recently viewed slider too), and
 * each kind of search result in the search results list, edited in the builder as a page template is,
 * so an owner restyles every such cell at once. A cell is one link to the item's page (a post's, its
 * title; a representative's cell, the Gallery Cell, has its phone and website links instead), so its
 * template holds only the cell's own parts (picture, title, facts…), in the order and with the looks
 * the owner gives them: nothing that is a link or a control of its own. Which template draws which
 * layout is cellTemplateOf's. Their config schemas are in cell-templates-schema.ts; this module has no
 * zod, so the builder's first load carries none.
 */

export const CELL_TEMPLATE_KINDS = [
  'inventoryGridCell',
  'inventorySlideshowCell',
  'inventoryWaterfallCell',
  'inventoryRecentlyViewedCell',
  'artistGridCell',
  'artistListCell',
  'artistListPreviewCell',
  'artistSlideshowCell',
  'showGridCell',
  'showSlideshowCell',
  'showParallaxCell',
  'showFullBackgroundCell',
  'blogCell',
  'representativeCell',
  'searchArtistCell',
  'searchBlogCell',
  'searchInventoryCell',
  'searchShowCell',
] as const;
export type CellTemplateKind = (typeof CELL_TEMPLATE_KINDS)[number];

/** What a cell template's cells are of: a list's kind of item, or a search result. */
export type CellItemKind = ContentKind | 'search';

/** The kind of item each cell template draws. */
export const CELL_CONTENT_KIND: Record<CellTemplateKind, CellItemKind> = {
  inventoryGridCell: 'inventory',
  inventorySlideshowCell: 'inventory',
  inventoryWaterfallCell: 'inventory',
  inventoryRecentlyViewedCell: 'inventory',
  artistGridCell: 'artists',
  artistListCell: 'artists',
  artistListPreviewCell: 'artists',
  artistSlideshowCell: 'artists',
  showGridCell: 'shows',
  showSlideshowCell: 'shows',
  showParallaxCell: 'shows',
  showFullBackgroundCell: 'shows',
  blogCell: 'blogs',
  representativeCell: 'representatives',
  searchArtistCell: 'search',
  searchBlogCell: 'search',
  searchInventoryCell: 'search',
  searchShowCell: 'search',
};

/** Which search result cell template draws a result of each type (SearchType: Inventory 0, Artist 1, Blog 2, Show 3). */
export const SEARCH_CELL_OF_TYPE: readonly CellTemplateKind[] = ['searchInventoryCell', 'searchArtistCell', 'searchBlogCell', 'searchShowCell'];

/** An artwork cell's parts, in the order the toolbox offers them. */
export const INVENTORY_CELL_BLOCKS: readonly string[] = [
  BlockType.InventoryCellImage,
  BlockType.InventoryCellTitle,
  BlockType.InventoryCellArtist,
  BlockType.InventoryCellDate,
  BlockType.InventoryCellPrice,
];
export const ARTIST_CELL_BLOCKS: readonly string[] = [BlockType.ArtistCellImage, BlockType.ArtistCellName, BlockType.ArtistCellFacts];
export const SHOW_CELL_BLOCKS: readonly string[] = [BlockType.ShowCellImage, BlockType.ShowCellTitle, BlockType.ShowCellDates];
export const BLOG_CELL_BLOCKS: readonly string[] = [BlockType.BlogCellImage, BlockType.BlogCellTitle, BlockType.BlogCellDate, BlockType.BlogCellExcerpt];
export const REPRESENTATIVE_CELL_BLOCKS: readonly string[] = [
  BlockType.RepresentativeCellImage,
  BlockType.RepresentativeCellCompany,
  BlockType.RepresentativeCellAddress,
  BlockType.RepresentativeCellPhone,
  BlockType.RepresentativeCellWebsite,
];
/** A search result's parts, whatever it is: its picture, what it is, its title and its two short lines. */
export const SEARCH_CELL_BLOCKS: readonly string[] = [BlockType.SearchCellImage, BlockType.SearchCellType, BlockType.SearchCellTitle, BlockType.SearchCellFacts, BlockType.SearchCellText];

/** An artist list's row is their name: the plain list's has no picture, the preview's picture fades in beside the list. */
const ARTIST_LIST_CELL_BLOCKS: readonly string[] = [BlockType.ArtistCellName, BlockType.ArtistCellFacts];
const ARTIST_LIST_PREVIEW_CELL_BLOCKS: readonly string[] = [BlockType.ArtistCellName, BlockType.ArtistCellFacts, BlockType.ArtistCellImage];

/** Each cell template's parts: those of the kind of item it draws (an artist list's row, fewer). */
export function cellBlocksOf(kind: CellTemplateKind): readonly string[] {
  if (kind === 'artistListCell') return ARTIST_LIST_CELL_BLOCKS;
  if (kind === 'artistListPreviewCell') return ARTIST_LIST_PREVIEW_CELL_BLOCKS;
  const blocks: Record<CellItemKind, readonly string[]> = {
    inventory: INVENTORY_CELL_BLOCKS,
    artists: ARTIST_CELL_BLOCKS,
    shows: SHOW_CELL_BLOCKS,
    blogs: BLOG_CELL_BLOCKS,
    media: [],
    representatives: REPRESENTATIVE_CELL_BLOCKS,
    search: SEARCH_CELL_BLOCKS,
  };
  return blocks[CELL_CONTENT_KIND[kind]];
}

/**
 * The parts a cell template starts with: the cell as it was drawn before templates. Most cells showed
 * all their kind's parts; the recently viewed slider's no date, an artist list's row only the name
 * (the preview's, and the picture beside the list).
 */
export function defaultCellBlocksOf(kind: CellTemplateKind): readonly string[] {
  if (kind === 'inventoryRecentlyViewedCell') return INVENTORY_CELL_BLOCKS.filter((type) => type !== BlockType.InventoryCellDate);
  if (kind === 'artistListCell') return [BlockType.ArtistCellName];
  if (kind === 'artistListPreviewCell') return [BlockType.ArtistCellName, BlockType.ArtistCellImage];
  return cellBlocksOf(kind);
}

/** The parts that are a cell's picture: a list row and an exhibition's band set them apart from the words. */
export const CELL_PICTURES: readonly string[] = [
  BlockType.InventoryCellImage,
  BlockType.ArtistCellImage,
  BlockType.ShowCellImage,
  BlockType.BlogCellImage,
  BlockType.RepresentativeCellImage,
  BlockType.SearchCellImage,
];

/**
 * Which cell template draws an item of a kind in a layout, or null where the cell is fixed (media; a
 * representative's is the Gallery Cell in every layout). The grid's draws every layout without one of its own; an artist list's rows are
 * the list preview's where the list shows a picture on hover (`preview`). The recently viewed slider's
 * is inventoryRecentlyViewedCell, whatever the layout.
 */
export function cellTemplateOf(kind: ContentKind, layout: ListLayout, options: { preview?: boolean } = {}): CellTemplateKind | null {
  switch (kind) {
    case 'inventory':
      return inventoryCellTemplateOf(layout);
    case 'artists':
      if (layout === ListLayout.List) return options.preview ? 'artistListPreviewCell' : 'artistListCell';
      return layout === ListLayout.Slideshow ? 'artistSlideshowCell' : 'artistGridCell';
    case 'shows':
      if (layout === ListLayout.Slideshow) return 'showSlideshowCell';
      if (layout === ListLayout.Parallax) return 'showParallaxCell';
      if (layout === ListLayout.FullBackgroundSlideshow) return 'showFullBackgroundCell';
      return 'showGridCell';
    case 'blogs':
      return 'blogCell';
    case 'representatives':
      return 'representativeCell';
    default:
      return null;
  }
}

/** Which cell template draws an artwork in a layout. */
export function inventoryCellTemplateOf(layout: ListLayout): CellTemplateKind {
  if (layout === ListLayout.Slideshow) return 'inventorySlideshowCell';
  if (layout === ListLayout.Waterfall) return 'inventoryWaterfallCell';
  return 'inventoryGridCell';
}

/** A cell template's block as a list carries it to the browser: no id, nothing nested. */
export interface CellPart {
  type: string;
  config: Record<string, unknown>;
}

/** The cell templates the site has set, as parts; none set is undefined (every cell draws as it always has). */
export type CellTemplates = Partial<Record<CellTemplateKind, CellPart[]>>;

export type CellTextSize = 'small' | 'normal' | 'large';
export type CellAlign = 'left' | 'center' | 'right';

/** The looks of a cell's line of text; the defaults draw it as the theme does. */
export interface CellTextConfig {
  align?: CellAlign;
  size?: CellTextSize;
  uppercase?: boolean;
}

export interface CellImageConfig {
  /** The whole picture in its square (contain), or the square filled with it (cover). */
  fit?: 'contain' | 'cover';
  /** The Sold, On Hold… sticker over the picture. */
  showStatus?: boolean;
}

const TEXT_DEFAULT: Required<CellTextConfig> = { align: 'left', size: 'normal', uppercase: false };

const text = (type: string, label: string, inspectorNote?: string): BlockMeta => ({ type, label, defaultConfig: TEXT_DEFAULT, ...(inspectorNote ? { inspectorNote } : {}) });
const picture = (type: string, inspectorNote: string): BlockMeta => ({ type, label: 'Cell Image', defaultConfig: {}, inspectorNote: `${inspectorNote} It has no settings of its own.` });

/** The cell parts' labels and defaults (block-meta.ts takes them in; cell-templates-schema.ts adds their configs). */
export const CELL_META = {
  [BlockType.InventoryCellImage]: {
    type: BlockType.InventoryCellImage,
    label: 'Cell Image',
    defaultConfig: { fit: 'contain', showStatus: true } satisfies Required<CellImageConfig>,
    inspectorNote: 'The artwork’s first picture, or a blank square when it has none.',
  },
  [BlockType.InventoryCellTitle]: text(BlockType.InventoryCellTitle, 'Cell Title'),
  [BlockType.InventoryCellArtist]: text(BlockType.InventoryCellArtist, 'Cell Artist', 'The artist’s name; never shown on an artist’s own site.'),
  [BlockType.InventoryCellDate]: text(BlockType.InventoryCellDate, 'Cell Date', 'The artwork’s date, when it has one.'),
  [BlockType.InventoryCellPrice]: text(BlockType.InventoryCellPrice, 'Cell Price', 'The price of the first edition for sale; nothing while the work is sold, on hold or not for sale.'),
  [BlockType.ArtistCellImage]: picture(BlockType.ArtistCellImage, 'The artist’s cover, else their profile picture.'),
  [BlockType.ArtistCellName]: text(BlockType.ArtistCellName, 'Cell Name'),
  [BlockType.ArtistCellFacts]: text(BlockType.ArtistCellFacts, 'Cell Facts', 'The artist’s country and lifespan, when known.'),
  [BlockType.ShowCellImage]: picture(BlockType.ShowCellImage, 'The exhibition’s cover picture.'),
  [BlockType.ShowCellTitle]: text(BlockType.ShowCellTitle, 'Cell Title'),
  [BlockType.ShowCellDates]: text(BlockType.ShowCellDates, 'Cell Dates', 'When the exhibition runs.'),
  [BlockType.BlogCellImage]: picture(BlockType.BlogCellImage, 'The post’s featured picture, when it has one.'),
  [BlockType.BlogCellTitle]: text(BlockType.BlogCellTitle, 'Cell Title', 'The post’s title, the link to the post: a cell without it still shows it, under the picture.'),
  [BlockType.BlogCellDate]: text(BlockType.BlogCellDate, 'Cell Date', 'When the post was published, as the theme writes dates.'),
  [BlockType.BlogCellExcerpt]: text(BlockType.BlogCellExcerpt, 'Cell Excerpt', 'The post’s excerpt, when it has one.'),
  [BlockType.RepresentativeCellImage]: picture(BlockType.RepresentativeCellImage, 'The gallery’s or agent’s picture, when it has one: over the words, beside them in the list layout.'),
  [BlockType.RepresentativeCellCompany]: text(BlockType.RepresentativeCellCompany, 'Cell Company', 'The gallery’s or agent’s name.'),
  [BlockType.RepresentativeCellAddress]: text(BlockType.RepresentativeCellAddress, 'Cell Address', 'Its address, line by line, as far as it is known.'),
  [BlockType.RepresentativeCellPhone]: text(BlockType.RepresentativeCellPhone, 'Cell Phone', 'Its phone number, a link that calls it.'),
  [BlockType.RepresentativeCellWebsite]: text(BlockType.RepresentativeCellWebsite, 'Cell Website', 'Its website, a link that opens in a new tab.'),
  [BlockType.SearchCellImage]: picture(BlockType.SearchCellImage, 'The result’s picture, beside its words; an empty square when it has none.'),
  [BlockType.SearchCellType]: text(BlockType.SearchCellType, 'Cell Type', 'What the result is: Artwork, Artist, Blog or Exhibition.'),
  [BlockType.SearchCellTitle]: text(BlockType.SearchCellTitle, 'Cell Title'),
  [BlockType.SearchCellFacts]: text(BlockType.SearchCellFacts, 'Cell Facts', 'The first line under the title: an artwork’s artist and date, a post’s date, an artist’s or an exhibition’s dates.'),
  [BlockType.SearchCellText]: text(BlockType.SearchCellText, 'Cell Text', 'The second line: an artwork’s medium, an artist’s country, a post’s excerpt, an exhibition’s artists.'),
} as const satisfies Record<string, BlockMeta>;

/**
 * The parts of the templates the site has set for a kind's cells, for its lists to carry; undefined
 * while it has set none. A template left without parts is not taken: a cell is a link, which must show something.
 */
/** The recently viewed cell template's parts (its slider is no list, so lists never carry them); undefined while the site has set none. */
export function recentlyViewedParts(templates: Partial<Record<string, { blocks: ReadonlyArray<{ type: string; config: Record<string, unknown> }> }>> | undefined): CellPart[] | undefined {
  const blocks = templates?.inventoryRecentlyViewedCell?.blocks;
  return blocks?.length ? blocks.map((b) => ({ type: b.type, config: b.config })) : undefined;
}

export function cellTemplatesOf(
  templates: Partial<Record<string, { blocks: ReadonlyArray<{ type: string; config: Record<string, unknown> }> }>> | undefined,
  kind: CellItemKind,
): CellTemplates | undefined {
  const set = CELL_TEMPLATE_KINDS.flatMap((template) => {
    const blocks = CELL_CONTENT_KIND[template] === kind && template !== 'inventoryRecentlyViewedCell' ? templates?.[template]?.blocks : undefined;
    return blocks?.length ? [[template, blocks.map((b) => ({ type: b.type, config: b.config }))] as const] : [];
  });
  return set.length ? Object.fromEntries(set) : undefined;
}
