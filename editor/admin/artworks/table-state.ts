import { ARTWORK_SORTS, ARTWORK_STATUSES, type ArtworkSort, type ArtworkStatus } from '../../../schema';
import { isSubTypeOf } from '../../../schema/inventory-types';
import { contentHash } from '../screens';

/**
 * What the artworks table shows (search, filters, sort, page), kept in the address hash
 * (`#/content/artworks/?q=rose&type=5&page=3`) so the browser's Back and a reload keep the owner's place,
 * and turned into the owner API's query. Prices are minor units here and in the address.
 */
export interface TableState {
  q: string;
  type: number | null;
  subType: number | null;
  artistId: number | null;
  status: ArtworkStatus | null;
  minPrice: number | null;
  maxPrice: number | null;
  tag: string;
  sort: ArtworkSort;
  dir: 'asc' | 'desc';
  /** 1-based. */
  page: number;
}

export const PAGE_SIZE = 50;

/** Newest first, as the server sorts by default; every other sort starts ascending. */
export const defaultDir = (sort: ArtworkSort): 'asc' | 'desc' => (sort === 'created' ? 'desc' : 'asc');

export const DEFAULT_TABLE: TableState = {
  q: '',
  type: null,
  subType: null,
  artistId: null,
  status: null,
  minPrice: null,
  maxPrice: null,
  tag: '',
  sort: 'created',
  dir: 'desc',
  page: 1,
};

const whole = (value: string | null, max = 2_147_483_647): number | null => (value !== null && /^\d{1,10}$/.test(value) && Number(value) <= max ? Number(value) : null);

/** The table's state from the address; anything unreadable in it falls back to the default. */
export function tableStateOf(hash: string): TableState {
  const at = hash.indexOf('?');
  const params = new URLSearchParams(at >= 0 ? hash.slice(at + 1) : '');
  const sort = (ARTWORK_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as ArtworkSort) : DEFAULT_TABLE.sort;
  const dir = params.get('dir');
  const status = params.get('status');
  const type = whole(params.get('type'));
  const subType = whole(params.get('subType'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    type,
    subType: subType !== null && isSubTypeOf(type, subType) ? subType : null,
    artistId: whole(params.get('artist')) || null,
    status: (ARTWORK_STATUSES as readonly string[]).includes(status ?? '') ? (status as ArtworkStatus) : null,
    minPrice: whole(params.get('min')),
    maxPrice: whole(params.get('max')),
    tag: (params.get('tag') ?? '').slice(0, 60),
    sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaultDir(sort),
    page: Math.max(1, whole(params.get('page'), 100_000) ?? 1),
  };
}

/** The filters as query parameters (of the address, or of the API with its own names). */
function filterParams(state: TableState, api: boolean): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  put('q', state.q.trim());
  put('type', state.type);
  put('subType', state.subType);
  put(api ? 'artistId' : 'artist', state.artistId);
  put('status', state.status);
  put(api ? 'minPrice' : 'min', state.minPrice);
  put(api ? 'maxPrice' : 'max', state.maxPrice);
  put('tag', state.tag);
  return params;
}

/** The address of the table in this state; the default state is the plain screen address. */
export function tableHash(state: TableState): string {
  const params = filterParams(state, false);
  if (state.sort !== DEFAULT_TABLE.sort) params.set('sort', state.sort);
  if (state.dir !== defaultDir(state.sort)) params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${contentHash('artworks')}/?${query}` : contentHash('artworks');
}

/** GET /api/owner/artworks?… for the state's page. */
export function pageQuery(state: TableState): string {
  const params = filterParams(state, true);
  params.set('sort', state.sort);
  params.set('dir', state.dir);
  params.set('offset', String((state.page - 1) * PAGE_SIZE));
  params.set('limit', String(PAGE_SIZE));
  return params.toString();
}

/** GET /api/owner/artworks/ids?… : every work the filters match. */
export const filterQuery = (state: TableState): string => filterParams(state, true).toString();

/** The filters as a bulk action by filter sends them: the same parameters as the table's query, as an object. */
export const filterBody = (state: TableState): Record<string, string> => Object.fromEntries(filterParams(state, true));

/** Whether two states select the same works (sort and page aside): a selection belongs to its filters. */
export const sameFilter = (a: TableState, b: TableState): boolean => filterQuery(a) === filterQuery(b);

/** A changed filter starts again at the first page; the type's subtype goes when the type changes. */
export function withFilter(state: TableState, change: Partial<Omit<TableState, 'sort' | 'dir' | 'page'>>): TableState {
  const next = { ...state, ...change, page: 1 };
  if ('type' in change && !isSubTypeOf(next.type, next.subType)) next.subType = null;
  return next;
}

/** A click on a column's sort: the same column turns the direction round, another starts at its default. */
export function withSort(state: TableState, sort: ArtworkSort): TableState {
  const dir = state.sort === sort ? (state.dir === 'asc' ? 'desc' : 'asc') : defaultDir(sort);
  return { ...state, sort, dir, page: 1 };
}

/** Whether any filter narrows the table. */
export const isFiltered = (state: TableState): boolean => filterQuery(state) !== '';
