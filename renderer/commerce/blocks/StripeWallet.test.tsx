// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartResponse } from '../../testing/fixtures';
import { CartPreviewContext } from '../cart-preview-context';
import { INITIAL_CART_STATE, type CartState, type CartStore } from '../cart-store';
import type { StripeEvent, StripeLike } from '../stripe';
import StripeWallet from './StripeWallet';

/** Stripe's Express Checkout Element as the wallet block drives it, with Stripe.js stood in for. */

function fakeStripe() {
  const handlers = new Map<string, (event: StripeEvent) => void>();
  const made: Record<string, unknown>[] = [];
  const stripe = {
    elements: (options: Record<string, unknown>) => {
      made.push(options);
      return {
        submit: async () => ({}),
        update: () => undefined,
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
  };
  return store;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  delete (window as { Stripe?: unknown }).Stripe;
});

async function mount(store: ReturnType<typeof fakeStore>, publishableKey: string) {
  const fake = fakeStripe();
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
});
