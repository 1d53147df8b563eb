import { useContext, useEffect, useState } from 'react';
import { useCommerceApi, type CommerceApi } from './api';
import { CartPreviewContext } from './cart-preview-context';
import { browserStorage } from './cart-storage';
import { createCartStore, INITIAL_CART_STATE, type CartState, type CartStore } from './cart-store';
import { sendConversion } from './conversion';
import { browserVisitSource } from '../site/visit-source';

let store: CartStore | null = null;

/** The one cart store of the page, made on first use with the browser's storage, address bar and tags. */
export function browserCartStore(api: CommerceApi): CartStore {
  store ??= createCartStore({
    api,
    storage: browserStorage(),
    href: () => window.location.href,
    visitSource: browserVisitSource,
    replaceAddress: (url) => window.history.replaceState(window.history.state, '', url),
    scrollToTop: () => window.scrollTo(0, 0),
    alert: (message) => window.alert(message),
    navigate: (url) => window.location.assign(url),
    sendConversion: (ids, order) => sendConversion(ids, order),
  });
  return store;
}

/** The page's cart store; in the builder's preview, one that does nothing. */
export function useCartStore(): CartStore {
  const preview = useContext(CartPreviewContext);
  const api = useCommerceApi();
  return preview?.store ?? browserCartStore(api);
}

/**
 * The cart's state for a block. The first render is the server's (the initial state), so hydration
 * meets the markup it was given; the store's state follows at once. The builder's preview gives its own.
 */
export function useCartState(): CartState {
  const preview = useContext(CartPreviewContext);
  const cartStore = useCartStore();
  const [state, setState] = useState(INITIAL_CART_STATE);
  useEffect(() => {
    if (preview) return;
    setState(cartStore.getState());
    return cartStore.subscribe(() => setState(cartStore.getState()));
  }, [cartStore, preview]);
  return preview?.state ?? state;
}
