import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { CommerceText, ErrorCode, hasBillingAddress, money, toOrderAddress, type BuyRequest, type BuyResponse, type PaymentAction } from '../../../schema';
import type { Db } from '../../db/client';
import { checkoutAttempts, editions, orderLines, orders, promoCodes } from '../../db/schema';
import { rowsOf } from '../back-office/records';
import { HttpError } from '../../http/errors';
import { announceSiteChange } from '../../db/site-changes';
import { gatewayFor, type PaymentGateway, type PaymentSettings } from '../payments';
import type { SiteRow } from '../sites';
import {
  AttemptState,
  claimAttempt,
  finishAttempt,
  loadAttempt,
  renewLease,
  takeOverStale,
  type AttemptRow,
  type Outcome,
} from './attempts';
import { priceCart, promoMessage, type PricedCart } from './cart';
import { crashPoint } from './crash-points';
import { adoptChallengeHolds, holdPieces, keepHolds, releaseHolds } from './holds';
import { confirmationOf, loadOrder } from './order-view';
import { abandonStarted, IN_PROGRESS, recordedOutcome, settleOrdered, settleStale, type Settled } from './settle';
import { bumpStockVersion } from './stock';

export interface CheckoutOptions {
  /** How long a request owns its attempt before a retry or the reconciler may finish it instead. */
  leaseSeconds: number;
  /** How long a retry waits for the request working on the same purchase before answering 'in progress'. */
  retryWaitMs?: number;
  /** The provider settings beyond the site's choice (Stripe's keys), from the server's configuration. */
  payments?: PaymentSettings;
}

/** A 402 that comes with a step for the buyer (3-D Secure): the route answers it with its `action`. */
export class PaymentActionRequired extends HttpError {
  constructor(
    code: string,
    message: string,
    readonly action: PaymentAction,
  ) {
    super(402, code, message);
  }
}

/** Thrown inside the order transaction when a conditional stock update finds nothing left. */
class SoldOut extends Error {}
/** Thrown inside the order transaction when the promotion's last use went to another order meanwhile. */
class PromoGone extends Error {}
/** Thrown inside the order transaction when recovery finished the attempt while this request was away. */
class AttemptTaken extends Error {}

/** A hold lasts well past any one request, so it never runs out under a live checkout; a dead one's runs out soon. */
const holdSeconds = (leaseSeconds: number) => Math.max(60, leaseSeconds * 2);
/** How long a piece stays held while its buyer is in the card's 3-D Secure check; the same purchase posted again takes it over. */
export const CHALLENGE_HOLD_SECONDS = 10 * 60;

