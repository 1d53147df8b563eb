import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { CommerceText, ErrorCode, money, type BuyRequest, type BuyResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { editions, orderLines, orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { gatewayFor, type PaymentGateway } from '../payments';
import type { SiteRow } from '../sites';
import {
  AttemptState,
  claimAttempt,
  finishAttempt,
  loadAttempt,
  markOrdered,
  renewLease,
  takeOverStale,
  type AttemptRow,
  type Outcome,
} from './attempts';
import { priceCart, type PricedLine } from './cart';
import { crashPoint } from './crash-points';
import { announceSiteChange } from '../../db/site-changes';
import { abandonStarted, bumpStockVersion, IN_PROGRESS, recordedOutcome, settleOrdered, settleStale } from './settle';

export interface CheckoutOptions {
  /** How long a request owns its attempt before a retry or the reconciler may finish it instead. */
  leaseSeconds: number;
  /** How long a retry waits for the request working on the same purchase before answering 'in progress'. */
  retryWaitMs?: number;
}

/** Thrown inside the order transaction when a conditional stock update finds nothing left. */
class SoldOut extends Error {}
/** Thrown inside the order transaction when recovery finished the attempt while this request was away. */
class AttemptTaken extends Error {}

/** Same key, same payload: the zod output has a fixed key order, so its JSON is a stable fingerprint. */
function fingerprint(request: BuyRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * Checkout. The attempt is claimed first, under the buyer's Idempotency-Key (or one made up here), so a
 * retry, however many arrive at once, finds it and gets its answer instead of a second charge. Then the
 * cart is priced again from the database (the client's prices never arrive: parsing drops them), the
 * card is authorized under the attempt's own key, the order and stock are written in one transaction,
 * and the hold is captured. A crash anywhere leaves the attempt for a retry or the reconciler to finish.
 */
export async function placeOrder(db: Db, site: SiteRow, request: BuyRequest, idempotencyKey: string | null, options: CheckoutOptions): Promise<BuyResponse> {
  const gateway = gatewayFor(db, site.paymentProvider);
  if (!gateway) throw new HttpError(409, ErrorCode.PaymentsUnavailable, 'This site does not accept card payments.');
  const requestHash = fingerprint(request);
  const { attempt, claimed } = await claimAttempt(db, {
    siteId: site.id,
    key: idempotencyKey ?? `auto-${randomUUID()}`,
    requestHash,
    provider: gateway.provider,
    leaseSeconds: options.leaseSeconds,
  });
  if (!claimed) {
    if (attempt.requestHash !== requestHash) {
      throw new HttpError(409, ErrorCode.IdempotencyConflict, 'This Idempotency-Key was already used for a different purchase.');
    }
    return answer(db, site, await awaitAttempt(db, gateway, attempt, options));
  }
  return answer(db, site, await runAttempt(db, site, gateway, attempt, request, options));
}

/** The steps of a freshly claimed attempt, each recorded so a retry gets the same answer. */
async function runAttempt(db: Db, site: SiteRow, gateway: PaymentGateway, attempt: AttemptRow, request: BuyRequest, options: CheckoutOptions): Promise<Outcome> {
  const refuse = async (outcome: Outcome) => {
    await finishAttempt(db, attempt.id, AttemptState.Started, outcome);
    return recordedOutcome(db, attempt.id);
  };
  const cart = await priceCart(db, site, request.LineItems);
  if (cart.problem) return refuse({ status: 409, code: cart.problem.code, message: cart.problem.message });
  if (cart.lines.length === 0) return refuse({ status: 409, code: ErrorCode.EmptyCart, message: CommerceText.emptyCart });

  await renewLease(db, attempt.id, options.leaseSeconds);
  const auth = await gateway.authorize({ token: request.Token, amount: cart.total, currencyCode: site.currencyCode, key: attempt.gatewayKey });
  crashPoint('after-authorize');
  if (!auth.ok) return refuse({ status: 402, code: auth.code, message: auth.message });

  try {
    await writeOrder(db, site, attempt, request, { total: cart.total, provider: gateway.provider, reference: auth.reference, last4: auth.last4 }, cart.lines);
  } catch (error) {
    // No order holds the hold, so it is released; releasing twice is harmless.
    await gateway.cancel(auth.reference);
    if (error instanceof SoldOut) return refuse({ status: 409, code: ErrorCode.SoldOut, message: CommerceText.soldOut });
    if (error instanceof AttemptTaken) return recordedOutcome(db, attempt.id);
    // Anything else (the database gone, say) is recorded as an interrupted purchase if it still can be.
    await abandonStarted(db, gateway, await loadAttempt(db, attempt.id)).catch(() => undefined);
    throw error;
  }
  crashPoint('after-order');
  await renewLease(db, attempt.id, options.leaseSeconds);
  return settleOrdered(db, gateway, await loadAttempt(db, attempt.id));
}

/**
 * Writes the order and takes the stock in one transaction, moving the attempt to 'ordered' in the same
 * commit: either all of it happened or none. Any edition with too little left undoes it all.
 */
async function writeOrder(
  db: Db,
  site: SiteRow,
  attempt: AttemptRow,
  request: BuyRequest,
  meta: { total: number; provider: string; reference: string; last4: string },
  lines: PricedLine[],
): Promise<number> {
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        siteId: site.id,
        status: 'authorized',
        attemptId: attempt.id,
        idempotencyKey: attempt.idempotencyKey,
        requestHash: attempt.requestHash,
        email: request.Email,
        firstName: request.FirstName,
        lastName: request.LastName,
        phone: request.Phone,
        shippingAddress: {
          addressLineOne: request.AddressLineOne,
          addressLineTwo: request.AddressLineTwo ?? null,
          city: request.City,
          state: request.State,
          zip: request.Zip,
          country: request.Country,
        },
        notes: request.Notes || null,
        subtotal: meta.total,
        shipping: 0,
        tax: 0,
        total: meta.total,
        currencyCode: site.currencyCode,
        paymentProvider: meta.provider,
        paymentReference: meta.reference,
        cardLast4: meta.last4,
        referrer: request.Referrer || null,
        utm: request.Utm || null,
      })
      .returning({ id: orders.id });
    // The attempt first: if recovery released this purchase meanwhile, nothing below may happen.
    if (!(await markOrdered(tx, attempt.id, order.id, meta.reference))) throw new AttemptTaken();
    // A fixed lock order keeps two carts with the same editions from deadlocking.
    for (const line of [...lines].sort((a, b) => a.editionId - b.editionId)) {
      const taken = await tx
        .update(editions)
        .set({ quantity: sql`${editions.quantity} - ${line.quantity}` })
        .where(
          and(
            eq(editions.id, line.editionId),
            eq(editions.siteId, site.id),
            eq(editions.active, true),
            eq(editions.isOnHold, false),
            gte(editions.quantity, line.quantity),
          ),
        )
        .returning({ id: editions.id });
      if (taken.length === 0) throw new SoldOut();
    }
    await tx.insert(orderLines).values(lines.map((line) => ({ orderId: order.id, ...line })));
    // Last, so the site row is locked only for the moment before commit.
    await bumpStockVersion(tx, site.id);
    return order.id;
  });
  announceSiteChange(db, site.id);
  return orderId;
}

