import { describe, expect, it } from 'vitest';
import type { BuyRequest, CartRequest, CartResponse } from '../../schema/api/commerce';
import { CommerceText } from '../../schema/messages';
import { cartResponse } from '../testing/fixtures';
import type { CommerceApi } from './api';
import { CART_STORAGE_KEY, cartItemCount, PROMO_STORAGE_KEY, readStoredCart, type CartStorage } from './cart-storage';
import type { VisitSource } from '../site/visit-source';
import { cartModeOf, createCartStore, type CartSetup } from './cart-store';
import type { CheckoutDetails } from './checkout';
import { testCardSource } from './payment-sources';

const setup: CartSetup = { sub: 'demo', linkParams: { sub: 'demo' }, modes: ['checkout', 'empty_cart', 'purchase_confirmation'], country: 'US' };
const details: CheckoutDetails = {
  FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', Phone: '1', AddressLineOne: '1 Row', AddressLineTwo: '', City: 'NYC', State: 'NY', Zip: '10001', Country: 'US', Notes: '', billing: null,
};
const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k] };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(options: { href?: string; storage?: Record<string, string>; cart?: (request: CartRequest) => CartResponse; api?: Partial<CommerceApi>; source?: VisitSource } = {}) {
  const storage = memoryStorage(options.storage);
  const addresses: string[] = [];
  const events: string[] = [];
  const carts: CartRequest[] = [];
  const buys: BuyRequest[] = [];
  const api: CommerceApi = {
    getCart: async (request) => {
      carts.push(request);
      return options.cart ? options.cart(request) : cartResponse({ editions: request.Editions });
    },
    getPaymentConfig: async () => ({ provider: 'test', publishableKey: null }),
    createTestCardToken: async () => ({ id: 'tok_1', card: { brand: 'Visa', last4: '4242' } }),
    buy: async (request) => {
      buys.push(request);
      return { orderId: 31, total: { value: 129600, display: '$1,296.00' } };
    },
    checkPromoCode: async (code) => (code === 'SPRING' ? { isValid: true, promoCodeId: 5, message: 'Spring sale' } : { isValid: false, promoCodeId: null, message: CommerceText.promoCodeExpired }),
    getEditionSet: async () => {
      throw new Error('not used');
    },
    createTestWalletToken: async () => ({ id: 'tok_wallet', card: { brand: 'Visa', last4: '4242' } }),
    answerTestChallenge: async (challengeId) => ({ challengeId, card: { brand: 'Visa', last4: '1' }, status: 'succeeded' }),
    getTestChallenge: async (challengeId) => ({ challengeId, card: { brand: 'Visa', last4: '1' }, status: 'pending' }),
    ...options.api,
  };
  const store = createCartStore({
    api,
    storage,
    href: () => options.href ?? 'http://demo.localhost/buy/',
    visitSource: () => options.source ?? { referrer: '', utm: '' },
    replaceAddress: (url) => addresses.push(url),
    scrollToTop: () => events.push('scroll'),
    alert: (message) => events.push(`alert:${message}`),
    navigate: (url) => events.push(`go:${url}`),
    sendConversion: (_ids, order) => events.push(`conversion:${order.orderId}`),
  });
  return { store, storage, addresses, events, carts, buys };
}