/** Same key, same payload: the zod output has a fixed key order, so its JSON is a stable fingerprint. */
function fingerprint(request: BuyRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * Checkout. The attempt is claimed first, under the buyer's Idempotency-Key (or one made up here), so a
 * retry, however many arrive at once, finds it and gets its answer instead of a second charge. Then the
 * cart is priced again from the database (the client's prices never arrive: parsing drops them), its
 * unique pieces are held, the card is authorized under the attempt's own key, the order, stock and
 * promotion use are written in one transaction, and the card hold is captured. A crash anywhere leaves
 * the attempt for a retry or the reconciler to finish.
 */
export async function placeOrder(db: Db, site: SiteRow, request: BuyRequest, idempotencyKey: string | null, options: CheckoutOptions): Promise<BuyResponse> {
  const gateway = gatewayFor(db, site.paymentProvider, options.payments);
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
    return answer(db, site, { outcome: await awaitAttempt(db, gateway, attempt, options) });
  }
  return answer(db, site, await runAttempt(db, site, gateway, attempt, request, options));
}

/** The cart checkout prices: the lines, the promotion and the destination the buyer sent. */
const cartOf = (request: BuyRequest) => ({ Editions: request.LineItems, PromoCodeId: request.PromoCodeId, Country: request.Country, State: request.State });

/** The steps of a freshly claimed attempt, each recorded so a retry gets the same answer. */
async function runAttempt(db: Db, site: SiteRow, gateway: PaymentGateway, attempt: AttemptRow, request: BuyRequest, options: CheckoutOptions): Promise<Settled> {
  const claimedAt = Date.now();
  const refuse = async (outcome: Outcome): Promise<Settled> => {
    await releaseHolds(db, site.id, attempt.id);
    await finishAttempt(db, attempt.id, AttemptState.Started, outcome);
    return { outcome: await recordedOutcome(db, attempt.id) };
  };
  let cart = await priceCart(db, site, cartOf(request), { attemptId: attempt.id });
  if (cart.response.lineItems.some((line) => line.edition.isOnHold)) {
    // Posted again after the card's 3-D Secure check: the pieces held for the check are this purchase's.
    await adoptChallengeHolds(db, site.id, attempt.id, attempt.requestHash);
    cart = await priceCart(db, site, cartOf(request), { attemptId: attempt.id });
  }
  if (cart.problem) return refuse({ status: 409, code: cart.problem.code, message: cart.problem.message });
  if (cart.lines.length === 0) return refuse({ status: 409, code: ErrorCode.EmptyCart, message: CommerceText.emptyCart });

  // Held before the card is touched, so a second buyer of the piece is told at once and never authorized.
  const originals = cart.lines.filter((line) => line.isOriginal).map((line) => line.editionId);
  if (!(await holdPieces(db, site.id, attempt.id, originals, holdSeconds(options.leaseSeconds)))) {
    return refuse({ status: 409, code: ErrorCode.OnHold, message: CommerceText.heldForAnotherBuyer });
  }

  // The lease claimed a moment ago still has most of its time: renewed only if the steps so far were slow.
  if (Date.now() - claimedAt > (options.leaseSeconds * 1000) / 2) await renewLease(db, attempt.id, options.leaseSeconds);
  const auth = await gateway.authorize({ token: request.Token, amount: cart.total, currencyCode: site.currencyCode, key: attempt.gatewayKey });
  crashPoint('after-authorize');
  if (!auth.ok && auth.code === ErrorCode.AuthenticationRequired) {
    // The buyer goes to the card's check: the pieces stay theirs meanwhile, shown 'On Hold' to others.
    await keepHolds(db, attempt.id, CHALLENGE_HOLD_SECONDS);
    await finishAttempt(db, attempt.id, AttemptState.Started, { status: 402, code: auth.code, message: auth.message, ...(auth.action ? { action: auth.action } : {}) });
    return { outcome: await recordedOutcome(db, attempt.id) };
  }
  if (!auth.ok) return refuse({ status: 402, code: auth.code, message: auth.message, ...(auth.action ? { action: auth.action } : {}) });

  let ordered: AttemptRow;
  try {
    ordered = await writeOrder(db, site, attempt, request, cart, { provider: gateway.provider, reference: auth.reference, last4: auth.last4 }, options.leaseSeconds);
  } catch (error) {
    // No order holds the authorization, so it is released; releasing twice is harmless.
    await gateway.cancel(auth.reference);
    if (error instanceof SoldOut) return refuse({ status: 409, code: ErrorCode.SoldOut, message: CommerceText.soldOut });
    if (error instanceof PromoGone) return refuse({ status: 409, code: ErrorCode.PromoCodeInvalid, message: error.message });
    if (error instanceof AttemptTaken) return { outcome: await recordedOutcome(db, attempt.id) };
    // Anything else (the database gone, say) is recorded as an interrupted purchase if it still can be.
    await abandonStarted(db, gateway, await loadAttempt(db, attempt.id)).catch(() => undefined);
    throw error;
  }
  crashPoint('after-order');
  return settleOrdered(db, gateway, ordered);
}

/**
 * Writes the order and takes the stock and the promotion's use in one transaction, moving the attempt
 * to 'ordered' (its lease pushed on for the capture) in the same commit: either all of it happened or
 * none. Any edition with too little left, a piece another buyer now holds, or a promotion used up
 * meanwhile undoes it all. Answers the attempt as ordered.
 */
async function writeOrder(
  db: Db,
  site: SiteRow,
  attempt: AttemptRow,
  request: BuyRequest,
  cart: PricedCart,
  payment: { provider: string; reference: string; last4: string },
  leaseSeconds: number,
): Promise<AttemptRow> {
  const shippingAddress = toOrderAddress(request);
  const billingAddress = hasBillingAddress(request)
    ? toOrderAddress({
        AddressLineOne: request.BillingAddressLineOne!,
        AddressLineTwo: request.BillingAddressLineTwo,
        City: request.BillingCity!,
        State: request.BillingState,
        Zip: request.BillingZip,
        Country: request.BillingCountry!,
      })
    : shippingAddress;
  const t = cart.totals;
  const ordered = await db.transaction(async (tx) => {
    const order = tx
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
        shippingAddress,
        billingAddress,
        notes: request.Notes || null,
        subtotal: t.subtotal,
        discount: t.discount,
        shipping: t.shipping,
        tax: t.tax,
        taxIncluded: t.taxIncluded,
        total: t.total,
        promoCodeId: cart.promo?.id ?? null,
        promoCode: cart.promo?.code ?? null,
        promoDescription: cart.promo?.description ?? null,
        currencyCode: site.currencyCode,
        paymentProvider: payment.provider,
        paymentMethod: request.PaymentMethod ?? 'card',
        paymentReference: payment.reference,
        cardLast4: payment.last4,
        referrer: request.Referrer || null,
        utm: request.Utm || null,
      })
      .returning({ id: orders.id });
    // The order, the attempt moved to 'ordered' (if recovery released this purchase meanwhile, nothing
    // below may happen) and the lines, in one statement, before any shared row is locked: the stock,
    // promotion and site rows are held only for the last steps.
    const at = checkoutAttempts;
    const lines = cart.lines.map((line) => [line.editionId, line.inventoryId, line.title, line.artistName, line.editionLabel, line.unitPrice, line.quantity, line.subtotal]);
    const [written] = await rowsOf<{ orderId: number; moved: boolean }>(
      tx,
      sql`
      with o as (${order.getSQL()}),
      moved as (
        update ${at} set state = ${AttemptState.Ordered}, order_id = (select id from o), payment_reference = ${payment.reference},
          lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
        where ${at.id} = ${attempt.id} and ${at.state} = ${AttemptState.Started}
        returning ${at.id}
      ),
      written as (
        insert into ${orderLines} (order_id, edition_id, inventory_id, title, artist_name, edition_label, unit_price, quantity, subtotal)
        select (select id from o), (x->>0)::int, (x->>1)::int, x->>2, x->>3, x->>4, (x->>5)::bigint, (x->>6)::int, (x->>7)::bigint
        from jsonb_array_elements(${JSON.stringify(lines)}::jsonb) with ordinality as t(x, n)
        order by n
      )
      select (select id from o) as "orderId", exists (select 1 from moved) as moved`,
    );
    if (!written.moved) throw new AttemptTaken();
    // A fixed lock order (editions by id, then the site, then the promotion) keeps two carts from deadlocking.
    for (const line of [...cart.lines].sort((a, b) => a.editionId - b.editionId)) {
      const taken = await tx
        .update(editions)
        .set({ quantity: sql`${editions.quantity} - ${line.quantity}`, holdAttemptId: null, heldUntil: null })
        .where(
          and(
            eq(editions.id, line.editionId),
            eq(editions.siteId, site.id),
            eq(editions.active, true),
            eq(editions.isOnHold, false),
            gte(editions.quantity, line.quantity),
            // Sold only to the buyer who holds it, or when no live hold stands.
            or(isNull(editions.heldUntil), lt(editions.heldUntil, sql`now()`), eq(editions.holdAttemptId, attempt.id)),
          ),
        )
        .returning({ id: editions.id });
      if (taken.length === 0) throw new SoldOut();
    }
    // Near the end, so the site row is locked only for the moments before commit.
    await bumpStockVersion(tx, site.id);
    // After the site row: only the one order holding that row can be counting a use, so the
    // promotion's row never has a queue of its own.
    if (cart.promo) await takePromoUse(tx, site.id, cart.promo.id);
    return written.orderId;
  });
  announceSiteChange(db, site.id);
  // The attempt as the statement above left it; the lease's end as this process reckons it.
  return { ...attempt, state: AttemptState.Ordered, orderId: ordered, paymentReference: payment.reference, leaseUntil: new Date(Date.now() + leaseSeconds * 1000) };
}

