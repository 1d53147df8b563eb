import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { isoDay, ListKind, ListSource, showDates, ShowStatus, type Show, type ShowListQuery, type ShowListResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, images, showArtists, showPhotos, shows } from '../../db/schema';
import { groupBy, hasMore, lifespan, pageSize, toImage } from './format';
import { chosenListPosition, hasAnyTag, inChosenList } from './sources';

/**
 * Exhibitions: a page of the site's shows, newest first (by a chosen list's order when the list is
 * chosen), each with its cover, installation photos and artists.
 */

const IMAGE_COLUMNS = { id: images.id, extension: images.extension, width: images.width, height: images.height, alt: images.alt };

/** Which shows a status keeps, by their dates against today (a show without dates is current). */
function statusCondition(status: number | undefined, today: string): SQL | undefined {
  const started = or(isNull(shows.startDate), lte(shows.startDate, today));
  const notEnded = or(isNull(shows.endDate), gte(shows.endDate, today));
  switch (status) {
    case ShowStatus.Current:
      return and(started, notEnded);
    case ShowStatus.Upcoming:
      return sql`${shows.startDate} > ${today}`;
    case ShowStatus.Past:
      return lt(shows.endDate, today);
    case ShowStatus.CurrentAndUpcoming:
      return notEnded;
    default:
      return undefined;
  }
}

export async function listShows(db: Db, siteId: number, query: ShowListQuery, now = new Date()): Promise<ShowListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { shows: [], hasMore: false };
  const where: Array<SQL | undefined> = [eq(shows.siteId, siteId), statusCondition(query.status, isoDay(now))];
  const byList = query.listId !== undefined && (query.status === undefined || query.status === ListSource.ChosenList);
  if (query.listId !== undefined) where.push(inChosenList(siteId, query.listId, ListKind.Shows, shows.id));
  if (query.tags?.length) where.push(hasAnyTag(shows.tags, query.tags));
  if (query.artistId) where.push(sql`${shows.id} in (select ${showArtists.showId} from ${showArtists} where ${showArtists.artistId} = ${query.artistId})`);
  const rows = await db
    .select({ show: shows, cover: IMAGE_COLUMNS })
    .from(shows)
    .leftJoin(images, and(eq(images.id, shows.coverImageId), eq(images.siteId, siteId)))
    .where(and(...where.filter((c): c is SQL => c !== undefined)))
    .orderBy(...(byList ? [asc(chosenListPosition(query.listId!, shows.id))] : []), desc(sql`coalesce(${shows.startDate}, ${shows.endDate})`), asc(shows.sortOrder), desc(shows.id))
    .limit(size + 1)
    .offset(query.offset);
  const page = rows.slice(0, size);
  return { shows: await withDetails(db, page), hasMore: hasMore(rows.length, size, query.offset, query.maxLimit) };
}

/** One show of the site, or null. */
export async function getShow(db: Db, siteId: number, showId: number): Promise<Show | null> {
  const rows = await db
    .select({ show: shows, cover: IMAGE_COLUMNS })
    .from(shows)
    .leftJoin(images, and(eq(images.id, shows.coverImageId), eq(images.siteId, siteId)))
    .where(and(eq(shows.siteId, siteId), eq(shows.id, showId)));
  const [show] = await withDetails(db, rows);
  return show ?? null;
}

type Row = { show: typeof shows.$inferSelect; cover: { id: number | null; extension: string | null; width: number | null; height: number | null; alt: string | null } | null };

async function withDetails(db: Db, rows: Row[]): Promise<Show[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.show.id);
  const [photoRows, artistRows] = await Promise.all([
    db
      .select({ showId: showPhotos.showId, image: IMAGE_COLUMNS })
      .from(showPhotos)
      .innerJoin(images, eq(images.id, showPhotos.imageId))
      .where(inArray(showPhotos.showId, ids))
      .orderBy(asc(showPhotos.position)),
    db
      .select({ showId: showArtists.showId, id: artists.id, name: artists.name, begin: artists.beginDate, end: artists.endDate })
      .from(showArtists)
      .innerJoin(artists, eq(artists.id, showArtists.artistId))
      .where(inArray(showArtists.showId, ids))
      .orderBy(asc(showArtists.position)),
  ]);
  const photosBy = groupBy(photoRows, (r) => r.showId);
  const artistsBy = groupBy(artistRows, (r) => r.showId);
  return rows.map(({ show, cover }) => ({
    showId: show.id,
    id: show.id,
    title: show.title,
    date: showDates(show.startDate, show.endDate),
    startDate: show.startDate,
    endDate: show.endDate,
    description: show.description,
    openingReception: show.openingReception,
    image: cover?.id != null ? toImage(cover as Parameters<typeof toImage>[0]) : null,
    photos: (photosBy.get(show.id) ?? []).map((p) => toImage(p.image)),
    artists: (artistsBy.get(show.id) ?? []).map((a) => ({ artistId: a.id, name: a.name, lifespan: lifespan(a.begin, a.end) })),
    tags: show.tags,
  }));
}
