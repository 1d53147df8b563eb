import { describe, expect, it } from 'vitest';
import { artworksOpened } from './opened';
import { DEFAULT_TABLE, tableHash } from './table-state';

describe('artworksOpened', () => {
  it('opens the table with or without its state, a new work, a work by id, and nothing else', () => {
    expect(artworksOpened('#/content/artworks')).toEqual({ kind: 'table' });
    expect(artworksOpened(tableHash({ ...DEFAULT_TABLE, q: 'a/b', page: 2 }))).toEqual({ kind: 'table' });
    expect(artworksOpened('#/content/artworks/new')).toEqual({ kind: 'new' });
    expect(artworksOpened('#/content/artworks/42')).toEqual({ kind: 'record', id: 42 });
    expect(artworksOpened('#/content/artworks/42/x')).toEqual({ kind: 'unknown' });
    expect(artworksOpened('#/content/artworks/0')).toEqual({ kind: 'unknown' });
  });
});
