import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { CartResponse } from '../../../schema/api/commerce';
import { CommerceText } from '../../texts';
import { ApiRequestError } from '../api';
import type { CheckoutDetails, PaymentSource } from '../checkout';
import { confirmationToken, elementsOptions, loadStripe, type StripeElements, type StripeLike } from '../stripe';

export interface StripeCardHandle {
  source(details: CheckoutDetails): PaymentSource;
}

/**
 * The card fields on a Stripe site: Stripe's Payment Element in place of the number, expiry and CVC
 * inputs (the card never touches this page's code), loaded from Stripe's host when the form shows.
 */
const StripeCard = forwardRef<StripeCardHandle, { publishableKey: string; cart: CartResponse | null }>(function StripeCard({ publishableKey, cart }, ref) {
  const target = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ stripe: StripeLike; elements: StripeElements } | null>(null);
  const [failed, setFailed] = useState(false);
  const amount = cart?.totals.total.value ?? 0;
  const currency = cart?.config.currencyCode ?? 'USD';

  useEffect(() => {
    let gone = false;
    let element: { destroy(): void } | null = null;
    loadStripe(publishableKey).then(
      (stripe) => {
        if (gone || !target.current) return;
        const elements = stripe.elements(elementsOptions(amount, currency));
        const payment = elements.create('payment');
        payment.mount(target.current);
        element = payment;
        mounted.current = { stripe, elements };
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      element?.destroy();
    };
    // Mounted once; the amount follows the cart below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey]);

  useEffect(() => {
    mounted.current?.elements.update(elementsOptions(amount, currency));
  }, [amount, currency]);

  useImperativeHandle(ref, () => ({
    source: (details) => ({
      method: 'card',
      fingerprint: 'stripe-payment-element',
      tokenize: async () => {
        const ready = mounted.current ?? { stripe: await loadStripe(publishableKey), elements: null };
        if (!ready.elements) throw new ApiRequestError(CommerceText.providerLibraryMissing, 0, 'provider_library_missing');
        return confirmationToken(ready.stripe, ready.elements, {
          name: `${details.FirstName} ${details.LastName}`.trim(),
          email: details.Email,
          phone: details.Phone,
        });
      },
    }),
  }));

  return failed ? (
    <p className="form-error" role="alert">
      {CommerceText.providerLibraryMissing}
    </p>
  ) : (
    <div ref={target} className="stripe-element" />
  );
});

export default StripeCard;
