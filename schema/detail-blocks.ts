import type { BlockMeta } from './block-meta';
import { BlockType } from './block-types';
import { CELL_TEMPLATE_KINDS, cellBlocksOf, type CellTemplateKind } from './cell-templates';
import { PASSWORD_BLOCKS } from './password-page';
import { SEARCH_BLOCKS } from './search-blocks';

/**
 * The detail pages as documents of blocks (spec §2 page templates, §3 block catalogue): an artwork's,
 * an artist's, an exhibition's and a blog post's page each follow one template, and a template holds
 * the blocks that draw the item the page shows (its image, its meta, its title…) among ordinary ones.
 * The search results page is a template of the same kind, its own blocks drawing the search. Their
 * config schemas and catalogue entries are in detail-blocks-schema.ts; this module has no zod, so the
 * builder's first load carries none.
 */

export const DETAIL_KINDS = ['inventory', 'artist', 'show', 'post'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/**
 * Every page template an owner edits (spec §2): the detail pages', the inventory detail modal's (a
 * list with detailDisplay 0 opens its works in it; it holds the artwork page's blocks), the search
 * results page's, the not found page's (what an address with no page shows; ordinary blocks only) and
 * the password page's (what a protected page shows until its password is given), the cookie notice's
 * (its words and buttons, on every page until the visitor answers); and the cell templates
 * (cell-templates.ts: how an artwork is drawn in a list's grid, slideshow or waterfall).
 */
export const TEMPLATE_KINDS = ['inventory', 'modal', 'artist', 'show', 'post', 'search', 'notFound', 'password', 'cookieNotice', ...CELL_TEMPLATE_KINDS] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
/** The templates that draw one item's page: the detail pages' and the modal's. */
export type ItemTemplateKind = Exclude<TemplateKind, 'search' | 'notFound' | 'password' | 'cookieNotice' | CellTemplateKind>;

export function isCellTemplate(kind: TemplateKind | null): kind is CellTemplateKind {
  return (CELL_TEMPLATE_KINDS as readonly string[]).includes(kind ?? '');
}
/** The templates drawn without any of the site's data, so that any address may ask for them at no cost: no lists in them. */
export const DATALESS_TEMPLATES: readonly TemplateKind[] = ['notFound', 'password', 'cookieNotice'];

/** The root of a template's blocks, one per kind: its own blocks may sit only there. */
export const TEMPLATE_ROOT: Record<TemplateKind, string> = {
  inventory: 'template-inventory',
  modal: 'template-modal',
  artist: 'template-artist',
  show: 'template-show',
  post: 'template-post',
  search: 'template-search',
  notFound: 'template-not-found',
  password: 'template-password',
  cookieNotice: 'template-cookie-notice',
  inventoryGridCell: 'template-inventory-grid-cell',
  inventorySlideshowCell: 'template-inventory-slideshow-cell',
  inventoryWaterfallCell: 'template-inventory-waterfall-cell',
  inventoryRecentlyViewedCell: 'template-inventory-recently-viewed-cell',
  artistGridCell: 'template-artist-grid-cell',
  artistListCell: 'template-artist-list-cell',
  artistListPreviewCell: 'template-artist-list-preview-cell',
  artistSlideshowCell: 'template-artist-slideshow-cell',
  showGridCell: 'template-show-grid-cell',
  showSlideshowCell: 'template-show-slideshow-cell',
  showParallaxCell: 'template-show-parallax-cell',
  showFullBackgroundCell: 'template-show-full-background-cell',
  blogCell: 'template-blog-cell',
  representativeCell: 'template-representative-cell',
  searchArtistCell: 'template-search-artist-cell',
  searchBlogCell: 'template-search-blog-cell',
  searchInventoryCell: 'template-search-inventory-cell',
  searchShowCell: 'template-search-show-cell',
};

/** The template as the builder names it. */
export const TEMPLATE_LABEL: Record<TemplateKind, string> = {
  inventory: 'Artwork page',
  modal: 'Artwork modal',
  artist: 'Artist page',
  show: 'Exhibition page',
  post: 'Blog post page',
  search: 'Search results page',
  notFound: 'Not found page',
  password: 'Password page',
  cookieNotice: 'Cookie notice',
  inventoryGridCell: 'Artwork cell: grid',
  inventorySlideshowCell: 'Artwork cell: slideshow',
  inventoryWaterfallCell: 'Artwork cell: waterfall',
  inventoryRecentlyViewedCell: 'Artwork cell: recently viewed',
  artistGridCell: 'Artist cell: grid',
  artistListCell: 'Artist cell: list',
  artistListPreviewCell: 'Artist cell: list preview',
  artistSlideshowCell: 'Artist cell: slideshow',
  showGridCell: 'Exhibition cell: grid',
  showSlideshowCell: 'Exhibition cell: slideshow',
  showParallaxCell: 'Exhibition cell: parallax',
  showFullBackgroundCell: 'Exhibition cell: full-background slideshow',
  blogCell: 'Blog post cell',
  // The spec's own name for it.
  representativeCell: 'Gallery Cell',
  searchArtistCell: 'Search result cell: artist',
  searchBlogCell: 'Search result cell: blog post',
  searchInventoryCell: 'Search result cell: artwork',
  searchShowCell: 'Search result cell: exhibition',
};

/** Each detail kind's own blocks, in the order the toolbox offers them. */
export const DETAIL_BLOCKS: Record<DetailKind, readonly string[]> = {
  inventory: [BlockType.InventoryImage, BlockType.InventoryMeta, BlockType.EditionTokens, BlockType.RelatedInventory],
  artist: [BlockType.ArtistName, BlockType.ArtistCoverImage, BlockType.ArtistMetaText, BlockType.TabbedBiography, BlockType.ArtistBiography, BlockType.ArtistExhibitions],
  show: [BlockType.ShowTitle, BlockType.ShowImage, BlockType.ShowDescription, BlockType.ShowArtists, BlockType.InstallationPhotos, BlockType.ShowGrid],
  post: [BlockType.BlogPostTitle, BlockType.BlogPostContent],
};

/** Every template's own blocks: the detail kinds', the modal's (an artwork's, as its page), the search results page's, the password page's form, a cell's parts; the not found page has none. */
export const TEMPLATE_BLOCKS: Record<TemplateKind, readonly string[]> = {
  ...DETAIL_BLOCKS,
  modal: DETAIL_BLOCKS.inventory,
  search: SEARCH_BLOCKS,
  notFound: [],
  password: PASSWORD_BLOCKS,
  cookieNotice: [],
  ...(Object.fromEntries(CELL_TEMPLATE_KINDS.map((kind) => [kind, cellBlocksOf(kind)])) as Record<CellTemplateKind, readonly string[]>),
};

/** The detail kind whose template a block belongs to, or null for any other block. */
export function detailKindOf(type: string): DetailKind | null {
  return DETAIL_KINDS.find((kind) => DETAIL_BLOCKS[kind].includes(type)) ?? null;
}

/** The templates a block belongs to (an artwork's blocks to its page's and its modal's), or none for a block any page may hold. */
export function ownTemplatesOf(type: string): TemplateKind[] {
  return TEMPLATE_KINDS.filter((kind) => TEMPLATE_BLOCKS[kind].includes(type));
}

export function templateRootKind(type: string): TemplateKind | null {
  return TEMPLATE_KINDS.find((kind) => TEMPLATE_ROOT[kind] === type) ?? null;
}

/** What the inspector says of a template block with no settings. */
const NO_SETTINGS = 'Shows this part of each page’s item. It has no settings of its own.';

/** The detail blocks' labels and defaults (block-meta.ts takes them in; detail-blocks-schema.ts adds their configs). */
export const DETAIL_META = {
  [BlockType.InventoryImage]: { type: BlockType.InventoryImage, label: 'Inventory Image', defaultConfig: { display: 'thumbnails' } },
  [BlockType.InventoryMeta]: {
    type: BlockType.InventoryMeta,
    label: 'Inventory Meta',
    defaultConfig: {
      align: 'left',
      showArtist: true,
      showFacts: true,
      showEditions: true,
      showPurchase: true,
      showInquire: true,
      inquireRequirePhone: false,
      inquireRequireAddress: false,
      showOffer: true,
      showShare: true,
      hideOnHold: false,
    },
  },
  [BlockType.RelatedInventory]: { type: BlockType.RelatedInventory, label: 'Related Inventory', defaultConfig: { columns: 4, showTitle: true } },
  [BlockType.ArtistName]: { type: BlockType.ArtistName, label: 'Artist Name', defaultConfig: {}, inspectorNote: NO_SETTINGS },
  [BlockType.ArtistCoverImage]: { type: BlockType.ArtistCoverImage, label: 'Artist Cover Image', defaultConfig: {}, inspectorNote: NO_SETTINGS },
  [BlockType.ArtistMetaText]: { type: BlockType.ArtistMetaText, label: 'Artist Meta Text', defaultConfig: { showProfile: true, showFacts: true } },
  [BlockType.TabbedBiography]: { type: BlockType.TabbedBiography, label: 'Tabbed Biography', defaultConfig: { showArtworks: true, showBiography: true, columns: 4 } },
  [BlockType.ArtistBiography]: { type: BlockType.ArtistBiography, label: 'Artist Biography', defaultConfig: { showCurriculumVitae: true } },
  [BlockType.ArtistExhibitions]: { type: BlockType.ArtistExhibitions, label: 'Artist Exhibitions', defaultConfig: {}, inspectorNote: NO_SETTINGS },
  [BlockType.ShowTitle]: { type: BlockType.ShowTitle, label: 'Show Title', defaultConfig: { showDates: true, showReception: true } },
  [BlockType.ShowImage]: { type: BlockType.ShowImage, label: 'Show Image', defaultConfig: {}, inspectorNote: NO_SETTINGS },
  [BlockType.ShowDescription]: { type: BlockType.ShowDescription, label: 'Show Description', defaultConfig: { expanded: false } },
  [BlockType.ShowArtists]: { type: BlockType.ShowArtists, label: 'Show Artists', defaultConfig: {}, inspectorNote: NO_SETTINGS },
  [BlockType.InstallationPhotos]: { type: BlockType.InstallationPhotos, label: 'Installation Photos', defaultConfig: { columns: 4 } },
  [BlockType.ShowGrid]: { type: BlockType.ShowGrid, label: 'Show Grid', defaultConfig: { columns: 4 } },
  [BlockType.BlogPostTitle]: { type: BlockType.BlogPostTitle, label: 'Blog Post Title', defaultConfig: { showDate: true } },
  [BlockType.BlogPostContent]: { type: BlockType.BlogPostContent, label: 'Blog Post Content', defaultConfig: { showFeatured: true, showBackLink: true } },
} as const satisfies Record<string, BlockMeta>;
