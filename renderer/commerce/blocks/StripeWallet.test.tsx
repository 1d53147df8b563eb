// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartResponse } from '../../../schema/api/commerce';
import { cartResponse } from '../../testing/fixtures';
import { CartPreviewContext } from '../cart-preview-context';
import { INITIAL_CART_STATE, type CartState, type CartStore } from '../cart-store';
import type { StripeEvent, StripeLike } from '../stripe';
import StripeWallet from './StripeWallet';

/** Stripe's Express Checkout Element as the wallet block drives it, with Stripe.js stood in for. */

function fakeStripe(log: string[] = []) {
  const handlers = new Map<string, (event: StripeEvent) => void>();
  const made: Record<string, unknown>[] = [];
  const stripe = {
    elements: (options: Record<string, unknown>) => {
      made.push(options);
      return {
        submit: async () => ({}),
        update: (options: Record<string, unknown>) => void log.push(`update ${JSON.stringify(options)}`),
        create: () => ({ on: (name: string, handler: (event: StripeEvent) => void) => handlers.set(name, handler), mount: () => undefined, destroy: () => undefined }),
      };
    },
    createConfirmationToken: async () => ({ confirmationToken: { id: 'ctoken_wallet' } }),
    handleNextAction: async () => ({}),
  } as unknown as StripeLike;
  return { stripe, handlers, made };
}

function fakeStore(payOutcome: CartState['wallet']) {
  let state: CartState = INITIAL_CART_STATE;
  const store = {
    getState: () => state,
    walletStarted: vi.fn(() => (state = { ...state, wallet: { phase: 'processing', sheet: false, error: null } })),
    walletCancelled: vi.fn(),
    walletFailed: vi.fn(),
    payWithWallet: vi.fn(async () => void (state = { ...state, wallet: payOutcome })),
    priceFor: vi.fn(async (_country: string, _state: string): Promise<CartResponse> => cartResponse()),
  };
  return store;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  delete (window as { Stripe?: unknown }).Stripe;
});

async function mount(store: ReturnType<typeof fakeStore>, publishableKey: string, log: string[] = []) {
  const fake = fakeStripe(log);
  (window as unknown as { Stripe: () => StripeLike }).Stripe = () => fake.stripe;
  const cart = cartResponse({ totals: { ...cartResponse().totals, shipping: { value: 4000, display: '$40.00' }, total: { value: 124_800, display: '$1,248.00' } } });
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <CartPreviewContext.Provider value={{ state: INITIAL_CART_STATE, store: store as unknown as CartStore }}>
        <StripeWallet publishableKey={publishableKey} cart={cart} />
      </CartPreviewContext.Provider>,
    );
  });
  await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
  return fake;
}

