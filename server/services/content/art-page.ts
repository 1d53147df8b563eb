import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { InventoryItem } from '../../../schema';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { artists, editions, images, inventory, sites } from '../../db/schema';
import { toEdition, toImage, type EditionFields, type ImageRow } from './format';
import { ITEM_COLUMNS, toItem } from './inventory';

/**
 * An art page's works in one prepared statement: the work, and the first few other works by its artist
 * in the site's order, each with its editions and images as JSON. A list page reads its works, then their
 * editions, then their images (three queries, inventory.ts); for a page read afresh on every visit to a
 * new work, one round trip to the database serves about twice as many pages a second.
 */

/** The edition fields toEdition takes, by the name JSON gives each (a timestamp comes as text). */
const EDITION_JSON = {
  id: editions.id,
  label: editions.label,
  editionType: editions.editionType,
  number: editions.number,
  price: editions.price,
  currencyCode: editions.currencyCode,
  prices: editions.prices,
  active: editions.active,
  isOnHold: editions.isOnHold,
  heldUntil: editions.heldUntil,
  quantity: editions.quantity,
  width: editions.width,
  height: editions.height,
  depth: editions.depth,
  metric: editions.metric,
  alternateDimensions: editions.alternateDimensions,
  framing: editions.framing,
  isFramed: editions.isFramed,
  mounting: editions.mounting,
} satisfies Record<keyof EditionFields, AnyColumn>;
type EditionJson = Omit<EditionFields, 'heldUntil'> & { heldUntil: string | null };

const IMAGE_JSON = { id: images.id, extension: images.extension, width: images.width, height: images.height, alt: images.alt } satisfies Record<keyof ImageRow, AnyColumn>;

/** json_build_object('key', column, …) of our own constant keys. */
function jsonObject(fields: Record<string, AnyColumn>) {
  return sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
}

const editionsOfWork = sql<EditionJson[]>`(select coalesce(json_agg(${jsonObject(EDITION_JSON)} order by ${editions.id}), '[]') from ${editions} where ${editions.inventoryId} = ${inventory.id})`;
const imagesOfWork = sql<ImageRow[]>`(select coalesce(json_agg(${jsonObject(IMAGE_JSON)} order by ${images.position}, ${images.id}), '[]') from ${images} where ${images.inventoryId} = ${inventory.id})`;

function artPageStatement(db: Db) {
  return prepared(db, 'inventory_art_page', (d, name) => {
    const columns = { ...ITEM_COLUMNS, editions: editionsOfWork.as('editions'), images: imagesOfWork.as('images'), sortOrder: inventory.sortOrder };
    const active = and(eq(inventory.siteId, sql.placeholder('siteId')), eq(inventory.active, true));
    const work = d
      .select({ ...columns, related: sql<number>`0`.as('related') })
      .from(inventory)
      .innerJoin(sites, eq(sites.id, inventory.siteId))
      .leftJoin(artists, eq(artists.id, inventory.artistId))
      .where(and(active, eq(inventory.id, sql.placeholder('inventoryId'))));
    // The artist's other works: the subquery finds the artist of the work, which the index on
    // (artist_id, sort_order, id) then walks in order.
    const others = d
      .select({ ...columns, related: sql<number>`1`.as('related') })
      .from(inventory)
      .innerJoin(sites, eq(sites.id, inventory.siteId))
      .leftJoin(artists, eq(artists.id, inventory.artistId))
      .where(
        and(
          active,
          sql`${inventory.artistId} = (select w.artist_id from inventory w where w.id = ${sql.placeholder('inventoryId')} and w.site_id = ${sql.placeholder('siteId')} and w.active)`,
          sql`${inventory.id} <> ${sql.placeholder('inventoryId')}`,
        ),
      )
      .orderBy(asc(inventory.sortOrder), asc(inventory.id))
      .limit(sql.placeholder('related'));
    // The work first, then the others in the site's order (the 1st column is the work's id).
    return work.unionAll(others).orderBy(sql`related`, sql`sort_order`, sql`1`).prepare(name);
  });
}

/** An active work of the site and up to `related` other active works by its artist; null when there is no such work. */
export async function getInventoryItemWithRelated(db: Db, siteId: number, inventoryId: number, related: number): Promise<{ item: InventoryItem; related: InventoryItem[] } | null> {
  const rows = await artPageStatement(db).execute({ siteId, inventoryId, related });
  if (rows[0]?.id !== inventoryId) return null;
  const [item, ...others] = rows.map((row) =>
    toItem(
      row,
      row.editions.map((e) => toEdition({ ...e, heldUntil: e.heldUntil === null ? null : new Date(e.heldUntil) })),
      row.images.map(toImage),
    ),
  );
  return { item, related: others };
}
