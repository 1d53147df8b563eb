import { useEffect, useRef, useState } from 'react';
import type { CartEdition, CartResponse } from '../../schema/api/commerce';
import type { LinkParams } from '../site/links';
import { CartText, CommerceText, SiteText } from '../texts';
import { ApiRequestError, useCommerceApi } from './api';
import { cartAddress, mergeCartItems, parseCartAddress } from './cart-address';
import { browserStorage, readStoredCart, writeStoredCart } from './cart-storage';
import { CartLines, CartTotals } from './CartLines';
import { runCheckout, type CardDetails, type CheckoutDetails, type CheckoutMemory } from './checkout';
import { CheckoutForm, type CheckoutFormState } from './CheckoutForm';
import { safeRedirect, utmFrom } from './redirect';

export interface CartIslandProps {
  sub: string;
  linkParams: LinkParams;
  isArtistSite: boolean;
  /** Checkout is offered only when a card payment provider is connected. */
  checkoutEnabled: boolean;
}

/** The spec's three cart page modes. */
export type CartMode = 'checkout' | 'empty_cart' | 'purchase_confirmation';

/**
 * The cart and checkout on /buy/. On load it merges the address and the stored cart, rewrites the
 * address bar, and asks the server to price the cart; every change goes the same way.
 */
export function CartIsland({ sub, linkParams, isArtistSite, checkoutEnabled }: CartIslandProps) {
  const api = useCommerceApi();
  const [loaded, setLoaded] = useState(false);
  const [items, setItems] = useState<CartEdition[]>([]);
  const [cart, setCart] = useState<CartResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [formState, setFormState] = useState<CheckoutFormState>('form');
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const memory = useRef<CheckoutMemory>({ pending: null });
  const sequence = useRef(0);
  const addressExtras = useRef<LinkParams>({});
  const visit = useRef<{ redirectUrl: string | null; utm: string; referrer: string }>({ redirectUrl: null, utm: '', referrer: '' });
  const confirmation = useRef<HTMLParagraphElement>(null);

  const price = async (next: CartEdition[]) => {
    const mine = ++sequence.current;
    if (next.length === 0) {
      setCart(null);
      setLoaded(true);
      return;
    }
    try {
      const response = await api.getCart({ Sub: sub, Editions: next });
      if (mine !== sequence.current) return;
      setCart(response);
      setLoadError(null);
    } catch (error) {
      if (mine !== sequence.current) return;
      setLoadError(error instanceof ApiRequestError ? error.message : CommerceText.checkoutFallbackError);
    }
    setLoaded(true);
  };

  const apply = (next: CartEdition[]) => {
    setItems(next);
    writeStoredCart(browserStorage(), next);
    window.history.replaceState(window.history.state, '', cartAddress(next, { ...linkParams, ...addressExtras.current }));
    void price(next);
  };

  useEffect(() => {
    const url = new URL(window.location.href);
    const redirectUrl = url.searchParams.get('redirectUrl');
    if (redirectUrl) addressExtras.current = { redirectUrl };
    visit.current = { redirectUrl: safeRedirect(redirectUrl, url), utm: utmFrom(url), referrer: document.referrer };
    apply(mergeCartItems(parseCartAddress(url), readStoredCart(browserStorage())));
    // Runs once on load: the address and storage are read a single time, then the island owns the cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (formState === 'success') confirmation.current?.focus();
  }, [formState]);

  const checkout = async (details: CheckoutDetails, card: CardDetails) => {
    setFormState('processing');
    setCheckoutError(null);
    const result = await runCheckout({ api, sub, items, details, card, memory: memory.current, referrer: visit.current.referrer, utm: visit.current.utm });
    if (result.cart) setCart(result.cart);
    if (!result.ok) {
      setCheckoutError(result.message);
      setFormState('form');
      return;
    }
    sequence.current += 1;
    setFormState('success');
    setItems([]);
    writeStoredCart(browserStorage(), []);
    window.history.replaceState(window.history.state, '', cartAddress([], linkParams));
    window.scrollTo(0, 0);
    const target = visit.current.redirectUrl;
    if (target) {
      window.alert(CommerceText.purchaseConfirmation);
      window.location.assign(target);
    }
  };

  if (!loaded) {
    return (
      <div className="cart" aria-busy="true">
        <p className="cart__loading">{SiteText.loading}</p>
      </div>
    );
  }

  const mode: CartMode =
    formState === 'success' ? 'purchase_confirmation' : items.length === 0 || (cart !== null && cart.lineItems.length === 0) ? 'empty_cart' : 'checkout';

  if (mode === 'purchase_confirmation') {
    return (
      <div className="cart" data-mode={mode}>
        <p ref={confirmation} className="cart__message cart__message--success" role="status" tabIndex={-1}>
          {CommerceText.purchaseConfirmation}
        </p>
      </div>
    );
  }

  const cartError = cart?.hasError ? cart.error || CommerceText.checkoutFallbackError : null;
  // A failed checkout can empty the cart (the piece just sold): its message then shows above the cart.
  const topError = cartError || loadError || (mode === 'empty_cart' ? checkoutError : null);
  const formError = checkoutError !== topError ? checkoutError : null;
  const busy = formState !== 'form';
  return (
    <div className="cart" data-mode={mode}>
      {topError && (
        <p className="form-error" role="alert">
          {topError}
        </p>
      )}
      {mode === 'empty_cart' ? (
        <p className="cart__message">{CommerceText.emptyCart}</p>
      ) : (
        <div className="cart__layout">
          <section className="cart__summary" aria-label={CartText.orderSummary}>
            {cart && (
              <>
                <CartLines
                  lines={cart.lineItems}
                  isArtistSite={isArtistSite}
                  disabled={busy}
                  onRemove={(editionId) => apply(items.filter((l) => l.EditionId !== editionId))}
                  onQuantity={(editionId, quantity) => apply(items.map((l) => (l.EditionId === editionId ? { ...l, Quantity: quantity } : l)))}
                />
                <CartTotals cart={cart} />
              </>
            )}
          </section>
          {checkoutEnabled ? (
            <CheckoutForm state={formState} error={formError} onSubmit={(details, card) => void checkout(details, card)} />
          ) : (
            <p className="cart__message">{CartText.checkoutUnavailable}</p>
          )}
        </div>
      )}
    </div>
  );
}

export default CartIsland;