/**
 * Counts one use of a promotion, if it is still live: one conditional update, so concurrent checkouts
 * can never take more uses than its limit (the row lock makes the last ones wait and then fail).
 */
async function takePromoUse(tx: Pick<Db, 'update' | 'select'>, siteId: number, promoId: number): Promise<void> {
  const [used] = await tx
    .update(promoCodes)
    .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        eq(promoCodes.siteId, siteId),
        eq(promoCodes.active, true),
        sql`(${promoCodes.startsAt} is null or ${promoCodes.startsAt} <= now())`,
        sql`(${promoCodes.endsAt} is null or ${promoCodes.endsAt} > now())`,
        sql`(${promoCodes.usageLimit} is null or ${promoCodes.timesUsed} < ${promoCodes.usageLimit})`,
      ),
    )
    .returning({ id: promoCodes.id });
  if (used) return;
  const [now] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoId));
  throw new PromoGone(promoMessage(now ?? null, new Date()) ?? CommerceText.promoCodeInvalid);
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

/** The wire answer for an outcome: the order's id, total and confirmation (as just paid, or read), or the recorded error. */
async function answer(db: Db, site: SiteRow, { outcome, paid }: Settled): Promise<BuyResponse> {
  if (outcome.status !== 200) {
    if (outcome.action) throw new PaymentActionRequired(outcome.code, outcome.message, outcome.action);
    throw new HttpError(outcome.status, outcome.code, outcome.message);
  }
  const loaded = paid?.order.id === outcome.orderId ? paid : await loadOrder(db, site.id, outcome.orderId);
  if (!loaded) throw new Error(`order ${outcome.orderId} of a finished purchase is missing`);
  return { orderId: loaded.order.id, total: money(loaded.order.total, loaded.order.currencyCode), confirmation: confirmationOf(loaded.order, loaded.lines) };
}
