import type { AnalyticsIds } from '../../schema/analytics';
import type { BuyResponse, CartEdition, CartNotice, CartResponse, PaymentAction, PaymentConfig } from '../../schema/api/commerce';
import type { CartMode } from '../../schema/commerce-constants';
import { CommerceText } from '../../schema/messages';
import type { LinkParams } from '../site/links';
import { ApiRequestError, type CommerceApi } from './api';
import { cartAddress, mergeCartItems, parseCartAddress } from './cart-address';
import { readStoredCart, readStoredPromo, sameCart, writeStoredCart, writeStoredPromo, type CartStorage } from './cart-storage';
import { runCheckout, type CheckoutDetails, type CheckoutMemory, type CheckoutResult, type PaymentSource } from './checkout';
import { promoOutcome } from './promo';
import { safeRedirect } from './redirect';
import type { VisitSource } from '../site/visit-source';

/** What the cart page's island knows from the server's render. */
export interface CartSetup {
  sub: string;
  linkParams: LinkParams;
  /** The modes the page's configuration defines; only those are used. */
  modes: CartMode[];
  analytics?: AnalyticsIds;
  /** The country the checkout form starts on (the site's), or ''. */
  country: string;
}

export type CheckoutPhase = 'form' | 'processing' | 'success' | 'error';
/** §4: a wallet payment moves to processing (its sheet open, then paying), then to error if cancelled or failed. */
export type WalletPhase = 'idle' | 'processing' | 'error';

export interface PromoState {
  code: string;
  promoCodeId: number | null;
  message: string | null;
  ok: boolean;
  busy: boolean;
}

export interface CartState {
  phase: 'loading' | 'ready';
  items: CartEdition[];
  cart: CartResponse | null;
  /** The lines the server last capped or dropped, kept until the buyer changes the cart. */
  notices: CartNotice[];
  loadError: string | null;
  promo: PromoState;
  /** Where the order goes, as the checkout form has it so far: shipping and tax follow it. */
  destination: { Country: string; State: string };
  payment: PaymentConfig | null;
  checkout: CheckoutPhase;
  checkoutError: string | null;
  order: BuyResponse | null;
  /** `sheet`: the test gateway's wallet sheet is open (the payment is processing meanwhile). */
  wallet: { phase: WalletPhase; sheet: boolean; error: string | null };
  /** A 3-D Secure check waiting for the buyer. */
  challenge: PaymentAction | null;
  /** What the checkout form holds (the wallet sheet starts from it). */
  draft: Partial<CheckoutDetails>;
}

export const INITIAL_CART_STATE: CartState = {
  phase: 'loading',
  items: [],
  cart: null,
  notices: [],
  loadError: null,
  promo: { code: '', promoCodeId: null, message: null, ok: false, busy: false },
  destination: { Country: '', State: '' },
  payment: null,
  checkout: 'form',
  checkoutError: null,
  order: null,
  wallet: { phase: 'idle', sheet: false, error: null },
  challenge: null,
  draft: {},
};

/**
 * The mode shown (spec §2): purchase_confirmation after success, empty_cart with nothing in the cart,
 * else checkout; a mode the page does not define is not used, and checkout stands in for it.
 */
export function cartModeOf(state: Pick<CartState, 'phase' | 'checkout' | 'items' | 'cart'>, modes: readonly CartMode[]): CartMode | null {
  if (state.phase === 'loading') return null;
  if (state.checkout === 'success' && modes.includes('purchase_confirmation')) return 'purchase_confirmation';
  const empty = state.items.length === 0 || (state.cart !== null && state.cart.lineItems.length === 0);
  if (empty && state.checkout !== 'success' && modes.includes('empty_cart')) return 'empty_cart';
  return 'checkout';
}

/** What the store needs of the browser, so tests can stand in for it. */
export interface CartEnv {
  api: CommerceApi;
  storage: CartStorage | null;
  href(): string;
  /** Where the visit came from (site/visit-source.ts): the Referrer and Utm the order carries. */
  visitSource(): VisitSource;
  replaceAddress(url: string): void;
  scrollToTop(): void;
  alert(message: string): void;
  navigate(url: string): void;
  sendConversion(ids: AnalyticsIds | undefined, order: BuyResponse): void;
  newKey?: () => string;
}

