import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ListKind, type DeletedResponse, type ShowCreate, type ShowRecord, type ShowSort, type ShowTableQuery, type ShowTableResponse, type ShowUpdate, type ShowWhen } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, chosenListItems, images, inventory, showArtists, showArtworks, showPhotos, shows } from '../../db/schema';
import { contentChanged } from '../content/changed';
import { sanitizeRichText } from '../content/html';
import { itemListedOnSite, refuseIfUsed } from './in-use';
import { badField, checkIds, checkPictures, chosenListEntries, containsPattern, lockRecord, notFound, PICTURE_COLUMNS, picturesOf, present, type Runner, type Tx } from './records';
import { trashRecord } from './trash';

/** The owner's exhibitions: dates, description (sanitised), cover, installation photos, and the works and artists shown, each in order. */

export async function readShow(runner: Runner, siteId: number, id: number): Promise<ShowRecord> {
  const [[show], works, shownArtists, photos] = await Promise.all([
    runner.select().from(shows).where(and(eq(shows.id, id), eq(shows.siteId, siteId))),
    runner
      .select({ id: inventory.id, title: inventory.title })
      .from(showArtworks)
      .innerJoin(inventory, eq(inventory.id, showArtworks.inventoryId))
      .where(eq(showArtworks.showId, id))
      .orderBy(asc(showArtworks.position)),
    runner
      .select({ id: artists.id, name: artists.name })
      .from(showArtists)
      .innerJoin(artists, eq(artists.id, showArtists.artistId))
      .where(eq(showArtists.showId, id))
      .orderBy(asc(showArtists.position)),
    runner.select(PICTURE_COLUMNS).from(showPhotos).innerJoin(images, eq(images.id, showPhotos.imageId)).where(eq(showPhotos.showId, id)).orderBy(asc(showPhotos.position)),
  ]);
  if (!show) throw notFound('show');
  const cover = show.coverImageId !== null ? ((await picturesOf(runner, siteId, [show.coverImageId])).get(show.coverImageId) ?? null) : null;
  return {
    id: show.id,
    revision: show.revision,
    title: show.title,
    startDate: show.startDate,
    endDate: show.endDate,
    description: show.description,
    openingReception: show.openingReception,
    cover,
    photos,
    artworks: works,
    artists: shownArtists,
    tags: show.tags,
  };
}

const showOrders: Record<ShowSort, SQL[]> = {
  '-start': [sql`${shows.startDate} desc nulls last`, desc(shows.id)],
  start: [sql`${shows.startDate} asc nulls last`, asc(shows.id)],
  title: [asc(sql`lower(${shows.title})`), asc(shows.id)],
  '-title': [desc(sql`lower(${shows.title})`), desc(shows.id)],
};

/**
 * When a show runs against `today` (YYYY-MM-DD). A show without dates is none of them; one with only a
 * start runs from it on; one with only an end ran until it.
 */
function runs(when: ShowWhen, today: string): SQL {
  switch (when) {
    case 'current':
      return sql`${shows.startDate} <= ${today} and (${shows.endDate} is null or ${shows.endDate} >= ${today})`;
    case 'upcoming':
      return sql`${shows.startDate} > ${today}`;
    case 'past':
      return sql`${shows.endDate} < ${today}`;
  }
}

/** The exhibitions table in the order asked (latest start first unless told), optionally filtered by a search of titles, a tag and when they run. */
export async function listShows(db: Db, siteId: number, query: Partial<ShowTableQuery> & { offset: number; limit: number }, now = new Date()): Promise<ShowTableResponse> {
  const where = and(
    eq(shows.siteId, siteId),
    query.q ? sql`lower(${shows.title}) like ${containsPattern(query.q)}` : undefined,
    query.tag ? sql`${shows.tags} @> array[${query.tag}]::text[]` : undefined,
    query.when ? runs(query.when, now.toISOString().slice(0, 10)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(shows)
      .where(where)
      .orderBy(...showOrders[query.sort ?? '-start'])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(shows).where(where),
  ]);
  const pictures = await picturesOf(db, siteId, rows.map((s) => s.coverImageId));
  return {
    total: Number(total),
    items: rows.map((s) => ({
      id: s.id,
      revision: s.revision,
      title: s.title,
      startDate: s.startDate,
      endDate: s.endDate,
      cover: (s.coverImageId !== null && pictures.get(s.coverImageId)) || null,
      tags: s.tags,
    })),
  };
}

type Lists = Pick<ShowUpdate, 'photos' | 'artworks' | 'artists'>;

