import { describe, expect, it } from 'vitest';
import { catalogueEntry } from './catalogue';
import { InventorySubType, InventoryType } from './enums';
import { isSubTypeOf, subTypesOf } from './inventory-types';

describe('inventory types and their subtypes (spec §3)', () => {
  it('give each type the spec’s subtypes, Other among them, and Artwork and Merchandise none', () => {
    expect(subTypesOf(InventoryType.Jewelry).map((s) => s.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(subTypesOf(InventoryType.Furniture).map((s) => s.value)).toEqual([8, 9, 10, 11, 12, 7]);
    expect(subTypesOf(InventoryType.Lighting).map((s) => s.value)).toEqual([13, 14, 15, 16, 7]);
    expect(subTypesOf(InventoryType.Decor).map((s) => s.value)).toEqual([17, 18, 19, 20, 21, 22, 7]);
    expect(subTypesOf(InventoryType.Artwork)).toEqual([]);
    expect(subTypesOf(null)).toEqual([]);
  });

  it('say whether a subtype belongs to a type', () => {
    expect(isSubTypeOf(InventoryType.Decor, InventorySubType.Mirror)).toBe(true);
    expect(isSubTypeOf(InventoryType.Furniture, InventorySubType.Mirror)).toBe(false);
    expect(isSubTypeOf(InventoryType.Furniture, null)).toBe(false);
  });
});

describe('where a list’s works open', () => {
  const inventoryList = catalogueEntry('inventory-list')!;
  const recentlyViewed = catalogueEntry('recently-viewed')!;

  it('is 0 (the modal) or 1 (the art page), and missing on lists saved before it existed', () => {
    const base = inventoryList.defaultConfig as Record<string, unknown>;
    expect(inventoryList.config.safeParse(base).success).toBe(true);
    expect(inventoryList.config.safeParse({ ...base, detailDisplay: 0 }).success).toBe(true);
    expect(inventoryList.config.safeParse({ ...base, detailDisplay: 2 }).success).toBe(false);
  });

  it('is the art page for a new recently viewed slider, titled as the spec names it', () => {
    expect(recentlyViewed.defaultConfig).toEqual({ title: 'Recently Viewed', detailDisplay: 1 });
    expect(recentlyViewed.config.safeParse({ title: 'Seen lately', detailDisplay: 0 }).success).toBe(true);
  });
});
