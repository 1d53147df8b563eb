import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CommerceText, ErrorCode, type CardTokenResponse, type TestCardTokenRequest } from '../../../schema';
import type { Db } from '../../db/client';
import { paymentTestCharges, paymentTestTokens } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { AuthorizeInput, AuthorizeResult, CaptureResult, PaymentGateway } from './gateway';
import { checkTestCard, DECLINES, type TestCardOutcome } from './test-cards';

const TOKEN_UNUSABLE = 'Your card details could not be used. Please enter them again.';

/** The built-in tokenizer: stores brand, last four digits and the documented outcome, never the number. */
export async function createTestToken(db: Db, input: TestCardTokenRequest): Promise<CardTokenResponse> {
  const check = checkTestCard(input);
  if (!check.ok) throw new HttpError(check.status, check.code, check.message);
  const id = `tok_test_${randomBytes(16).toString('hex')}`;
  await db.insert(paymentTestTokens).values({ id, brand: check.brand, last4: check.last4, outcome: check.outcome });
  return { id, card: { brand: check.brand, last4: check.last4 } };
}

/** A charge id derived from the idempotency key, so a retried authorization finds the first hold. */
function chargeId(idempotencyKey: string | null): string {
  if (!idempotencyKey) return `ch_test_${randomBytes(16).toString('hex')}`;
  return `ch_test_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
}

/**
 * The test gateway: tokens are single use, declines happen at authorization (as the provider declines
 * at charge time), and holds live in payment_test_charges until captured or cancelled.
 */
export class TestGateway implements PaymentGateway {
  readonly provider = 'test' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Db) {}

  async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
    const id = chargeId(input.idempotencyKey);
    if (input.idempotencyKey) {
      const replay = await this.replay(id, input);
      if (replay) return replay;
    }
    const [token] = await this.db
      .update(paymentTestTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(paymentTestTokens.id, input.token), isNull(paymentTestTokens.usedAt)))
      .returning();
    if (!token) {
      // A concurrent retry with the same key may have used the token a moment ago.
      const replay = input.idempotencyKey ? await this.replay(id, input) : null;
      return replay ?? { ok: false, code: ErrorCode.CardError, message: TOKEN_UNUSABLE };
    }
    const outcome = token.outcome as TestCardOutcome;
    if (outcome !== 'succeeded') return { ok: false, ...DECLINES[outcome] };
    await this.db.insert(paymentTestCharges).values({
      id,
      tokenId: token.id,
      amount: input.amount,
      currencyCode: input.currencyCode,
      status: 'authorized',
    });
    return { ok: true, reference: id, last4: token.last4 };
  }

  async capture(reference: string): Promise<CaptureResult> {
    const [captured] = await this.db
      .update(paymentTestCharges)
      .set({ status: 'captured' })
      .where(and(eq(paymentTestCharges.id, reference), eq(paymentTestCharges.status, 'authorized')))
      .returning({ id: paymentTestCharges.id });
    if (captured) return { ok: true };
    const [charge] = await this.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, reference));
    if (charge?.status === 'captured') return { ok: true };
    return { ok: false, code: ErrorCode.CardError, message: CommerceText.checkoutFallbackError };
  }

  async cancel(reference: string): Promise<void> {
    await this.db
      .update(paymentTestCharges)
      .set({ status: 'canceled' })
      .where(and(eq(paymentTestCharges.id, reference), eq(paymentTestCharges.status, 'authorized')));
  }

  /** The earlier hold for this key, if it was for the same token and amount and still stands. */
  private async replay(id: string, input: AuthorizeInput): Promise<AuthorizeResult | null> {
    const [charge] = await this.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, id));
    if (!charge) return null;
    const sameRequest = charge.tokenId === input.token && charge.amount === input.amount;
    if (!sameRequest || charge.status === 'canceled') {
      return { ok: false, code: ErrorCode.CardError, message: CommerceText.checkoutFallbackError };
    }
    const [token] = await this.db.select().from(paymentTestTokens).where(eq(paymentTestTokens.id, charge.tokenId));
    return { ok: true, reference: charge.id, last4: token?.last4 ?? '' };
  }
}