describe('the cart store', () => {
  it('merges the address into the stored cart, rewrites the address bar and prices it', async () => {
    const { store, storage, addresses, carts } = harness({ href: 'http://demo.localhost/buy/?products=7:2', storage: { [CART_STORAGE_KEY]: JSON.stringify([{ EditionId: 3, Quantity: 1 }]) } });
    store.start(setup);
    await settle();
    expect(carts[0].Editions).toEqual([
      { EditionId: 3, Quantity: 1 },
      { EditionId: 7, Quantity: 2 },
    ]);
    expect(carts[0].Country).toBe('US');
    expect(addresses[0]).toBe('/buy/?products=3:1,7:2&sub=demo');
    expect(readStoredCart(storage)).toEqual(carts[0].Editions);
    expect(store.getState().phase).toBe('ready');
  });

  it('keeps the cart the server keeps, so the counter says what the cart holds (60 asked, 36 left: 36, not 61)', async () => {
    const capped = (request: CartRequest) => {
      const asked = request.Editions[0]?.Quantity ?? 0;
      const kept = Math.min(asked, 36);
      return cartResponse({
        editions: [{ EditionId: 2, Quantity: kept }],
        notices: kept < asked ? [{ editionId: 2, title: 'Untitled', requestedQuantity: asked, quantity: kept, message: CommerceText.notEnoughLeft }] : [],
        hasError: kept < asked,
        error: kept < asked ? CommerceText.notEnoughLeft : null,
      });
    };
    const { store, storage, addresses, carts } = harness({ href: 'http://demo.localhost/buy/?products=2:60', storage: { [CART_STORAGE_KEY]: JSON.stringify([{ EditionId: 2, Quantity: 1 }]) }, cart: capped });
    store.start(setup);
    await settle();
    await settle();
    expect(cartItemCount(readStoredCart(storage))).toBe(36);
    expect(store.getState().items).toEqual([{ EditionId: 2, Quantity: 36 }]);
    expect(addresses.at(-1)).toBe('/buy/?products=2:36&sub=demo');
    // The notice stays while the cart is as the server left it, though the next pricing has none.
    expect(store.getState().notices.map((n) => [n.requestedQuantity, n.quantity])).toEqual([[60, 36]]);
    expect(carts).toHaveLength(1);
  });

  it('drops a sold piece added by link, with its notice, and shows the empty cart', async () => {
    const sold = (request: CartRequest) =>
      cartResponse({
        lineItems: [],
        editions: [],
        notices: request.Editions.map((e) => ({ editionId: e.EditionId, title: 'Gone', requestedQuantity: 1, quantity: 0, message: CommerceText.soldOut })),
        hasError: true,
        error: CommerceText.soldOut,
      });
    const { store, storage } = harness({ href: 'http://demo.localhost/buy/9', cart: sold });
    store.start(setup);
    await settle();
    expect(readStoredCart(storage)).toEqual([]);
    expect(store.getState().notices[0]).toMatchObject({ editionId: 9, message: CommerceText.soldOut });
    expect(cartModeOf(store.getState(), setup.modes)).toBe('empty_cart');
  });

  it('applies a promo code by its id, keeps it beside the cart, and tells why one is refused', async () => {
    const { store, storage, carts } = harness({ href: 'http://demo.localhost/buy/?products=7:1' });
    store.start(setup);
    await settle();
    await store.applyPromo('SPRING');
    expect(store.getState().promo).toMatchObject({ ok: true, promoCodeId: 5, message: 'Spring sale' });
    expect(carts.at(-1)?.PromoCodeId).toBe(5);
    expect(JSON.parse(storage.data[PROMO_STORAGE_KEY])).toEqual({ code: 'SPRING', promoCodeId: 5 });
    await store.applyPromo('OLD');
    expect(store.getState().promo).toMatchObject({ ok: false, promoCodeId: null, message: CommerceText.promoCodeExpired });
    expect(storage.data[PROMO_STORAGE_KEY]).toBeUndefined();
  });

  it("says 'Sorry, this promotion code is not valid.' when the check fails", async () => {
    const { store } = harness({
      href: 'http://demo.localhost/buy/?products=7:1',
      api: {
        checkPromoCode: async () => {
          throw new Error('offline');
        },
      },
    });
    store.start(setup);
    await settle();
    await store.applyPromo('ANY');
    expect(store.getState().promo.message).toBe('Sorry, this promotion code is not valid.');
  });

  it('prices again when the buyer says where it goes', async () => {
    const { store, carts } = harness({ href: 'http://demo.localhost/buy/?products=7:1' });
    store.start(setup);
    await settle();
    store.setDestination('CA', 'ON');
    await settle();
    expect(carts.at(-1)).toMatchObject({ Country: 'CA', State: 'ON' });
    const before = carts.length;
    store.setDestination('CA', 'ON ');
    expect(carts).toHaveLength(before);
  });

  it('prices the cart for a wallet’s address without changing the page’s cart or destination', async () => {
    const { store, carts } = harness({ href: 'http://demo.localhost/buy/?products=7:1', cart: (request) => cartResponse({ editions: request.Editions, destination: { country: request.Country ?? '', state: request.State ?? null } }) });
    store.start(setup);
    await settle();
    await store.applyPromo('SPRING');
    const shown = store.getState().cart;
    const quoted = await store.priceFor('GB', ' ');
    expect(carts.at(-1)).toEqual({ Sub: 'demo', Editions: [{ EditionId: 7, Quantity: 1 }], PromoCodeId: 5, Country: 'GB' });
    expect(quoted.destination).toEqual({ country: 'GB', state: null });
    expect(store.getState().cart).toBe(shown);
    expect(store.getState().destination).toEqual({ Country: 'US', State: '' });
  });
});

