import { and, asc, eq, sql } from 'drizzle-orm';
import { images } from '../../db/schema';
import { mediaKey, type MediaStore } from '../site/media-store';
import { badField, rowsOf, type Tx } from './records';

/**
 * A work's pictures are the site's images whose inventory_id names it, in position order (the first is
 * the primary one); that is how visitors' pages read them. The owner picks them from the media library:
 * a picture chosen moves from the library to the work, and one taken off goes back to the library.
 */

/** Makes the work's pictures exactly the ids, in that order. */
export async function setArtworkImages(tx: Tx, siteId: number, artworkId: number, ids: number[]): Promise<void> {
  if (ids.length) {
    const rows = await rowsOf<{ id: number; inventoryId: number | null }>(
      tx,
      sql`select id, inventory_id as "inventoryId" from ${images} where site_id = ${siteId} and id = any(${sql.param(ids)}::int[]) for update`,
    );
    const found = new Map(rows.map((r) => [r.id, r.inventoryId]));
    for (const id of ids) {
      if (!found.has(id)) throw badField('images', `There is no picture ${id} in this site’s media library.`);
      const owner = found.get(id);
      if (owner !== null && owner !== artworkId) throw badField('images', `Picture ${id} belongs to another artwork. Choose a picture from the media library.`);
    }
  }
  await tx.execute(sql`update ${images} set inventory_id = null, position = 0 where inventory_id = ${artworkId} and not (id = any(${sql.param(ids)}::int[]))`);
  if (!ids.length) return;
  await tx.execute(sql`
    update ${images} set inventory_id = ${artworkId}, position = chosen.position - 1
    from unnest(${sql.param(ids)}::int[]) with ordinality as chosen(id, position)
    where ${images.id} = chosen.id`);
}

/**
 * Copies a work's pictures for its duplicate: new image rows (a picture belongs to one work), with the
 * uploaded files copied in the store; generated demo pictures need only their recipe.
 */
export async function copyArtworkImages(tx: Tx, store: MediaStore, fromId: number, toId: number): Promise<void> {
  const rows = await tx.select().from(images).where(eq(images.inventoryId, fromId)).orderBy(asc(images.position), asc(images.id));
  for (const { id, createdAt: _createdAt, ...row } of rows) {
    const [copy] = await tx.insert(images).values({ ...row, inventoryId: toId }).returning({ id: images.id });
    if (row.generator !== null) continue;
    const data = await store.read(mediaKey(id, row.extension));
    if (data) await store.write(mediaKey(copy.id, row.extension), data);
  }
}

/** The work's image rows, for its snapshot in the trash. */
export function artworkImageRows(tx: Tx, siteId: number, artworkId: number) {
  return tx.select().from(images).where(and(eq(images.inventoryId, artworkId), eq(images.siteId, siteId)));
}