/** Checks every id the show names against the site. */
async function checkReferences(tx: Tx, siteId: number, input: Lists & { coverImageId?: number | null }): Promise<void> {
  await checkPictures(tx, siteId, 'coverImageId', [input.coverImageId]);
  await checkPictures(tx, siteId, 'photos', input.photos ?? []);
  await checkIds(tx, inventory, siteId, 'artworks', input.artworks ?? [], 'artwork');
  await checkIds(tx, artists, siteId, 'artists', input.artists ?? [], 'artist');
}

/** Replaces the ordered lists the input names (photos, works, artists). */
async function writeLists(tx: Tx, showId: number, input: Lists): Promise<void> {
  if (input.photos) {
    await tx.delete(showPhotos).where(eq(showPhotos.showId, showId));
    if (input.photos.length) await tx.insert(showPhotos).values(input.photos.map((imageId, position) => ({ showId, imageId, position })));
  }
  if (input.artworks) {
    await tx.delete(showArtworks).where(eq(showArtworks.showId, showId));
    if (input.artworks.length) await tx.insert(showArtworks).values(input.artworks.map((inventoryId, position) => ({ showId, inventoryId, position })));
  }
  if (input.artists) {
    await tx.delete(showArtists).where(eq(showArtists.showId, showId));
    if (input.artists.length) await tx.insert(showArtists).values(input.artists.map((artistId, position) => ({ showId, artistId, position })));
  }
}

export async function createShow(db: Db, siteId: number, input: ShowCreate): Promise<ShowRecord> {
  const { photos, artworks, artists: shownArtists, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, siteId, input);
    const [row] = await tx
      .insert(shows)
      .values({ ...present(fields), title: fields.title, siteId, description: sanitizeRichText(fields.description ?? '') })
      .returning({ id: shows.id });
    await writeLists(tx, row.id, { photos, artworks, artists: shownArtists });
    return row.id;
  });
  await contentChanged(db, siteId);
  return readShow(db, siteId, id);
}

export async function updateShow(db: Db, siteId: number, id: number, input: ShowUpdate): Promise<ShowRecord> {
  const { revision, photos, artworks, artists: shownArtists, ...fields } = input;
  await db.transaction(async (tx) => {
    const next = await lockRecord(tx, shows, 'show', siteId, id, revision);
    await checkReferences(tx, siteId, input);
    const [stored] = await tx.select({ startDate: shows.startDate, endDate: shows.endDate }).from(shows).where(eq(shows.id, id));
    const start = fields.startDate !== undefined ? fields.startDate : stored.startDate;
    const end = fields.endDate !== undefined ? fields.endDate : stored.endDate;
    if (start && end && end < start) throw badField('endDate', 'The end date must not be before the start date.');
    await tx
      .update(shows)
      .set({ ...present(fields), ...(fields.description !== undefined ? { description: sanitizeRichText(fields.description) } : {}), revision: next })
      .where(eq(shows.id, id));
    await writeLists(tx, id, { photos, artworks, artists: shownArtists });
  });
  await contentChanged(db, siteId);
  return readShow(db, siteId, id);
}

/** Deletes an exhibition to the trash with its lists of works, artists and photos, unless a list the published site shows holds it. */
export async function deleteShow(db: Db, siteId: number, id: number, revision: number | undefined): Promise<DeletedResponse> {
  const deleted = await db.transaction(async (tx) => {
    await lockRecord(tx, shows, 'show', siteId, id, revision);
    refuseIfUsed(await itemListedOnSite(tx, siteId, ListKind.Shows, id, 'exhibition'));
    const entries = chosenListEntries(siteId, ListKind.Shows, id);
    const [row, works, shownArtists, photos, listed] = await Promise.all([
      tx.select().from(shows).where(eq(shows.id, id)),
      tx.select().from(showArtworks).where(eq(showArtworks.showId, id)),
      tx.select().from(showArtists).where(eq(showArtists.showId, id)),
      tx.select().from(showPhotos).where(eq(showPhotos.showId, id)),
      tx.select().from(chosenListItems).where(entries),
    ]);
    await tx.delete(chosenListItems).where(entries);
    await tx.delete(shows).where(eq(shows.id, id));
    return trashRecord(tx, siteId, 'show', id, row[0].title, { shows: row, showArtworks: works, showArtists: shownArtists, showPhotos: photos, chosenListItems: listed });
  });
  await contentChanged(db, siteId);
  return deleted;
}