describe('the Stripe wallet', () => {
  it('is made for what the server charges, asks for the buyer’s details with the cart’s shipping as its rate, and goes to processing on the press', async () => {
    const store = fakeStore({ phase: 'processing', sheet: false, error: null });
    const { made, handlers } = await mount(store, 'pk_wallet_1');
    expect(made).toEqual([expect.objectContaining({ amount: 124_800, currency: 'usd', captureMethod: 'manual' })]);
    const resolve = vi.fn();
    handlers.get('click')!({ resolve });
    expect(store.walletStarted).toHaveBeenCalledOnce();
    expect(resolve).toHaveBeenCalledWith({ emailRequired: true, phoneNumberRequired: true, shippingAddressRequired: true, shippingRates: [{ id: 'shipping', displayName: 'Shipping', amount: 4000 }] });
    handlers.get('cancel')!({});
    expect(store.walletCancelled).toHaveBeenCalledWith('Cancelled Apple Pay');
  });

  it('pays with the wallet’s confirmation token and details, a one-word name as both names, and tells the sheet when the purchase failed', async () => {
    const store = fakeStore({ phase: 'error', sheet: false, error: 'Apple Pay error: Your card was declined.' });
    const { handlers } = await mount(store, 'pk_wallet_2');
    const paymentFailed = vi.fn();
    await act(async () => {
      handlers.get('confirm')!({
        billingDetails: { name: 'Cher', email: 'cher@example.com', phone: '+1 555 0100' },
        shippingAddress: { name: 'Cher', address: { line1: '1 Main St', city: 'Malibu', state: 'CA', postal_code: '90265', country: 'US' } },
        paymentFailed,
      });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(store.payWithWallet).toHaveBeenCalledOnce();
    const [details, source] = store.payWithWallet.mock.calls[0] as unknown as [Record<string, string>, { tokenize(): Promise<string> }];
    expect(details).toMatchObject({ FirstName: 'Cher', LastName: 'Cher', Email: 'cher@example.com', AddressLineOne: '1 Main St', Country: 'US' });
    expect(await source.tokenize()).toBe('ctoken_wallet');
    expect(paymentFailed).toHaveBeenCalledOnce();
  });

  it('asks the server for the shipping and total of each address the sheet moves to, and shows them there, the amount first', async () => {
    const log: string[] = [];
    const store = fakeStore({ phase: 'processing', sheet: false, error: null });
    const money = (value: number) => ({ value, display: `$${value / 100}` });
    const priced: Record<string, CartResponse> = {
      // Abroad: the dearer rate, no tax.
      FR: cartResponse({ totals: { subtotal: money(120_000), discount: money(0), shipping: money(6500), tax: money(0), total: money(126_500) } }),
      // New York with a promotion: the region's rate, tax on top, the goods after the promotion.
      NY: cartResponse({
        promoCode: { promoCodeId: 5, code: 'SPRING', description: 'Spring sale', amount: money(12_000) },
        totals: { subtotal: money(120_000), discount: money(12_000), shipping: money(1000), tax: money(9679), total: money(118_679) },
      }),
      // Prices with tax in them: no tax line of its own.
      GB: cartResponse({ taxIncluded: true, totals: { subtotal: money(120_000), discount: money(0), shipping: money(2500), tax: money(20_000), total: money(122_500) } }),
    };
    store.priceFor.mockImplementation(async (country: string, state: string) => priced[state || country]);
    const { handlers } = await mount(store, 'pk_wallet_3', log);
    const change = async (address: Record<string, string>) => {
      const resolve = vi.fn((options?: Record<string, unknown>) => void log.push(`resolve ${JSON.stringify(options)}`));
      const reject = vi.fn();
      await act(async () => {
        handlers.get('shippingaddresschange')!({ address, resolve, reject });
        await new Promise((r) => setTimeout(r, 0));
      });
      expect(reject).not.toHaveBeenCalled();
      return resolve.mock.calls[0]?.[0];
    };

    expect(await change({ city: 'Paris', postal_code: '75001', country: 'FR' })).toEqual({
      shippingRates: [{ id: 'shipping', displayName: 'Shipping', amount: 6500 }],
      lineItems: [{ name: 'Subtotal', amount: 120_000 }],
    });
    expect(store.priceFor).toHaveBeenLastCalledWith('FR', '');
    expect(log.slice(-2)).toEqual(['update {"amount":126500}', expect.stringMatching(/^resolve /)]);

    expect(await change({ city: 'New York', state: 'NY', postal_code: '10001', country: 'US' })).toEqual({
      shippingRates: [{ id: 'shipping', displayName: 'Shipping', amount: 1000 }],
      lineItems: [
        { name: 'Subtotal with promo code SPRING', amount: 108_000 },
        { name: 'Tax', amount: 9679 },
      ],
    });
    expect(store.priceFor).toHaveBeenLastCalledWith('US', 'NY');
    expect(log.at(-2)).toBe('update {"amount":118679}');

    expect(await change({ city: 'London', postal_code: 'SW1A', country: 'GB' })).toEqual({
      shippingRates: [{ id: 'shipping', displayName: 'Shipping', amount: 2500 }],
      lineItems: [{ name: 'Subtotal', amount: 120_000 }],
    });

    // Closed without paying: the element goes back to the page's own cart.
    handlers.get('cancel')!({});
    expect(log.at(-1)).toBe('update {"amount":124800}');
  });

  it('refuses an address the site does not ship to, one without a country, and any it could not price', async () => {
    const log: string[] = [];
    const store = fakeStore({ phase: 'processing', sheet: false, error: null });
    const { handlers } = await mount(store, 'pk_wallet_4', log);
    const change = async (address: Record<string, string>) => {
      const resolve = vi.fn();
      const reject = vi.fn();
      await act(async () => {
        handlers.get('shippingaddresschange')!({ address, resolve, reject });
        await new Promise((r) => setTimeout(r, 0));
      });
      expect(resolve).not.toHaveBeenCalled();
      return reject.mock.calls.length;
    };

    store.priceFor.mockResolvedValueOnce(cartResponse({ cannotShip: true, hasError: true, error: 'Sorry, we do not ship to this address.' }));
    expect(await change({ city: 'Oslo', country: 'NO' })).toBe(1);
    expect(await change({ city: 'Nowhere' })).toBe(1);
    expect(store.priceFor).toHaveBeenCalledTimes(1);
    store.priceFor.mockRejectedValueOnce(new Error('offline'));
    expect(await change({ city: 'Paris', country: 'FR' })).toBe(1);
    expect(log).toEqual([]);
  });
});
