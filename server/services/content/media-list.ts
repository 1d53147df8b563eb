import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ListKind, type PublicMediaListQuery, type PublicMediaListResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { images, inventory } from '../../db/schema';
import { hasMore, pageSize, toImage } from './format';
import { chosenListPosition, hasAnyTag, inChosenList } from './sources';

/**
 * Media lists: the site's pictures that are not an artwork's own (uploads, installation views), newest
 * first; with inventoryId, that work's pictures; with artistId, the pictures about that artist and
 * those of the artist's works.
 */
export async function listMedia(db: Db, siteId: number, query: PublicMediaListQuery): Promise<PublicMediaListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { media: [], hasMore: false };
  const where: SQL[] = [eq(images.siteId, siteId)];
  if (query.inventoryId) where.push(eq(images.inventoryId, query.inventoryId));
  else if (query.artistId)
    where.push(sql`(${images.artistId} = ${query.artistId} or ${images.inventoryId} in (select ${inventory.id} from ${inventory} where ${inventory.artistId} = ${query.artistId} and ${inventory.siteId} = ${siteId} and ${inventory.active}))`);
  else if (query.listId === undefined) where.push(isNull(images.inventoryId));
  if (query.listId !== undefined) where.push(inChosenList(siteId, query.listId, ListKind.Media, images.id));
  if (query.tags?.length) where.push(hasAnyTag(images.tags, query.tags));
  const rows = await db
    .select()
    .from(images)
    .where(and(...where))
    .orderBy(...(query.listId !== undefined ? [asc(chosenListPosition(query.listId, images.id))] : []), asc(images.position), desc(images.createdAt), desc(images.id))
    .limit(size + 1)
    .offset(query.offset);
  return {
    media: rows.slice(0, size).map((i) => ({ ...toImage(i), title: i.title, caption: i.caption, artistId: i.artistId, inventoryId: i.inventoryId, tags: i.tags })),
    hasMore: hasMore(rows.length, size, query.offset, query.maxLimit),
  };
}