/**
 * A retry of a claimed key: the first request's answer once it has one. If that request died (its lease
 * ran out), the retry finishes the purchase itself, as the reconciler would. Waiting too long answers
 * 'still in progress', and the buyer's browser tries the same request again.
 */
async function awaitAttempt(db: Db, gateway: PaymentGateway, first: AttemptRow, options: CheckoutOptions): Promise<Outcome> {
  const deadline = Date.now() + (options.retryWaitMs ?? 10_000);
  let attempt = first;
  for (let pause = 10; ; pause = Math.min(pause * 2, 50)) {
    if (attempt.state === AttemptState.Done) return recordedOutcome(db, attempt.id);
    if (attempt.leaseUntil.getTime() < Date.now()) {
      const taken = await takeOverStale(db, attempt.id, options.leaseSeconds);
      if (taken) return settleStale(db, gateway, taken);
    }
    if (Date.now() > deadline) return IN_PROGRESS;
    await new Promise((resolve) => setTimeout(resolve, pause));
    attempt = await loadAttempt(db, attempt.id);
  }
}

/** The wire answer for an outcome: the order's id and total, or the recorded error. */
async function answer(db: Db, site: SiteRow, outcome: Outcome): Promise<BuyResponse> {
  if (outcome.status !== 200) throw new HttpError(outcome.status, outcome.code, outcome.message);
  const [order] = await db
    .select({ id: orders.id, total: orders.total, currencyCode: orders.currencyCode })
    .from(orders)
    .where(and(eq(orders.id, outcome.orderId), eq(orders.siteId, site.id)));
  return { orderId: order.id, total: money(order.total, order.currencyCode) };
}
