import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, recentlyViewedKey, recordRecentlyViewed, RECENTLY_VIEWED_STORED, type RecentlyViewedEntry } from './recently-viewed';

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
