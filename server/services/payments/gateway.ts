/**
 * The one interface checkout talks to. An authorization places a hold for the amount; the order is
 * written while the hold stands, then the hold is captured (or cancelled if the order cannot be made).
 * The built-in test gateway implements it over the database; a Stripe adapter (PaymentIntents with
 * manual capture, the token being a PaymentMethod id) fits the same shape.
 */
export type PaymentProvider = 'test' | 'stripe';

export interface AuthorizeInput {
  /** The card token the browser got from the provider's tokenizer. */
  token: string;
  /** Integer minor units. */
  amount: number;
  currencyCode: string;
  /** The same key authorizes once: a retry gets the first hold back instead of a second one. */
  idempotencyKey: string | null;
}

export interface PaymentFailure {
  ok: false;
  /** A wire code from schema/api/errors.ts (card_declined, card_error). */
  code: string;
  /** Shown to the buyer as given, like the provider's own messages. */
  message: string;
}

export type AuthorizeResult = { ok: true; reference: string; last4: string } | PaymentFailure;

export type CaptureResult = { ok: true } | PaymentFailure;

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Key the browser needs for the provider's tokenizer; null for the test gateway. */
  readonly publishableKey: string | null;
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  capture(reference: string): Promise<CaptureResult>;
  /** Releases a hold; harmless when it was already released. */
  cancel(reference: string): Promise<void>;
}
