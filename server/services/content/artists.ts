import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Artist, ArtistListResponse, artistListQuerySchema, InventoryImage } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, images, inventory } from '../../db/schema';
import { hasMore, lifespan, pageSize, toImage } from './format';

export type ArtistListQuery = z.infer<typeof artistListQuerySchema>;

const IMAGE_COLUMNS = { id: images.id, extension: images.extension, width: images.width, height: images.height, alt: images.alt };

/** A page of the site's artists, each with a cover picture. */
export async function listArtists(db: Db, siteId: number, query: ArtistListQuery): Promise<ArtistListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { artists: [], hasMore: false };
  const rows = await db
    .select()
    .from(artists)
    .where(eq(artists.siteId, siteId))
    .orderBy(asc(artists.sortOrder), asc(artists.name), asc(artists.id))
    .limit(size + 1)
    .offset(query.offset);
  const page = rows.slice(0, size);

  // Each artist's cover is the first picture of their first active work.
  const covers = new Map<number, InventoryImage>();
  if (page.length) {
    const coverRows = await db
      .selectDistinctOn([inventory.artistId], { artistId: inventory.artistId, image: IMAGE_COLUMNS })
      .from(inventory)
      .innerJoin(images, eq(images.inventoryId, inventory.id))
      .where(and(eq(inventory.siteId, siteId), eq(inventory.active, true), inArray(inventory.artistId, page.map((a) => a.id))))
      .orderBy(inventory.artistId, inventory.sortOrder, inventory.id, images.position, images.id);
    for (const row of coverRows) covers.set(row.artistId!, toImage(row.image));
  }
  const list: Artist[] = page.map((a) => ({
    artistId: a.id,
    id: a.id,
    name: a.name,
    lifespan: lifespan(a.beginDate, a.endDate),
    country: a.nationality,
    biography: a.bio,
    cover: covers.get(a.id) ?? null,
  }));
  return { artists: list, hasMore: hasMore(rows.length, size, query.offset, query.maxLimit) };
}

