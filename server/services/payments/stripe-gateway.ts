import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { CardMessage, CommerceText, ErrorCode } from '../../../schema';
import { fromProviderAmount, providerAmount } from '../../../schema/money';
import type { Db } from '../../db/client';
import { stripeTokenIntents } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { AuthorizeInput, AuthorizeResult, CaptureResult, HoldState, OpenHold, PaymentFailure, PaymentGateway } from './gateway';
import type { StripeKeys } from './index';

/** The provider's reply when it could not be reached or failed on its side: the purchase is left for a retry or the reconciler. */
const PROVIDER_DOWN = 'The card provider could not be reached. Please wait a moment and try again.';

/** One Stripe client per set of keys: it keeps its connections. */
const clients = new Map<string, Stripe>();

export function stripeClient(keys: StripeKeys): Stripe {
  const id = `${keys.secretKey}@${keys.apiBase ?? ''}`;
  let client = clients.get(id);
  if (!client) {
    const base = keys.apiBase ? new URL(keys.apiBase) : null;
    client = new Stripe(keys.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
    clients.set(id, client);
  }
  return client;
}

const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;

/**
 * Stripe: PaymentIntents with manual capture, confirmed on the server with the confirmation token the
 * browser's Payment Element made. The attempt's key is Stripe's Idempotency-Key for the intent and is
 * kept in its metadata, so a retry gets the same intent and recovery finds it by the key. A card that
 * asks for 3-D Secure leaves the intent waiting for the browser (handleNextAction); the purchase posted
 * again with the same token takes that intent up.
 */
export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(
    private readonly db: Db,
    keys: StripeKeys,
  ) {
    this.publishableKey = keys.publishableKey;
    this.stripe = stripeClient(keys);
  }

  async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
    const [earlier] = await this.db.select().from(stripeTokenIntents).where(eq(stripeTokenIntents.token, input.token));
    if (earlier) return this.takeUp(earlier, input);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: providerAmount(input.amount, input.currencyCode),
          currency: input.currencyCode.toLowerCase(),
          capture_method: 'manual',
          confirm: true,
          confirmation_token: input.token,
          metadata: { attempt_key: input.key },
          expand: ['latest_charge'],
        },
        { idempotencyKey: input.key },
      );
    } catch (error) {
      return this.refusal(error);
    }
    await this.db
      .insert(stripeTokenIntents)
      .values({ token: input.token, intentId: intent.id, amount: input.amount, currencyCode: input.currencyCode })
      .onConflictDoNothing();
    return outcomeOf(intent);
  }

  /**
   * The token confirmed an intent before (the buyer then passed 3-D Secure in the browser): that intent
   * is this purchase's, for the same amount only, and is renamed to this attempt's key for recovery.
   */
  private async takeUp(earlier: typeof stripeTokenIntents.$inferSelect, input: AuthorizeInput): Promise<AuthorizeResult> {
    if (earlier.amount !== input.amount || earlier.currencyCode !== input.currencyCode) {
      return { ok: false, code: ErrorCode.CardError, message: CommerceText.checkoutFallbackError };
    }
    try {
      let intent = await this.stripe.paymentIntents.retrieve(earlier.intentId, { expand: ['latest_charge'] });
      if (intent.status === 'requires_capture' && intent.metadata.attempt_key !== input.key) {
        intent = await this.stripe.paymentIntents.update(intent.id, { metadata: { attempt_key: input.key }, expand: ['latest_charge'] });
      }
      return outcomeOf(intent);
    } catch (error) {
      return this.refusal(error);
    }
  }

  /** A card the provider refused is the buyer's to fix; anything else leaves the purchase for recovery. */
  private refusal(error: unknown): PaymentFailure {
    if (isStripeError(error) && error.type === 'StripeCardError') {
      return { ok: false, code: error.code === 'card_declined' ? ErrorCode.CardDeclined : ErrorCode.CardError, message: error.message || CardMessage.declined };
    }
    if (isStripeError(error) && error.type === 'StripeInvalidRequestError' && error.statusCode === 400) {
      return { ok: false, code: ErrorCode.CardError, message: error.message || CommerceText.checkoutFallbackError };
    }
    throw new HttpError(503, 'payment_provider_unavailable', PROVIDER_DOWN, { 'Retry-After': '5' });
  }

  async capture(reference: string): Promise<CaptureResult> {
    try {
      const intent = await this.stripe.paymentIntents.capture(reference, {}, { idempotencyKey: `capture-${reference}` });
      return intent.status === 'succeeded' ? { ok: true } : { ok: false, code: ErrorCode.CardError, message: CommerceText.checkoutFallbackError };
    } catch (error) {
      if (!isStripeError(error) || error.statusCode !== 400) throw error;
      // Captured already (a retry after a lost answer), or the authorization is gone.
      const intent = await this.stripe.paymentIntents.retrieve(reference);
      if (intent.status === 'succeeded') return { ok: true };
      return { ok: false, code: ErrorCode.CardError, message: error.message || CommerceText.checkoutFallbackError };
    }
  }

  async cancel(reference: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel-${reference}` });
    } catch (error) {
      // Canceled already, or never authorized: nothing is held either way.
      if (!isStripeError(error) || error.statusCode !== 400) throw error;
    }
  }

  async lookup(key: string): Promise<HoldState> {
    const found = await this.stripe.paymentIntents.search({ query: `metadata['attempt_key']:'${key.replace(/'/g, '')}'`, limit: 1 });
    const intent = found.data[0];
    if (!intent) return { state: 'none' };
    return { state: holdStateOf(intent), reference: intent.id, amount: fromProviderAmount(intent.amount, intent.currency) };
  }

  async openHolds(placedBefore: Date, limit: number): Promise<OpenHold[]> {
    const found = await this.stripe.paymentIntents.search({ query: `status:'requires_capture' AND created<${Math.floor(placedBefore.getTime() / 1000)}`, limit: Math.min(limit, 100) });
    return found.data.map((intent) => ({ reference: intent.id, key: intent.metadata.attempt_key ?? null, amount: fromProviderAmount(intent.amount, intent.currency), createdAt: new Date(intent.created * 1000) }));
  }

  async refund(reference: string): Promise<CaptureResult> {
    try {
      await this.stripe.refunds.create({ payment_intent: reference }, { idempotencyKey: `refund-${reference}` });
      return { ok: true };
    } catch (error) {
      if (isStripeError(error) && error.code === 'charge_already_refunded') return { ok: true };
      if (isStripeError(error) && error.statusCode === 400) return { ok: false, code: ErrorCode.CardError, message: error.message };
      throw error;
    }
  }
}

