import { asc, eq, sql } from 'drizzle-orm';
import { ARTIST_IMPORT_FIELDS, artistCreateSchema, type ImportReport } from '../../../../schema';
import type { Db } from '../../../db/client';
import { artists, images } from '../../../db/schema';
import { sanitizeRichText } from '../../content/html';
import { mediaKey, type MediaStore } from '../../site/media-store';
import { type Runner, type Tx } from '../records';
import { readInteger, readList, writeList, writeNumber } from './cells';
import { choosePictures, chunks, emptyReport, pictureName, RowErrors, same, type Mapped, type PictureChoice, type ZipPictures } from './common';

/**
 * Artists, one row each, found by name (in any letter case): a name the site has updates that artist,
 * another adds one. Biography and CV are rich text, sanitised as the artist screen's are; plain text is
 * taken as paragraphs. Cover and profile images are file names: the artist's own picture by name, or a
 * file of the zip, added to the media library. An empty image cell leaves the picture as it is.
 */

type ArtistRow = typeof artists.$inferSelect;
type ArtistValues = Partial<typeof artists.$inferInsert>;

const FIELD = new Map(ARTIST_IMPORT_FIELDS.map((field) => [field.key, field]));
const field = (key: string) => FIELD.get(key)!;
const heading = (path: PropertyKey[]) => FIELD.get(String(path[0]))?.label ?? String(path[0]);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rich text as stored: HTML sanitised, plain text as paragraphs; nothing when it holds no text. */
export function richTextCell(cell: string): string | null {
  if (!cell) return null;
  const html = /<\/?[a-z][^>]*>/i.test(cell)
    ? cell
    : cell
        .split(/\n\s*\n/)
        .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
        .join('');
  const clean = sanitizeRichText(html);
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') ? clean : null;
}

interface ArtistPlan {
  row: number;
  before: ArtistRow | null;
  values: ArtistValues;
  cover: PictureChoice | undefined;
  profile: PictureChoice | undefined;
  changed: boolean;
}

const COLUMNS = ['name', 'beginDate', 'endDate', 'nationality', 'country', 'state', 'bio', 'biography', 'curriculumVitae', 'url', 'tags'] as const;

export async function planArtists({ runner, siteId, mapped, pictures }: { runner: Runner; siteId: number; mapped: Mapped; pictures: ZipPictures }) {
  const errors = new RowErrors();
  const stored = await runner.select().from(artists).where(eq(artists.siteId, siteId)).orderBy(asc(artists.id));
  const byName = new Map<string, ArtistRow>();
  for (const a of stored) if (!byName.has(a.name.trim().toLowerCase())) byName.set(a.name.trim().toLowerCase(), a);
  const pictureIds = stored.flatMap((a) => [a.coverImageId, a.profileImageId]).filter((id): id is number => id !== null);
  const pictureRows = pictureIds.length
    ? await runner
        .select({ id: images.id, name: images.name, extension: images.extension })
        .from(images)
        .where(sql`${images.id} = any(${sql.param(pictureIds)}::int[])`)
    : [];
  const pictureNames = new Map(pictureRows.map((p) => [p.id, pictureName(p)]));
  const seen = new Map<string, number>();
  const plans: ArtistPlan[] = [];
  for (const { row, cells } of mapped.rows) {
    const has = (key: string) => mapped.fields.has(key);
    const cell = (key: string) => cells.get(key) ?? '';
    const name = cell('name');
    const key = name.toLowerCase();
    if (name && seen.has(key)) {
      errors.add(row, `Name: ${name} is on row ${seen.get(key)} already. Each artist has one row.`);
      continue;
    }
    seen.set(key, row);
    const before = byName.get(key) ?? null;
    const input: Record<string, unknown> = { name };
    for (const k of ['beginDate', 'endDate'] as const) if (has(k)) input[k] = errors.cell(row, field(k), () => readInteger(cell(k)));
    for (const k of ['nationality', 'country', 'state', 'bio', 'url'] as const) if (has(k)) input[k] = cell(k);
    for (const k of ['biography', 'curriculumVitae'] as const) if (has(k)) input[k] = cell(k);
    if (has('tags')) input.tags = readList(cell('tags'));
    // The lifespan rule needs both years: the stored one stands in for a column that is not mapped.
    if (before && has('beginDate') !== has('endDate')) {
      if (!has('beginDate')) input.beginDate = before.beginDate;
      if (!has('endDate')) input.endDate = before.endDate;
    }
    const parsed = artistCreateSchema.safeParse(input);
    if (!parsed.success) errors.issues(row, parsed.error.issues, heading);
    const own = new Map<string, number>();
    for (const id of [before?.coverImageId, before?.profileImageId]) if (id != null && pictureNames.has(id)) own.set(pictureNames.get(id)!.toLowerCase(), id);
    const one = (k: 'coverImage' | 'profileImage') => {
      if (!cell(k)) return undefined;
      const chosen = choosePictures(errors, row, field(k), cell(k), pictures, own);
      if (chosen && chosen.length > 1) errors.add(row, `${field(k).label}: Name one file.`);
      return chosen?.[0];
    };
    const cover = one('coverImage');
    const profile = one('profileImage');
    if (!parsed.success || errors.has(row)) continue;
    const { coverImageId: _c, profileImageId: _p, ...rest } = parsed.data;
    const values: ArtistValues = { ...rest };
    if (has('biography')) values.biography = richTextCell(parsed.data.biography ?? '');
    if (has('curriculumVitae')) values.curriculumVitae = richTextCell(parsed.data.curriculumVitae ?? '');
    let changed = !before;
    if (before) {
      changed =
        COLUMNS.some((c) => values[c] !== undefined && !same(before[c], values[c])) ||
        (cover !== undefined && !('id' in cover && cover.id === before.coverImageId)) ||
        (profile !== undefined && !('id' in profile && profile.id === before.profileImageId));
    }
    plans.push({ row, before, values, cover, profile, changed });
  }
  return { errors, plans };
}

