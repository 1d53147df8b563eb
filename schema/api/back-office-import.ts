import { z } from 'zod';

/**
 * CSV import and export of the owner's artworks (with their editions) and artists, under
 * /api/owner/csv/{kind}: a template to fill in, the export (which the import takes back as it is), and
 * the import in steps: analyse (the columns, a suggested mapping onto the known fields and a preview),
 * a dry run (every row checked, nothing written) and the import (one transaction: all rows or none).
 *
 * Artworks: one row per edition. The rows that share a SKU are one artwork and its editions in order; the
 * artwork's columns are repeated on each of them or left empty after the first. A row with no edition
 * columns filled in is an artwork without editions. Prices are written in major units (1250.00).
 */

export const IMPORT_KINDS = ['artworks', 'artists'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { artworks: 'Artworks and editions', artists: 'Artists' };

/** Limits of one import; the messages below name them. */
export const IMPORT_MAX_CSV_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ZIP_BYTES = 200 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** The most row errors one answer lists (the count says how many there are in all). */
export const IMPORT_MAX_REPORTED_ERRORS = 500;
export const IMPORT_PREVIEW_ROWS = 5;

/** The multipart form of the analyse, dry run and import calls: the CSV, the optional zip and the mapping (JSON). */
export const IMPORT_FORM = { file: 'file', images: 'images', mapping: 'mapping' } as const;

export interface ImportField {
  key: string;
  /** The column's heading in the template and the export. */
  label: string;
  /** Other headings spreadsheets use for it, matched when the mapping is suggested. */
  aliases: readonly string[];
  /** What goes in the cell, as the wizard and the template explain it. */
  help: string;
  /** The template's example. */
  example: string;
  /** Artwork fields are the work's (repeated on each edition's row); edition fields are the row's own. */
  part: 'artwork' | 'edition' | 'artist';
}

const f = (part: ImportField['part'], key: string, label: string, example: string, help: string, aliases: string[] = []): ImportField => ({ key, label, aliases, help, example, part });

const YES_NO = 'yes or no';

export const ARTWORK_IMPORT_FIELDS: readonly ImportField[] = [
  f('artwork', 'sku', 'SKU', 'GAL-0001', 'Your stock number; the rows that share it are one artwork. Importing again updates the artwork with this SKU.', [
    'stock number',
    'stock no',
    'inventory number',
    'inventory no',
    'inventory id',
    'item code',
    'reference',
    'ref',
    'accession number',
    'catalogue number',
    'catalog number',
    'object number',
  ]),
  f('artwork', 'title', 'Title', 'Harbour at Dusk', 'Needed for a new artwork.', ['artwork title', 'work title', 'name', 'artwork']),
  f('artwork', 'subtitle', 'Subtitle', 'Study', '', ['sub title']),
  f('artwork', 'artist', 'Artist', 'Ada Moreau', 'The artist’s name; an artist not in the site yet is added.', ['artist name', 'artists', 'creator', 'maker', 'author']),
  f('artwork', 'date', 'Date', 'c. 1921', 'As it should read (1921, c. 1950, 1976–77).', ['year', 'date made', 'created', 'year made']),
  f('artwork', 'medium', 'Medium', 'Oil on canvas', '', ['materials', 'material', 'technique', 'media']),
  f('artwork', 'type', 'Type', 'Artwork', 'Artwork, Merchandise, Jewelry, Furniture, Lighting or Decor; Artwork when empty.', ['inventory type', 'category', 'object type']),
  f('artwork', 'subType', 'Subtype', '', 'A subtype of the type (Ring, Chair, Table Lamp, Mirror…), or empty.', ['sub type', 'subcategory', 'sub category']),
  f('artwork', 'location', 'Location', 'Rack 4', 'Where the work is kept (owners only).', ['storage', 'storage location', 'stored at']),
  f('artwork', 'notes', 'Notes', '', 'Notes about the work; visitors see them where a page shows its notes (Edition Tokens).', ['note', 'comments', 'internal notes']),
  f('artwork', 'tags', 'Tags', 'seascape; oil', 'Separated by semicolons.', ['tag', 'keywords', 'keyword']),
  f('artwork', 'images', 'Images', 'harbour-front.jpg; harbour-back.jpg', 'File names in the zip of images, separated by semicolons; the first is the main picture.', [
    'image',
    'image files',
    'image file',
    'image file name',
    'pictures',
    'picture',
    'photos',
    'photo',
    'file name',
    'filename',
    'files',
  ]),
  f('artwork', 'seoTitle', 'SEO title', '', '', ['meta title', 'page title']),
  f('artwork', 'seoDescription', 'SEO description', '', '', ['meta description', 'page description']),
  f('artwork', 'canInquire', 'Can inquire', 'yes', YES_NO, ['inquire', 'inquiries', 'allow inquiries']),
  f('artwork', 'canReceiveOffers', 'Can receive offers', 'yes', YES_NO, ['offers', 'accept offers', 'allow offers']),
  f('artwork', 'contactUrl', 'Contact URL', '', 'A web address (https://…) or a path of this site (/contact).', ['contact link', 'contact']),
  f('artwork', 'archived', 'Archived', 'no', `${YES_NO}: archived works are hidden from visitors.`, ['archive', 'hidden']),
  f('edition', 'editionType', 'Edition type', 'Unique', 'Unique for an original, Numbered for one of an edition.', ['unique or numbered', 'edition kind', 'unique']),
  f('edition', 'editionNumber', 'Edition number', '', 'Its number in the edition (3, AP 2).', ['number', 'edition no', 'ed no', 'ed number']),
  f('edition', 'editionSize', 'Edition size', '', 'How many the edition counts.', ['edition of', 'edition count', 'run', 'print run']),
  f('edition', 'editionLabel', 'Edition label', '', 'What visitors read (Edition of 25); made from the type, number and size when empty.', ['label']),
  f('edition', 'price', 'Price', '1250.00', 'In major units: 1250.00 (thousands separators are allowed: 1,250.00).', [
    'retail price',
    'sale price',
    'list price',
    'amount',
    'price usd',
    'price eur',
    'price gbp',
  ]),
  f('edition', 'currency', 'Currency', 'USD', 'A currency code (USD, EUR, GBP); the site’s currency when empty.', ['currency code', 'ccy']),
  f('edition', 'otherPrices', 'Other prices', 'EUR 1150.00; GBP 990.00', 'Prices shown beside it in other currencies: a code and an amount, separated by semicolons.', ['prices']),
  f('edition', 'quantity', 'Quantity', '1', 'How many are left to sell; 0 is sold; 1 when empty.', ['qty', 'stock', 'quantity available', 'available', 'in stock']),
  f('edition', 'onHold', 'On hold', 'no', YES_NO, ['hold', 'reserved']),
  f('edition', 'editionActive', 'Edition active', 'yes', `${YES_NO}: inactive editions are not offered.`, ['active', 'for sale', 'published', 'visible']),
  f('edition', 'framing', 'Framing', '', '', ['frame', 'frame description']),
  f('edition', 'framed', 'Framed', 'no', YES_NO, ['is framed']),
  f('edition', 'mounting', 'Mounting', '', '', ['mount']),
  f('edition', 'editionMedium', 'Edition medium', '', 'This edition’s own medium; the work’s medium when empty.', ['edition materials']),
  f('edition', 'height', 'Height', '60', 'A number in the unit.', ['h', 'height cm', 'height in']),
  f('edition', 'width', 'Width', '80', 'A number in the unit.', ['w', 'width cm', 'width in']),
  f('edition', 'depth', 'Depth', '', 'A number in the unit.', ['d', 'depth cm', 'depth in']),
  f('edition', 'unit', 'Unit', 'cm', 'in, cm or ft; cm when empty.', ['units', 'dimension unit', 'dimensions unit', 'metric']),
  f('edition', 'altHeight', 'Alternate height', '', 'The size in another unit, as you want it shown.', []),
  f('edition', 'altWidth', 'Alternate width', '', '', []),
  f('edition', 'altDepth', 'Alternate depth', '', '', []),
  f('edition', 'altUnit', 'Alternate unit', '', 'in, cm or ft.', []),
];

export const ARTIST_IMPORT_FIELDS: readonly ImportField[] = [
  f('artist', 'name', 'Name', 'Ada Moreau', 'The artist’s name; importing again updates the artist with this name.', ['artist', 'artist name', 'full name', 'display name']),
  f('artist', 'beginDate', 'Born', '1921', 'Year of birth.', ['birth year', 'year of birth', 'begin date', 'birth']),
  f('artist', 'endDate', 'Died', '', 'Year of death.', ['death year', 'year of death', 'end date', 'death']),
  f('artist', 'nationality', 'Nationality', 'French', '', []),
  f('artist', 'country', 'Country', 'France', '', []),
  f('artist', 'state', 'State', '', 'State or region.', ['region', 'province']),
  f('artist', 'bio', 'Short bio', 'French, born 1921', 'One line.', ['bio', 'artist bio', 'display bio']),
  f('artist', 'biography', 'Biography', '<p>Ada Moreau paints harbours.</p>', 'Text or simple HTML.', ['about', 'statement']),
  f('artist', 'curriculumVitae', 'CV', '', 'Text or simple HTML.', ['curriculum vitae', 'resume', 'résumé']),
  f('artist', 'url', 'Website', 'https://example.com', '', ['url', 'web site', 'homepage', 'link']),
  f('artist', 'tags', 'Tags', 'painter', 'Separated by semicolons.', ['tag', 'keywords']),
  f('artist', 'coverImage', 'Cover image', '', 'A file name in the zip of images.', ['cover', 'banner']),
  f('artist', 'profileImage', 'Profile image', '', 'A file name in the zip of images.', ['portrait', 'profile', 'headshot', 'photo']),
];

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = { artworks: ARTWORK_IMPORT_FIELDS, artists: ARTIST_IMPORT_FIELDS };
/** The field each kind's rows are found by: importing again updates the record it names. */
export const IMPORT_KEY_FIELD: Record<ImportKind, string> = { artworks: 'sku', artists: 'name' };
/** The fields whose cells name files in the zip. */
export const IMPORT_IMAGE_FIELDS: Record<ImportKind, readonly string[]> = { artworks: ['images'], artists: ['coverImage', 'profileImage'] };

/** A heading as it is compared: lower case, letters and digits only ('Stock No.' → 'stockno'). */
export const headingKey = (heading: string) =>
  heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * The field each column most likely holds, by its heading: the field's own heading, its key or one of
 * the names spreadsheets use for it; each field taken by its first column only. Null: ignore the column.
 */
export function suggestMapping(kind: ImportKind, columns: readonly string[]): Array<string | null> {
  const byName = new Map<string, string>();
  for (const field of IMPORT_FIELDS[kind]) {
    for (const name of [field.label, field.key, ...field.aliases]) if (!byName.has(headingKey(name))) byName.set(headingKey(name), field.key);
  }
  const taken = new Set<string>();
  return columns.map((column) => {
    const key = byName.get(headingKey(column));
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

/** The owner's mapping: for each column of the file in order, the field it fills, or null to ignore it. */
export const importMappingSchema = z.array(z.string().max(40).nullable()).min(1, 'Map at least one column.').max(500, 'At most 500 columns.');
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** POST /api/owner/csv/{kind}/analyze */
export const importAnalysisSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  columns: z.array(z.string()),
  mapping: z.array(z.string().nullable()),
  /** Data rows below the header. */
  rows: z.number().int(),
  /** The first rows, as the file has them (cells by column). */
  preview: z.array(z.array(z.string())),
  /** How many files the zip of images holds (null without one). */
  imageFiles: z.number().int().nullable(),
});
export type ImportAnalysis = z.infer<typeof importAnalysisSchema>;

/** A row the import cannot take: its number as the spreadsheet shows it (the header is row 1) and why. */
export const importRowErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** POST /api/owner/csv/{kind}/dry-run and /import: what the import does (or did) with the file. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** Records the file names (artworks, or artists). */
  records: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Artists added because a work names one the site does not have yet (artworks import). */
  artistsCreated: z.number().int(),
  /** Pictures added to the media library from the zip. */
  imagesAdded: z.number().int(),
  /** Editions added and changed (artworks import). */
  editionsCreated: z.number().int(),
  editionsUpdated: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** How many row errors there are in all (errors lists the first IMPORT_MAX_REPORTED_ERRORS). */
  errorCount: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const ImportText = {
  noFile: 'Choose a CSV file to upload.',
  csvTooLarge: 'The CSV file is larger than 20 MB. Split it into smaller files and import them one after another.',
  zipTooLarge: 'The zip of images is larger than 200 MB. Split the images into several zips and import the rows that use them separately.',
  requestTooLarge: 'The upload is larger than 220 MB: a CSV file of at most 20 MB and a zip of images of at most 200 MB.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  empty: 'The CSV file is empty: it needs a header row and at least one row below it.',
  noRows: 'The CSV file has a header row but no rows below it.',
  unreadable: (row: number, reason: string) => `The CSV file could not be read at row ${row}: ${reason} Save it from your spreadsheet as CSV (UTF-8) and try again.`,
  notText: 'The file is not a CSV text file. Save it from your spreadsheet as CSV (UTF-8) and try again.',
  notZip: 'The images file is not a zip archive. Put the images in a .zip file and upload that.',
  badZip: 'The zip of images could not be read. The file may be damaged.',
  blankHeading: (column: number) => `Column ${column} of the header row has no heading. Give every column a heading.`,
  mappingLength: (mapped: number, columns: number) => `The mapping names ${mapped} columns but the file has ${columns}. Upload the file again.`,
  unknownField: (field: string) => `There is no field “${field}” to import into.`,
  mappedTwice: (label: string) => `Two columns are mapped to ${label}. Map each field from one column only.`,
  keyNotMapped: (kind: ImportKind) =>
    kind === 'artworks'
      ? 'Map a column to SKU: each artwork is found by its SKU, so importing the file again updates it instead of adding it twice.'
      : 'Map a column to Name: each artist is found by name, so importing the file again updates them instead of adding them twice.',
  rowErrors: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'row has an error' : 'rows have errors'}: nothing was imported. Fix ${count === 1 ? 'it' : 'them'} and import the file again.`,
} as const;
