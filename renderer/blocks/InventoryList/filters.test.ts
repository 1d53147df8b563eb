import { describe, expect, it } from 'vitest';
import type { InventoryListQuery } from '../../../schema/api/content';
import { inventoryQueryString } from '../../data/http';
import { EMPTY_FILTERS, filteredQuery, filtersStorageKey, hasActiveFilters, readStoredFilters, sortKeys, storeFilters, type InventoryFilters } from './filters';

const base: InventoryListQuery = { limit: 12, offset: 0, order: 5, dir: 'asc', status: 0 };
const withFilters = (patch: Partial<InventoryFilters>) => ({ ...EMPTY_FILTERS, ...patch });

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('inventory filters', () => {
  it('are active once any field is set; a lone decimal point is not a price', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters(withFilters({ q: '   ' }))).toBe(false);
    expect(hasActiveFilters(withFilters({ minPrice: '.' }))).toBe(false);
    expect(hasActiveFilters(withFilters({ minPrice: '.5' }))).toBe(true);
    expect(hasActiveFilters(withFilters({ color: 'blue' }))).toBe(true);
    expect(hasActiveFilters(withFilters({ sort: 'priceAsc' }))).toBe(true);
    expect(hasActiveFilters(withFilters({ artistState: 'Ohio' }))).toBe(true);
  });

  it('narrow the block’s own query from its first page, in the API’s terms', () => {
    const query = filteredQuery(
      { ...base, offset: 24, listId: 4 },
      withFilters({ q: ' rain ', color: 'blue', medium: ['Oil', 'Paper'], minPrice: '1200.50', maxPrice: '', sizes: ['large', 'small'], status: 5, artistState: 'New York', sort: 'priceDesc' }),
      false,
    );
    expect(query).toEqual({
      limit: 12,
      offset: 0,
      listId: 4,
      q: 'rain',
      color: ['blue'],
      medium: ['Oil', 'Paper'],
      minPrice: 1200.5,
      minHeight: [0, 30],
      maxHeight: [12, 999_999],
      minWidth: [0, 30],
      maxWidth: [12, 999_999],
      status: 5,
      artistState: 'New York',
      order: 3,
      dir: 'desc',
    });
  });

  it('go over the wire as indexed lists, as the API reads them', () => {
    const query = filteredQuery(base, withFilters({ medium: ['Oil', 'Mixed Media'], sizes: ['medium'], artistState: 'New York' }), false);
    expect(decodeURIComponent(inventoryQueryString('demo', query))).toBe(
      'sub=demo&limit=12&offset=0&order=5&dir=asc&status=0&medium[0]=Oil&medium[1]=Mixed+Media&minHeight[0]=12&maxHeight[0]=30&minWidth[0]=12&maxWidth[0]=30&artistState=New+York',
    );
  });

  it('leave the artist sorts out on artist sites, even when one was stored', () => {
    expect(sortKeys(false)).toEqual(['default', 'priceAsc', 'priceDesc', 'artistAsc', 'artistDesc', 'titleAsc', 'titleDesc']);
    expect(sortKeys(true)).toEqual(['default', 'priceAsc', 'priceDesc', 'titleAsc', 'titleDesc']);
    const query = filteredQuery(base, withFilters({ sort: 'artistDesc' }), true);
    expect([query.order, query.dir]).toEqual([5, 'asc']);
  });

  it('are kept per site and block, and forgotten once cleared', () => {
    const storage = memoryStorage();
    const key = filtersStorageKey('demo', 'b-7');
    const chosen = withFilters({ color: 'red', minPrice: '100', sizes: ['small'] });
    storeFilters(storage, key, chosen);
    expect(readStoredFilters(storage, key)).toEqual(chosen);
    expect(readStoredFilters(storage, filtersStorageKey('artist', 'b-7'))).toEqual(EMPTY_FILTERS);
    storeFilters(storage, key, EMPTY_FILTERS);
    expect(storage.data.size).toBe(0);
  });

  it('read what was stored field by field, dropping anything the spec does not offer', () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify({ q: 'x', color: 'pink', medium: ['Oil', 'Clay'], minPrice: '12.3.4', maxPrice: '50', sizes: ['huge', 'large'], status: 3, sort: 'price' }));
    expect(readStoredFilters(storage, 'k')).toEqual(withFilters({ q: 'x', medium: ['Oil'], maxPrice: '50', sizes: ['large'] }));
    // An artist state only while the site offers it.
    storage.setItem('k', JSON.stringify({ artistState: 'Ohio' }));
    expect(readStoredFilters(storage, 'k', ['Ohio', 'Utah'])).toEqual(withFilters({ artistState: 'Ohio' }));
    expect(readStoredFilters(storage, 'k', ['Utah'])).toEqual(EMPTY_FILTERS);
    expect(readStoredFilters(storage, 'k')).toEqual(EMPTY_FILTERS);
    storage.setItem('k', '{not json');
    expect(readStoredFilters(storage, 'k')).toEqual(EMPTY_FILTERS);
    expect(readStoredFilters(null, 'k')).toEqual(EMPTY_FILTERS);
  });
});