describe('checkout through the store', () => {
  it('succeeds once: storage emptied, address bar bare, confirmation mode, conversion sent', async () => {
    const h = harness({ href: 'http://demo.localhost/buy/?products=7:1', storage: { [PROMO_STORAGE_KEY]: JSON.stringify({ code: 'SPRING', promoCodeId: 5 }) } });
    h.store.start(setup);
    await settle();
    const api = { createTestCardToken: async () => ({ id: 'tok_1', card: { brand: 'Visa', last4: '4242' } }) } as unknown as CommerceApi;
    const result = await h.store.checkout(details, testCardSource(api, card, '10001'));
    expect(result?.ok).toBe(true);
    expect(h.buys[0]).toMatchObject({ PromoCodeId: null, Token: 'tok_1' });
    expect(h.buys[0]).not.toHaveProperty('Utm');
    const state = h.store.getState();
    expect(state.checkout).toBe('success');
    expect(state.order?.orderId).toBe(31);
    expect(h.storage.data).toEqual({});
    expect(h.addresses.at(-1)).toBe('/buy/?sub=demo');
    expect(h.events).toEqual(['scroll', 'conversion:31']);
    expect(cartModeOf(state, setup.modes)).toBe('purchase_confirmation');
    expect(cartModeOf(state, ['checkout'])).toBe('checkout');
    expect(await h.store.checkout(details, testCardSource(api, card, '10001'))).toBeNull();
    expect(h.buys).toHaveLength(1);
  });

  it('sends where the visit came from: the referring site and the landing address’s utm parameters', async () => {
    const h = harness({ href: 'http://demo.localhost/buy/?products=7:1', source: { referrer: 'https://news.example/story', utm: 'utm_source=news' } });
    h.store.start(setup);
    await settle();
    const api = { createTestCardToken: async () => ({ id: 'tok_1', card: { brand: 'Visa', last4: '4242' } }) } as unknown as CommerceApi;
    expect((await h.store.checkout(details, testCardSource(api, card, '10001')))?.ok).toBe(true);
    expect(h.buys[0]).toMatchObject({ Referrer: 'https://news.example/story', Utm: 'utm_source=news' });
  });

  it('thanks the buyer with an alert and goes to redirectUrl, kept in the address until then', async () => {
    const h = harness({ href: 'http://demo.localhost/buy/?products=7:1&redirectUrl=https%3A%2F%2Fgallery.example%2Fthanks' });
    h.store.start(setup);
    await settle();
    expect(h.addresses[0]).toBe('/buy/?products=7:1&sub=demo&redirectUrl=https:%2F%2Fgallery.example%2Fthanks');
    const api = { createTestCardToken: async () => ({ id: 'tok_1', card: { brand: 'Visa', last4: '4242' } }) } as unknown as CommerceApi;
    await h.store.checkout(details, testCardSource(api, card, '10001'));
    expect(h.events.slice(-2)).toEqual([`alert:${CommerceText.purchaseConfirmation}`, 'go:https://gallery.example/thanks']);
  });

  it('never follows a redirectUrl that is not a web address', async () => {
    const h = harness({ href: 'http://demo.localhost/buy/?products=7:1&redirectUrl=javascript:alert(1)' });
    h.store.start(setup);
    await settle();
    const api = { createTestCardToken: async () => ({ id: 'tok_1', card: { brand: 'Visa', last4: '4242' } }) } as unknown as CommerceApi;
    await h.store.checkout(details, testCardSource(api, card, '10001'));
    expect(h.events.some((e) => e.startsWith('go:'))).toBe(false);
  });

  it('puts a wallet failure in the spec’s words, and a cancel as Cancelled Apple Pay', async () => {
    const h = harness({
      href: 'http://demo.localhost/buy/?products=7:1',
      api: {
        buy: async () => {
          const { ApiRequestError } = await import('./api');
          throw new ApiRequestError('Your card was declined.', 402, 'card_declined');
        },
      },
    });
    h.store.start(setup);
    await settle();
    // §4: the wallet payment moves to processing (its sheet open), then to error when cancelled.
    h.store.openWallet();
    expect(h.store.getState().wallet).toEqual({ phase: 'processing', sheet: true, error: null });
    h.store.walletCancelled('Cancelled Apple Pay');
    expect(h.store.getState().wallet).toEqual({ phase: 'error', sheet: false, error: 'Cancelled Apple Pay' });
    // A provider's own button (Stripe's) goes to processing on the press.
    h.store.walletStarted();
    expect(h.store.getState().wallet).toEqual({ phase: 'processing', sheet: false, error: null });
    const failing = { method: 'wallet' as const, fingerprint: 'w', tokenize: async () => 'tok_w' };
    await h.store.payWithWallet(details, failing, { token: 'Unable to obtain payment token for Apple Pay.', buy: (m) => `Apple Pay error: ${m}` });
    expect(h.store.getState().wallet).toEqual({ phase: 'error', sheet: false, error: 'Apple Pay error: Your card was declined.' });
    expect(h.store.getState().checkout).toBe('form');
    const noToken = {
      method: 'wallet' as const,
      fingerprint: 'w2',
      tokenize: async () => {
        throw new Error('no token');
      },
    };
    await h.store.payWithWallet(details, noToken, { token: 'Unable to obtain payment token for Apple Pay.', buy: (m) => `Apple Pay error: ${m}` });
    expect(h.store.getState().wallet.error).toBe('Unable to obtain payment token for Apple Pay.');
  });
});
