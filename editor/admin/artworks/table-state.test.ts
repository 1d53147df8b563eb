import { describe, expect, it } from 'vitest';
import { parseContentHash } from '../screens';
import { DEFAULT_TABLE, filterBody, filterQuery, isFiltered, pageQuery, sameFilter, tableHash, tableStateOf, withFilter, withSort } from './table-state';

describe('the artworks table in the address', () => {
  it('opens on the newest works, unfiltered, at the plain screen address', () => {
    expect(tableStateOf('#/content/artworks')).toEqual(DEFAULT_TABLE);
    expect(tableHash(DEFAULT_TABLE)).toBe('#/content/artworks');
    expect(isFiltered(DEFAULT_TABLE)).toBe(false);
  });

  it('writes filters, sort and page into the hash and reads back the same state, searches with slashes and ampersands included', () => {
    const state = { ...DEFAULT_TABLE, q: 'rose & thorn / 2', type: 5, subType: 1, artistId: 12, status: 'on_hold' as const, minPrice: 100000, maxPrice: 250050, tag: 'blue period', sort: 'price' as const, dir: 'desc' as const, page: 3 };
    const hash = tableHash(state);
    expect(hash.startsWith('#/content/artworks/?')).toBe(true);
    expect(parseContentHash(hash)?.screen).toBe('artworks');
    expect(tableStateOf(hash)).toEqual(state);
  });

  it('falls back to the default for what it cannot read, and drops a subtype its type does not have', () => {
    const state = tableStateOf('#/content/artworks/?sort=colour&dir=up&status=lost&page=-2&min=abc&type=0&subType=3&artist=0');
    expect(state).toEqual({ ...DEFAULT_TABLE, type: 0 });
    expect(tableStateOf('#/content/artworks/?sort=title').dir).toBe('asc');
  });

  it('asks the API for one page of 50 with its own parameter names, and for every matching id without paging', () => {
    const state = { ...DEFAULT_TABLE, q: ' blue ', artistId: 7, minPrice: 5000, tag: 'sea', page: 2 };
    expect(new URLSearchParams(pageQuery(state)).toString()).toBe('q=blue&artistId=7&minPrice=5000&tag=sea&sort=created&dir=desc&offset=50&limit=50');
    expect(filterQuery(state)).toBe('q=blue&artistId=7&minPrice=5000&tag=sea');
  });

  it('sends the same filters as an object for a bulk action over every matching work, and none for the whole collection', () => {
    const state = { ...DEFAULT_TABLE, q: ' blue ', type: 0, status: 'sold' as const, maxPrice: 0, tag: 'sea', sort: 'price' as const, page: 4 };
    expect(filterBody(state)).toEqual({ q: 'blue', type: '0', status: 'sold', maxPrice: '0', tag: 'sea' });
    expect(new URLSearchParams(filterBody(state)).toString()).toBe(filterQuery(state));
    expect(filterBody(DEFAULT_TABLE)).toEqual({});
  });
});

describe('changing the table', () => {
  it('starts a changed filter at page 1 and keeps the selection only while the filters are the same', () => {
    const on3 = { ...DEFAULT_TABLE, page: 3, type: 5, subType: 0 };
    const next = withFilter(on3, { tag: 'gold' });
    expect(next.page).toBe(1);
    expect(sameFilter(on3, { ...on3, page: 1, sort: 'title' })).toBe(true);
    expect(sameFilter(on3, next)).toBe(false);
  });

  it('drops the subtype when the type changes to one without it', () => {
    expect(withFilter({ ...DEFAULT_TABLE, type: 5, subType: 0 }, { type: 6 }).subType).toBeNull();
    expect(withFilter({ ...DEFAULT_TABLE, type: 5, subType: 7 }, { type: 6 }).subType).toBe(7);
  });

  it('turns the sort direction round on the same column and starts another column at its default', () => {
    const byTitle = withSort({ ...DEFAULT_TABLE, page: 4 }, 'title');
    expect(byTitle).toMatchObject({ sort: 'title', dir: 'asc', page: 1 });
    expect(withSort(byTitle, 'title').dir).toBe('desc');
    expect(withSort(byTitle, 'created').dir).toBe('desc');
  });
});
