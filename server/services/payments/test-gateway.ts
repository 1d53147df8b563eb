import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  CardMessage,
  CommerceText,
  ErrorCode,
  type CardTokenResponse,
  type TestCardTokenRequest,
  type TestChallenge,
  type TestChallengeRequest,
  type TestWalletTokenRequest,
} from '../../../schema';
import type { Db } from '../../db/client';
import { paymentTestCharges, paymentTestTokens } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { prepared, preparedRows } from '../../db/prepared';
import { isUniqueViolation } from '../back-office/records';
import type { AuthorizeInput, AuthorizeResult, CaptureResult, HoldState, OpenHold, PaymentGateway } from './gateway';
import { checkTestCard, DECLINES, type TestCardOutcome } from './test-cards';

const TOKEN_UNUSABLE = 'Your card details could not be used. Please enter them again.';

/** The built-in tokenizer: stores brand, last four digits and the documented outcome, never the number. */
export async function createTestToken(db: Db, input: TestCardTokenRequest, wallet = false): Promise<CardTokenResponse> {
  const check = checkTestCard(input);
  if (!check.ok) throw new HttpError(check.status, check.code, check.message);
  const id = `tok_test_${randomBytes(16).toString('hex')}`;
  await db.insert(paymentTestTokens).values({
    id,
    brand: check.brand,
    last4: check.last4,
    outcome: check.outcome,
    authentication: check.authentication ? 'required' : null,
    wallet,
  });
  return { id, card: { brand: check.brand, last4: check.last4 }, requiresAuthentication: check.authentication };
}

/** The test wallet sheet's token: the card the sheet stands for (4242… unless it names another test card). */
export async function createTestWalletToken(db: Db, input: TestWalletTokenRequest): Promise<CardTokenResponse> {
  const year = new Date().getUTCFullYear() + 2;
  return createTestToken(db, { number: input.number ?? '4242424242424242', expMonth: 12, expYear: year, cvc: '123' }, true);
}

const NO_CHALLENGE = 'There is no such card check.';

/** The test 3-D Secure page's state for a token that asks for it. */
export async function testChallenge(db: Db, challengeId: string): Promise<TestChallenge> {
  const [token] = await db.select().from(paymentTestTokens).where(eq(paymentTestTokens.id, challengeId));
  if (!token?.authentication) throw new HttpError(404, ErrorCode.NotFound, NO_CHALLENGE);
  const status = token.authentication === 'required' ? 'pending' : token.authentication === 'succeeded' ? 'succeeded' : 'failed';
  return { challengeId, card: { brand: token.brand, last4: token.last4 }, status };
}

/** The buyer passes or fails the test check, once: a second answer changes nothing. */
export async function answerTestChallenge(db: Db, challengeId: string, input: TestChallengeRequest): Promise<TestChallenge> {
  await db
    .update(paymentTestTokens)
    .set({ authentication: input.result === 'complete' ? 'succeeded' : 'failed' })
    .where(and(eq(paymentTestTokens.id, challengeId), eq(paymentTestTokens.authentication, 'required'), isNull(paymentTestTokens.usedAt)));
  return testChallenge(db, challengeId);
}

