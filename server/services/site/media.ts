import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ErrorCode, MediaText, partsWithBlocks, setTemplates, TEMPLATE_LABEL, MEDIA_PAGE_SIZE, type MediaExtension, type MediaItem, type MediaListResponse, type MediaUpdate, type SiteDocument } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, images, posts, representatives, showPhotos, shows, sites } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { mediaKey, type MediaStore } from './media-store';

/**
 * The owner's media library: uploads checked by what the bytes are (never by the name or the declared
 * type), stored through a MediaStore, listed and searched per site, described, and deleted only while
 * no published page shows them.
 */

const FORMATS: Record<string, MediaExtension> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', svg: 'svg' };

/** What the first bytes say the file claims to be, whether or not it can be read. */
function claimedFormat(data: Buffer): MediaExtension | null {
  const ascii = data.subarray(0, 32).toString('latin1');
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (ascii.startsWith('\x89PNG')) return 'png';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.startsWith('GIF8')) return 'gif';
  if (ascii.slice(4, 8) === 'ftyp' && /avi[fs]/.test(ascii.slice(8, 32))) return 'avif';
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(data.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, ''))) return 'svg';
  return null;
}

/**
 * Anything in an SVG that could run script or reach out when the file is opened on its own: script
 * elements, event handler attributes, javascript: and data:text/html links, embedded HTML, entity
 * declarations. Such a file is refused rather than cleaned, so what is stored is what the owner sent.
 */
const SVG_ACTIVE = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /(?:href|src|from|to|values)\s*=\s*["']?\s*(?:javascript|vbscript|data:text\/html)/i,
  /<foreignObject[\s>/]/i,
  /<!ENTITY/i,
  /<(?:iframe|embed|object)[\s>/]/i,
];

export interface Inspected {
  extension: MediaExtension;
  width: number;
  height: number;
}

/** Reads the whole picture once, so a truncated or damaged file is refused now rather than on a visitor's page. */
export async function inspectUpload(data: Buffer): Promise<Inspected> {
  if (data.length === 0) throw new HttpError(400, ErrorCode.UnsupportedMedia, MediaText.empty);
  const claimed = claimedFormat(data);
  if (!claimed) throw new HttpError(415, ErrorCode.UnsupportedMedia, MediaText.unsupported);
  if (claimed === 'svg' && SVG_ACTIVE.some((pattern) => pattern.test(data.toString('utf8')))) {
    throw new HttpError(400, ErrorCode.UnsupportedMedia, MediaText.svgScript);
  }
  try {
    const image = sharp(data, { failOn: 'truncated', animated: false, limitInputPixels: 100_000_000 });
    const meta = await image.metadata();
    const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : (FORMATS[meta.format ?? ''] ?? null);
    if (format !== claimed) throw new Error(`claimed ${claimed}, read ${meta.format}`);
    // Decoding a small copy reads every byte of the file; JPEG shrinks on load, so this stays quick.
    await image.resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (!upright.width || !upright.height) throw new Error('no size');
    return { extension: claimed, width: upright.width, height: upright.height };
  } catch {
    throw new HttpError(400, ErrorCode.UnsupportedMedia, MediaText.corrupt);
  }
}

const columns = {
  id: images.id,
  extension: images.extension,
  width: images.width,
  height: images.height,
  name: images.name,
  title: images.title,
  alt: images.alt,
  caption: images.caption,
  bytes: images.bytes,
  createdAt: images.createdAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };
const item = (row: Row): MediaItem => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A file name fit to show: its last path part, without control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  let name: string;
  try {
    name = decodeURIComponent(raw ?? '');
  } catch {
    name = raw ?? '';
  }
  // eslint-disable-next-line no-control-regex
  return name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
}

/** Stores an upload for a site and answers its library entry. */
export async function uploadMedia(db: Db, store: MediaStore, siteId: number, data: Buffer, fileName: string): Promise<MediaItem> {
  const found = await inspectUpload(data);
  const title = fileName.replace(/\.[^.]*$/, '').replace(/[-_]+/g, ' ').trim();
  const [row] = await db
    .insert(images)
    .values({ siteId, extension: found.extension, width: found.width, height: found.height, name: fileName, title, bytes: data.length })
    .returning(columns);
  try {
    await store.write(mediaKey(row.id, row.extension), data);
  } catch (error) {
    await db.delete(images).where(eq(images.id, row.id));
    throw error;
  }
  return item(row);
}

/** The library's images, newest first, MEDIA_PAGE_SIZE at a time; `q` matches the name, title, alt text or caption. */
export async function listMedia(db: Db, siteId: number, q: string | undefined, offset = 0): Promise<MediaListResponse> {
  const library = and(eq(images.siteId, siteId), isNull(images.inventoryId));
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const where = pattern
    ? and(library, or(ilike(images.name, pattern), ilike(images.title, pattern), ilike(images.alt, pattern), ilike(images.caption, pattern)))
    : library;
  const [rows, [{ total }]] = await Promise.all([
    db.select(columns).from(images).where(where).orderBy(desc(images.createdAt), desc(images.id)).limit(MEDIA_PAGE_SIZE).offset(offset),
    db.select({ total: count() }).from(images).where(where),
  ]);
  return { items: rows.map(item), total };
}