function holdStateOf(intent: Stripe.PaymentIntent): Exclude<HoldState['state'], 'none'> {
  switch (intent.status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      return 'canceled';
    default:
      // Waiting for a card or for 3-D Secure: nothing is held.
      return 'declined';
  }
}

function last4Of(intent: Stripe.PaymentIntent): string {
  const charge = intent.latest_charge;
  return typeof charge === 'object' && charge ? (charge.payment_method_details?.card?.last4 ?? '') : '';
}

/** What an intent's status means for the purchase. */
function outcomeOf(intent: Stripe.PaymentIntent): AuthorizeResult {
  if (intent.status === 'requires_capture') return { ok: true, reference: intent.id, last4: last4Of(intent) };
  if (intent.status === 'requires_action' && intent.client_secret) {
    return { ok: false, code: ErrorCode.AuthenticationRequired, message: CardMessage.authenticationRequired, action: { type: 'stripe_next_action', clientSecret: intent.client_secret } };
  }
  const error = intent.last_payment_error;
  if (error) return { ok: false, code: error.code === 'card_declined' ? ErrorCode.CardDeclined : ErrorCode.CardError, message: error.message ?? CardMessage.declined };
  return { ok: false, code: ErrorCode.CardError, message: CommerceText.checkoutFallbackError };
}
