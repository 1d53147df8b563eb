import { describe, expect, it } from 'vitest';
import { inventoryListRequest } from '../lists/InventoryLayouts';
import { inventoryListQuery } from './query';

const config = { title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null } as const;

describe('an inventory list’s first page', () => {
  it('is the default 30 works for visitors, whatever the columns', () => {
    expect(inventoryListQuery({ ...config, columns: 4 }).limit).toBe(30);
    expect(inventoryListQuery({ ...config, columns: 1 }).limit).toBe(30);
    expect(inventoryListRequest({ ...config, columns: 6 }, 'visitor').query.limit).toBe(30);
  });

  it('is columns x 3 in the builder', () => {
    expect(inventoryListQuery({ ...config, columns: 4 }, 'builder').limit).toBe(12);
    expect(inventoryListRequest({ ...config, columns: 2 }, 'builder').query.limit).toBe(6);
    // A missing column count reads as the inventory default of 4.
    expect(inventoryListQuery({ ...config, columns: undefined }, 'builder').limit).toBe(12);
  });

  it('is capped by maxLimit, which the server also uses to end paging', () => {
    expect(inventoryListQuery({ ...config, maxLimit: 8 })).toMatchObject({ limit: 8, maxLimit: 8 });
    expect(inventoryListQuery({ ...config, maxLimit: 100 })).toMatchObject({ limit: 30, maxLimit: 100 });
    expect(inventoryListQuery({ ...config, maxLimit: 5 }, 'builder')).toMatchObject({ limit: 5, maxLimit: 5 });
  });

  it('takes its works from the source the owner chose, with type and subtype', () => {
    expect(inventoryListQuery({ ...config, source: 3, listId: 7, tags: ['bronze'] })).toMatchObject({ listId: 7 });
    expect(inventoryListQuery({ ...config, source: 3, listId: 7 }).tags).toBeUndefined();
    expect(inventoryListQuery({ ...config, source: 6, listId: 7, tags: ['bronze'] })).toMatchObject({ tags: ['bronze'] });
    expect(inventoryListQuery({ ...config, source: 6, tags: ['bronze'] }).listId).toBeUndefined();
    expect(inventoryListQuery({ ...config, source: 0, listId: 7, tags: ['bronze'] })).toEqual({ limit: 30, offset: 0, order: 0, dir: 'asc', status: 0 });
    expect(inventoryListQuery({ ...config, type: 6, subType: 8 })).toMatchObject({ type: 6, subType: 8 });
    expect(inventoryListQuery({ ...config, type: null, subType: null })).not.toHaveProperty('type');
  });
});
