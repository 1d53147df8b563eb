import { useEffect, useId, useRef, type FormEvent, type InputHTMLAttributes } from 'react';
import { CartText, CommerceText } from '../texts';
import type { CardDetails, CheckoutDetails } from './checkout';
import { EXPIRY_PATTERN, formatExpiry } from './expiry';

export type CheckoutFormState = 'form' | 'processing' | 'success';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  wide?: boolean;
}

function Field({ label, name, wide, ...input }: FieldProps) {
  const id = `checkout-${name}`;
  return (
    <div className={`form-field${wide ? ' form-field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} {...input} />
    </div>
  );
}

interface CheckoutFormProps {
  state: CheckoutFormState;
  error: string | null;
  onSubmit: (details: CheckoutDetails, card: CardDetails) => void;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The checkout form. The browser's own validation checks required fields and formats before submit
 * (the spec asks for native validity); inputs and the button are disabled while the payment runs.
 */
export function CheckoutForm({ state, error, onSubmit }: CheckoutFormProps) {
  const headingId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const expiry = form.elements.namedItem('Expiration');
    if (expiry instanceof HTMLInputElement) expiry.value = formatExpiry(expiry.value);
    const data = new FormData(form);
    onSubmit(
      {
        FirstName: text(data, 'FirstName'),
        LastName: text(data, 'LastName'),
        Email: text(data, 'Email'),
        Phone: text(data, 'Phone'),
        AddressLineOne: text(data, 'AddressLineOne'),
        AddressLineTwo: text(data, 'AddressLineTwo'),
        City: text(data, 'City'),
        State: text(data, 'State'),
        Zip: text(data, 'Zip'),
        Country: text(data, 'Country'),
        Notes: text(data, 'Notes'),
      },
      { number: text(data, 'PaymentAccount'), expiry: text(data, 'Expiration'), cvc: text(data, 'CVC') },
    );
  };

  const busy = state !== 'form';
  return (
    <form className="checkout-form" aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className="checkout-form__title">{CartText.checkoutHeading}</h2>
      {error && (
        <p ref={errorRef} className="form-error" role="alert">
          {error}
        </p>
      )}
      <fieldset className="checkout-form__group" disabled={busy}>
        <legend>{CartText.shippingHeading}</legend>
        <Field label="First Name" name="FirstName" required autoComplete="given-name" maxLength={100} />
        <Field label="Last Name" name="LastName" required autoComplete="family-name" maxLength={100} />
        <Field label="Email" name="Email" type="email" required autoComplete="email" maxLength={254} />
        <Field label="Phone" name="Phone" type="tel" required autoComplete="tel" maxLength={40} />
        <Field label="Address Line 1" name="AddressLineOne" required autoComplete="address-line1" maxLength={200} wide />
        <Field label="Address Line 2 (optional)" name="AddressLineTwo" autoComplete="address-line2" maxLength={200} wide />
        <Field label="City" name="City" required autoComplete="address-level2" maxLength={100} />
        <Field label="State" name="State" required autoComplete="address-level1" maxLength={100} />
        <Field label="Zip" name="Zip" required autoComplete="postal-code" maxLength={20} />
        <Field label="Country" name="Country" required autoComplete="country-name" maxLength={100} />
        <div className="form-field form-field--wide">
          <label htmlFor="checkout-Notes">Notes (optional)</label>
          <textarea id="checkout-Notes" name="Notes" rows={3} maxLength={2000} />
        </div>
      </fieldset>
      <fieldset className="checkout-form__group" disabled={busy}>
        <legend>{CartText.paymentHeading}</legend>
        <Field
          label="Card Number"
          name="PaymentAccount"
          required
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={19}
          pattern="[0-9 ]{12,19}"
          wide
        />
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
      </fieldset>
      <button type="submit" className="button button--primary checkout-form__pay" disabled={busy} aria-busy={state === 'processing'}>
        {CommerceText.payWithCreditCard}
      </button>
      {state === 'processing' && (
        <p className="checkout-form__status" role="status">
          {CartText.processing}
        </p>
      )}
    </form>
  );
}
