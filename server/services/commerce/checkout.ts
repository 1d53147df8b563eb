import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CommerceText, ErrorCode, hasBillingAddress, money, toOrderAddress, type BuyRequest, type BuyResponse, type PaymentAction } from '../../../schema';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { checkoutAttempts, editions, orderLines, orders, owners, ownerSites, promoCodes, sites } from '../../db/schema';
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
import { confirmationOf, loadOrder, type OrderForMails, type OrderRow } from './order-view';
import { abandonStarted, IN_PROGRESS, recordedOutcome, settleOrdered, settleStale, type Settled } from './settle';

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

/** The order's statement refused: an edition had too little left, or another buyer holds the piece. */
class SoldOut extends Error {}
/** The order's statement refused: the promotion's last use went to another order meanwhile, or it ended. */
class PromoGone extends Error {}
/** The order's statement refused: recovery finished the attempt while this request was away. */
class AttemptTaken extends Error {}

/** The reasons the order's statement gives checkout_refusal (migration 0023), and what each is here. */
const Refusal = { SoldOut: 'sold-out', PromoGone: 'promo-gone', AttemptTaken: 'attempt-taken' } as const;
const REFUSED = new Map<string, () => Error>([
  [Refusal.SoldOut, () => new SoldOut()],
  [Refusal.PromoGone, () => new PromoGone()],
  [Refusal.AttemptTaken, () => new AttemptTaken()],
]);

/** The refusal a database error carries (the driver's own error, or the query error wrapping it), if it is one. */
function refusalOf(error: unknown): Error | null {
  for (let e = error as { message?: unknown; cause?: unknown } | null; e; e = e.cause as typeof e) {
    const reason = typeof e.message === 'string' && e.message.startsWith(REFUSED_PREFIX) ? e.message.slice(REFUSED_PREFIX.length) : null;
    if (reason) return REFUSED.get(reason)?.() ?? null;
  }
  return null;
}
const REFUSED_PREFIX = 'checkout refused: ';

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

  let written: { attempt: AttemptRow; order: OrderForMails };
  try {
    written = await writeOrder(db, site, attempt, request, cart, { provider: gateway.provider, reference: auth.reference, last4: auth.last4 }, options.leaseSeconds);
  } catch (error) {
    // No order holds the authorization, so it is released; releasing twice is harmless.
    await gateway.cancel(auth.reference);
    if (error instanceof SoldOut) return refuse({ status: 409, code: ErrorCode.SoldOut, message: CommerceText.soldOut });
    if (error instanceof PromoGone) return refuse({ status: 409, code: ErrorCode.PromoCodeInvalid, message: await promoGoneMessage(db, cart.promo!.id) });
    if (error instanceof AttemptTaken) return { outcome: await recordedOutcome(db, attempt.id) };
    // Anything else (the database gone, say) is recorded as an interrupted purchase if it still can be.
    await abandonStarted(db, gateway, await loadAttempt(db, attempt.id)).catch(() => undefined);
    throw error;
  }
  crashPoint('after-order');
  return settleOrdered(db, gateway, written.attempt, written.order);
}

/**
 * Writes the order and takes the stock and the promotion's use in one statement, moving the attempt
 * to 'ordered' (its lease pushed on for the capture) in the same commit: either all of it happened or
 * none. Any edition with too little left, a piece another buyer now holds, or a promotion used up
 * meanwhile undoes it all. Answers the attempt as ordered, and the order as written with what its
 * mails say, so that paying it needs no second read.
 */
