import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, ne, sql, type Placeholder } from 'drizzle-orm';
import { CommerceText, ErrorCode, type PaymentAction } from '../../../schema';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { checkoutAttempts } from '../../db/schema';

/**
 * Checkout attempts: the idempotency record and the recovery log of every purchase. Each change of
 * state is one conditional update that names the state it leaves, so whichever of the request, a retry
 * or the reconciler gets there first makes the change, and the others see that it was made.
 */
export type AttemptRow = typeof checkoutAttempts.$inferSelect;
type Tx = Pick<Db, 'select' | 'update'>;

export const AttemptState = {
  /** Claimed; the card may hold an authorization under the attempt's gateway key. */
  Started: 'started',
  /** The order is written and its stock taken; the hold is still to be captured. */
  Ordered: 'ordered',
  /** The answer is recorded. */
  Done: 'done',
} as const;

/** A recorded answer: 200 with the order, or the error every retry must get again (with the 3-D Secure step, if any). */
export type Outcome = { status: 200; orderId: number } | { status: 402 | 409; code: string; message: string; action?: PaymentAction };

/** The lease's end, `seconds` from now (a number, or a prepared statement's placeholder for one). */
const leaseEnd = (seconds: number | Placeholder) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Claims an Idempotency-Key for a new attempt, or returns the attempt that holds it already. The
 * unique (site, key) index decides between concurrent requests; the winner holds a lease while it works.
 */
export async function claimAttempt(
  db: Db,
  input: { siteId: number; key: string; requestHash: string; provider: string; leaseSeconds: number },
): Promise<{ attempt: AttemptRow; claimed: boolean }> {
  const claim = prepared(db, 'checkout_claim_attempt', (d, name) => {
    const p = sql.placeholder;
    return d
      .insert(checkoutAttempts)
      .values({
        siteId: p('siteId'),
        idempotencyKey: p('key'),
        requestHash: p('requestHash'),
        state: AttemptState.Started,
        paymentProvider: p('provider'),
        gatewayKey: p('gatewayKey'),
        leaseUntil: leaseEnd(p('leaseSeconds')),
      })
      .onConflictDoNothing({ target: [checkoutAttempts.siteId, checkoutAttempts.idempotencyKey] })
      .returning()
      .prepare(name);
  });
  const [claimed] = await claim.execute({ ...input, gatewayKey: `att_${randomUUID()}` });
  if (claimed) return { attempt: claimed, claimed: true };
  const existing = await findAttemptByKey(db, input.siteId, input.key);
  if (!existing) throw new Error(`checkout attempt for key ${input.key} vanished`);
  return { attempt: existing, claimed: false };
}

export async function findAttemptByKey(db: Db, siteId: number, key: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.siteId, siteId), eq(checkoutAttempts.idempotencyKey, key)));
  return row ?? null;
}

export async function loadAttempt(db: Tx, id: number): Promise<AttemptRow> {
  const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id));
  if (!row) throw new Error(`checkout attempt ${id} does not exist`);
  return row;
}

/**
 * Pushes the lease on before a step that may take a while (a call to the payment provider), and
 * answers the attempt as it stands (read in the same statement), or null once it is done.
 */
export async function renewLease(db: Db, id: number, leaseSeconds: number): Promise<AttemptRow | null> {
  const [row] = await db
    .update(checkoutAttempts)
    .set({ leaseUntil: leaseEnd(leaseSeconds), updatedAt: sql`now()` })
    .where(and(eq(checkoutAttempts.id, id), ne(checkoutAttempts.state, AttemptState.Done)))
    .returning();
  return row ?? null;
}

/**
 * Takes over an unfinished attempt whose lease has run out (its request died, most likely with its
 * process). Only one caller can win it; the others get null.
 */
export async function takeOverStale(db: Db, id: number, leaseSeconds: number): Promise<AttemptRow | null> {
  const [row] = await db
    .update(checkoutAttempts)
    .set({ leaseUntil: leaseEnd(leaseSeconds), updatedAt: sql`now()` })
    .where(and(eq(checkoutAttempts.id, id), ne(checkoutAttempts.state, AttemptState.Done), lt(checkoutAttempts.leaseUntil, sql`now()`)))
    .returning();
  return row ?? null;
}

/** Unfinished attempts whose lease has run out, oldest first. */
export async function staleAttemptIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: checkoutAttempts.id })
    .from(checkoutAttempts)
    .where(and(ne(checkoutAttempts.state, AttemptState.Done), lt(checkoutAttempts.leaseUntil, sql`now()`)))
    .orderBy(asc(checkoutAttempts.leaseUntil))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Records the answer, leaving `from`; false when the attempt had already moved on. */
export async function finishAttempt(tx: Tx, id: number, from: AttemptRow['state'], outcome: Outcome): Promise<boolean> {
  const moved = await tx
    .update(checkoutAttempts)
    .set({
      state: AttemptState.Done,
      responseStatus: outcome.status,
      errorCode: outcome.status === 200 ? null : outcome.code,
      errorMessage: outcome.status === 200 ? null : outcome.message,
      errorAction: outcome.status === 200 ? null : (outcome.action ?? null),
      updatedAt: sql`now()`,
    })
    .where(and(eq(checkoutAttempts.id, id), eq(checkoutAttempts.state, from)))
    .returning({ id: checkoutAttempts.id });
  return moved.length === 1;
}

/** The recorded answer of a finished attempt. */
export function outcomeOf(attempt: AttemptRow): Outcome | null {
  if (attempt.state !== AttemptState.Done || attempt.responseStatus === null) return null;
  if (attempt.responseStatus === 200 && attempt.orderId !== null) return { status: 200, orderId: attempt.orderId };
  return {
    status: attempt.responseStatus === 402 ? 402 : 409,
    code: attempt.errorCode ?? ErrorCode.CardError,
    message: attempt.errorMessage ?? CommerceText.checkoutFallbackError,
    ...(attempt.errorAction ? { action: attempt.errorAction as PaymentAction } : {}),
  };
}
