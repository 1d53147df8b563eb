import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { CartText, CommerceText } from '../../texts';
import type { AddressValues } from '../address-rules';
import type { CheckoutDetails, PaymentSource } from '../checkout';
import { EXPIRY_PATTERN, formatExpiry } from '../expiry';
import { testCardSource } from '../payment-sources';
import { CartUiText } from '../texts';
import { useCartState, useCartStore } from '../use-cart';
import { useCommerceApi } from '../api';
import { AddressFields, Field } from './AddressFields';
import type { StripeCardHandle } from './StripeCard';

const StripeCard = lazy(() => import('./StripeCard'));

export interface CardFormProps {
  title: string;
  /** The country the form starts on (the site's), or ''. */
  country: string;
  /** Checkout is offered only when a card payment provider is connected. */
  checkoutEnabled: boolean;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function address(form: FormData, prefix: '' | 'Billing'): AddressValues {
  return {
    AddressLineOne: text(form, `${prefix}AddressLineOne`),
    AddressLineTwo: text(form, `${prefix}AddressLineTwo`),
    City: text(form, `${prefix}City`),
    State: text(form, `${prefix}State`),
    Zip: text(form, `${prefix}Zip`),
    Country: text(form, `${prefix}Country`),
  };
}

/** The buyer's details as the form holds them (the billing address only when the same-address box is off). */
export function detailsOf(form: HTMLFormElement): CheckoutDetails {
  const data = new FormData(form);
  return {
    FirstName: text(data, 'FirstName'),
    LastName: text(data, 'LastName'),
    Email: text(data, 'Email'),
    Phone: text(data, 'Phone'),
    Notes: text(data, 'Notes'),
    ...address(data, ''),
    billing: data.get('sameAddress') === 'on' ? null : address(data, 'Billing'),
  };
}

/**
 * The checkout form (spec §3, §4, §5, §7): contact, the shipping address as its country wants it, a
 * billing address when the same-address box is off, notes, and the card. The browser's own validation
 * checks it before submit; its inputs and button are disabled while the payment runs and after success.
 * Choosing the country (and the state) prices shipping and tax for it.
 */
export function CardForm({ title, country: startCountry, checkoutEnabled }: CardFormProps) {
  const state = useCartState();
  const store = useCartStore();
  const api = useCommerceApi();
  // A fixed id: each island counts useId from zero, so two islands on the page would share one.
  const headingId = 'checkout-heading';
  const errorRef = useRef<HTMLParagraphElement>(null);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const [country, setCountry] = useState(startCountry);
  const [billingCountry, setBillingCountry] = useState(startCountry);
  const [sameAddress, setSameAddress] = useState(true);
  const phase = state.checkout;
  const error = phase === 'error' ? state.checkoutError : null;

  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);

  const provider = state.payment?.provider;
  if (!checkoutEnabled || provider === null) {
    return <p className="cart__message">{CartText.checkoutUnavailable}</p>;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const expiry = form.elements.namedItem('Expiration');
    if (expiry instanceof HTMLInputElement) expiry.value = formatExpiry(expiry.value);
    const details = detailsOf(form);
    const data = new FormData(form);
    let payment: PaymentSource;
    if (provider === 'stripe') {
      const handle = stripeCard.current;
      if (!handle) {
        store.checkoutFailed(CommerceText.providerLibraryMissing);
        return;
      }
      payment = handle.source(details);
    } else {
      payment = testCardSource(api, { number: text(data, 'PaymentAccount'), expiry: text(data, 'Expiration'), cvc: text(data, 'CVC') }, details.Zip);
    }
    void store.checkout(details, payment);
  };

  const busy = phase === 'processing' || phase === 'success' || state.phase === 'loading' || provider === undefined;
  return (
    <form
      className="checkout-form"
      aria-labelledby={headingId}
      onSubmit={submit}
      onBlur={(event) => store.setDraft(detailsOf(event.currentTarget))}
    >
      <h2 id={headingId} className="checkout-form__title">
        {title || CartText.checkoutHeading}
      </h2>
      {error && (
        <p ref={errorRef} className="form-error" role="alert">
          {error}
        </p>
      )}
      <fieldset className="checkout-form__group" disabled={busy}>
        <legend>{CartUiText.contactHeading}</legend>
        <Field label="First Name" name="FirstName" required autoComplete="given-name" maxLength={100} />
        <Field label="Last Name" name="LastName" required autoComplete="family-name" maxLength={100} />
        <Field label="Email" name="Email" type="email" required autoComplete="email" maxLength={254} />
        <Field label="Phone" name="Phone" type="tel" required autoComplete="tel" maxLength={40} />
      </fieldset>
      <fieldset className="checkout-form__group" disabled={busy}>
        <legend>{CartText.shippingHeading}</legend>
        <AddressFields
          prefix=""
          country={country}
          onCountry={(code) => {
            setCountry(code);
            store.setDestination(code, '');
          }}
          onStateBlur={(value) => store.setDestination(country, value)}
        />
        <label className="checkout-form__same">
          <input type="checkbox" name="sameAddress" checked={sameAddress} onChange={(event) => setSameAddress(event.target.checked)} />
          {CartUiText.sameAddress}
        </label>
        <div className="form-field form-field--wide">
          <label htmlFor="checkout-Notes">Notes (optional)</label>
          <textarea id="checkout-Notes" name="Notes" rows={3} maxLength={2000} />
        </div>
      </fieldset>
      {!sameAddress && (
        <fieldset className="checkout-form__group" disabled={busy}>
          <legend>{CartUiText.billingHeading}</legend>
          <AddressFields prefix="Billing" country={billingCountry} onCountry={setBillingCountry} />
        </fieldset>
      )}
      <fieldset className="checkout-form__group" disabled={busy}>
        <legend>{CartText.paymentHeading}</legend>
        {provider === 'stripe' ? (
          <Suspense fallback={<p className="checkout-form__status">{CartText.processing}</p>}>
            <StripeCard ref={stripeCard} publishableKey={state.payment?.publishableKey ?? ''} cart={state.cart} />
          </Suspense>
        ) : (
          <>
            <Field label="Card Number" name="PaymentAccount" required inputMode="numeric" autoComplete="cc-number" maxLength={19} pattern="[0-9 ]{12,19}" wide />
            <Field
              label="Expiration Date (MM/YY)"
              name="Expiration"
              required
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={7}
              pattern={EXPIRY_PATTERN}
              onBlur={(event) => {
                event.currentTarget.value = formatExpiry(event.currentTarget.value);
              }}
            />
            <Field label="CVC" name="CVC" required inputMode="numeric" autoComplete="cc-csc" maxLength={4} pattern="[0-9]{3,4}" />
          </>
        )}
      </fieldset>
      <button type="submit" className="button button--primary checkout-form__pay" disabled={busy} aria-busy={phase === 'processing'}>
        {CommerceText.payWithCreditCard}
      </button>
      {phase === 'processing' && (
        <p className="checkout-form__status" role="status">
          {CartText.processing}
        </p>
      )}
    </form>
  );
}
