import { useEffect, useState } from 'react';
import { useCommerceApi, type CommerceApi } from './api';
import { browserStorage } from './cart-storage';
import { createCartStore, INITIAL_CART_STATE, type CartState, type CartStore } from './cart-store';
import { sendConversion } from './conversion';

let store: CartStore | null = null;

/** The one cart store of the page, made on first use with the browser's storage, address bar and tags. */
export function browserCartStore(api: CommerceApi): CartStore {
  store ??= createCartStore({
    api,
    storage: browserStorage(),
    href: () => window.location.href,
    referrer: () => document.referrer,
    replaceAddress: (url) => window.history.replaceState(window.history.state, '', url),
    scrollToTop: () => window.scrollTo(0, 0),
    alert: (message) => window.alert(message),
    navigate: (url) => window.location.assign(url),
    sendConversion: (ids, order) => sendConversion(ids, order),
  });
  return store;
}

export function useCartStore(): CartStore {
  return browserCartStore(useCommerceApi());
}

/**
 * The cart's state for a block. The first render is the server's (the initial state), so hydration
 * meets the markup it was given; the store's state follows at once.
 */
export function useCartState(): CartState {
  const cartStore = useCartStore();
  const [state, setState] = useState(INITIAL_CART_STATE);
  useEffect(() => {
    setState(cartStore.getState());
    return cartStore.subscribe(() => setState(cartStore.getState()));
  }, [cartStore]);
  return state;
}
