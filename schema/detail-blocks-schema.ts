import { z } from 'zod';
import { BlockType } from './block-types';
import { withConfig } from './catalogue-entry';
import { DETAIL_META } from './detail-blocks';
import { ALIGN_OPTIONS, countOptions, field } from './fields';
import { detailDisplayField } from './inventory-list-config';
import { inventoryLayoutFields } from './list-blocks';
import { MAX_LIST_LIMIT } from './list-paging';

/** The detail blocks' config schemas with their inspector fields, and their catalogue entries (detail-blocks.ts has the rest). */

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
  /** The inventory list's layouts and tabs; each optional, so a block saved before them is the grid it was. */
  ...inventoryLayoutFields,
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

/** The detail blocks' catalogue entries (catalogue.ts takes them in). */
export const DETAIL_CATALOGUE = {
  [BlockType.InventoryImage]: withConfig(DETAIL_META[BlockType.InventoryImage], inventoryImageConfigSchema),
  [BlockType.InventoryMeta]: withConfig(DETAIL_META[BlockType.InventoryMeta], inventoryMetaConfigSchema),
  [BlockType.RelatedInventory]: withConfig(DETAIL_META[BlockType.RelatedInventory], relatedInventoryConfigSchema),
  [BlockType.ArtistName]: withConfig(DETAIL_META[BlockType.ArtistName], emptyConfigSchema),
  [BlockType.ArtistCoverImage]: withConfig(DETAIL_META[BlockType.ArtistCoverImage], emptyConfigSchema),
  [BlockType.ArtistMetaText]: withConfig(DETAIL_META[BlockType.ArtistMetaText], artistMetaTextConfigSchema),
  [BlockType.TabbedBiography]: withConfig(DETAIL_META[BlockType.TabbedBiography], tabbedBiographyConfigSchema),
  [BlockType.ArtistBiography]: withConfig(DETAIL_META[BlockType.ArtistBiography], artistBiographyConfigSchema),
  [BlockType.ArtistExhibitions]: withConfig(DETAIL_META[BlockType.ArtistExhibitions], emptyConfigSchema),
  [BlockType.ShowTitle]: withConfig(DETAIL_META[BlockType.ShowTitle], showTitleConfigSchema),
  [BlockType.ShowImage]: withConfig(DETAIL_META[BlockType.ShowImage], emptyConfigSchema),
  [BlockType.ShowDescription]: withConfig(DETAIL_META[BlockType.ShowDescription], showDescriptionConfigSchema),
  [BlockType.ShowArtists]: withConfig(DETAIL_META[BlockType.ShowArtists], emptyConfigSchema),
  [BlockType.InstallationPhotos]: withConfig(DETAIL_META[BlockType.InstallationPhotos], installationPhotosConfigSchema),
  [BlockType.ShowGrid]: withConfig(DETAIL_META[BlockType.ShowGrid], showGridConfigSchema),
  [BlockType.BlogPostTitle]: withConfig(DETAIL_META[BlockType.BlogPostTitle], blogPostTitleConfigSchema),
  [BlockType.BlogPostContent]: withConfig(DETAIL_META[BlockType.BlogPostContent], blogPostContentConfigSchema),
} as const;
