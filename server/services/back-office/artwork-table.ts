import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { MAX_BULK_IDS, type ArtworkFilter, type ArtworkListQuery, type ArtworkListResponse, type ArtworkStatus } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, editions, images, inventory, sites } from '../../db/schema';
import { cachesPer } from '../lru-cache';
import { groupBy } from '../content/format';
import { containsPattern, PICTURE_COLUMNS, type Runner } from './records';

/**
 * The artworks table of the back office: a page of the site's works (archived ones too) by the owner's
 * filters and sort, with the total, for collections of a hundred thousand works. Each sort reads an
 * index of (site, key, id); the search box reads the trigram index of migration 0015; the status reads
 * inventory.sale_status, which a trigger on editions keeps (through a queue settled here first).
 */

/** inventory.sale_status values (migration 0015), by the status they stand for while the work is active. */
const SALE_STATUS: Record<Exclude<ArtworkStatus, 'archived'>, number> = { not_for_sale: 0, available: 1, on_hold: 2, sold: 3 };
const STATUS_OF_SALE: ArtworkStatus[] = ['not_for_sale', 'available', 'on_hold', 'sold'];

/** The works of a status, as artworkStatus decides it for one work (partial indexes on inventory answer each). */
function statusCondition(status: ArtworkStatus): SQL {
  return status === 'archived' ? sql`not ${inventory.active}` : sql`${inventory.active} and ${inventory.saleStatus} = ${SALE_STATUS[status]}`;
}

/**
 * Brings sale_status up to date for the works whose editions' stock changed since (queued by a trigger
 * on editions), locking them in id order as bulk actions do.
 */
async function settleSaleStatus(tx: Runner): Promise<void> {
  await tx.execute(sql`
    with queued as (delete from inventory_status_queue returning inventory_id),
    works as (select id from ${inventory} where id in (select inventory_id from queued) order by id for update),
    stock as (
      select inventory_id, inventory_sale_status(bool_or(active and not is_on_hold and quantity > 0), bool_or(active and quantity > 0), bool_or(active)) as status
      from ${editions} where inventory_id in (select id from works) group by inventory_id
    )
    update ${inventory} i set sale_status = coalesce(stock.status, 0)
    from works left join stock on stock.inventory_id = works.id
    where i.id = works.id and i.sale_status <> coalesce(stock.status, 0)`);
}

