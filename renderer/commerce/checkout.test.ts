import { describe, expect, it } from 'vitest';
import type { BuyRequest, CartRequest } from '../../schema/api/commerce';
import { CardMessage, CommerceText } from '../../schema/messages';
import { cartResponse, edition } from '../testing/fixtures';
import { ApiRequestError, type CommerceApi } from './api';
import { runCheckout, type CheckoutDetails, type CheckoutInput, type CheckoutMemory } from './checkout';
import { testCardSource } from './payment-sources';

const details: CheckoutDetails = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.com',
  Phone: '+1 555 0100',
  AddressLineOne: '1 Gallery Row',
  AddressLineTwo: '',
  City: 'New York',
  State: 'NY',
  Zip: '10001',
  Country: 'US',
  Notes: '',
  billing: null,
};
const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

function fakeApi(overrides: Partial<CommerceApi> = {}) {
  const calls: string[] = [];
  const buys: Array<{ request: BuyRequest; key: string }> = [];
  const carts: CartRequest[] = [];
  let tokens = 0;
  const api: CommerceApi = {
    getCart: async (request) => {
      calls.push('cart');
      carts.push(request);
      return cartResponse();
    },
    getPaymentConfig: async () => ({ provider: 'test', publishableKey: null }),
    createTestCardToken: async () => {
      calls.push('token');
      tokens += 1;
      return { id: `tok_${tokens}`, card: { brand: 'visa', last4: '4242' } };
    },
    buy: async (request, key) => {
      calls.push('buy');
      buys.push({ request, key });
      return { orderId: 77, total: { value: 129600, display: '$1,296.00' } };
    },
    checkPromoCode: async () => ({ isValid: false, promoCodeId: null, message: '' }),
    getEditionSet: async () => {
      throw new Error('not used');
    },
    createTestWalletToken: async () => ({ id: 'tok_wallet', card: { brand: 'visa', last4: '4242' } }),
    answerTestChallenge: async (challengeId) => ({ challengeId, card: { brand: 'Visa', last4: '3184' }, status: 'succeeded' }),
    getTestChallenge: async (challengeId) => ({ challengeId, card: { brand: 'Visa', last4: '3184' }, status: 'pending' }),
    ...overrides,
  };
  return { api, calls, buys, carts };
}

function input(api: CommerceApi, memory: CheckoutMemory = { pending: null }): CheckoutInput {
  let keys = 0;
  return { api, sub: 'demo', items: [{ EditionId: 501, Quantity: 1 }], promoCodeId: null, details, payment: testCardSource(api, card, details.Zip), memory, newKey: () => `key-${++keys}` };
}