export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  start(setup: CartSetup): void;
  setQuantity(editionId: number, quantity: number): void;
  remove(editionId: number): void;
  applyPromo(code: string): Promise<void>;
  removePromo(): void;
  setDestination(country: string, state: string): void;
  /**
   * The cart, with its promo code, as the server prices it for somewhere else (the address a wallet's
   * sheet is on), leaving the page's cart and destination as they are.
   */
  priceFor(country: string, state: string): Promise<CartResponse>;
  setDraft(draft: Partial<CheckoutDetails>): void;
  checkout(details: CheckoutDetails, payment: PaymentSource): Promise<CheckoutResult | null>;
  /** A checkout that could not start (the card provider's library is missing). */
  checkoutFailed(message: string): void;
  openWallet(): void;
  /** A provider's own wallet button was pressed (Stripe's): the payment is processing. */
  walletStarted(): void;
  walletCancelled(message: string): void;
  walletFailed(message: string): void;
  payWithWallet(details: CheckoutDetails, payment: PaymentSource, messages: { token: string; buy: (message: string) => string }): Promise<void>;
  /** The buyer answered the 3-D Secure check (passed or failed: the server knows which), or left it unanswered. */
  challengeDone(answered: boolean): void;
}

/**
 * The cart page's one state, shared by its islands (line items, totals, promo code, card form, wallet):
 * each block reads it and asks it to change, and the store alone talks to the server, keeps local
 * storage and the address bar in step with the cart the server keeps, and runs checkout.
 */
