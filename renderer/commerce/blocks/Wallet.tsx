import { lazy, Suspense } from 'react';
import { CartText } from '../../texts';
import { CartUiText } from '../texts';
import { useCartState, useCartStore } from '../use-cart';

const TestWalletSheet = lazy(() => import('./TestWalletSheet'));
const StripeWallet = lazy(() => import('./StripeWallet'));

/**
 * The wallet payment button (the spec's Apple Pay button). Its amount is what the server will charge:
 * the cart subtotal, as the spec has it, whenever there is no promotion, shipping or tax, and the total
 * with them otherwise, so a buyer is never charged more than the wallet showed. It moves the cart to
 * processing, then to an error with the spec's words when the buyer cancels or it fails.
 * On the test gateway it opens the test wallet sheet in the page; on Stripe it is Stripe's Express
 * Checkout Element. Neither's code is fetched before the cart has something to pay for.
 */
export function Wallet({ sub }: { sub: string }) {
  const state = useCartState();
  const store = useCartStore();
  const { cart, payment, wallet } = state;
  if (!cart || cart.lineItems.length === 0 || !payment?.provider) return null;
  const busy = state.checkout === 'processing' || state.checkout === 'success';
  return (
    <div className="wallet">
      {payment.provider === 'stripe' ? (
        <Suspense fallback={null}>
          <StripeWallet publishableKey={payment.publishableKey ?? ''} cart={cart} />
        </Suspense>
      ) : (
        <button type="button" className="button wallet__button" disabled={busy} aria-haspopup="dialog" onClick={() => store.openWallet()}>
          {CartUiText.walletPayWith}
        </button>
      )}
      {wallet.phase === 'processing' && !wallet.sheet && (
        <p className="checkout-form__status" role="status">
          {CartText.processing}
        </p>
      )}
      {wallet.phase === 'error' && wallet.error && (
        <p className="wallet__error" role="alert">
          {wallet.error}
        </p>
      )}
      {wallet.sheet && payment.provider === 'test' && (
        <Suspense fallback={null}>
          <TestWalletSheet sub={sub} />
        </Suspense>
      )}
    </div>
  );
}
