import { z } from 'zod';
import { BlockType } from './block-types';
import type { CatalogueEntry } from './catalogue';
import { ALIGN_OPTIONS, countOptions, field } from './fields';
import { detailDisplayField } from './inventory-list-config';
import { MAX_LIST_LIMIT } from './list-paging';
import { SEARCH_BLOCKS } from './search-blocks';

/**
 * The detail pages as documents of blocks (spec §2 page templates, §3 block catalogue): an artwork's,
 * an artist's, an exhibition's and a blog post's page each follow one template, and a template holds
 * the blocks that draw the item the page shows (its image, its meta, its title…) among ordinary ones.
 * The search results page is a template of the same kind, its own blocks drawing the search.
 */

export const DETAIL_KINDS = ['inventory', 'artist', 'show', 'post'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/** Every page template an owner edits: the detail pages', then the search results page's. */
export const TEMPLATE_KINDS = [...DETAIL_KINDS, 'search'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The root of a template's blocks, one per kind: its own blocks may sit only there. */
export const TEMPLATE_ROOT: Record<TemplateKind, string> = {
  inventory: 'template-inventory',
  artist: 'template-artist',
  show: 'template-show',
  post: 'template-post',
  search: 'template-search',
};

/** The template as the builder names it. */
export const TEMPLATE_LABEL: Record<TemplateKind, string> = {
  inventory: 'Artwork page',
  artist: 'Artist page',
  show: 'Exhibition page',
  post: 'Blog post page',
  search: 'Search results page',
};

/** Each detail kind's own blocks, in the order the toolbox offers them. */
export const DETAIL_BLOCKS: Record<DetailKind, readonly string[]> = {
  inventory: [BlockType.InventoryImage, BlockType.InventoryMeta, BlockType.EditionTokens, BlockType.RelatedInventory],
  artist: [BlockType.ArtistName, BlockType.ArtistCoverImage, BlockType.ArtistMetaText, BlockType.TabbedBiography, BlockType.ArtistBiography, BlockType.ArtistExhibitions],
  show: [BlockType.ShowTitle, BlockType.ShowImage, BlockType.ShowDescription, BlockType.ShowArtists, BlockType.InstallationPhotos, BlockType.ShowGrid],
  post: [BlockType.BlogPostTitle, BlockType.BlogPostContent],
};

/** Every template's own blocks: the detail kinds' and the search results page's. */
export const TEMPLATE_BLOCKS: Record<TemplateKind, readonly string[]> = { ...DETAIL_BLOCKS, search: SEARCH_BLOCKS };

/** The detail kind whose template a block belongs to, or null for any other block. */
export function detailKindOf(type: string): DetailKind | null {
  return DETAIL_KINDS.find((kind) => DETAIL_BLOCKS[kind].includes(type)) ?? null;
}

/** The template a block belongs to (a detail kind's, or the search results page's), or null for a block any page may hold. */
export function ownTemplateOf(type: string): TemplateKind | null {
  return TEMPLATE_KINDS.find((kind) => TEMPLATE_BLOCKS[kind].includes(type)) ?? null;
}

export function templateRootKind(type: string): TemplateKind | null {
  return TEMPLATE_KINDS.find((kind) => TEMPLATE_ROOT[kind] === type) ?? null;
}

const columnsField = (label: string) => field(z.number().int().min(1).max(6), { label, control: 'select', options: countOptions(1, 6) });
const toggle = (label: string) => field(z.boolean(), { label, control: 'toggle' });

export const inventoryImageConfigSchema = z.object({
  /** The main picture with the others as thumbnails under it, or every picture in a slideshow. */
  display: field(z.enum(['thumbnails', 'slideshow']), {
    label: 'Pictures',
    control: 'select',
    options: [
      { value: 'thumbnails', label: 'Main picture with thumbnails' },
      { value: 'slideshow', label: 'Slideshow' },
    ],
  }),
});
export const inventoryMetaConfigSchema = z.object({
  align: field(z.enum(['left', 'center', 'right']), { label: 'Alignment', control: 'select', options: ALIGN_OPTIONS }),
  /** The artist's name (never on artist sites, where every work is the artist's). */
  showArtist: toggle('Show the artist'),
  /** Date, medium and dimensions. */
  showFacts: toggle('Show date, medium and dimensions'),
  /** Editions with their prices and status. */
  showEditions: toggle('Show editions and prices'),
  /** PURCHASE, where the spec allows it. */
  showPurchase: toggle('Show the purchase button'),
  /** INQUIRE, MAKE AN OFFER and SHARE (storefront spec §5); optional, so templates saved before them still validate. */
  showInquire: field(z.boolean().optional(), { label: 'Show the inquire button', control: 'toggle' }),
  inquireRequirePhone: field(z.boolean().optional(), { label: 'Inquiries must give a phone number', control: 'toggle' }),
  inquireRequireAddress: field(z.boolean().optional(), { label: 'Inquiries must give an address', control: 'toggle' }),
  showOffer: field(z.boolean().optional(), { label: 'Show the make an offer button', control: 'toggle' }),
  showShare: field(z.boolean().optional(), { label: 'Show the share button', control: 'toggle' }),
  hideOnHold: field(z.boolean().optional(), { label: 'Hide the purchase, inquire and offer buttons while the work is on hold', control: 'toggle' }),
});
export const relatedInventoryConfigSchema = z.object({
  columns: columnsField('Columns'),
  showTitle: toggle('Show the title'),
  /** Where a related work opens: the detail modal (0) or its art page (1, and when missing), as inventory lists do. */
  detailDisplay: detailDisplayField(),
});
export const emptyConfigSchema = z.object({});
export const artistMetaTextConfigSchema = z.object({ showProfile: toggle('Show the profile picture'), showFacts: toggle('Show country and lifespan') });
export const tabbedBiographyConfigSchema = z.object({
  showArtworks: toggle('Show the Artworks tab'),
  showBiography: toggle('Show the Biography tab'),
  columns: columnsField('Artwork columns'),
  /** Where a work of the Artworks tab opens: the detail modal (0) or its art page (1, and when missing). */
  detailDisplay: detailDisplayField(),
});
export const artistBiographyConfigSchema = z.object({ showCurriculumVitae: toggle('Show the CV') });
export const showTitleConfigSchema = z.object({ showDates: toggle('Show the dates'), showReception: toggle('Show the opening reception') });
/** A description is cut at 1000 characters behind Read More unless forced expanded (spec §4). */
export const showDescriptionConfigSchema = z.object({ expanded: toggle('Always show the whole description') });
export const installationPhotosConfigSchema = z.object({
  columns: field(z.number().int().min(1).max(4), { label: 'Columns', control: 'select', options: countOptions(1, 4) }),
});
export const showGridConfigSchema = z.object({
  columns: columnsField('Columns'),
  /** Caps the show's works and ends paging, as a list's maxLimit does (spec §9); blank or missing is every work. */
  maxLimit: field(z.number().int().positive().max(MAX_LIST_LIMIT).nullable().optional(), {
    label: 'Maximum items',
    control: 'number',
    min: 1,
    max: MAX_LIST_LIMIT,
    allowBlank: true,
    hint: 'Leave blank to show every artwork.',
  }),
  /** Where a work opens: the detail modal (0) or its art page (1, and when missing). */
  detailDisplay: detailDisplayField(),
});
export const blogPostTitleConfigSchema = z.object({ showDate: toggle('Show the date') });
export const blogPostContentConfigSchema = z.object({ showFeatured: toggle('Show the featured picture'), showBackLink: toggle('Show the link back to the blog') });

/** What the inspector says of a template block with no settings. */
const NO_SETTINGS = 'Shows this part of each page’s item. It has no settings of its own.';

function entry<C extends z.ZodTypeAny>(e: CatalogueEntry<C>): CatalogueEntry<C> {
  return e;
}

/** The detail blocks' catalogue entries (catalogue.ts takes them in). */
export const DETAIL_CATALOGUE = {
  [BlockType.InventoryImage]: entry({ type: BlockType.InventoryImage, label: 'Inventory Image', config: inventoryImageConfigSchema, defaultConfig: { display: 'thumbnails' } }),
  [BlockType.InventoryMeta]: entry({
    type: BlockType.InventoryMeta,
    label: 'Inventory Meta',
    config: inventoryMetaConfigSchema,
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
  }),
  [BlockType.RelatedInventory]: entry({ type: BlockType.RelatedInventory, label: 'Related Inventory', config: relatedInventoryConfigSchema, defaultConfig: { columns: 4, showTitle: true } }),
  [BlockType.ArtistName]: entry({ type: BlockType.ArtistName, label: 'Artist Name', config: emptyConfigSchema, defaultConfig: {}, inspectorNote: NO_SETTINGS }),
  [BlockType.ArtistCoverImage]: entry({ type: BlockType.ArtistCoverImage, label: 'Artist Cover Image', config: emptyConfigSchema, defaultConfig: {}, inspectorNote: NO_SETTINGS }),
  [BlockType.ArtistMetaText]: entry({ type: BlockType.ArtistMetaText, label: 'Artist Meta Text', config: artistMetaTextConfigSchema, defaultConfig: { showProfile: true, showFacts: true } }),
  [BlockType.TabbedBiography]: entry({
    type: BlockType.TabbedBiography,
    label: 'Tabbed Biography',
    config: tabbedBiographyConfigSchema,
    defaultConfig: { showArtworks: true, showBiography: true, columns: 4 },
  }),
  [BlockType.ArtistBiography]: entry({ type: BlockType.ArtistBiography, label: 'Artist Biography', config: artistBiographyConfigSchema, defaultConfig: { showCurriculumVitae: true } }),
  [BlockType.ArtistExhibitions]: entry({ type: BlockType.ArtistExhibitions, label: 'Artist Exhibitions', config: emptyConfigSchema, defaultConfig: {}, inspectorNote: NO_SETTINGS }),
  [BlockType.ShowTitle]: entry({ type: BlockType.ShowTitle, label: 'Show Title', config: showTitleConfigSchema, defaultConfig: { showDates: true, showReception: true } }),
  [BlockType.ShowImage]: entry({ type: BlockType.ShowImage, label: 'Show Image', config: emptyConfigSchema, defaultConfig: {}, inspectorNote: NO_SETTINGS }),
  [BlockType.ShowDescription]: entry({ type: BlockType.ShowDescription, label: 'Show Description', config: showDescriptionConfigSchema, defaultConfig: { expanded: false } }),
  [BlockType.ShowArtists]: entry({ type: BlockType.ShowArtists, label: 'Show Artists', config: emptyConfigSchema, defaultConfig: {}, inspectorNote: NO_SETTINGS }),
  [BlockType.InstallationPhotos]: entry({ type: BlockType.InstallationPhotos, label: 'Installation Photos', config: installationPhotosConfigSchema, defaultConfig: { columns: 4 } }),
  [BlockType.ShowGrid]: entry({ type: BlockType.ShowGrid, label: 'Show Grid', config: showGridConfigSchema, defaultConfig: { columns: 4 } }),
  [BlockType.BlogPostTitle]: entry({ type: BlockType.BlogPostTitle, label: 'Blog Post Title', config: blogPostTitleConfigSchema, defaultConfig: { showDate: true } }),
  [BlockType.BlogPostContent]: entry({ type: BlockType.BlogPostContent, label: 'Blog Post Content', config: blogPostContentConfigSchema, defaultConfig: { showFeatured: true, showBackLink: true } }),
} as const;