describe('runCheckout', () => {
  it('refreshes the cart, tokenizes the card and buys with an idempotency key', async () => {
    const { api, calls, buys } = fakeApi();
    const result = await runCheckout(input(api));
    expect(result.ok).toBe(true);
    expect(calls).toEqual(['cart', 'token', 'buy']);
    expect(buys[0].key).toBe('key-1');
    expect(buys[0].request).toMatchObject({ Sub: 'demo', FirstName: 'Ada', Token: 'tok_1', LineItems: [{ EditionId: 501, Quantity: 1 }] });
    expect(JSON.stringify(buys[0].request)).not.toMatch(/price/i);
  });

  it('sends the quantities the server priced, not the ones the browser asked for', async () => {
    const capped = cartResponse();
    capped.lineItems[0] = { ...capped.lineItems[0], quantity: 1 };
    const { api, buys } = fakeApi({ getCart: async () => capped });
    await runCheckout({ ...input(api), items: [{ EditionId: 501, Quantity: 5 }] });
    expect(buys[0].request.LineItems).toEqual([{ EditionId: 501, Quantity: 1 }]);
  });

  it("shows the card provider's message as given and buys nothing", async () => {
    const { api, calls } = fakeApi({
      createTestCardToken: async () => {
        throw new ApiRequestError(CardMessage.declined, 402, 'card_declined');
      },
    });
    const result = await runCheckout(input(api));
    expect(result).toMatchObject({ ok: false, message: CardMessage.declined });
    expect(calls).not.toContain('buy');
  });

  it("shows the server's error message when the purchase is refused, and starts afresh next time", async () => {
    let refuse = true;
    const { api, buys } = fakeApi({
      buy: async (request, key) => {
        buys.push({ request, key });
        if (refuse) throw new ApiRequestError(CommerceText.soldOut, 409, 'sold_out');
        return { orderId: 1, total: { value: 1, display: '$0.01' } };
      },
    });
    const memory: CheckoutMemory = { pending: null };
    const first = await runCheckout(input(api, memory));
    expect(first).toMatchObject({ ok: false, message: CommerceText.soldOut });
    refuse = false;
    await runCheckout({ ...input(api, memory), newKey: () => 'key-fresh' });
    expect(buys[1].key).toBe('key-fresh');
  });

  it('resends the same key and token after a request that got no answer', async () => {
    let offline = true;
    const { api, calls, buys } = fakeApi({
      buy: async (request, key) => {
        calls.push('buy');
        buys.push({ request, key });
        if (offline) throw new ApiRequestError(CommerceText.checkoutFallbackError, 0, 'network_error');
        return { orderId: 5, total: { value: 1, display: '$0.01' } };
      },
    });
    const memory: CheckoutMemory = { pending: null };
    const first = await runCheckout(input(api, memory));
    expect(first).toMatchObject({ ok: false, message: CommerceText.checkoutFallbackError });
    offline = false;
    const second = await runCheckout(input(api, memory));
    expect(second.ok).toBe(true);
    expect(buys.map((b) => [b.key, b.request.Token])).toEqual([
      ['key-1', 'tok_1'],
      ['key-1', 'tok_1'],
    ]);
    expect(calls.filter((c) => c === 'token')).toHaveLength(1);
    expect(memory.pending).toBeNull();
  });

  it.each([
    ['the server failed', 500, 'internal'],
    ['the server was too busy', 503, 'busy'],
    ['the purchase was still being processed', 409, 'checkout_in_progress'],
  ])('resends the same key and token after an answer saying %s', async (_label, status, code) => {
    let answer: ApiRequestError | null = new ApiRequestError(CommerceText.checkoutInProgress, status, code);
    const { api, buys } = fakeApi({
      buy: async (request, key) => {
        buys.push({ request, key });
        if (answer) throw answer;
        return { orderId: 7, total: { value: 1, display: '$0.01' } };
      },
    });
    const memory: CheckoutMemory = { pending: null };
    expect((await runCheckout(input(api, memory))).ok).toBe(false);
    answer = null;
    expect((await runCheckout({ ...input(api, memory), newKey: () => 'key-other' })).ok).toBe(true);
    expect(buys.map((b) => [b.key, b.request.Token])).toEqual([
      ['key-1', 'tok_1'],
      ['key-1', 'tok_1'],
    ]);
  });

  it('starts afresh after a purchase the server says was interrupted and not charged', async () => {
    let interrupted = true;
    const { api, buys } = fakeApi({
      buy: async (request, key) => {
        buys.push({ request, key });
        if (interrupted) throw new ApiRequestError(CommerceText.checkoutInterrupted, 409, 'checkout_interrupted');
        return { orderId: 8, total: { value: 1, display: '$0.01' } };
      },
    });
    const memory: CheckoutMemory = { pending: null };
    expect(await runCheckout(input(api, memory))).toMatchObject({ ok: false, message: CommerceText.checkoutInterrupted });
    interrupted = false;
    expect((await runCheckout({ ...input(api, memory), newKey: () => 'key-2' })).ok).toBe(true);
    expect(buys[1].key).toBe('key-2');
  });

  it('a changed form after a lost answer is a new attempt with a new key', async () => {
    let offline = true;
    const { api, buys } = fakeApi({
      buy: async (request, key) => {
        buys.push({ request, key });
        if (offline) throw new ApiRequestError('offline', 0, 'network_error');
        return { orderId: 5, total: { value: 1, display: '$0.01' } };
      },
    });
    const memory: CheckoutMemory = { pending: null };
    await runCheckout(input(api, memory));
    offline = false;
    const changed = { ...details, City: 'Boston' };
    await runCheckout({ ...input(api, memory), details: changed, newKey: () => 'key-2' });
    expect(buys[1].key).toBe('key-2');
  });

  it('stops before paying when the refreshed cart says a piece has sold', async () => {
    const sold = cartResponse();
    sold.lineItems[0] = { ...sold.lineItems[0], edition: edition({ isSold: true, quantity: 0 }), notice: null };
    // The cart answer replaces the recording one, so no call at all is recorded: nothing past the cart ran.
    const { api, calls } = fakeApi({ getCart: async () => sold });
    const result = await runCheckout(input(api));
    expect(result).toMatchObject({ ok: false, message: CommerceText.soldOut });
    expect(calls).toEqual([]);
  });

  it('shows the cart error text, and a cart the server emptied as no longer available', async () => {
    const withError = fakeApi({ getCart: async () => cartResponse({ hasError: true, error: 'Shipping is not available to this address.' }) });
    expect(await runCheckout(input(withError.api))).toMatchObject({ ok: false, message: 'Shipping is not available to this address.' });
    const emptied = fakeApi({ getCart: async () => cartResponse({ lineItems: [] }) });
    expect(await runCheckout(input(emptied.api))).toMatchObject({ ok: false, message: CommerceText.unavailable });
  });

  it('uses the spec fallback when the server gives no message', async () => {
    const { api } = fakeApi({
      getCart: async () => {
        throw new TypeError('not an ApiRequestError');
      },
    });
    expect(await runCheckout(input(api))).toMatchObject({ ok: false, stage: 'cart', message: 'An error has occurred. Please wait a moment and try again.' });
  });

  it('prices for the destination and the promo code, and sends State and Zip only where the country uses them', async () => {
    const { api, buys, carts } = fakeApi();
    const toFrance = { ...details, Country: 'FR', State: 'Île-de-France', Zip: '75001' };
    await runCheckout({ ...input(api), details: toFrance, promoCodeId: 12 });
    expect(carts[0]).toMatchObject({ Country: 'FR', PromoCodeId: 12 });
    expect(carts[0].State).toBeUndefined();
    expect(buys[0].request).toMatchObject({ Country: 'FR', Zip: '75001', PaymentMethod: 'card' });
    expect(buys[0].request.State).toBeUndefined();
  });

  it('sends the billing address under the Billing names only when it differs', async () => {
    const { api, buys } = fakeApi();
    await runCheckout(input(api));
    expect(Object.keys(buys[0].request).filter((k) => k.startsWith('Billing'))).toEqual([]);
    const billing = { AddressLineOne: '9 Rue de Rivoli', AddressLineTwo: '', City: 'Paris', State: '', Zip: '75004', Country: 'FR' };
    await runCheckout({ ...input(api), details: { ...details, billing } });
    expect(buys[1].request).toMatchObject({ BillingAddressLineOne: '9 Rue de Rivoli', BillingCity: 'Paris', BillingZip: '75004', BillingCountry: 'FR' });
    expect(buys[1].request.BillingState).toBeUndefined();
  });

  it('opens the 3-D Secure check the card asks for, then buys again with a new key and the same token', async () => {
    const asked: string[] = [];
    let checked = false;
    const { api, buys } = fakeApi({
      buy: async (request, key) => {
        buys.push({ request, key });
        if (!checked) throw new ApiRequestError(CardMessage.authenticationRequired, 402, 'authentication_required', { type: 'test_challenge', challengeId: 'tok_1' });
        return { orderId: 9, total: { value: 1, display: '$0.01' } };
      },
    });
    const result = await runCheckout({
      ...input(api),
      authenticate: async (action) => {
        asked.push(action.type);
        checked = true;
        return true;
      },
    });
    expect(result.ok).toBe(true);
    expect(asked).toEqual(['test_challenge']);
    expect(buys.map((b) => [b.key, b.request.Token])).toEqual([
      ['key-1', 'tok_1'],
      ['key-2', 'tok_1'],
    ]);
  });

  it('stops with the provider’s words when the buyer leaves the check unanswered, or it asks again', async () => {
    const needs = () => {
      throw new ApiRequestError(CardMessage.authenticationRequired, 402, 'authentication_required', { type: 'test_challenge', challengeId: 'tok_1' });
    };
    const left = fakeApi({ buy: async () => needs() });
    expect(await runCheckout({ ...input(left.api), authenticate: async () => false })).toMatchObject({ ok: false, stage: 'buy', message: CardMessage.authenticationFailed });
    const again = fakeApi({ buy: async () => needs() });
    let opened = 0;
    const result = await runCheckout({
      ...input(again.api),
      authenticate: async () => {
        opened += 1;
        return true;
      },
    });
    expect(opened).toBe(1);
    expect(result).toMatchObject({ ok: false, message: CardMessage.authenticationRequired });
  });
});
