import type { InventoryListQuery } from '../../../schema/api/content';
import {
  FILTER_COLORS,
  InventoryOrder,
  MEDIUM_OPTIONS,
  parsePriceInput,
  SIZE_NAMES,
  sizeQuery,
  type FilterColor,
  type MediumOption,
  type SizeName,
} from '../../../schema/inventory-filters';

/**
 * What a visitor has chosen in an inventory list's filter bar (spec §9), and how it becomes the list's
 * query. Every field starts unset, which leaves the block's own settings in charge; a list "has filters
 * active" when any field is set.
 */
export interface InventoryFilters {
  q: string;
  color: FilterColor | null;
  medium: MediumOption[];
  /** As typed: digits and one decimal point. */
  minPrice: string;
  maxPrice: string;
  sizes: SizeName[];
  /** 0 show all, 5 only available; null keeps the block's own status. */
  status: 0 | 5 | null;
  /** One of the states the site's artists are in (artists.state, as the site offers it); null for any. */
  artistState: string | null;
  sort: SortKey | null;
}

export const EMPTY_FILTERS: InventoryFilters = { q: '', color: null, medium: [], minPrice: '', maxPrice: '', sizes: [], status: null, artistState: null, sort: null };

/** The spec's sorts: default (order 0), price (3), artist (5, not on artist sites) and title (4), each both ways. */
export const SORTS = {
  default: { order: InventoryOrder.Default, dir: 'asc' },
  priceAsc: { order: InventoryOrder.Price, dir: 'asc' },
  priceDesc: { order: InventoryOrder.Price, dir: 'desc' },
  artistAsc: { order: InventoryOrder.Artist, dir: 'asc' },
  artistDesc: { order: InventoryOrder.Artist, dir: 'desc' },
  titleAsc: { order: InventoryOrder.Title, dir: 'asc' },
  titleDesc: { order: InventoryOrder.Title, dir: 'desc' },
} as const;
export type SortKey = keyof typeof SORTS;

/** The sorts a visitor may pick: artist sites have one artist, so no artist sorts. */
export function sortKeys(isArtistSite: boolean): SortKey[] {
  const keys = Object.keys(SORTS) as SortKey[];
  return isArtistSite ? keys.filter((key) => SORTS[key].order !== InventoryOrder.Artist) : keys;
}

export function hasActiveFilters(filters: InventoryFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.color !== null ||
    filters.medium.length > 0 ||
    parsePriceInput(filters.minPrice) !== null ||
    parsePriceInput(filters.maxPrice) !== null ||
    filters.sizes.length > 0 ||
    filters.status !== null ||
    filters.artistState !== null ||
    filters.sort !== null
  );
}

/** The first page of the list with the visitor's filters on top of the block's own query. */
export function filteredQuery(base: InventoryListQuery, filters: InventoryFilters, isArtistSite: boolean): InventoryListQuery {
  const query: InventoryListQuery = { ...base, offset: 0 };
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.color) query.color = [filters.color];
  if (filters.medium.length) query.medium = [...filters.medium];
  const minPrice = parsePriceInput(filters.minPrice);
  const maxPrice = parsePriceInput(filters.maxPrice);
  if (minPrice !== null) query.minPrice = minPrice;
  if (maxPrice !== null) query.maxPrice = maxPrice;
  if (filters.sizes.length) Object.assign(query, sizeQuery(filters.sizes));
  if (filters.status !== null) query.status = filters.status;
  if (filters.artistState !== null) query.artistState = filters.artistState;
  const sort = filters.sort && sortKeys(isArtistSite).includes(filters.sort) ? SORTS[filters.sort] : null;
  if (sort) {
    query.order = sort.order;
    query.dir = sort.dir;
  }
  return query;
}

/** Where a list's filters are kept between visits: one entry per site and block. */
export function filtersStorageKey(subdomain: string, blockId: string): string {
  return `inventoryFilters:${subdomain}:${blockId}`;
}

type FilterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Stored filters, each field checked against the spec's values and the artist states the site offers
 * now; anything else reads as unset.
 */
export function readStoredFilters(storage: FilterStorage | null, key: string, artistStates: readonly string[] = []): InventoryFilters {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return EMPTY_FILTERS;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY_FILTERS;
  const stored = raw as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');
  const price = (v: unknown) => (typeof v === 'string' && v.length <= 20 && parsePriceInput(v) !== null ? v : '');
  const pick = <T>(values: readonly T[], v: unknown): T[] => (Array.isArray(v) ? values.filter((value) => v.includes(value)) : []);
  return {
    q: text(stored.q),
    color: FILTER_COLORS.find((c) => c === stored.color) ?? null,
    medium: pick(MEDIUM_OPTIONS, stored.medium),
    minPrice: price(stored.minPrice),
    maxPrice: price(stored.maxPrice),
    sizes: pick(SIZE_NAMES, stored.sizes),
    status: stored.status === 0 || stored.status === 5 ? stored.status : null,
    artistState: artistStates.find((state) => state === stored.artistState) ?? null,
    sort: typeof stored.sort === 'string' && Object.hasOwn(SORTS, stored.sort) ? (stored.sort as SortKey) : null,
  };
}

/** Keeps the filters for the next visit, or forgets them once none is set. */
export function storeFilters(storage: FilterStorage | null, key: string, filters: InventoryFilters): void {
  try {
    if (hasActiveFilters(filters)) storage?.setItem(key, JSON.stringify(filters));
    else storage?.removeItem(key);
  } catch {
    // A full or blocked storage only means the filters are not kept.
  }
}
