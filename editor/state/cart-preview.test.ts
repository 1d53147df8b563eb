import { describe, expect, it } from 'vitest';
import { SAMPLE_CART_PREVIEW } from '../../renderer/commerce/cart-preview';
import type { DataSource } from '../../renderer/data/source';
import { edition, item, list } from '../../renderer/testing/fixtures';
import { CART_PREVIEW_QUERY, loadCartPreview } from './cart-preview';

function source(listInventory: DataSource['listInventory']): DataSource {
  return {
    listInventory,
    getInventory: async () => null,
    listArtists: async () => ({ artists: [], hasMore: false }),
    listShows: async () => ({ shows: [], hasMore: false }),
    listBlogs: async () => ({ blogs: [], hasMore: false }),
    listRepresentatives: async () => ({ representatives: [], hasMore: false }),
    listMedia: async () => ({ media: [], hasMore: false }),
  };
}

describe('the cart the canvas shows the cart page with', () => {
  it('is the site’s own first available works, asked for as visitors’ lists ask (status 5, only available)', async () => {
    const asked: unknown[] = [];
    const works = [item({ inventoryId: 1, title: 'First', editions: [edition({ editionId: 10 })] }), item({ inventoryId: 2, title: 'Second', editions: [edition({ editionId: 20 })] })];
    const preview = await loadCartPreview(source(async (q) => (asked.push(q), list(works))));
    expect(asked).toEqual([CART_PREVIEW_QUERY]);
    expect(CART_PREVIEW_QUERY.status).toBe(5);
    expect(preview.state.cart?.lineItems.map((l) => l.inventory.title)).toEqual(['First', 'Second']);
  });

  it('is the samples without a data source, or when the works cannot be read', async () => {
    expect(await loadCartPreview(null)).toBe(SAMPLE_CART_PREVIEW);
    expect(await loadCartPreview(source(async () => Promise.reject(new Error('offline'))))).toBe(SAMPLE_CART_PREVIEW);
  });
});
