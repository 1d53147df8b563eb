import { and, asc, desc, eq, ilike, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  formatMoney,
  type Artist,
  type ArtistListResponse,
  type artistListQuerySchema,
  type Edition,
  type InventoryImage,
  type InventoryItem,
  type InventoryListQuery,
  type InventoryListResponse,
} from '../../schema';
import type { Db } from '../db/client';
import { artists, editions, images, inventory, sites } from '../db/schema';

/**
 * The site's catalogue as the API and the renderer see it: rows mapped to schema/api/content.ts.
 * Lists fetch one row more than they return to learn whether there is another page, and load the
 * editions and images of a whole page in one query each.
 */

export type ArtistListQuery = z.infer<typeof artistListQuerySchema>;

/** Spec sort orders for inventory lists. */
const ORDER_PRICE = 3;
const ORDER_TITLE = 4;
const ORDER_ARTIST = 5;
/** Spec status filter: only available works. */
const STATUS_AVAILABLE = 5;
const UNITS = ['in', 'cm', 'ft'];
/** Made once: building a number format per call costs more than the whole row mapping. */
const SIZE_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

type InventoryRow = typeof inventory.$inferSelect;
type ArtistRow = typeof artists.$inferSelect;
type EditionRow = typeof editions.$inferSelect;
/** What a visitor needs of an image: not the generator recipe, which only /img reads. */
const IMAGE_COLUMNS = { id: images.id, inventoryId: images.inventoryId, extension: images.extension, width: images.width, height: images.height, alt: images.alt };
type ImageRow = Pick<typeof images.$inferSelect, keyof typeof IMAGE_COLUMNS>;

/** How many rows a page may return: maxLimit caps the whole list. */
function pageSize(limit: number, offset: number, maxLimit: number | null | undefined): number {
  return maxLimit ? Math.max(0, Math.min(limit, maxLimit - offset)) : limit;
}

/** Whether another page follows: the extra row exists and maxLimit has not been reached. */
function hasMore(fetched: number, size: number, offset: number, maxLimit: number | null | undefined): boolean {
  return fetched > size && (!maxLimit || offset + size < maxLimit);
}

/** An edition that can be bought now. */
const sellableEdition = sql`exists (select 1 from ${editions} where ${editions.inventoryId} = ${inventory.id} and ${editions.active} and not ${editions.isOnHold} and ${editions.quantity} > 0)`;

