import type { PaymentAction } from '../../../schema';

/**
 * The one interface checkout talks to. An authorization places a hold for the amount; the order is
 * written while the hold stands, then the hold is captured (or cancelled if the order cannot be made).
 * Every call is safe to repeat: authorize is idempotent by its key (a retry gets the first outcome,
 * hold or decline), capture and cancel by the hold's reference. That, and `lookup`, are what let a
 * retry or the reconciler finish an attempt a crash interrupted. The built-in test gateway implements it
 * over the database; a Stripe adapter (PaymentIntents with manual capture, the key sent as Stripe's
 * Idempotency-Key and kept in the intent's metadata) fits the same shape.
 */
export type PaymentProvider = 'test' | 'stripe';

export interface AuthorizeInput {
  /** The card token the browser got from the provider's tokenizer. */
  token: string;
  /** Integer minor units. */
  amount: number;
  currencyCode: string;
  /** The same key authorizes once: a retry gets the first outcome instead of a second hold. */
  key: string;
}

export interface PaymentFailure {
  ok: false;
  /** A step the buyer must take first (3-D Secure); the purchase is then posted again. */
  action?: PaymentAction;
  /** A wire code from schema/api/errors.ts (card_declined, card_error). */
  code: string;
  /** Shown to the buyer as given, like the provider's own messages. */
  message: string;
}

export type AuthorizeResult = { ok: true; reference: string; last4: string } | PaymentFailure;

export type CaptureResult = { ok: true } | PaymentFailure;

/** What the gateway knows of the authorization made under a key. */
export type HoldState =
  | { state: 'none' }
  | { state: 'authorized' | 'captured' | 'canceled' | 'declined' | 'refunded'; reference: string; amount: number };

export interface OpenHold {
  reference: string;
  /** The authorization key it was made under, where the provider keeps it (null for the test gateway). */
  key: string | null;
  amount: number;
  createdAt: Date;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Key the browser needs for the provider's tokenizer; null for the test gateway. */
  readonly publishableKey: string | null;
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  capture(reference: string): Promise<CaptureResult>;
  /** Releases a hold; harmless when it was already released. */
  cancel(reference: string): Promise<void>;
  /** The authorization made under this key, if any: how recovery finds a hold whose reference was lost. */
  lookup(key: string): Promise<HoldState>;
  /** Holds still open (authorized, not captured or cancelled) that were placed before the given time. */
  openHolds(placedBefore: Date, limit: number): Promise<OpenHold[]>;
  /** Refunds a captured payment in full; repeating it refunds nothing more. */
  refund(reference: string): Promise<CaptureResult>;
}
