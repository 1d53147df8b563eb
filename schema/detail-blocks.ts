import { z } from 'zod';
import { BlockType } from './block-types';
import type { CatalogueEntry } from './catalogue';

/**
 * The detail pages as documents of blocks (spec §2 page templates, §3 block catalogue): an artwork's,
 * an artist's, an exhibition's and a blog post's page each follow one template, and a template holds
 * the blocks that draw the item the page shows (its image, its meta, its title…) among ordinary ones.
 */

export const DETAIL_KINDS = ['inventory', 'artist', 'show', 'post'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/** The root of a template's blocks, one per kind: its own item blocks may sit only there. */
export const TEMPLATE_ROOT: Record<DetailKind, string> = {
  inventory: 'template-inventory',
  artist: 'template-artist',
  show: 'template-show',
  post: 'template-post',
};

/** The template as the builder names it. */
export const TEMPLATE_LABEL: Record<DetailKind, string> = {
  inventory: 'Artwork page',
  artist: 'Artist page',
  show: 'Exhibition page',
  post: 'Blog post page',
};

/** Each kind's own blocks, in the order the toolbox offers them. */
export const DETAIL_BLOCKS: Record<DetailKind, readonly string[]> = {
  inventory: [BlockType.InventoryImage, BlockType.InventoryMeta, BlockType.RelatedInventory],
  artist: [BlockType.ArtistName, BlockType.ArtistCoverImage, BlockType.ArtistMetaText, BlockType.TabbedBiography, BlockType.ArtistBiography, BlockType.ArtistExhibitions],
  show: [BlockType.ShowTitle, BlockType.ShowImage, BlockType.ShowDescription, BlockType.ShowArtists, BlockType.InstallationPhotos, BlockType.ShowGrid],
  post: [BlockType.BlogPostTitle, BlockType.BlogPostContent],
};

/** The kind whose template a block belongs to, or null for a block any page may hold. */
export function detailKindOf(type: string): DetailKind | null {
  return DETAIL_KINDS.find((kind) => DETAIL_BLOCKS[kind].includes(type)) ?? null;
}

export function templateRootKind(type: string): DetailKind | null {
  return DETAIL_KINDS.find((kind) => TEMPLATE_ROOT[kind] === type) ?? null;
}

const align = z.enum(['left', 'center', 'right']);
const columns = z.number().int().min(1).max(6);

export const inventoryImageConfigSchema = z.object({
  /** The main picture with the others as thumbnails under it, or every picture in a slideshow. */
  display: z.enum(['thumbnails', 'slideshow']),
});
export const inventoryMetaConfigSchema = z.object({
  align,
  /** The artist's name (never on artist sites, where every work is the artist's). */
  showArtist: z.boolean(),
  /** Date, medium and dimensions. */
  showFacts: z.boolean(),
  /** Editions with their prices and status. */
  showEditions: z.boolean(),
  /** PURCHASE, where the spec allows it. */
  showPurchase: z.boolean(),
});
export const relatedInventoryConfigSchema = z.object({ columns, showTitle: z.boolean() });
export const emptyConfigSchema = z.object({});
export const artistMetaTextConfigSchema = z.object({ showProfile: z.boolean(), showFacts: z.boolean() });
export const tabbedBiographyConfigSchema = z.object({ showArtworks: z.boolean(), showBiography: z.boolean(), columns });
export const artistBiographyConfigSchema = z.object({ showCurriculumVitae: z.boolean() });
export const showTitleConfigSchema = z.object({ showDates: z.boolean(), showReception: z.boolean() });
/** A description is cut at 1000 characters behind Read More unless forced expanded (spec §4). */
export const showDescriptionConfigSchema = z.object({ expanded: z.boolean() });
export const installationPhotosConfigSchema = z.object({ columns: z.number().int().min(1).max(4) });
export const showGridConfigSchema = z.object({ columns });
export const blogPostTitleConfigSchema = z.object({ showDate: z.boolean() });
export const blogPostContentConfigSchema = z.object({ showFeatured: z.boolean(), showBackLink: z.boolean() });

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
    defaultConfig: { align: 'left', showArtist: true, showFacts: true, showEditions: true, showPurchase: true },
  }),
  [BlockType.RelatedInventory]: entry({ type: BlockType.RelatedInventory, label: 'Related Inventory', config: relatedInventoryConfigSchema, defaultConfig: { columns: 4, showTitle: true } }),
  [BlockType.ArtistName]: entry({ type: BlockType.ArtistName, label: 'Artist Name', config: emptyConfigSchema, defaultConfig: {} }),
  [BlockType.ArtistCoverImage]: entry({ type: BlockType.ArtistCoverImage, label: 'Artist Cover Image', config: emptyConfigSchema, defaultConfig: {} }),
  [BlockType.ArtistMetaText]: entry({ type: BlockType.ArtistMetaText, label: 'Artist Meta Text', config: artistMetaTextConfigSchema, defaultConfig: { showProfile: true, showFacts: true } }),
  [BlockType.TabbedBiography]: entry({
    type: BlockType.TabbedBiography,
    label: 'Tabbed Biography',
    config: tabbedBiographyConfigSchema,
    defaultConfig: { showArtworks: true, showBiography: true, columns: 4 },
  }),
  [BlockType.ArtistBiography]: entry({ type: BlockType.ArtistBiography, label: 'Artist Biography', config: artistBiographyConfigSchema, defaultConfig: { showCurriculumVitae: true } }),
  [BlockType.ArtistExhibitions]: entry({ type: BlockType.ArtistExhibitions, label: 'Artist Exhibitions', config: emptyConfigSchema, defaultConfig: {} }),
  [BlockType.ShowTitle]: entry({ type: BlockType.ShowTitle, label: 'Show Title', config: showTitleConfigSchema, defaultConfig: { showDates: true, showReception: true } }),
  [BlockType.ShowImage]: entry({ type: BlockType.ShowImage, label: 'Show Image', config: emptyConfigSchema, defaultConfig: {} }),
  [BlockType.ShowDescription]: entry({ type: BlockType.ShowDescription, label: 'Show Description', config: showDescriptionConfigSchema, defaultConfig: { expanded: false } }),
  [BlockType.ShowArtists]: entry({ type: BlockType.ShowArtists, label: 'Show Artists', config: emptyConfigSchema, defaultConfig: {} }),
  [BlockType.InstallationPhotos]: entry({ type: BlockType.InstallationPhotos, label: 'Installation Photos', config: installationPhotosConfigSchema, defaultConfig: { columns: 2 } }),
  [BlockType.ShowGrid]: entry({ type: BlockType.ShowGrid, label: 'Show Grid', config: showGridConfigSchema, defaultConfig: { columns: 4 } }),
  [BlockType.BlogPostTitle]: entry({ type: BlockType.BlogPostTitle, label: 'Blog Post Title', config: blogPostTitleConfigSchema, defaultConfig: { showDate: true } }),
  [BlockType.BlogPostContent]: entry({ type: BlockType.BlogPostContent, label: 'Blog Post Content', config: blogPostContentConfigSchema, defaultConfig: { showFeatured: true, showBackLink: true } }),
} as const;