export function createCartStore(env: CartEnv): CartStore {
  let state = INITIAL_CART_STATE;
  let setup: CartSetup | null = null;
  const listeners = new Set<() => void>();
  const memory: CheckoutMemory = { pending: null };
  let sequence = 0;
  let visit = { redirectUrl: null as string | null, redirectParam: '', utm: '', referrer: '' };
  let challengeAnswer: ((passed: boolean) => void) | null = null;

  const set = (change: Partial<CartState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };

  const address = (items: CartEdition[]) =>
    cartAddress(items, { ...(setup?.linkParams ?? {}), ...(visit.redirectParam && state.checkout !== 'success' ? { redirectUrl: visit.redirectParam } : {}) });

  /** Keeps local storage (and so the header counter) and the address bar on `items`. */
  const keep = (items: CartEdition[]) => {
    writeStoredCart(env.storage, items);
    env.replaceAddress(address(items));
  };

  const price = async (items: CartEdition[]) => {
    if (!setup) return;
    const mine = ++sequence;
    if (items.length === 0) {
      set({ phase: 'ready', cart: null, loadError: null });
      return;
    }
    try {
      const { destination, promo } = state;
      const cart = await env.api.getCart({
        Sub: setup.sub,
        Editions: items,
        PromoCodeId: promo.promoCodeId,
        ...(destination.Country ? { Country: destination.Country, ...(destination.State.trim() ? { State: destination.State.trim() } : {}) } : {}),
      });
      if (mine !== sequence) return;
      const change: Partial<CartState> = { phase: 'ready', cart, loadError: null };
      if (cart.notices.length) change.notices = cart.notices;
      // The cart to keep is the server's: capped quantities, sold pieces dropped (the counter must say what the cart holds).
      if (!sameCart(cart.editions, items)) {
        change.items = cart.editions;
        keep(cart.editions);
      }
      if (promo.promoCodeId !== null && cart.promoCodeMessage) {
        change.promo = { ...promo, promoCodeId: null, ok: false, message: cart.promoCodeMessage };
        writeStoredPromo(env.storage, null);
      }
      set(change);
    } catch (error) {
      if (mine !== sequence) return;
      set({ phase: 'ready', loadError: error instanceof ApiRequestError ? error.message : CommerceText.checkoutFallbackError });
    }
  };

  /** A change the buyer made: the notices of earlier changes no longer apply. */
  const change = (items: CartEdition[]) => {
    set({ items, notices: [], checkoutError: state.checkout === 'error' ? null : state.checkoutError });
    keep(items);
    void price(items);
  };

  const authenticate = (action: PaymentAction) =>
    new Promise<boolean>((resolve) => {
      challengeAnswer = resolve;
      set({ challenge: action });
    });

  const succeed = (order: BuyResponse) => {
    sequence += 1;
    writeStoredCart(env.storage, []);
    writeStoredPromo(env.storage, null);
    set({
      checkout: 'success',
      order,
      items: [],
      cart: null,
      notices: [],
      checkoutError: null,
      promo: { ...INITIAL_CART_STATE.promo },
      wallet: { phase: 'idle', sheet: false, error: null },
    });
    env.replaceAddress(cartAddress([], setup?.linkParams ?? {}));
    env.scrollToTop();
    env.sendConversion(setup?.analytics, order);
    if (visit.redirectUrl) {
      env.alert(CommerceText.purchaseConfirmation);
      env.navigate(visit.redirectUrl);
    }
  };

  const purchase = async (details: CheckoutDetails, payment: PaymentSource): Promise<CheckoutResult | null> => {
    if (!setup) return null;
    const result = await runCheckout({
      api: env.api,
      sub: setup.sub,
      items: state.items,
      promoCodeId: state.promo.promoCodeId,
      details,
      payment,
      memory,
      authenticate,
      newKey: env.newKey,
      referrer: visit.referrer,
      utm: visit.utm,
    });
    if (!result.ok) {
      const items = result.cart && !sameCart(result.cart.editions, state.items) ? result.cart.editions : state.items;
      if (items !== state.items) keep(items);
      set({ items, ...(result.cart ? { cart: result.cart, ...(result.cart.notices.length ? { notices: result.cart.notices } : {}) } : {}) });
      return result;
    }
    succeed(result.order);
    return result;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start(given) {
      if (setup) return;
      setup = given;
      const url = new URL(env.href());
      const redirectParam = url.searchParams.get('redirectUrl') ?? '';
      const source = env.visitSource();
      visit = { redirectUrl: safeRedirect(redirectParam || null, url), redirectParam, utm: source.utm, referrer: source.referrer };
      const promo = readStoredPromo(env.storage);
      set({
        destination: { Country: given.country, State: '' },
        ...(promo ? { promo: { ...state.promo, code: promo.code, promoCodeId: promo.promoCodeId, ok: true } } : {}),
      });
      const items = mergeCartItems(parseCartAddress(url), readStoredCart(env.storage));
      set({ items });
      keep(items);
      void price(items);
      env.api.getPaymentConfig(given.sub).then(
        (payment) => set({ payment }),
        () => set({ payment: { provider: null, publishableKey: null } }),
      );
    },

    setQuantity(editionId, quantity) {
      change(state.items.map((l) => (l.EditionId === editionId ? { ...l, Quantity: quantity } : l)));
    },

    remove(editionId) {
      change(state.items.filter((l) => l.EditionId !== editionId));
    },

    async applyPromo(code) {
      if (!setup) return;
      set({ promo: { ...state.promo, code, busy: true, message: null } });
      let outcome;
      try {
        outcome = promoOutcome(await env.api.checkPromoCode(code, setup.sub));
      } catch {
        outcome = promoOutcome(null);
      }
      if (outcome.ok) {
        writeStoredPromo(env.storage, { code, promoCodeId: outcome.promoCodeId });
        set({ promo: { code, promoCodeId: outcome.promoCodeId, message: outcome.message, ok: true, busy: false } });
      } else {
        writeStoredPromo(env.storage, null);
        set({ promo: { code, promoCodeId: null, message: outcome.message, ok: false, busy: false } });
      }
      await price(state.items);
    },

    removePromo() {
      writeStoredPromo(env.storage, null);
      set({ promo: { ...INITIAL_CART_STATE.promo } });
      void price(state.items);
    },

    setDestination(Country, State) {
      if (Country === state.destination.Country && State.trim() === state.destination.State.trim()) return;
      set({ destination: { Country, State } });
      void price(state.items);
    },

    async priceFor(Country, State) {
      if (!setup) throw new ApiRequestError(CommerceText.checkoutFallbackError, 0, 'not_started');
      return env.api.getCart({
        Sub: setup.sub,
        Editions: state.items,
        PromoCodeId: state.promo.promoCodeId,
        Country,
        ...(State.trim() ? { State: State.trim() } : {}),
      });
    },

    setDraft(draft) {
      set({ draft: { ...state.draft, ...draft } });
    },

    async checkout(details, payment) {
      if (state.checkout === 'processing' || state.checkout === 'success') return null;
      set({ checkout: 'processing', checkoutError: null });
      const result = await purchase(details, payment);
      if (result && !result.ok) set({ checkout: 'error', checkoutError: result.message });
      return result;
    },

    checkoutFailed(message) {
      set({ checkout: 'error', checkoutError: message });
    },

    openWallet() {
      if (state.checkout === 'processing' || state.checkout === 'success') return;
      set({ wallet: { phase: 'processing', sheet: true, error: null } });
    },

    walletStarted() {
      if (state.checkout === 'processing' || state.checkout === 'success') return;
      set({ wallet: { phase: 'processing', sheet: false, error: null } });
    },

    walletCancelled(message) {
      set({ wallet: { phase: 'error', sheet: false, error: message } });
    },

    walletFailed(message) {
      set({ wallet: { phase: 'error', sheet: false, error: message } });
    },

    async payWithWallet(details, payment, messages) {
      if (state.checkout === 'processing' || state.checkout === 'success') return;
      set({ wallet: { phase: 'processing', sheet: state.wallet.sheet, error: null }, checkout: 'processing', checkoutError: null });
      const result = await purchase(details, payment);
      if (!result || result.ok) return;
      const message = result.stage === 'token' ? messages.token : messages.buy(result.message);
      set({ checkout: 'form', wallet: { phase: 'error', sheet: false, error: message } });
    },

    challengeDone(answered) {
      const answer = challengeAnswer;
      challengeAnswer = null;
      set({ challenge: null });
      answer?.(answered);
    },
  };
}
