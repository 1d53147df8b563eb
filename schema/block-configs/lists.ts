import { z } from 'zod';
import { idSchema } from '../api/fields';
import { ShowStatus } from '../api/lists';
import { countOptions, CustomControl, describeFields, type FieldMeta } from '../fields';
import { DetailDisplay, inventoryListSourceFields } from '../inventory-list-config';
import {
  artistsListConfigSchema as artistsList,
  blogsListConfigSchema as blogsList,
  exhibitionsListConfigSchema as exhibitionsList,
  layoutsFieldMeta,
  mediaListConfigSchema as mediaList,
  optionalLayoutFields,
  representativesListConfigSchema as representativesList,
} from '../list-blocks';
import { MAX_LIST_LIMIT, POSTS_SIDE_BY_SIDE } from '../list-paging';
import { recentlyViewedConfigSchema as recentlyViewed } from '../recently-viewed';

/**
 * The list blocks' configs with their inspector fields, in the order the inspector shows them: what the
 * list is called and how wide, what it shows and from where, how many, then its layouts.
 */

const title: FieldMeta = { label: 'Title', control: 'text' };
const columns: FieldMeta = { label: 'Columns', control: 'select', options: countOptions(1, 6) };
const artist: FieldMeta = { label: 'Artist', control: 'custom', custom: CustomControl.Artist };
const source: FieldMeta = { label: 'Source', control: 'custom', custom: CustomControl.ListSource, covers: ['listId', 'tags'] };
const maxLimit = (hint: string): FieldMeta => ({ label: 'Maximum items', control: 'number', min: 1, max: MAX_LIST_LIMIT, allowBlank: true, hint });
const layouts = layoutsFieldMeta;
const detailDisplay: FieldMeta = {
  label: 'Open artworks',
  control: 'select',
  options: [
    { value: DetailDisplay.Page, label: 'On their own page' },
    { value: DetailDisplay.Modal, label: 'In a window over the page' },
  ],
};
const everyOne = maxLimit('Leave blank to show every one.');

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

export const inventoryListFields = describeFields(inventoryListConfigSchema, {
  title,
  columns,
  source,
  type: { label: 'Type', control: 'custom', custom: CustomControl.InventoryType, covers: ['subType'] },
  artistId: artist,
  status: {
    label: 'Status',
    control: 'select',
    options: [
      { value: 0, label: 'Show All' },
      { value: 5, label: 'Only Available' },
    ],
  },
  order: { label: 'Sort', control: 'custom', custom: CustomControl.InventorySort, covers: ['dir'] },
  maxLimit: maxLimit('Leave blank to show every artwork.'),
  detailDisplay,
  showFilters: { label: 'Show filters to visitors', control: 'toggle' },
  layouts,
});

export const artistsListFields = describeFields(artistsList, {
  title,
  columns,
  order: { label: 'Sort', control: 'custom', custom: CustomControl.ArtistSort, covers: ['dir'] },
  showPreview: { label: 'In the list layout, show the artist’s picture on hover', control: 'toggle' },
  source,
  maxLimit: everyOne,
  layouts,
});

export const exhibitionsListFields = describeFields(exhibitionsList, {
  title,
  columns,
  status: {
    label: 'Exhibitions',
    control: 'select',
    options: [
      { value: ShowStatus.All, label: 'All exhibitions' },
      { value: ShowStatus.Current, label: 'Current' },
      { value: ShowStatus.Upcoming, label: 'Upcoming' },
      { value: ShowStatus.Past, label: 'Past' },
      { value: ShowStatus.CurrentAndUpcoming, label: 'Current and upcoming' },
    ],
  },
  artistId: artist,
  source,
  maxLimit: everyOne,
  layouts,
});

export const blogsListFields = describeFields(blogsList, {
  title,
  columns: { ...columns, hint: `With 1, the posts are in rows; a grid or a waterfall then shows them ${POSTS_SIDE_BY_SIDE} side by side.` },
  artistId: artist,
  source,
  maxLimit: everyOne,
  layouts,
});
export const mediaListFields = describeFields(mediaList, { title, columns, artistId: artist, source, maxLimit: everyOne, layouts });
export const representativesListFields = describeFields(representativesList, { title, columns, maxLimit: everyOne, layouts });
export const recentlyViewedFields = describeFields(recentlyViewed, { title, detailDisplay });
