import { describe, expect, it } from 'vitest';
import { cachesPer } from './lru-cache';

describe('cachesPer', () => {
  it('keeps one cache for each owner: the same key answers only its own owner', () => {
    const cacheOf = cachesPer<object, string>(2);
    const first = {};
    const second = {};
    cacheOf(first).set('site 1|version 3', 'first database');
    expect(cacheOf(first)).toBe(cacheOf(first));
    expect(cacheOf(first).get('site 1|version 3')).toBe('first database');
    expect(cacheOf(second).get('site 1|version 3')).toBeUndefined();
  });

  it('gives every cache the size it was asked for', () => {
    const cacheOf = cachesPer<object, number>(2);
    const owner = {};
    for (const n of [1, 2, 3]) cacheOf(owner).set(`k${n}`, n);
    expect(cacheOf(owner).size).toBe(2);
    expect(cacheOf(owner).get('k1')).toBeUndefined();
  });
});
