import { CommerceText } from '../../schema/messages';
import { providerAmount } from '../../schema/money';
import { ApiRequestError } from './api';

/**
 * Stripe in the browser, for sites whose provider is Stripe: Stripe.js from its own host (spec: the
 * cart page loads the card provider's script from its public script host), the Payment Element for the
 * card form and the Express Checkout Element for the wallet button, each making a confirmation token
 * the server confirms its PaymentIntent with (manual capture). Only the parts used here are typed.
 */
export const STRIPE_SCRIPT = 'https://js.stripe.com/v3/';

export interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: string, handler: (event: StripeEvent) => void): void;
}

export interface StripeEvent {
  expressPaymentType?: string;
  /** shippingaddresschange: the address the sheet is on (the wallet may give only city, state, postal code and country). */
  address?: StripeAddress;
  billingDetails?: { name?: string; email?: string; phone?: string; address?: StripeAddress };
  shippingAddress?: { name?: string; address?: StripeAddress };
  resolve?: (options?: Record<string, unknown>) => void;
  /** shippingaddresschange: the sheet cannot use this address. */
  reject?: () => void;
  paymentFailed?: () => void;
}

export interface StripeAddress {
  line1?: string;
  line2?: string | null;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string;
}

export interface StripeElements {
  create(kind: 'payment' | 'expressCheckout', options?: Record<string, unknown>): StripeElement;
  submit(): Promise<{ error?: { message?: string } }>;
  update(options: Record<string, unknown>): void;
}

export interface StripeLike {
  elements(options: Record<string, unknown>): StripeElements;
  createConfirmationToken(options: { elements: StripeElements; params?: Record<string, unknown> }): Promise<{ confirmationToken?: { id: string }; error?: { message?: string } }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: { message?: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeLike;

const loaded = new Map<string, Promise<StripeLike>>();

/** Stripe.js once per key; rejects with the spec's message when the script cannot be had (blocked, offline). */
export function loadStripe(publishableKey: string, win: Window & { Stripe?: StripeFactory } = window): Promise<StripeLike> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = new Promise<StripeLike>((resolve, reject) => {
      const ready = () => (win.Stripe && publishableKey ? resolve(win.Stripe(publishableKey)) : reject(new ApiRequestError(CommerceText.providerLibraryMissing, 0, 'provider_library_missing')));
      if (win.Stripe) return ready();
      const script = win.document.createElement('script');
      script.src = STRIPE_SCRIPT;
      script.async = true;
      script.onload = ready;
      script.onerror = () => reject(new ApiRequestError(CommerceText.providerLibraryMissing, 0, 'provider_library_missing'));
      win.document.head.appendChild(script);
    });
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}

/** An amount (hundredths here) as Stripe counts the currency; Elements take no less than 1. */
export function elementsAmount(amount: number, currencyCode: string): number {
  return Math.max(providerAmount(amount, currencyCode), 1);
}

/** The Elements options for a cart: its total as Stripe counts the currency, charged later (manual capture). */
export function elementsOptions(amount: number, currencyCode: string): Record<string, unknown> {
  return { mode: 'payment', amount: elementsAmount(amount, currencyCode), currency: currencyCode.toLowerCase(), captureMethod: 'manual', paymentMethodCreation: 'manual' };
}

/** A confirmation token from the mounted elements, or the provider's message as given. */
export async function confirmationToken(stripe: StripeLike, elements: StripeElements, billing: Record<string, unknown>): Promise<string> {
  const submitted = await elements.submit();
  if (submitted.error) throw new ApiRequestError(submitted.error.message || CommerceText.checkoutFallbackError, 400, 'card_error');
  const made = await stripe.createConfirmationToken({ elements, params: { payment_method_data: { billing_details: billing } } });
  if (made.error || !made.confirmationToken) throw new ApiRequestError(made.error?.message || CommerceText.checkoutFallbackError, 400, 'card_error');
  return made.confirmationToken.id;
}