async function ownRow(db: Db, siteId: number, id: number): Promise<Row> {
  const [row] = await db.select(columns).from(images).where(and(eq(images.id, id), eq(images.siteId, siteId), isNull(images.inventoryId)));
  if (!row) throw new HttpError(404, ErrorCode.NotFound, MediaText.notFound);
  return row;
}

export async function updateMedia(db: Db, siteId: number, id: number, update: MediaUpdate): Promise<MediaItem> {
  await ownRow(db, siteId, id);
  if (Object.keys(update).length === 0) return item(await ownRow(db, siteId, id));
  const [row] = await db.update(images).set(update).where(and(eq(images.id, id), eq(images.siteId, siteId))).returning(columns);
  return item(row);
}

const SITE_IMAGE_USES = [
  ['logo', 'the logo'],
  ['icon', 'the site icon'],
  ['cover', 'the cover picture'],
] as const;

/**
 * Where the published site shows an image: the titles of the pages that show it (in any block at any
 * depth, or as their share picture), then the site settings that use it (logo, icon, cover picture)
 * and the header, footer and page templates whose own blocks show it.
 */
export function usesOfImage(document: SiteDocument | null, id: number, extension: string): { pages: string[]; settings: string[] } {
  if (!document) return { pages: [], settings: [] };
  const uses = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(uses);
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    if (record.id === id && record.extension === extension) return true;
    return Object.values(record).some(uses);
  };
  return {
    pages: document.pages.filter((page) => uses(page.blocks) || uses(page.shareImage)).map((page) => page.title || '/' + page.slug),
    settings: [
      ...SITE_IMAGE_USES.filter(([key]) => uses(document.site[key])).map(([, label]) => label),
      ...[...new Set(partsWithBlocks(document.site.documents).filter((p) => uses(p.blocks)).map((p) => `the ${p.part}`))],
      ...setTemplates(document.site.templates).filter((t) => uses(t.blocks)).map((t) => `the ${TEMPLATE_LABEL[t.kind]} template`),
    ],
  };
}

/** How many of the records that use an image a refusal names; the rest are counted. */
const NAMED_RECORDS = 3;

/**
 * The site's records that show an image, each as the place it is shown on ('the cover picture of the
 * artist “Ana Lupas”'): artists' cover and profile pictures, shows' covers and installation photos,
 * posts' featured images and representatives' pictures. Records in the trash are not counted; one
 * restored later finds its picture gone and is shown without it, as any record without one.
 */
export async function recordsShowingImage(db: Db, siteId: number, id: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select 'the cover picture of the artist' as place, name as title, id from ${artists} where site_id = ${siteId} and cover_image_id = ${id}
    union all select 'the profile picture of the artist', name, id from ${artists} where site_id = ${siteId} and profile_image_id = ${id}
    union all select 'the cover of the show', title, id from ${shows} where site_id = ${siteId} and cover_image_id = ${id}
    union all select 'the installation photos of the show', s.title, s.id from ${showPhotos} p join ${shows} s on s.id = p.show_id where s.site_id = ${siteId} and p.image_id = ${id}
    union all select 'the featured image of the post', title, id from ${posts} where site_id = ${siteId} and featured_image_id = ${id}
    union all select 'the picture of the representative', company, id from ${representatives} where site_id = ${siteId} and image_id = ${id}
    order by 1, 3`)) as unknown as { rows: Array<{ place: string; title: string }> };
  return result.rows.map(({ place, title }) => `${place} “${title}”`);
}

/**
 * Deletes an image and its file, unless the published site or one of the site's records shows it (409,
 * naming where, so the owner knows what to change first).
 */
export async function deleteMedia(db: Db, store: MediaStore, siteId: number, id: number): Promise<void> {
  const row = await ownRow(db, siteId, id);
  const [[site], records] = await Promise.all([
    db.select({ published: sites.publishedDocument }).from(sites).where(eq(sites.id, siteId)),
    recordsShowingImage(db, siteId, row.id),
  ]);
  const { pages, settings } = usesOfImage((site?.published as SiteDocument | null) ?? null, row.id, row.extension);
  if (pages.length || settings.length || records.length) {
    const places = [
      ...(pages.length ? [`the published ${pages.length === 1 ? 'page' : 'pages'} ${pages.map((title) => `“${title}”`).join(', ')}`] : []),
      ...settings.map((label) => `${label} of the published site`),
      ...records.slice(0, NAMED_RECORDS),
      ...(records.length > NAMED_RECORDS ? [`${records.length - NAMED_RECORDS} more ${records.length - NAMED_RECORDS === 1 ? 'record' : 'records'}`] : []),
    ];
    const published = pages.length || settings.length;
    throw new HttpError(409, ErrorCode.InUse, `This image is shown on ${places.join(' and on ')}. Remove it there${published ? ' and publish' : ''} before deleting it.`);
  }
  await db.delete(images).where(and(eq(images.id, id), eq(images.siteId, siteId)));
  await store.remove(mediaKey(row.id, row.extension));
}