/** The charge id is derived from the authorization key, so a repeated key finds the first charge. */
function chargeId(key: string): string {
  return `ch_test_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

type ChargeRow = typeof paymentTestCharges.$inferSelect;

/**
 * The test gateway. Tokens are single use; declines happen at authorization (as the provider declines
 * at charge time); every charge, hold or decline, is kept under its key, so a retried authorization
 * gets exactly the first answer.
 */
export class TestGateway implements PaymentGateway {
  readonly provider = 'test' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Db) {}

  /**
   * One transaction: the token is marked used and the charge written together, so no concurrent retry
   * can find the token used while the charge does not exist yet. A retry waits on the token row, then
   * finds the charge and gets its outcome.
   */
  async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
    const id = chargeId(input.key);
    const fresh = await this.chargeFreshToken(id, input);
    if (fresh) return fresh;
    return this.db.transaction(async (tx) => {
      const [first] = await tx.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, id));
      if (first) return this.replay(tx, first, input);
      // A card that asks for 3-D Secure is not charged until the buyer passes the check; the token stays usable.
      const [token] = await tx
        .update(paymentTestTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(paymentTestTokens.id, input.token),
            isNull(paymentTestTokens.usedAt),
            or(isNull(paymentTestTokens.authentication), eq(paymentTestTokens.authentication, 'succeeded')),
          ),
        )
        .returning();
      if (!token) {
        // A concurrent retry under this key may have used the token and committed while we waited on it.
        const [raced] = await tx.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, id));
        if (raced) return this.replay(tx, raced, input);
        const [asked] = await tx.select({ authentication: paymentTestTokens.authentication }).from(paymentTestTokens).where(eq(paymentTestTokens.id, input.token));
        if (asked?.authentication === 'required') {
          return { ok: false, code: ErrorCode.AuthenticationRequired, message: CardMessage.authenticationRequired, action: { type: 'test_challenge', challengeId: input.token } };
        }
        if (asked?.authentication === 'failed') return { ok: false, code: ErrorCode.CardError, message: CardMessage.authenticationFailed };
        return { ok: false, code: ErrorCode.CardError, message: TOKEN_UNUSABLE };
      }
      const outcome = token.outcome as TestCardOutcome;
      await tx.insert(paymentTestCharges).values({
        id,
        tokenId: token.id,
        amount: input.amount,
        currencyCode: input.currencyCode,
        status: outcome === 'succeeded' ? 'authorized' : 'declined',
        declineCode: outcome === 'succeeded' ? null : outcome,
      });
      if (outcome !== 'succeeded') return { ok: false, ...DECLINES[outcome] };
      return { ok: true, reference: id, last4: token.last4 };
    });
  }

  /**
   * The usual authorization in one statement: an unused token that asks for no check is marked used and
   * its charge written together. Null for anything else (a retried key, a used token, a card in its
   * 3-D Secure check), which the transaction above sorts out. A key already charged with another token
   * makes the insert fail, and with it the whole statement: the token stays unused.
   */
  private async chargeFreshToken(id: string, input: AuthorizeInput): Promise<AuthorizeResult | null> {
    const charge = preparedRows<{ outcome: string; last4: string }>(this.db, 'test_gateway_charge_fresh_token', () => {
      const t = paymentTestTokens;
      const p = sql.placeholder;
      return sql`
        with used as (
          update ${t} set used_at = now()
          where ${t.id} = ${p('token')} and ${t.usedAt} is null and (${t.authentication} is null or ${t.authentication} = 'succeeded')
          returning ${t.outcome}, ${t.last4}
        ), charged as (
          insert into ${paymentTestCharges} (id, token_id, amount, currency_code, status, decline_code)
          select ${p('id')}::text, ${p('token')}::text, ${p('amount')}::bigint, ${p('currencyCode')}::text,
            case when outcome = 'succeeded' then 'authorized' else 'declined' end, nullif(outcome, 'succeeded')
          from used
          returning id
        )
        select outcome, last4 from used where exists (select 1 from charged)`;
    });
    let rows: { outcome: string; last4: string }[];
    try {
      rows = await charge({ id, token: input.token, amount: input.amount, currencyCode: input.currencyCode });
    } catch (error) {
      if (isUniqueViolation(error, 'payment_test_charges_pkey')) return null;
      throw error;
    }
    const [token] = rows;
    if (!token) return null;
    const outcome = token.outcome as TestCardOutcome;
    if (outcome !== 'succeeded') return { ok: false, ...DECLINES[outcome] };
    return { ok: true, reference: id, last4: token.last4 };
  }

  async capture(reference: string): Promise<CaptureResult> {
    const capture = prepared(this.db, 'test_gateway_capture', (db, name) =>
      db
        .update(paymentTestCharges)
        .set({ status: 'captured' })
        .where(and(eq(paymentTestCharges.id, sql.placeholder('reference')), eq(paymentTestCharges.status, 'authorized')))
        .returning({ id: paymentTestCharges.id })
        .prepare(name),
    );
    const [captured] = await capture.execute({ reference });
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

  async refund(reference: string): Promise<CaptureResult> {
    const [refunded] = await this.db
      .update(paymentTestCharges)
      .set({ status: 'refunded' })
      .where(and(eq(paymentTestCharges.id, reference), eq(paymentTestCharges.status, 'captured')))
      .returning({ id: paymentTestCharges.id });
    if (refunded) return { ok: true };
    const [charge] = await this.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, reference));
    if (charge?.status === 'refunded') return { ok: true };
    return { ok: false, code: ErrorCode.CardError, message: CommerceText.checkoutFallbackError };
  }

  async lookup(key: string): Promise<HoldState> {
    const [charge] = await this.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, chargeId(key)));
    if (!charge) return { state: 'none' };
    return { state: charge.status as Exclude<HoldState['state'], 'none'>, reference: charge.id, amount: charge.amount };
  }

  async openHolds(placedBefore: Date, limit: number): Promise<OpenHold[]> {
    // The key is not stored (only its digest is the id), so the reference stands in for it here.
    const rows = await this.db
      .select()
      .from(paymentTestCharges)
      .where(and(eq(paymentTestCharges.status, 'authorized'), lt(paymentTestCharges.createdAt, placedBefore)))
      .orderBy(asc(paymentTestCharges.createdAt))
      .limit(limit);
    return rows.map((r) => ({ reference: r.id, key: null, amount: r.amount, createdAt: r.createdAt }));
  }

  /** The first outcome under a key, when the retry asks for the same thing; otherwise a refusal. */
  private async replay(tx: Pick<Db, 'select'>, charge: ChargeRow, input: AuthorizeInput): Promise<AuthorizeResult> {
    if (charge.tokenId !== input.token || charge.amount !== input.amount) {
      return { ok: false, code: ErrorCode.CardError, message: CommerceText.checkoutFallbackError };
    }
    if (charge.status === 'declined') return { ok: false, ...DECLINES[charge.declineCode as Exclude<TestCardOutcome, 'succeeded'>] };
    if (charge.status === 'canceled') return { ok: false, code: ErrorCode.CardError, message: CommerceText.checkoutFallbackError };
    const [token] = await tx.select({ last4: paymentTestTokens.last4 }).from(paymentTestTokens).where(eq(paymentTestTokens.id, charge.tokenId));
    return { ok: true, reference: charge.id, last4: token?.last4 ?? '' };
  }
}
