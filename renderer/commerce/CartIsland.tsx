import { lazy, Suspense, useEffect } from 'react';
import { SiteText } from '../texts';
import { cartModeOf, type CartSetup } from './cart-store';
import { CartUiText } from './texts';
import { useCartState, useCartStore } from './use-cart';

const ChallengeDialog = lazy(() => import('./blocks/ChallengeDialog'));

export interface CartIslandProps {
  setup: CartSetup;
}

export const CART_MODE_ATTRIBUTE = 'data-cart-mode';
export const CART_TITLE_ATTRIBUTE = 'data-cart-title';

/**
 * Shows the mode's blocks and hides the others' (the modes are server-drawn sections of the page), and
 * titles the page for it: after a purchase it is the order's confirmation, not the shopping cart.
 */
function showMode(mode: string | null): void {
  for (const section of document.querySelectorAll<HTMLElement>(`[${CART_MODE_ATTRIBUTE}]`)) {
    section.hidden = section.getAttribute(CART_MODE_ATTRIBUTE) !== mode;
  }
  const [from, to] = mode === 'purchase_confirmation' ? [SiteText.cartTitle, CartUiText.confirmationTitle] : [CartUiText.confirmationTitle, SiteText.cartTitle];
  const title = document.querySelector(`[${CART_TITLE_ATTRIBUTE}]`);
  if (title) title.textContent = to;
  // The browser's tab says the same as the heading.
  if (document.title.includes(from)) document.title = document.title.replace(from, to);
}

/**
 * The cart page's heart, above its blocks: it starts the cart (the address and local storage merged,
 * the address bar rewritten, the server's prices), shows the mode the cart is in, and says above the
 * cart what is wrong (the cart's error, lines capped or dropped, a cart that could not be loaded).
 */
export function CartIsland({ setup }: CartIslandProps) {
  const store = useCartStore();
  const state = useCartState();
  const mode = cartModeOf(state, setup.modes);

  useEffect(() => store.start(setup), [store, setup]);

  useEffect(() => {
    const next = state.challenge;
    if (next?.type !== 'stripe_next_action') return;
    const key = state.payment?.publishableKey ?? '';
    import('./stripe')
      .then(({ loadStripe }) => loadStripe(key))
      .then((stripe) => stripe.handleNextAction({ clientSecret: next.clientSecret }))
      .then(
        (result) => store.challengeDone(!result.error),
        () => store.challengeDone(false),
      );
  }, [state.challenge, state.payment, store]);

  useEffect(() => {
    showMode(mode);
    if (mode === 'purchase_confirmation') document.querySelector<HTMLElement>('[data-confirmation-focus]')?.focus();
  }, [mode]);

  const notices = state.notices;
  const noticeMessages = new Set(notices.map((n) => n.message));
  const cartError = state.cart?.hasError && state.cart.error && !noticeMessages.has(state.cart.error) ? state.cart.error : null;
  const challenge = state.challenge?.type === 'test_challenge' ? state.challenge.challengeId : null;
  return (
    <div className="cart-status" aria-busy={mode === null}>
      {mode === null && <p className="cart__loading">{SiteText.loading}</p>}
      {state.loadError && (
        <p className="form-error" role="alert">
          {state.loadError}
        </p>
      )}
      {cartError && mode !== 'purchase_confirmation' && (
        <p className="form-error" role="alert">
          {cartError}
        </p>
      )}
      {notices.length > 0 && mode !== 'purchase_confirmation' && (
        <div role="alert">
          <ul className="cart-notices">
            {notices.map((notice) => (
              <li key={notice.editionId}>
                {notice.title ? <strong>{notice.title}: </strong> : null}
                {notice.message}
                {notice.quantity > 0 && notice.quantity < notice.requestedQuantity ? ` (${CartUiText.noticeKept(notice.quantity, notice.requestedQuantity)})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {challenge && (
        <Suspense fallback={null}>
          <ChallengeDialog challengeId={challenge} />
        </Suspense>
      )}
    </div>
  );
}

export default CartIsland;
