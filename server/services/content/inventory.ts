import { and, asc, desc, eq, ilike, min, or, sql, type SQL } from 'drizzle-orm';
import type { InventoryItem, InventoryListQuery, InventoryListResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { artists, editions, images, inventory, sites } from '../../db/schema';
import { groupBy, hasMore, lifespan, pageSize, toEdition, toImage } from './format';

/**
 * The site's artworks as the API and the renderer see them. A page is three prepared queries whatever
 * its size: the works (with their artist and the site's offer setting), then the editions and the
 * images of the whole page, one query each. Each combination of filters and order is its own prepared
 * statement, built the first time it is asked for.
 */

/** Spec sort orders for inventory lists. */
const ORDER_PRICE = 3;
const ORDER_TITLE = 4;
const ORDER_ARTIST = 5;
/** Spec status filter: only available works. */
const STATUS_AVAILABLE = 5;

/** What a list item shows of its work and artist: not the whole rows. */
const ITEM_COLUMNS = {
  id: inventory.id,
  title: inventory.title,
  date: inventory.date,
  medium: inventory.medium,
  type: inventory.type,
  subType: inventory.subType,
  sku: inventory.sku,
  notes: inventory.notes,
  active: inventory.active,
  dimensionsText: inventory.dimensionsText,
  creditLine: inventory.creditLine,
  artistId: artists.id,
  artistName: artists.name,
  artistBegin: artists.beginDate,
  artistEnd: artists.endDate,
  canReceiveOffers: sites.canReceiveOffers,
};

/** An edition that can be bought now. */
const sellableEdition = sql`exists (select 1 from ${editions} where ${editions.inventoryId} = ${inventory.id} and ${editions.active} and not ${editions.isOnHold} and ${editions.quantity} > 0)`;

/** The parts of a list query that change its SQL; the values go in as parameters. */
interface ListShape {
  artist: boolean;
  item: boolean;
  type: boolean;
  available: boolean;
  search: boolean;
  order: 'default' | 'price' | 'title' | 'artist';
  desc: boolean;
}

function shapeOf(query: InventoryListQuery): ListShape {
  const order = query.order === ORDER_PRICE ? 'price' : query.order === ORDER_TITLE ? 'title' : query.order === ORDER_ARTIST ? 'artist' : 'default';
  return {
    artist: Boolean(query.artistId),
    item: Boolean(query.inventoryId),
    type: query.type !== undefined,
    available: query.status === STATUS_AVAILABLE,
    search: Boolean(query.q?.trim()),
    order,
    desc: query.dir === 'desc',
  };
}

function listStatement(db: Db, shape: ListShape) {
  const name = `inventory_list_${Object.values(shape).map((v) => (v === true ? 1 : v === false ? 0 : v)).join('_')}`;
  return prepared(db, name, (d, statementName) => {
    const p = (key: string) => sql.placeholder(key);
    const where: SQL[] = [eq(inventory.siteId, p('siteId')), eq(inventory.active, true)];
    if (shape.artist) where.push(eq(inventory.artistId, p('artistId')));
    if (shape.item) where.push(eq(inventory.id, p('inventoryId')));
    if (shape.type) where.push(eq(inventory.type, p('type')));
    if (shape.available) where.push(sellableEdition);
    if (shape.search) where.push(or(ilike(inventory.title, p('pattern')), ilike(artists.name, p('pattern')))!);

    const dir = shape.desc ? desc : asc;
    const nullsLast = (expr: SQL) => sql`${expr} ${sql.raw(shape.desc ? 'desc' : 'asc')} nulls last`;
    // The lowest active price per work, joined as one grouped scan rather than a subquery per row.
    const prices = d
      .select({ inventoryId: editions.inventoryId, lowest: min(editions.price).as('lowest') })
      .from(editions)
      .where(and(eq(editions.siteId, p('siteId')), eq(editions.active, true)))
      .groupBy(editions.inventoryId)
      .as('prices');
    const order: SQL[] =
      shape.order === 'price'
        ? [nullsLast(sql`${prices.lowest}`)]
        : shape.order === 'title'
          ? [dir(sql`lower(${inventory.title})`)]
          : shape.order === 'artist'
            ? [nullsLast(sql`lower(${artists.name})`), asc(sql`lower(${inventory.title})`)]
            : [dir(inventory.sortOrder)];

    const base = d
      .select(ITEM_COLUMNS)
      .from(inventory)
      .innerJoin(sites, eq(sites.id, inventory.siteId))
      .leftJoin(artists, eq(artists.id, inventory.artistId))
      .$dynamic();
    return (shape.order === 'price' ? base.leftJoin(prices, eq(prices.inventoryId, inventory.id)) : base)
      .where(and(...where))
      .orderBy(...order, dir(inventory.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(statementName);
  });
}

export async function listInventory(db: Db, siteId: number, query: InventoryListQuery): Promise<InventoryListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { inventory: [], hasMore: false };
  const q = query.q?.trim();
  const rows = await listStatement(db, shapeOf(query)).execute({
    siteId,
    artistId: query.artistId,
    inventoryId: query.inventoryId,
    type: query.type,
    pattern: q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
    limit: size + 1,
    offset: query.offset,
  });
  const page = rows.slice(0, size);
  return { inventory: await toItems(db, page), hasMore: hasMore(rows.length, size, query.offset, query.maxLimit) };
}

/** One active artwork of the site with its editions and images; null when there is none. */
export async function getInventoryItem(db: Db, siteId: number, inventoryId: number): Promise<InventoryItem | null> {
  const { inventory: items } = await listInventory(db, siteId, { limit: 1, offset: 0, inventoryId });
  return items[0] ?? null;
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof listStatement>['execute']>>[number];

function pageEditions(db: Db) {
  return prepared(db, 'inventory_page_editions', (d, name) =>
    d
      .select()
      .from(editions)
      .where(sql`${editions.inventoryId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(editions.id))
      .prepare(name),
  );
}

function pageImages(db: Db) {
  return prepared(db, 'inventory_page_images', (d, name) =>
    d
      .select({ id: images.id, inventoryId: images.inventoryId, extension: images.extension, width: images.width, height: images.height, alt: images.alt })
      .from(images)
      .where(sql`${images.inventoryId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(images.position), asc(images.id))
      .prepare(name),
  );
}

async function toItems(db: Db, rows: ItemRow[]): Promise<InventoryItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [editionRows, imageRows] = await Promise.all([pageEditions(db).execute({ ids }), pageImages(db).execute({ ids })]);
  const editionsBy = groupBy(editionRows, (e) => e.inventoryId);
  const imagesBy = groupBy(imageRows, (i) => i.inventoryId!);

  return rows.map((row) => {
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
      canReceiveOffers: row.canReceiveOffers,
      artist: row.artistId !== null ? { artistId: row.artistId, name: row.artistName!, lifespan: lifespan(row.artistBegin, row.artistEnd) } : null,
      images: (imagesBy.get(row.id) ?? []).map(toImage),
      editions: itemEditions,
      dimensionsText: row.dimensionsText,
      creditLine: row.creditLine,
    };
  });
}
