import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ListKind, type ArtistCreate, type ArtistSort, type ArtistTableQuery, type ArtistRecord, type ArtistTableResponse, type ArtistUpdate, type DeletedResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, chosenListItems, inventory, showArtists } from '../../db/schema';
import { contentChanged } from '../content/changed';
import { sanitizeRichText } from '../content/html';
import { itemListedOnSite, refuseIfUsed } from './in-use';
import { checkPictures, chosenListEntries, containsPattern, inUse, lockRecord, notFound, picturesOf, present, type Runner } from './records';
import { trashRecord } from './trash';

/** The owner's artists: biography and CV sanitised as posts are; deleted only once no work names them. */

type ArtistRow = typeof artists.$inferSelect;

/** Rich text as it may be stored: sanitised, and nothing when it holds no text. */
function richText(html: string | null | undefined): string | null | undefined {
  if (html === undefined || html === null) return html;
  const clean = sanitizeRichText(html);
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') ? clean : null;
}

async function works(runner: Runner, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await runner
    .select({ artistId: inventory.artistId, n: count() })
    .from(inventory)
    .where(sql`${inventory.artistId} = any(${sql.param(ids)}::int[])`)
    .groupBy(inventory.artistId);
  return new Map(rows.map((r) => [r.artistId!, Number(r.n)]));
}

async function toRecords(runner: Runner, siteId: number, rows: ArtistRow[]): Promise<ArtistRecord[]> {
  const [pictures, counts] = await Promise.all([
    picturesOf(runner, siteId, rows.flatMap((a) => [a.coverImageId, a.profileImageId])),
    works(
      runner,
      rows.map((a) => a.id),
    ),
  ]);
  return rows.map((a) => ({
    id: a.id,
    revision: a.revision,
    name: a.name,
    beginDate: a.beginDate,
    endDate: a.endDate,
    nationality: a.nationality,
    country: a.country,
    state: a.state,
    bio: a.bio,
    biography: a.biography,
    curriculumVitae: a.curriculumVitae,
    url: a.url,
    cover: (a.coverImageId !== null && pictures.get(a.coverImageId)) || null,
    profile: (a.profileImageId !== null && pictures.get(a.profileImageId)) || null,
    tags: a.tags,
    works: counts.get(a.id) ?? 0,
  }));
}

export async function readArtist(runner: Runner, siteId: number, id: number): Promise<ArtistRecord> {
  const rows = await runner.select().from(artists).where(and(eq(artists.id, id), eq(artists.siteId, siteId)));
  if (!rows.length) throw notFound('artist');
  return (await toRecords(runner, siteId, rows))[0];
}

const worksOf = sql`(select count(*) from ${inventory} where ${inventory.artistId} = ${artists.id})`;
const artistOrders: Record<ArtistSort, SQL[]> = {
  name: [asc(sql`lower(${artists.name})`), asc(artists.id)],
  '-name': [desc(sql`lower(${artists.name})`), desc(artists.id)],
  '-works': [desc(worksOf), asc(sql`lower(${artists.name})`), asc(artists.id)],
  '-created': [desc(artists.id)],
};

/** The artists table in the order asked (by name unless told), optionally those whose name holds q or that carry a tag. */
export async function listArtists(db: Db, siteId: number, query: Partial<ArtistTableQuery> & { offset: number; limit: number }): Promise<ArtistTableResponse> {
  const where = and(
    eq(artists.siteId, siteId),
    query.q ? sql`lower(${artists.name}) like ${containsPattern(query.q)}` : undefined,
    query.tag ? sql`${artists.tags} @> array[${query.tag}]::text[]` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(artists)
      .where(where)
      .orderBy(...artistOrders[query.sort ?? 'name'])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(artists).where(where),
  ]);
  const records = await toRecords(db, siteId, rows);
  return { items: records.map(({ biography: _b, curriculumVitae: _c, ...r }) => r), total: Number(total) };
}

function values(input: Omit<ArtistUpdate, 'revision'>) {
  return { ...present(input), biography: richText(input.biography), curriculumVitae: richText(input.curriculumVitae) };
}

export async function createArtist(db: Db, siteId: number, input: ArtistCreate): Promise<ArtistRecord> {
  const id = await db.transaction(async (tx) => {
    await checkPictures(tx, siteId, 'coverImageId', [input.coverImageId]);
    await checkPictures(tx, siteId, 'profileImageId', [input.profileImageId]);
    const [last] = await tx.select({ n: sql<number | null>`max(${artists.sortOrder})` }).from(artists).where(eq(artists.siteId, siteId));
    const [row] = await tx
      .insert(artists)
      .values({ ...present(values(input)), name: input.name, siteId, sortOrder: (last?.n ?? -1) + 1 })
      .returning({ id: artists.id });
    return row.id;
  });
  await contentChanged(db, siteId);
  return readArtist(db, siteId, id);
}

export async function updateArtist(db: Db, siteId: number, id: number, input: ArtistUpdate): Promise<ArtistRecord> {
  const { revision, ...changes } = input;
  await db.transaction(async (tx) => {
    const next = await lockRecord(tx, artists, 'artist', siteId, id, revision);
    await checkPictures(tx, siteId, 'coverImageId', [changes.coverImageId]);
    await checkPictures(tx, siteId, 'profileImageId', [changes.profileImageId]);
    await tx
      .update(artists)
      .set({ ...present(values(changes)), revision: next })
      .where(eq(artists.id, id));
  });
  await contentChanged(db, siteId);
  return readArtist(db, siteId, id);
}

/** Deletes an artist to the trash, unless works still name them or a list the published site shows holds them. */
export async function deleteArtist(db: Db, siteId: number, id: number, revision: number | undefined): Promise<DeletedResponse> {
  const deleted = await db.transaction(async (tx) => {
    await lockRecord(tx, artists, 'artist', siteId, id, revision);
    const named = (await works(tx, [id])).get(id) ?? 0;
    if (named) throw inUse(`${named === 1 ? '1 artwork names' : `${named.toLocaleString('en-US')} artworks name`} this artist. Give ${named === 1 ? 'it' : 'them'} another artist or delete ${named === 1 ? 'it' : 'them'} first.`);
    refuseIfUsed(await itemListedOnSite(tx, siteId, ListKind.Artists, id, 'artist'));
    const entries = chosenListEntries(siteId, ListKind.Artists, id);
    const [row, shown, listed] = await Promise.all([
      tx.select().from(artists).where(eq(artists.id, id)),
      tx.select().from(showArtists).where(eq(showArtists.artistId, id)),
      tx.select().from(chosenListItems).where(entries),
    ]);
    await tx.delete(chosenListItems).where(entries);
    await tx.delete(artists).where(eq(artists.id, id));
    return trashRecord(tx, siteId, 'artist', id, row[0].name, { artists: row, showArtists: shown, chosenListItems: listed });
  });
  await contentChanged(db, siteId);
  return deleted;
}