export async function listInventory(db: Db, siteId: number, query: InventoryListQuery): Promise<InventoryListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { inventory: [], hasMore: false };

  const where: SQL[] = [eq(inventory.siteId, siteId), eq(inventory.active, true)];
  if (query.artistId) where.push(eq(inventory.artistId, query.artistId));
  if (query.inventoryId) where.push(eq(inventory.id, query.inventoryId));
  if (query.type !== undefined) where.push(eq(inventory.type, query.type));
  if (query.status === STATUS_AVAILABLE) where.push(sellableEdition);
  if (query.q?.trim()) {
    const pattern = `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(inventory.title, pattern), ilike(artists.name, pattern))!);
  }

  // The lowest active price per work, joined as one grouped scan rather than a subquery per row.
  const prices = db
    .select({ inventoryId: editions.inventoryId, lowest: min(editions.price).as('lowest') })
    .from(editions)
    .where(and(eq(editions.siteId, siteId), eq(editions.active, true)))
    .groupBy(editions.inventoryId)
    .as('prices');
  const byPrice = query.order === ORDER_PRICE;

  const dir = query.dir === 'desc' ? desc : asc;
  const nullsLast = (expr: SQL) => sql`${expr} ${sql.raw(query.dir === 'desc' ? 'desc' : 'asc')} nulls last`;
  const order: SQL[] =
    byPrice
      ? [nullsLast(sql`${prices.lowest}`)]
      : query.order === ORDER_TITLE
        ? [dir(sql`lower(${inventory.title})`)]
        : query.order === ORDER_ARTIST
          ? [nullsLast(sql`lower(${artists.name})`), asc(sql`lower(${inventory.title})`)]
          : [dir(inventory.sortOrder)];

  const base = db.select({ inventory, artists }).from(inventory).leftJoin(artists, eq(artists.id, inventory.artistId)).$dynamic();
  const rows = await (byPrice ? base.leftJoin(prices, eq(prices.inventoryId, inventory.id)) : base)
    .where(and(...where))
    .orderBy(...order, dir(inventory.id))
    .limit(size + 1)
    .offset(query.offset);

  const page = rows.slice(0, size);
  return { inventory: await toItems(db, siteId, page), hasMore: hasMore(rows.length, size, query.offset, query.maxLimit) };
}

/** One active artwork of the site with its editions and images; null when there is none. */
export async function getInventoryItem(db: Db, siteId: number, inventoryId: number): Promise<InventoryItem | null> {
  const rows = await db
    .select()
    .from(inventory)
    .leftJoin(artists, eq(artists.id, inventory.artistId))
    .where(and(eq(inventory.siteId, siteId), eq(inventory.id, inventoryId), eq(inventory.active, true)))
    .limit(1);
  const [item] = await toItems(db, siteId, rows);
  return item ?? null;
}

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

async function toItems(db: Db, siteId: number, rows: { inventory: InventoryRow; artists: ArtistRow | null }[]): Promise<InventoryItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.inventory.id);
  const [[site], editionRows, imageRows] = await Promise.all([
    db.select({ canReceiveOffers: sites.canReceiveOffers }).from(sites).where(eq(sites.id, siteId)),
    db.select().from(editions).where(inArray(editions.inventoryId, ids)).orderBy(asc(editions.id)),
    db.select(IMAGE_COLUMNS).from(images).where(inArray(images.inventoryId, ids)).orderBy(asc(images.position), asc(images.id)),
  ]);
  const editionsBy = groupBy(editionRows, (e) => e.inventoryId);
  const imagesBy = groupBy(imageRows, (i) => i.inventoryId!);

  return rows.map(({ inventory: row, artists: artist }) => {
    const itemEditions = (editionsBy.get(row.id) ?? []).map(toEdition);
    return {
      id: row.id,
      inventoryId: row.id,
      title: row.title,
      date: row.date,
      medium: row.medium,
      type: row.type,
      subType: row.subType,
      sku: row.sku,
      notes: row.notes,
      available: row.active && itemEditions.some((e) => e.active && !e.isOnHold && e.quantity > 0),
      canInquire: true,
      canReceiveOffers: site?.canReceiveOffers ?? false,
      artist: artist ? { artistId: artist.id, name: artist.name, lifespan: lifespan(artist.beginDate, artist.endDate) } : null,
      images: (imagesBy.get(row.id) ?? []).map(toImage),
      editions: itemEditions,
      dimensionsText: row.dimensionsText,
      creditLine: row.creditLine,
    };
  });
}

function toEdition(e: EditionRow): Edition {
  return {
    editionId: e.id,
    edition: e.label,
    editionType: e.editionType,
    number: e.number,
    price: formatMoney(e.price, e.currencyCode),
    priceValue: e.price,
    currencyCode: e.currencyCode,
    active: e.active,
    isOnHold: e.isOnHold,
    isSold: e.quantity === 0,
    quantity: e.quantity,
    dimensions: { width: e.width, height: e.height, depth: e.depth, metric: e.metric, formatted: formatDimensions(e.height, e.width, e.depth, e.metric) },
    framing: e.framing,
    isFramed: e.isFramed,
  };
}

function toImage(i: ImageRow): InventoryImage {
  return { id: i.id, extension: i.extension, width: i.width, height: i.height, imageAlt: i.alt };
}

/** '61 × 50.8 cm': height × width [× depth] in the edition's unit; empty when the size is unknown. */
export function formatDimensions(height: number | null, width: number | null, depth: number | null, metric: number): string {
  if (height === null || width === null) return '';
  const parts = [height, width, ...(depth !== null ? [depth] : [])].map((n) => SIZE_FORMAT.format(n));
  return `${parts.join(' × ')} ${UNITS[metric] ?? 'cm'}`;
}

/** '1904–1989', 'born 1945', 'died 1890', or null when neither year is known. */
export function lifespan(beginDate: number | null, endDate: number | null): string | null {
  if (beginDate && endDate) return `${beginDate}–${endDate}`;
  if (beginDate) return `born ${beginDate}`;
  if (endDate) return `died ${endDate}`;
  return null;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}
