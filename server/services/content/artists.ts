import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ListKind, type Artist, type ArtistListQuery, type ArtistListResponse, type InventoryImage } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, images, inventory } from '../../db/schema';
import { hasMore, lifespan, pageSize, toImage } from './format';
import { chosenListPosition, hasAnyTag, inChosenList } from './sources';

const IMAGE_COLUMNS = { id: images.id, extension: images.extension, width: images.width, height: images.height, alt: images.alt };
/** Spec sort order for artist lists: by name. */
const ORDER_NAME = 5;

/** A page of the site's artists (the owner's order, by name, or a chosen list's), each with its pictures. */
export async function listArtists(db: Db, siteId: number, query: ArtistListQuery): Promise<ArtistListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { artists: [], hasMore: false };
  const where: SQL[] = [eq(artists.siteId, siteId)];
  if (query.listId !== undefined) where.push(inChosenList(siteId, query.listId, ListKind.Artists, artists.id));
  if (query.tags?.length) where.push(hasAnyTag(artists.tags, query.tags));
  const dir = query.dir === 'desc' ? desc : asc;
  const order =
    query.listId !== undefined
      ? [asc(chosenListPosition(query.listId, artists.id))]
      : query.order === ORDER_NAME
        ? [dir(sql`lower(${artists.name})`)]
        : [asc(artists.sortOrder), asc(artists.name)];
  const rows = await db
    .select()
    .from(artists)
    .where(and(...where))
    .orderBy(...order, asc(artists.id))
    .limit(size + 1)
    .offset(query.offset);
  return { artists: await withPictures(db, siteId, rows.slice(0, size)), hasMore: hasMore(rows.length, size, query.offset, query.maxLimit) };
}

/** One artist of the site, or null. */
export async function getArtist(db: Db, siteId: number, artistId: number): Promise<Artist | null> {
  const rows = await db.select().from(artists).where(and(eq(artists.siteId, siteId), eq(artists.id, artistId)));
  const [artist] = await withPictures(db, siteId, rows);
  return artist ?? null;
}

/** The names of some of the site's artists, keyed by id; ids of no artist of the site are left out. */
export async function artistNames(db: Db, siteId: number, artistIds: number[]): Promise<Record<string, string>> {
  if (artistIds.length === 0) return {};
  const rows = await db
    .select({ id: artists.id, name: artists.name })
    .from(artists)
    .where(and(eq(artists.siteId, siteId), inArray(artists.id, artistIds)));
  return Object.fromEntries(rows.map((row) => [String(row.id), row.name]));
}

/** The most states the artist state filter offers: more is a list no visitor reads. */
const MAX_ARTIST_STATES = 200;

/**
 * The states the site's artists with a work on show are in, each once whatever its case (as the
 * filter matches it), in alphabetical order: the options of the inventory filter bar's artist state.
 */
export async function artistStates(db: Db, siteId: number): Promise<string[]> {
  const rows = await db
    // One spelling per state, the first artist's, so the options do not depend on the collation.
    .select({ state: sql<string>`(array_agg(${artists.state} order by ${artists.id}))[1]` })
    .from(artists)
    .where(
      and(
        eq(artists.siteId, siteId),
        sql`btrim(${artists.state}) <> ''`,
        sql`exists (select 1 from ${inventory} where ${inventory.artistId} = ${artists.id} and ${inventory.siteId} = ${siteId} and ${inventory.active})`,
      ),
    )
    .groupBy(sql`lower(${artists.state})`)
    .orderBy(sql`lower(${artists.state})`)
    .limit(MAX_ARTIST_STATES);
  return rows.map((row) => row.state);
}

type ArtistRow = typeof artists.$inferSelect;

/**
 * Each artist's cover and profile pictures: the owner's own where set, else the first picture of the
 * artist's first active work as the cover (a profile stays empty, and the profile block hides).
 */
async function withPictures(db: Db, siteId: number, page: ArtistRow[]): Promise<Artist[]> {
  const covers = new Map<number, InventoryImage>();
  const own = new Map<number, InventoryImage>();
  if (page.length) {
    const ownIds = page.flatMap((a) => [a.coverImageId, a.profileImageId]).filter((id): id is number => id !== null);
    const [coverRows, ownRows] = await Promise.all([
      db
        .selectDistinctOn([inventory.artistId], { artistId: inventory.artistId, image: IMAGE_COLUMNS })
        .from(inventory)
        .innerJoin(images, eq(images.inventoryId, inventory.id))
        .where(and(eq(inventory.siteId, siteId), eq(inventory.active, true), inArray(inventory.artistId, page.map((a) => a.id))))
        .orderBy(inventory.artistId, inventory.sortOrder, inventory.id, images.position, images.id),
      ownIds.length ? db.select(IMAGE_COLUMNS).from(images).where(and(eq(images.siteId, siteId), inArray(images.id, ownIds))) : Promise.resolve([]),
    ]);
    for (const row of coverRows) covers.set(row.artistId!, toImage(row.image));
    for (const row of ownRows) own.set(row.id, toImage(row));
  }
  return page.map((a) => ({
    artistId: a.id,
    id: a.id,
    name: a.name,
    lifespan: lifespan(a.beginDate, a.endDate),
    country: a.nationality ?? a.country,
    address: { country: a.country, state: a.state },
    bio: a.bio,
    biography: a.biography?.trim() ? a.biography : null,
    curriculumVitae: a.curriculumVitae?.trim() ? a.curriculumVitae : null,
    url: a.url,
    cover: (a.coverImageId !== null ? own.get(a.coverImageId) : undefined) ?? covers.get(a.id) ?? null,
    profile: (a.profileImageId !== null ? own.get(a.profileImageId) : undefined) ?? null,
    tags: a.tags,
  }));
}
