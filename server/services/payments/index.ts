import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { StripeGateway } from './stripe-gateway';
import { TestGateway } from './test-gateway';

export type { PaymentGateway, AuthorizeInput, AuthorizeResult, CaptureResult, HoldState, OpenHold, PaymentProvider } from './gateway';
export { answerTestChallenge, createTestToken, createTestWalletToken, testChallenge } from './test-gateway';

/** What the server's configuration says of the providers beyond the site's choice: Stripe's keys, when set. */
export interface PaymentSettings {
  stripe: StripeKeys | null;
}

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  /** Signs the webhook events Stripe sends (whsec_…); without it no event is believed. */
  webhookSecret: string | null;
  /** Where the Stripe API is (tests point it at a local server replaying recorded answers); null: Stripe's own. */
  apiBase: string | null;
}

/**
 * The gateway for a site's payment_provider, or null when it has none (checkout is then unavailable).
 * 'stripe' needs the server's Stripe keys; without them such a site cannot take payments.
 */
export function gatewayFor(db: Db, provider: string | null, settings?: PaymentSettings): PaymentGateway | null {
  if (provider === 'test') return new TestGateway(db);
  if (provider === 'stripe' && settings?.stripe) return new StripeGateway(db, settings.stripe);
  return null;
}
