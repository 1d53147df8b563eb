import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { InventoryOrder, type Edition, type InventoryImage, type InventoryItem, type InventoryListQuery, type InventoryListResponse } from '../../../schema';
import type { Db, Schema } from '../../db/client';
import { prepared } from '../../db/prepared';
import { artists, editions, images, inventory, sites } from '../../db/schema';
import { groupBy, hasMore, lifespan, pageSize, toEdition, toImage } from './format';
import { filterConditions, filterParams, filterShape, filterShapeKey, plannedPerValue, type FilterShape } from './inventory-filters';
import { chosenListPosition, showPosition } from './sources';

/**
 * The site's artworks as the API and the renderer see them. A page is three queries whatever its size:
 * the works (with their artist and the site's offer setting), then the editions and the images of the
 * whole page, one prepared query each. Each combination of filters and order is its own SQL (the
 * filters: ./inventory-filters.ts; how each is planned: pageRows).
 */

/** What a list item shows of its work and artist: not the whole rows. */
export const ITEM_COLUMNS = {
  id: inventory.id,
  title: inventory.title,
  subtitle: inventory.subtitle,
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
  workCanInquire: inventory.canInquire,
  workCanReceiveOffers: inventory.canReceiveOffers,
  contactUrl: inventory.contactUrl,
  seoTitle: inventory.seoTitle,
  seoDescription: inventory.seoDescription,
};

type Order = 'default' | 'list' | 'show' | 'price' | 'title' | 'artist';

/** The parts of a list query that change its SQL; the values go in as parameters. */
interface ListShape {
  filters: FilterShape;
  order: Order;
  desc: boolean;
}

/** The spec's sort orders; the default order of a chosen list or an exhibition is its own. */
function orderOf(query: InventoryListQuery): Order {
  switch (query.order) {
    case InventoryOrder.Price:
      return 'price';
    case InventoryOrder.Title:
      return 'title';
    case InventoryOrder.Artist:
      return 'artist';
    default:
      return query.listId !== undefined ? 'list' : query.showId !== undefined ? 'show' : 'default';
  }
}

function shapeOf(query: InventoryListQuery): ListShape {
  return { filters: filterShape(query), order: orderOf(query), desc: query.dir === 'desc' };
}

/** The ORDER BY of a sort, as the indexes on inventory (site, key, id) hold it, each way. */
function orderBy(shape: ListShape): SQL[] {
  const dir = shape.desc ? desc : asc;
  const nullsLast = (expr: AnyColumn) => sql`${expr} ${sql.raw(shape.desc ? 'desc' : 'asc')} nulls last`;
  switch (shape.order) {
    case 'price':
      return [nullsLast(inventory.lowestPrice), dir(inventory.id)];
    case 'title':
      return [dir(sql`lower(${inventory.title})`), dir(inventory.id)];
    case 'artist':
      // Z-A turns the artists around; each artist's works stay A-Z.
      return [nullsLast(inventory.artistSort), asc(sql`lower(${inventory.title})`), asc(inventory.id)];
    case 'list':
      return [dir(chosenListPosition(sql.placeholder('listId'), inventory.id)), dir(inventory.id)];
    case 'show':
      return [dir(showPosition(sql.placeholder('showId'), inventory.id)), dir(inventory.id)];
    default:
      return [dir(inventory.sortOrder), dir(inventory.id)];
  }
}

/** The SELECT of a list page: placeholders for every value (the filters' are in filterParams). */
function listQuery(d: Db | PgTransaction<PgQueryResultHKT, Schema>, shape: ListShape) {
  const where: SQL[] = [eq(inventory.siteId, sql.placeholder('siteId')), eq(inventory.active, true), ...filterConditions(shape.filters)];
  return d
    .select(ITEM_COLUMNS)
    .from(inventory)
    .innerJoin(sites, eq(sites.id, inventory.siteId))
    .leftJoin(artists, eq(artists.id, inventory.artistId))
    .where(and(...where))
    .orderBy(...orderBy(shape))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

function listStatement(db: Db, shape: ListShape) {
  const name = `inventory_list_${filterShapeKey(shape.filters)}_${shape.order}_${shape.desc ? 'd' : 'a'}`;
  return prepared(db, name, (d, statementName) => listQuery(d, shape).prepare(statementName));
}

/**
 * The rows of a page. The plain list of a site, an artist or the works on sale is a prepared statement,
 * planned once for any values (server/db/client.ts asks PostgreSQL for that). A generic plan cannot know
 * that minPrice=99999999 or a rare tag matches almost nothing, and would walk every work of the site in
 * display order; so a list with filters is planned for its own values, in a transaction that says so
 * (a few tenths of a millisecond; the list cache sits in front).
 */
async function pageRows(db: Db, shape: ListShape, values: Record<string, unknown>) {
  if (!plannedPerValue(shape.filters)) return listStatement(db, shape).execute(values);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return listQuery(tx, shape).execute(values);
  });
}

export async function listInventory(db: Db, siteId: number, query: InventoryListQuery): Promise<InventoryListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { inventory: [], hasMore: false };
  const rows = await pageRows(db, shapeOf(query), { ...filterParams(siteId, query), limit: size + 1, offset: query.offset });
  const page = rows.slice(0, size);
  return { inventory: await toItems(db, page), hasMore: hasMore(rows.length, size, query.offset, query.maxLimit) };
}

/** One active artwork of the site with its editions and images; null when there is none. */
export async function getInventoryItem(db: Db, siteId: number, inventoryId: number): Promise<InventoryItem | null> {
  const { inventory: items } = await listInventory(db, siteId, { limit: 1, offset: 0, inventoryId });
  return items[0] ?? null;
}

/** The site's active works among the ids, in the order given (an exhibition's works); the rest are left out. */
export async function listInventoryByIds(db: Db, siteId: number, ids: number[]): Promise<InventoryItem[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(ITEM_COLUMNS)
    .from(inventory)
    .innerJoin(sites, eq(sites.id, inventory.siteId))
    .leftJoin(artists, eq(artists.id, inventory.artistId))
    .where(and(eq(inventory.siteId, siteId), eq(inventory.active, true), sql`${inventory.id} = any(${sql.param(ids)}::int[])`));
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return toItems(db, rows);
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof listStatement>['execute']>>[number];

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
  return rows.map((row) => toItem(row, (editionsBy.get(row.id) ?? []).map(toEdition), (imagesBy.get(row.id) ?? []).map(toImage)));
}

/** A work as the API gives it, from its row and its editions and images. */
export function toItem(row: ItemRow, itemEditions: Edition[], itemImages: InventoryImage[]): InventoryItem {
  return {
    id: row.id,
    inventoryId: row.id,
    title: row.title,
    subtitle: row.subtitle,
    date: row.date,
    medium: row.medium,
    type: row.type,
    subType: row.subType,
    sku: row.sku,
    notes: row.notes,
    available: row.active && itemEditions.some((e) => e.active && !e.isOnHold && e.quantity > 0),
    // The work's own say, as the forms API checks it: offers need both the site's and the work's.
    canInquire: row.workCanInquire,
    canReceiveOffers: row.canReceiveOffers && row.workCanReceiveOffers,
    contactUrl: row.contactUrl,
    seo: { title: row.seoTitle, description: row.seoDescription },
    artist: row.artistId !== null ? { artistId: row.artistId, name: row.artistName!, lifespan: lifespan(row.artistBegin, row.artistEnd) } : null,
    images: itemImages,
    editions: itemEditions,
    dimensionsText: row.dimensionsText,
    creditLine: row.creditLine,
  };
}
