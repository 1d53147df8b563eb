import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { readRecentlyViewed, recentlyViewedEntrySchema, recentlyViewedKey, recordRecentlyViewed, RECENTLY_VIEWED_STORED, type RecentlyViewedEntry } from './recently-viewed';

const entry = (inventoryId: number, viewedAt = inventoryId): RecentlyViewedEntry => ({ inventoryId, title: `Work ${inventoryId}`, artistName: null, image: null, viewedAt });

describe('recently viewed store', () => {
  it('keeps one list per site', () => {
    expect(recentlyViewedKey('demo')).not.toBe(recentlyViewedKey('artist'));
  });

  it('puts the latest view first, once per work, and keeps a bounded number', () => {
    let list: RecentlyViewedEntry[] = [];
    for (let id = 1; id <= RECENTLY_VIEWED_STORED + 5; id++) list = recordRecentlyViewed(list, entry(id));
    expect(list).toHaveLength(RECENTLY_VIEWED_STORED);
    expect(list[0].inventoryId).toBe(RECENTLY_VIEWED_STORED + 5);
    list = recordRecentlyViewed(list, entry(10, 999));
    expect(list.map((e) => e.inventoryId).filter((id) => id === 10)).toHaveLength(1);
    expect(list[0]).toEqual(entry(10, 999));
  });

  it('drops what it cannot trust rather than failing', () => {
    expect(readRecentlyViewed(null)).toEqual([]);
    expect(readRecentlyViewed('not json')).toEqual([]);
    expect(readRecentlyViewed('{"inventoryId":1}')).toEqual([]);
    expect(readRecentlyViewed(JSON.stringify([entry(3), { inventoryId: -1 }, 'x']))).toEqual([entry(3)]);
  });
});

describe('the store’s hand-written check', () => {
  it('has the zod schema’s shape', () => {
    expectTypeOf<z.infer<typeof recentlyViewedEntrySchema>>().toEqualTypeOf<RecentlyViewedEntry>();
  });

  it('keeps and drops what the zod schema keeps and drops', () => {
    const image = { id: 4, extension: 'jpg', width: 800, height: 600, imageAlt: '' };
    const samples: unknown[] = [
      entry(1),
      { ...entry(2), image },
      { ...entry(3), artistName: 'Ada' },
      { ...entry(4), inventoryId: 0 },
      { ...entry(5), inventoryId: 1.5 },
      { ...entry(6), title: 'x'.repeat(501) },
      { ...entry(7), artistName: 3 },
      { ...entry(8), image: { ...image, width: '800' } },
      { ...entry(9), image: { id: 4 } },
      { ...entry(10), viewedAt: -1 },
      { ...entry(11), title: undefined },
      null,
      [],
    ];
    for (const sample of samples) {
      const zod = recentlyViewedEntrySchema.safeParse(sample);
      expect(readRecentlyViewed(JSON.stringify([sample])), JSON.stringify(sample)).toEqual(zod.success ? [zod.data] : []);
    }
  });
});