async function writeOrder(
  db: Db,
  site: SiteRow,
  attempt: AttemptRow,
  request: BuyRequest,
  cart: PricedCart,
  payment: { provider: string; reference: string; last4: string },
  leaseSeconds: number,
): Promise<{ attempt: AttemptRow; order: OrderForMails }> {
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
  const values: OrderValues = {
    siteId: site.id,
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
  };
  const lines = cart.lines.map((line) => [line.editionId, line.inventoryId, line.title, line.artistName, line.editionLabel, line.unitPrice, line.quantity, line.subtotal]);
  const wanted = Object.entries(
    cart.lines.reduce<Record<number, number>>((sum, line) => ({ ...sum, [line.editionId]: (sum[line.editionId] ?? 0) + line.quantity }), {}),
  );
  let row: WrittenOrder;
  try {
    [row] = await orderStatement(db)({
      ...values,
      leaseSeconds,
      lines: JSON.stringify(lines),
      wanted: JSON.stringify(wanted),
      wantedCount: wanted.length,
    });
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  const orderId = row.orderId;
  announceSiteChange(db, site.id);
  const order: OrderForMails = {
    order: { ...values, id: orderId, status: 'authorized', createdAt: new Date(row.createdAt), shippedAt: null, trackingCarrier: null, trackingNumber: null, refundedAt: null },
    lines: cart.lines.map((line, i) => ({
      id: row.lineIds[i],
      orderId,
      editionId: line.editionId,
      inventoryId: line.inventoryId,
      title: line.title,
      artistName: line.artistName,
      editionLabel: line.editionLabel,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      subtotal: line.subtotal,
    })),
    company: site.company,
    ownerEmails: row.ownerEmails,
  };
  // The attempt as the statement above left it; the lease's end as this process reckons it.
  const ordered = { ...attempt, state: AttemptState.Ordered, orderId, paymentReference: payment.reference, leaseUntil: new Date(Date.now() + leaseSeconds * 1000) };
  return { attempt: ordered, order };
}

/** An order's columns that checkout writes (the rest are the database's: id, time, status and later steps). */
type OrderValues = Omit<OrderRow, 'id' | 'status' | 'createdAt' | 'shippedAt' | 'trackingCarrier' | 'trackingNumber' | 'refundedAt'>;

/** What the order's statement answers: the new order's id and time, its lines' ids in cart order, the site's owners' addresses. */
interface WrittenOrder {
  orderId: number;
  createdAt: string;
  lineIds: number[];
  ownerEmails: string[];
}

/**
 * The order's statement, prepared once per database. One statement, which is its own transaction: the
 * rows every buyer shares (the editions, the site, the promotion) are locked only inside the database,
 * from that statement to its commit, never while this process is busy elsewhere (under load each round
 * trip from here waits behind other requests' work, and every other buyer of the same piece or
 * promotion would wait behind it). The order, the attempt moved to 'ordered' and the lines are written;
 * the editions are locked in id order (two carts never wait on each other in turn), each taken only if
 * it is still on sale with enough left and no live hold of another buyer; then, only if all were taken,
 * the site's stock version and the promotion's use are counted, in that order. A failed condition
 * refuses the purchase (checkout_refusal raises) and so undoes the whole statement: if recovery released
 * the attempt meanwhile, if a piece sold out or another buyer holds it, if the promotion was used up.
 */
const orderStatement = (db: Db) =>
  preparedRows<WrittenOrder>(db, 'checkout_write_order', () => {
    const p = sql.placeholder;
    const column = <K extends keyof OrderValues>(key: K) => p(key);
    const order = db
      .insert(orders)
      .values({
        siteId: column('siteId'),
        status: 'authorized',
        attemptId: column('attemptId'),
        idempotencyKey: column('idempotencyKey'),
        requestHash: column('requestHash'),
        email: column('email'),
        firstName: column('firstName'),
        lastName: column('lastName'),
        phone: column('phone'),
        shippingAddress: column('shippingAddress'),
        billingAddress: column('billingAddress'),
        notes: column('notes'),
        subtotal: column('subtotal'),
        discount: column('discount'),
        shipping: column('shipping'),
        tax: column('tax'),
        taxIncluded: column('taxIncluded'),
        total: column('total'),
        promoCodeId: column('promoCodeId'),
        promoCode: column('promoCode'),
        promoDescription: column('promoDescription'),
        currencyCode: column('currencyCode'),
        paymentProvider: column('paymentProvider'),
        paymentMethod: column('paymentMethod'),
        paymentReference: column('paymentReference'),
        cardLast4: column('cardLast4'),
        referrer: column('referrer'),
        utm: column('utm'),
      } satisfies Record<keyof OrderValues | 'status', unknown>)
      .returning({ id: orders.id, createdAt: orders.createdAt });
    const at = checkoutAttempts;
    return sql`
    with o as (${order.getSQL()}),
    moved as (
      update ${at} set state = ${AttemptState.Ordered}, order_id = (select id from o), payment_reference = ${p('paymentReference')},
        lease_until = now() + make_interval(secs => ${p('leaseSeconds')}), updated_at = now()
      where ${at.id} = ${p('attemptId')} and ${at.state} = ${AttemptState.Started}
      returning ${at.id}
    ),
    written as (
      insert into ${orderLines} (order_id, edition_id, inventory_id, title, artist_name, edition_label, unit_price, quantity, subtotal)
      select (select id from o), (x->>0)::int, (x->>1)::int, x->>2, x->>3, x->>4, (x->>5)::bigint, (x->>6)::int, (x->>7)::bigint
      from jsonb_array_elements(${p('lines')}::jsonb) with ordinality as t(x, n)
      order by n
      returning id
    ),
    wanted as (
      select (x->>0)::int as edition_id, (x->>1)::int as quantity from jsonb_array_elements(${p('wanted')}::jsonb) as t(x)
    ),
    locked as materialized (
      select ${editions.id} as id from ${editions}
      where ${editions.id} in (select edition_id from wanted) and ${editions.siteId} = ${p('siteId')} and exists (select 1 from moved)
      order by ${editions.id}
      for update
    ),
    taken as (
      update ${editions} set quantity = ${editions.quantity} - w.quantity, hold_attempt_id = null, held_until = null
      from wanted w join locked l on l.id = w.edition_id
      where ${editions.id} = l.id and ${editions.active} and not ${editions.isOnHold} and ${editions.quantity} >= w.quantity
        -- Sold only to the buyer who holds it, or when no live hold stands.
        and (${editions.heldUntil} is null or ${editions.heldUntil} < now() or ${editions.holdAttemptId} = ${p('attemptId')})
      returning ${editions.id}
    ),
    bumped as (
      update ${sites} set stock_version = ${sites.stockVersion} + 1
      where ${sites.id} = ${p('siteId')} and (select count(*) from taken) = ${p('wantedCount')}
      returning ${sites.id}
    ),
    used as (
      update ${promoCodes} set times_used = ${promoCodes.timesUsed} + 1
      where ${promoCodes.id} = ${p('promoCodeId')} and ${promoCodes.siteId} = ${p('siteId')} and exists (select 1 from bumped) and ${promoCodes.active}
        and (${promoCodes.startsAt} is null or ${promoCodes.startsAt} <= now())
        and (${promoCodes.endsAt} is null or ${promoCodes.endsAt} > now())
        and (${promoCodes.usageLimit} is null or ${promoCodes.timesUsed} < ${promoCodes.usageLimit})
      returning ${promoCodes.id}
    )
    select (select id from o) as "orderId", (select created_at from o) as "createdAt",
      (select coalesce(json_agg(id order by id), '[]'::json) from written) as "lineIds",
      (select coalesce(json_agg(ow.email order by os.id), '[]'::json) from ${ownerSites} os join ${owners} ow on ow.id = os.owner_id where os.site_id = ${p('siteId')}) as "ownerEmails",
      checkout_refusal(case
      when not exists (select 1 from moved) then ${Refusal.AttemptTaken}
      when (select count(*) from taken) <> ${p('wantedCount')} then ${Refusal.SoldOut}
      when ${p('promoCodeId')}::int is not null and not exists (select 1 from used) then ${Refusal.PromoGone}
      end)`;
  });

/** Why a promotion could not be used after all (used up, ended, switched off meanwhile), as its form says it. */
async function promoGoneMessage(db: Db, promoId: number): Promise<string> {
  const [now] = await db.select().from(promoCodes).where(eq(promoCodes.id, promoId));
  return promoMessage(now ?? null, new Date()) ?? CommerceText.promoCodeInvalid;
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
