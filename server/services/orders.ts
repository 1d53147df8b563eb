import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { CommerceText, ErrorCode, money, type BuyRequest, type BuyResponse } from '../../schema';
import type { Db } from '../db/client';
import { editions, orderLines, orders, outbox, owners, sites } from '../db/schema';
import { HttpError } from '../http/errors';
import { priceCart, type PricedLine } from './cart';
import { orderMails } from './order-mail';
import { gatewayFor, type PaymentGateway } from './payments';
import type { SiteRow } from './sites';

type OrderRow = typeof orders.$inferSelect;

/** Thrown inside the order transaction when a conditional stock update finds nothing left. */
class SoldOut extends Error {}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Same key, same payload: the zod output has a fixed key order, so its JSON is a stable fingerprint. */
function fingerprint(request: BuyRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

async function findOrderByKey(db: Db, siteId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * The answer to a repeated Idempotency-Key: the first order's response when the payload is the same
 * (waiting briefly if that order is still being captured), a conflict when it is not.
 */
async function replayOrder(db: Db, first: OrderRow, requestHash: string): Promise<BuyResponse> {
  if (first.requestHash !== requestHash) {
    throw new HttpError(409, ErrorCode.IdempotencyConflict, 'This Idempotency-Key was already used for a different purchase.');
  }
  let order = first;
  for (let attempt = 0; order.status === 'authorized' && attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    order = (await findOrderByKey(db, first.siteId, first.idempotencyKey!)) ?? order;
  }
  if (order.status === 'paid') return { orderId: order.id, total: money(order.total, order.currencyCode) };
  if (order.status === 'failed') throw new HttpError(402, ErrorCode.CardError, CommerceText.checkoutFallbackError);
  throw new HttpError(409, ErrorCode.IdempotencyConflict, 'This purchase is still being processed. Please wait a moment.');
}

/** Invalidates cached pages of the site: they may show stock that has just changed. */
async function bumpStockVersion(tx: Pick<Db, 'update'>, siteId: number): Promise<void> {
  await tx
    .update(sites)
    .set({ stockVersion: sql`${sites.stockVersion} + 1` })
    .where(eq(sites.id, siteId));
}

/** Writes the order and takes the stock in one transaction; any edition with too little left undoes it all. */
async function writeOrder(
  db: Db,
  site: SiteRow,
  request: BuyRequest,
  meta: { key: string | null; requestHash: string; total: number; provider: string; reference: string; last4: string },
  lines: PricedLine[],
): Promise<number> {
  return db.transaction(async (tx) => {
    // The order row goes first so a concurrent retry with the same key meets the unique index
    // before it could touch the stock.
    const [order] = await tx
      .insert(orders)
      .values({
        siteId: site.id,
        status: 'authorized',
        idempotencyKey: meta.key,
        requestHash: meta.requestHash,
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
}

/** Capture failed after the order was written: the order is marked failed and its stock returned. */
async function failOrder(db: Db, site: SiteRow, orderId: number, lines: PricedLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ status: 'failed' }).where(eq(orders.id, orderId));
    for (const line of lines) {
      await tx
        .update(editions)
        .set({ quantity: sql`${editions.quantity} + ${line.quantity}` })
        .where(eq(editions.id, line.editionId));
    }
    await bumpStockVersion(tx, site.id);
  });
}

/** Marks the order paid and queues its mails together, so a confirmation never goes out for an uncaptured order. */
async function completeOrder(db: Db, site: SiteRow, orderId: number, request: BuyRequest, lines: PricedLine[], total: number) {
  const ownerRows = await db.select({ email: owners.email }).from(owners).where(eq(owners.siteId, site.id));
  const mails = orderMails(
    { orderId, company: site.company, currencyCode: site.currencyCode, total, buyer: request, lines },
    ownerRows.map((o) => o.email),
  );
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, orderId));
    await tx.insert(outbox).values(mails.map((mail) => ({ siteId: site.id, ...mail })));
  });
}

/**
 * Checkout: the cart is priced again from the database (the client's prices never arrive: parsing drops
 * them), the card is authorized, the order and stock are written in one transaction, then the hold is
 * captured. A repeated Idempotency-Key returns the first order instead of charging twice.
 */
export async function placeOrder(db: Db, site: SiteRow, request: BuyRequest, idempotencyKey: string | null): Promise<BuyResponse> {
  const requestHash = fingerprint(request);
  if (idempotencyKey) {
    const first = await findOrderByKey(db, site.id, idempotencyKey);
    if (first) return replayOrder(db, first, requestHash);
  }
  const gateway: PaymentGateway | null = gatewayFor(db, site.paymentProvider);
  if (!gateway) throw new HttpError(409, ErrorCode.PaymentsUnavailable, 'This site does not accept card payments.');

  const cart = await priceCart(db, site, request.LineItems);
  if (cart.problem) throw new HttpError(409, cart.problem.code, cart.problem.message);
  if (cart.lines.length === 0) throw new HttpError(409, ErrorCode.EmptyCart, CommerceText.emptyCart);

  const auth = await gateway.authorize({
    token: request.Token,
    amount: cart.total,
    currencyCode: site.currencyCode,
    idempotencyKey: idempotencyKey ? `${site.id}:${idempotencyKey}:${requestHash}` : null,
  });
  if (!auth.ok) throw new HttpError(402, auth.code, auth.message);

  let orderId: number;
  try {
    orderId = await writeOrder(
      db,
      site,
      request,
      { key: idempotencyKey, requestHash, total: cart.total, provider: gateway.provider, reference: auth.reference, last4: auth.last4 },
      cart.lines,
    );
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err)) {
      // A concurrent request with this key won the race. With the same payload it shares our hold.
      const first = await findOrderByKey(db, site.id, idempotencyKey);
      if (first && first.requestHash !== requestHash) await gateway.cancel(auth.reference);
      if (first) return replayOrder(db, first, requestHash);
    }
    await gateway.cancel(auth.reference);
    if (err instanceof SoldOut) throw new HttpError(409, ErrorCode.SoldOut, CommerceText.soldOut);
    throw err;
  }

  const capture = await gateway.capture(auth.reference);
  if (!capture.ok) {
    await failOrder(db, site, orderId, cart.lines);
    throw new HttpError(402, capture.code, capture.message);
  }
  await completeOrder(db, site, orderId, request, cart.lines, cart.total);
  return { orderId, total: money(cart.total, site.currencyCode) };
}