export async function writeArtists(tx: Tx, store: MediaStore, siteId: number, plans: ArtistPlan[], pictures: ZipPictures, written: string[]): Promise<Omit<ImportReport, 'dryRun' | 'errors' | 'errorCount'>> {
  const report = { ...emptyReport(false), records: plans.length };
  // Pictures from the zip first, so the artists can name them.
  const uploaded = new Map<PictureChoice, number>();
  for (const choice of plans.flatMap((p) => [p.cover, p.profile])) {
    if (!choice || !('path' in choice)) continue;
    const { data, inspected } = pictures.file(choice.path);
    const [row] = await tx
      .insert(images)
      .values({ siteId, extension: inspected.extension, width: inspected.width, height: inspected.height, name: choice.fileName, title: choice.fileName.replace(/\.[^.]*$/, '').replace(/[-_]+/g, ' ').trim(), bytes: data.length })
      .returning({ id: images.id, extension: images.extension });
    const key = mediaKey(row.id, row.extension);
    await store.write(key, data);
    written.push(key);
    uploaded.set(choice, row.id);
    report.imagesAdded += 1;
  }
  const pictureId = (choice: PictureChoice | undefined) => (choice === undefined ? undefined : 'id' in choice ? choice.id : uploaded.get(choice)!);
  const fresh = plans.filter((p) => !p.before);
  if (fresh.length) {
    const [last] = await tx.select({ n: sql<number | null>`max(${artists.sortOrder})` }).from(artists).where(eq(artists.siteId, siteId));
    const rows = fresh.map((p, i) => ({ ...p.values, name: p.values.name!, siteId, sortOrder: (last?.n ?? -1) + 1 + i, coverImageId: pictureId(p.cover) ?? null, profileImageId: pictureId(p.profile) ?? null }));
    for (const batch of chunks(rows)) await tx.insert(artists).values(batch);
  }
  const changed = plans.filter((p) => p.before && p.changed);
  for (const p of changed) {
    const [cover, profile] = [pictureId(p.cover), pictureId(p.profile)];
    await tx
      .update(artists)
      .set({ ...p.values, ...(cover !== undefined ? { coverImageId: cover } : {}), ...(profile !== undefined ? { profileImageId: profile } : {}), revision: sql`${artists.revision} + 1` })
      .where(eq(artists.id, p.before!.id));
  }
  return { ...report, created: fresh.length, updated: changed.length, unchanged: plans.length - fresh.length - changed.length };
}

/** Every artist of the site as the import takes them. */
export async function exportArtists(db: Db, siteId: number): Promise<string[][]> {
  const rows = await db.select().from(artists).where(eq(artists.siteId, siteId)).orderBy(asc(artists.sortOrder), asc(artists.id));
  const ids = rows.flatMap((a) => [a.coverImageId, a.profileImageId]).filter((id): id is number => id !== null);
  const pictureRows = ids.length ? await db.select({ id: images.id, name: images.name, extension: images.extension }).from(images).where(sql`${images.id} = any(${sql.param(ids)}::int[])`) : [];
  const names = new Map(pictureRows.map((p) => [p.id, pictureName(p)]));
  return rows.map((a) => {
    const cells: Record<string, string> = {
      name: a.name,
      beginDate: writeNumber(a.beginDate),
      endDate: writeNumber(a.endDate),
      nationality: a.nationality ?? '',
      country: a.country ?? '',
      state: a.state ?? '',
      bio: a.bio ?? '',
      biography: a.biography ?? '',
      curriculumVitae: a.curriculumVitae ?? '',
      url: a.url ?? '',
      tags: writeList(a.tags),
      coverImage: a.coverImageId !== null ? (names.get(a.coverImageId) ?? '') : '',
      profileImage: a.profileImageId !== null ? (names.get(a.profileImageId) ?? '') : '',
    };
    return ARTIST_IMPORT_FIELDS.map((f) => cells[f.key]);
  });
}

export const artistTemplateRow = (): string[] => ARTIST_IMPORT_FIELDS.map((f) => f.example);
