import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SearchType, showDates, type SearchResult } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, images, inventory, posts, showArtists, shows } from '../../db/schema';
import { lifespan, toImage, type ImageRow } from './format';

/**
 * Search hits described as their result cells show them: one lean query per kind on the page (title,
 * a date line, a short text, one picture), not the full list items, so a page of mixed results costs
 * at most four small queries.
 */

export interface SearchHit {
  kind: number;
  id: number;
}

const IMAGE = { id: images.id, extension: images.extension, width: images.width, height: images.height, alt: images.alt };

function picture(row: { [K in keyof ImageRow]: ImageRow[K] | null } | null): SearchResult['image'] {
  return row?.id != null ? toImage(row as ImageRow) : null;
}

/** Works: the title, the artist's name and the date, the medium, and the first picture. */
async function works(db: Db, siteId: number, ids: number[]): Promise<SearchResult[]> {
  const first = db
    .select(IMAGE)
    .from(images)
    .where(eq(images.inventoryId, inventory.id))
    .orderBy(asc(images.position), asc(images.id))
    .limit(1)
    .as('first_image');
  const rows = await db
    .select({ id: inventory.id, title: inventory.title, date: inventory.date, medium: inventory.medium, artistName: artists.name, image: { id: first.id, extension: first.extension, width: first.width, height: first.height, alt: first.alt } })
    .from(inventory)
    .leftJoin(artists, eq(artists.id, inventory.artistId))
    .leftJoinLateral(first, sql`true`)
    .where(and(eq(inventory.siteId, siteId), inArray(inventory.id, ids)));
  return rows.map((r) => ({
    type: SearchType.Inventory,
    id: r.id,
    title: r.title,
    artistName: r.artistName,
    date: r.date,
    text: r.medium,
    image: picture(r.image),
    link: `art/${r.id}`,
  }));
}

/**
 * Artists: the name, lifespan and short bio, and the owner's profile or cover picture, else the first
 * picture of the artist's first active work (as the artist lists show them).
 */
async function artistResults(db: Db, siteId: number, ids: number[]): Promise<SearchResult[]> {
  const own = alias(images, 'own_image');
  const work = db
    .select(IMAGE)
    .from(inventory)
    .innerJoin(images, eq(images.inventoryId, inventory.id))
    .where(and(eq(inventory.siteId, siteId), eq(inventory.artistId, artists.id), eq(inventory.active, true)))
    .orderBy(asc(inventory.sortOrder), asc(inventory.id), asc(images.position), asc(images.id))
    .limit(1)
    .as('work_image');
  const rows = await db
    .select({
      id: artists.id,
      name: artists.name,
      beginDate: artists.beginDate,
      endDate: artists.endDate,
      bio: artists.bio,
      own: { id: own.id, extension: own.extension, width: own.width, height: own.height, alt: own.alt },
      work: { id: work.id, extension: work.extension, width: work.width, height: work.height, alt: work.alt },
    })
    .from(artists)
    .leftJoin(own, and(eq(own.siteId, siteId), eq(own.id, sql`coalesce(${artists.profileImageId}, ${artists.coverImageId})`)))
    .leftJoinLateral(work, sql`true`)
    .where(and(eq(artists.siteId, siteId), inArray(artists.id, ids)));
  return rows.map((r) => ({
    type: SearchType.Artist,
    id: r.id,
    title: r.name,
    artistName: null,
    date: lifespan(r.beginDate, r.endDate),
    text: r.bio,
    image: picture(r.own) ?? picture(r.work),
    link: `artist/${r.id}`,
  }));
}

/** Posts: the title, the publish date, the excerpt, the featured picture. */
async function postResults(db: Db, siteId: number, ids: number[], now: Date): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: posts.id, title: posts.title, publishedAt: posts.publishedAt, excerpt: posts.excerpt, image: IMAGE })
    .from(posts)
    .leftJoin(images, and(eq(images.id, posts.featuredImageId), eq(images.siteId, siteId)))
    .where(and(eq(posts.siteId, siteId), inArray(posts.id, ids), lte(posts.publishedAt, now)));
  return rows.map((r) => ({
    type: SearchType.Blog,
    id: r.id,
    title: r.title,
    artistName: null,
    date: new Date(r.publishedAt).toISOString(),
    text: r.excerpt || null,
    image: picture(r.image),
    link: `post/${r.id}`,
  }));
}

/** Shows: the title, the dates, the artists' names, the cover. */
async function showResults(db: Db, siteId: number, ids: number[]): Promise<SearchResult[]> {
  const names = sql<string | null>`(select string_agg(${artists.name}, ', ' order by ${showArtists.position}) from ${showArtists} join ${artists} on ${artists.id} = ${showArtists.artistId} where ${showArtists.showId} = ${shows.id})`;
  const rows = await db
    .select({ id: shows.id, title: shows.title, startDate: shows.startDate, endDate: shows.endDate, artistNames: names, image: IMAGE })
    .from(shows)
    .leftJoin(images, and(eq(images.id, shows.coverImageId), eq(images.siteId, siteId)))
    .where(and(eq(shows.siteId, siteId), inArray(shows.id, ids)));
  return rows.map((r) => ({
    type: SearchType.Show,
    id: r.id,
    title: r.title,
    artistName: null,
    date: showDates(r.startDate, r.endDate) || null,
    text: r.artistNames,
    image: picture(r.image),
    link: `show/${r.id}`,
  }));
}

/** The hits' cells, in the hits' order; a hit whose row has gone since is left out. */
export async function describeHits(db: Db, siteId: number, hits: SearchHit[], now = new Date()): Promise<SearchResult[]> {
  const idsOf = (kind: number) => hits.filter((h) => h.kind === kind).map((h) => h.id);
  const load = (kind: number, loader: (ids: number[]) => Promise<SearchResult[]>) => (idsOf(kind).length ? loader(idsOf(kind)) : Promise.resolve([]));
  const described = (
    await Promise.all([
      load(SearchType.Inventory, (ids) => works(db, siteId, ids)),
      load(SearchType.Artist, (ids) => artistResults(db, siteId, ids)),
      load(SearchType.Blog, (ids) => postResults(db, siteId, ids, now)),
      load(SearchType.Show, (ids) => showResults(db, siteId, ids)),
    ])
  ).flat();
  const byKey = new Map(described.map((r) => [`${r.type}:${r.id}`, r]));
  return hits.map((h) => byKey.get(`${h.kind}:${h.id}`)).filter((r): r is SearchResult => r !== undefined);
}
