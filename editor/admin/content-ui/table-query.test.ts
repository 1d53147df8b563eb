import { describe, expect, it } from 'vitest';
import { bulkTagReport, isFiltered, tableQueryString } from './table-query';

describe('a record table’s query', () => {
  const base = { q: '', tag: '', sort: '', choice: null, offset: 0, limit: 50 };

  it('sends only what the owner set, with the page', () => {
    expect(tableQueryString(base)).toBe('offset=0&limit=50');
    expect(tableQueryString({ ...base, q: '  rain  ', tag: 'oil paint', sort: '-works', choice: { param: 'when', value: 'past' }, offset: 50 })).toBe(
      'q=rain&tag=oil+paint&sort=-works&when=past&offset=50&limit=50',
    );
    expect(tableQueryString({ ...base, choice: { param: 'state', value: '' } })).toBe('offset=0&limit=50');
  });

  it('is filtered by a search, a tag or a choice, not by an order', () => {
    expect(isFiltered(base)).toBe(false);
    expect(isFiltered({ ...base, q: ' ' })).toBe(false);
    expect(isFiltered({ ...base, tag: 'x' })).toBe(true);
    expect(isFiltered({ ...base, choice: { param: 'when', value: 'current' } })).toBe(true);
  });
});

describe('a bulk tagging’s report', () => {
  it('says what changed and what already was so', () => {
    expect(bulkTagReport('addTag', 'spring', 3, 0, 'artists', 'artist')).toBe('Tagged 3 artists “spring”.');
    expect(bulkTagReport('addTag', 'spring', 1, 2, 'artists', 'artist')).toBe('Tagged 1 artist “spring”. 2 artists already had it.');
    expect(bulkTagReport('removeTag', 'spring', 0, 1, 'posts', 'post')).toBe('Removed “spring” from 0 posts. 1 post did not have it.');
  });
});
