import { eq, sql, type SQL } from 'drizzle-orm';
import { CM_PER_INCH, InventoryStatus, ListKind, toMinorUnits, type InventoryListQuery } from '../../../schema';
import { INT32_MAX } from '../../../schema/api/fields';
import { artists, editions, inventory } from '../../db/schema';
import { inChosenList, inShow } from './sources';

/**
 * The WHERE clause of an inventory list, as placeholders: what a query filters on (its shape) picks
 * the SQL, and its values go in as parameters, so each shape is one prepared statement whatever the
 * values. Every filter is answered by an index where one pays: colour, medium kinds (GIN), tags (GIN),
 * the lowest price, heights and widths, each beside the site id.
 */

/** Which filters a query uses; sizes by how many ranges and which of the four lists are given. */
export interface FilterShape {
  artist: boolean;
  item: boolean;
  type: boolean;
  subType: boolean;
  available: boolean;
  search: boolean;
  list: boolean;
  tags: boolean;
  color: boolean;
  medium: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  artistState: boolean;
  show: boolean;
  sizes: SizeShape;
}

const SIZE_LISTS = ['minHeight', 'maxHeight', 'minWidth', 'maxWidth'] as const;
type SizeList = (typeof SIZE_LISTS)[number];

export interface SizeShape {
  count: number;
  lists: SizeList[];
}

export function filterShape(query: InventoryListQuery): FilterShape {
  const lists = SIZE_LISTS.filter((name) => query[name] !== undefined);
  return {
    artist: query.artistId !== undefined,
    item: query.inventoryId !== undefined,
    type: query.type !== undefined,
    subType: query.subType !== undefined,
    available: query.status === InventoryStatus.Available,
    search: Boolean(query.q?.trim()),
    list: query.listId !== undefined,
    tags: Boolean(query.tags?.length),
    color: Boolean(query.color?.length),
    medium: Boolean(query.medium?.length),
    minPrice: query.minPrice !== undefined,
    maxPrice: query.maxPrice !== undefined,
    artistState: query.artistState !== undefined,
    show: query.showId !== undefined,
    sizes: { count: lists.length ? query[lists[0]]!.length : 0, lists },
  };
}

/** Whether a shape filters by anything whose selectivity depends on its values (all but artist, item and sale). */
export function plannedPerValue(shape: FilterShape): boolean {
  const { artist: _artist, item: _item, available: _available, sizes, ...valued } = shape;
  return sizes.count > 0 || Object.values(valued).some(Boolean);
}

/** A short, exact name for a shape (PostgreSQL cuts statement names at 63 bytes). */
export function filterShapeKey(shape: FilterShape): string {
  const { sizes, ...flags } = shape;
  const bits = Object.values(flags).reduce((mask, on, i) => (on ? mask | (1 << i) : mask), 0);
  const lists = sizes.lists.reduce((mask, name) => mask | (1 << SIZE_LISTS.indexOf(name)), 0);
  return `${bits.toString(36)}_${sizes.count}_${lists}`;
}

const p = (key: string) => sql.placeholder(key);

/** An edition that can be bought now. */
const sellableEdition = sql`exists (select 1 from ${editions} where ${editions.inventoryId} = ${inventory.id} and ${editions.active} and not ${editions.isOnHold} and ${editions.quantity} > 0)`;

/**
 * The i-th size: the work fits within the max box and not within the min box (its longer side is in
 * [min, max)), as fitsSize in schema/inventory-filters.ts says. Bounds are in centimetres, as stored.
 */
function sizeCondition(lists: SizeList[], i: number): SQL {
  const has = (name: SizeList) => lists.includes(name);
  const below: SQL[] = [];
  if (has('maxHeight')) below.push(sql`${inventory.heightCm} < ${p(`maxHeight${i}`)}`);
  if (has('maxWidth')) below.push(sql`${inventory.widthCm} < ${p(`maxWidth${i}`)}`);
  const above: SQL[] = [];
  if (has('minHeight')) above.push(sql`${inventory.heightCm} >= ${p(`minHeight${i}`)}`);
  if (has('minWidth')) above.push(sql`${inventory.widthCm} >= ${p(`minWidth${i}`)}`);
  const parts = [...below, ...(above.length ? [sql`(${sql.join(above, sql` or `)})`] : [])];
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** The conditions of a shape, beyond the site and the work being active. */
export function filterConditions(shape: FilterShape): SQL[] {
  const where: SQL[] = [];
  if (shape.artist) where.push(eq(inventory.artistId, p('artistId')));
  if (shape.item) where.push(eq(inventory.id, p('inventoryId')));
  if (shape.type) where.push(eq(inventory.type, p('type')));
  if (shape.subType) where.push(eq(inventory.subType, p('subType')));
  if (shape.available) where.push(sellableEdition);
  // A part of the title or of the artist's name, answered by the trigram index over both (and the sku)
  // that the back office's search box uses (migration 0015); the pattern is in lower case, as it is.
  if (shape.search) where.push(sql`inventory_owner_text(${inventory.title}, ${inventory.artistSort}, ${inventory.sku}) like ${p('pattern')}`);
  if (shape.list) where.push(inChosenList(p('siteId'), p('listId'), ListKind.Inventory, inventory.id));
  if (shape.tags) where.push(sql`${inventory.tags} && ${p('tags')}::text[]`);
  if (shape.color) where.push(sql`${inventory.color} = any(${p('colors')}::text[])`);
  if (shape.medium) where.push(sql`${inventory.mediumKinds} && ${p('media')}::text[]`);
  if (shape.minPrice) where.push(sql`${inventory.lowestPrice} >= ${p('minPrice')}`);
  if (shape.maxPrice) where.push(sql`${inventory.lowestPrice} <= ${p('maxPrice')}`);
  if (shape.artistState) where.push(sql`lower(${artists.state}) = lower(${p('artistState')})`);
  if (shape.show) where.push(inShow(p('showId'), inventory.id));
  if (shape.sizes.count) {
    const sizes = Array.from({ length: shape.sizes.count }, (_, i) => sizeCondition(shape.sizes.lists, i));
    where.push(sql`(${sql.join(sizes, sql` or `)})`);
  }
  return where;
}

/** A price in major units as minor units, kept inside the integer column's range. */
function priceParam(major: number | undefined): number | undefined {
  return major === undefined ? undefined : Math.min(toMinorUnits(major), INT32_MAX);
}

/** The values of a query's placeholders. */
export function filterParams(siteId: number, query: InventoryListQuery): Record<string, unknown> {
  const q = query.q?.trim();
  const params: Record<string, unknown> = {
    siteId,
    artistId: query.artistId,
    inventoryId: query.inventoryId,
    type: query.type,
    subType: query.subType,
    pattern: q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
    listId: query.listId,
    tags: query.tags,
    colors: query.color,
    media: query.medium,
    minPrice: priceParam(query.minPrice),
    maxPrice: priceParam(query.maxPrice),
    artistState: query.artistState,
    showId: query.showId,
  };
  for (const name of SIZE_LISTS) query[name]?.forEach((inches, i) => (params[`${name}${i}`] = inches * CM_PER_INCH));
  return params;
}
