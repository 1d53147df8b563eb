import { createContext } from 'react';
import type { CartState, CartStore } from './cart-store';

/**
 * The cart the builder draws its cart blocks with (cart-preview.ts makes it): a fixed state and a store
 * that does nothing, so a preview never reads local storage, rewrites the builder's address or calls
 * the server. Visitors' islands have none and use the page's one cart store (use-cart.ts).
 */
export interface CartPreview {
  state: CartState;
  store: CartStore;
}

/** How many lines the previewed cart shows. */
export const PREVIEW_LINES = 2;

export const CartPreviewContext = createContext<CartPreview | null>(null);
