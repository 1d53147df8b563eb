import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { TestGateway } from './test-gateway';

export type { PaymentGateway, AuthorizeInput, AuthorizeResult, CaptureResult, HoldState, OpenHold, PaymentProvider } from './gateway';
export { createTestToken } from './test-gateway';

/**
 * The gateway for a site's payment_provider, or null when it has none (checkout is then unavailable).
 * 'stripe' has no adapter yet, so such a site cannot take payments until one is added here.
 */
export function gatewayFor(db: Db, provider: string | null): PaymentGateway | null {
  if (provider === 'test') return new TestGateway(db);
  return null;
}
