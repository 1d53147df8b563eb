import { describe, expect, it } from 'vitest';
import { openedOf } from './opened';

describe('openedOf', () => {
  it('reads the table, a new record and a record from the address', () => {
    expect(openedOf('#/content/artists')).toEqual({ kind: 'table' });
    expect(openedOf('#/content/artists/new')).toEqual({ kind: 'new' });
    expect(openedOf('#/content/artists/12')).toEqual({ kind: 'record', id: 12 });
  });
  it('says so for an address that names nothing', () => {
    expect(openedOf('#/content/artists/0')).toEqual({ kind: 'unknown' });
    expect(openedOf('#/content/artists/12/x')).toEqual({ kind: 'unknown' });
    expect(openedOf('#/content/artists/abc')).toEqual({ kind: 'unknown' });
  });
});
