import { PREVIEW_LINES, type CartPreview } from '../../renderer/commerce/cart-preview-context';
import type { DataSource } from '../../renderer/data/source';
import { InventoryStatus } from '../../schema/inventory-filters';

/**
 * The cart the cart page is shown with on the canvas: the site's own first available works, read over
 * the builder's data source (a few more than the lines, since a work may show no price); samples while
 * the site has none or they cannot be read.
 */
export const CART_PREVIEW_QUERY = { limit: PREVIEW_LINES * 3, offset: 0, status: InventoryStatus.Available } as const;

export async function loadCartPreview(source: DataSource | null): Promise<CartPreview> {
  // The cart's store and the country list come with the cart page, not in the builder's first load.
  const { cartPreview, SAMPLE_CART_PREVIEW } = await import('../../renderer/commerce/cart-preview');
  if (!source) return SAMPLE_CART_PREVIEW;
  try {
    const { inventory } = await source.listInventory({ ...CART_PREVIEW_QUERY });
    return cartPreview(inventory);
  } catch {
    return SAMPLE_CART_PREVIEW;
  }
}