/** One inspector control of a detail block: a switch, or a choice among a few values. */
export type DetailField =
  | { key: string; label: string; control: 'toggle' }
  | { key: string; label: string; control: 'select'; options: ReadonlyArray<{ value: string | number; label: string }> };

const ALIGN_OPTIONS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
] as const;
const countOptions = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: String(from + i) }));

/** The detail blocks' settings as the inspector shows them; blocks not named have none. */
export const DETAIL_FIELDS: Partial<Record<string, readonly DetailField[]>> = {
  [BlockType.InventoryImage]: [
    {
      key: 'display',
      label: 'Pictures',
      control: 'select',
      options: [
        { value: 'thumbnails', label: 'Main picture with thumbnails' },
        { value: 'slideshow', label: 'Slideshow' },
      ],
    },
  ],
  [BlockType.InventoryMeta]: [
    { key: 'align', label: 'Alignment', control: 'select', options: ALIGN_OPTIONS },
    { key: 'showArtist', label: 'Show the artist', control: 'toggle' },
    { key: 'showFacts', label: 'Show date, medium and dimensions', control: 'toggle' },
    { key: 'showEditions', label: 'Show editions and prices', control: 'toggle' },
    { key: 'showPurchase', label: 'Show the purchase button', control: 'toggle' },
  ],
  [BlockType.RelatedInventory]: [
    { key: 'columns', label: 'Columns', control: 'select', options: countOptions(1, 6) },
    { key: 'showTitle', label: 'Show the title', control: 'toggle' },
  ],
  [BlockType.ArtistMetaText]: [
    { key: 'showProfile', label: 'Show the profile picture', control: 'toggle' },
    { key: 'showFacts', label: 'Show country and lifespan', control: 'toggle' },
  ],
  [BlockType.TabbedBiography]: [
    { key: 'showArtworks', label: 'Show the Artworks tab', control: 'toggle' },
    { key: 'showBiography', label: 'Show the Biography tab', control: 'toggle' },
    { key: 'columns', label: 'Artwork columns', control: 'select', options: countOptions(1, 6) },
  ],
  [BlockType.ArtistBiography]: [{ key: 'showCurriculumVitae', label: 'Show the CV', control: 'toggle' }],
  [BlockType.ShowTitle]: [
    { key: 'showDates', label: 'Show the dates', control: 'toggle' },
    { key: 'showReception', label: 'Show the opening reception', control: 'toggle' },
  ],
  [BlockType.ShowDescription]: [{ key: 'expanded', label: 'Always show the whole description', control: 'toggle' }],
  [BlockType.InstallationPhotos]: [{ key: 'columns', label: 'Columns', control: 'select', options: countOptions(1, 4) }],
  [BlockType.ShowGrid]: [{ key: 'columns', label: 'Columns', control: 'select', options: countOptions(1, 6) }],
  [BlockType.BlogPostTitle]: [{ key: 'showDate', label: 'Show the date', control: 'toggle' }],
  [BlockType.BlogPostContent]: [
    { key: 'showFeatured', label: 'Show the featured picture', control: 'toggle' },
    { key: 'showBackLink', label: 'Show the link back to the blog', control: 'toggle' },
  ],
};