/** The works of the site the table's filters match (the WHERE of its page, its total, and a bulk action by filter). */
export function artworkFilterWhere(siteId: number, filter: ArtworkFilter): SQL {
  const where: SQL[] = [eq(inventory.siteId, siteId)];
  if (filter.q) where.push(sql`inventory_owner_text(${inventory.title}, ${inventory.artistSort}, ${inventory.sku}) like ${containsPattern(filter.q)}`);
  if (filter.type !== undefined) where.push(eq(inventory.type, filter.type));
  if (filter.subType !== undefined) where.push(eq(inventory.subType, filter.subType));
  if (filter.artistId !== undefined) where.push(eq(inventory.artistId, filter.artistId));
  if (filter.status) where.push(statusCondition(filter.status));
  if (filter.minPrice !== undefined) where.push(sql`${inventory.lowestPrice} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) where.push(sql`${inventory.lowestPrice} <= ${filter.maxPrice}`);
  if (filter.tag) where.push(sql`${inventory.tags} @> array[${filter.tag}]::text[]`);
  return and(...where)!;
}

/** ORDER BY of each sort, each way, as its index holds it; works without the key come last either way. */
function orderBy(query: ArtworkListQuery): SQL[] {
  const descending = (query.dir ?? (query.sort === 'created' ? 'desc' : 'asc')) === 'desc';
  const dir = descending ? desc : asc;
  const nullsLast = (column: SQL | typeof inventory.year) => sql`${column} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`;
  switch (query.sort) {
    case 'title':
      return [dir(sql`lower(${inventory.title})`), dir(inventory.id)];
    case 'artist':
      return [nullsLast(sql`${inventory.artistSort}`), asc(sql`lower(${inventory.title})`), asc(inventory.id)];
    case 'date':
      return [nullsLast(inventory.year), dir(inventory.id)];
    case 'price':
      return [nullsLast(sql`${inventory.lowestPrice}`), dir(inventory.id)];
    case 'created':
      return [dir(inventory.createdAt), dir(inventory.id)];
  }
}

/**
 * Planned for the values at hand: under PostgreSQL's generic plans (server/db/client.ts) a rare tag or a
 * narrow price range would be read as if it matched much, and the other way round.
 */
function planned<T>(db: Db, work: (tx: Runner) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await readyForFilters(tx);
    return work(tx);
  });
}

/** Makes a transaction ready to read works by the table's filters: plans for the values at hand, statuses settled. */
export async function readyForFilters(tx: Runner): Promise<void> {
  await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
  await settleSaleStatus(tx);
}

/**
 * Totals by site, stock version and filter: a count of a large selection reads every matching row, while
 * paging and sorting it does not change it. The stock version moves with every change of the site's
 * works and every sale (contentChanged, checkout), so a kept total is never stale, in any process.
 * Kept per database: two databases in one process (as in the tests) have sites of the same id.
 */
const totalsOf = cachesPer<Db, number>(1000);

/** The filters that decide a total, in one key. */
function filterKey(siteId: number, version: number, filter: ArtworkFilter): string {
  const { q, type, subType, artistId, status, minPrice, maxPrice, tag } = filter;
  return JSON.stringify([siteId, version, q ?? '', type, subType, artistId, status, minPrice, maxPrice, tag]);
}

/**
 * A search matching at most this many works reads them by the trigram index and sorts them, instead of
 * walking a sort's index: PostgreSQL cannot tell how rare a searched word is (it guesses about 1% of
 * the rows), so for a rare word it walked the whole collection in sort order to fill a page (1.3 s
 * over 193,000 works for 'brancusi', which 55 works match; 40 ms read this way).
 */
const FEW_MATCHES = 2000;

export async function listArtworks(db: Db, siteId: number, query: ArtworkListQuery): Promise<ArtworkListResponse> {
  const where = artworkFilterWhere(siteId, query);
  const totals = totalsOf(db);
  const { rows, total } = await planned(db, async (tx) => {
    let pageWhere = where;
    const [{ version }] = await tx.select({ version: sites.stockVersion }).from(sites).where(eq(sites.id, siteId));
    const key = filterKey(siteId, version, query);
    const count = async () => Number((await tx.select({ n: sql<number>`count(*)` }).from(inventory).where(where))[0].n);
    if (query.q) {
      // A search's total comes first (a count reads the trigram index), and tells how to read the page.
      const matches = totals.get(key) ?? (await count());
      totals.set(key, matches);
      if (matches <= FEW_MATCHES) {
        const ids = (await tx.select({ id: inventory.id }).from(inventory).where(where)).map((r) => r.id);
        pageWhere = and(eq(inventory.siteId, siteId), sql`${inventory.id} = any(${sql.param(ids)}::int[])`)!;
      }
    }
    const page = await tx
      .select({
        id: inventory.id,
        revision: inventory.revision,
        title: inventory.title,
        sku: inventory.sku,
        type: inventory.type,
        subType: inventory.subType,
        date: inventory.date,
        medium: inventory.medium,
        artistId: inventory.artistId,
        artistName: artists.name,
        lowestPrice: inventory.lowestPrice,
        active: inventory.active,
        saleStatus: inventory.saleStatus,
        tags: inventory.tags,
        createdAt: inventory.createdAt,
      })
      .from(inventory)
      .leftJoin(artists, eq(artists.id, inventory.artistId))
      .where(pageWhere)
      .orderBy(...orderBy(query))
      .limit(query.limit)
      .offset(query.offset);
    // A short first page tells the total by itself.
    let counted = totals.get(key) ?? (query.offset === 0 && page.length < query.limit ? page.length : undefined);
    if (counted === undefined) counted = await count();
    totals.set(key, counted);
    return { rows: page, total: counted };
  });
  if (!rows.length) return { items: [], total };
  const ids = rows.map((r) => r.id);
  const [editionRows, pictureRows] = await Promise.all([
    db.select().from(editions).where(sql`${editions.inventoryId} = any(${sql.param(ids)}::int[])`).orderBy(asc(editions.id)),
    db
      .selectDistinctOn([images.inventoryId], { inventoryId: images.inventoryId, ...PICTURE_COLUMNS })
      .from(images)
      .where(sql`${images.inventoryId} = any(${sql.param(ids)}::int[])`)
      .orderBy(images.inventoryId, images.position, images.id),
  ]);
  const editionsOf = groupBy(editionRows, (r) => r.inventoryId);
  const pictureOf = new Map(pictureRows.map(({ inventoryId, ...picture }) => [inventoryId!, picture]));
  return {
    total,
    items: rows.map(({ artistId, artistName, createdAt, saleStatus, ...row }) => {
      const own = editionsOf.get(row.id) ?? [];
      return {
        ...row,
        artist: artistId !== null && artistName !== null ? { id: artistId, name: artistName } : null,
        image: pictureOf.get(row.id) ?? null,
        status: row.active ? STATUS_OF_SALE[saleStatus] : 'archived',
        editions: own.map((x) => ({ id: x.id, revision: x.revision, label: x.label, price: x.price, currencyCode: x.currencyCode, quantity: x.quantity, isOnHold: x.isOnHold, active: x.active })),
        createdAt: createdAt.toISOString(),
      };
    }),
  };
}

/** Every work the filters match (up to MAX_BULK_IDS), for a bulk action over a whole filtered selection. */
export async function artworkIds(db: Db, siteId: number, filter: ArtworkFilter): Promise<{ ids: number[]; total: number }> {
  const where = artworkFilterWhere(siteId, filter);
  return planned(db, async (tx) => {
    const rows = await tx.select({ id: inventory.id }).from(inventory).where(where).orderBy(asc(inventory.id)).limit(MAX_BULK_IDS);
    const total = rows.length < MAX_BULK_IDS ? rows.length : Number((await tx.select({ n: sql<number>`count(*)` }).from(inventory).where(where))[0].n);
    return { ids: rows.map((r) => r.id), total };
  });
}
