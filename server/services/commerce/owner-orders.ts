import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CommerceOwnerText,
  ErrorCode,
  money,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderRefundRequest,
  type OrderShipRequest,
  type OrderStatus,
  type OwnerOrderList,
  type OwnerOrderListQuery,
} from '../../../schema';
import type { Db } from '../../db/client';
import { editions, orderLines, orders, outbox } from '../../db/schema';
import { announceSiteChange } from '../../db/site-changes';
import { HttpError } from '../../http/errors';
import { gatewayFor, type PaymentSettings } from '../payments';
import { refundMail, shippedMail } from './order-mail';
import { canMarkShipped, canRefund, detailOf, loadOrder } from './order-view';
import { orderFacts } from './settle';
import { bumpStockVersion } from './stock';

/**
 * The owner's orders: the list with its status filter, one order in full, and the two actions on it.
 * Each action is one conditional update on the order's status, so two clicks (or two owners) make it
 * once, and the buyer's mail is queued in the same transaction.
 */

const NOT_FOUND = CommerceOwnerText.orderNotFound;

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const id = /^#?([1-9][0-9]{0,9})$/.exec(q);
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const text = or(ilike(orders.email, like), ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, like));
  return id && Number(id[1]) <= 2_147_483_647 ? or(eq(orders.id, Number(id[1])), text) : text;
}

export async function listOrders(db: Db, siteId: number, query: OwnerOrderListQuery): Promise<OwnerOrderList> {
  const where = and(eq(orders.siteId, siteId), query.status ? eq(orders.status, query.status) : undefined, searchOf(query.q));
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select({
        order: orders,
        itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        firstTitle: sql<string | null>`(select ${orderLines.title} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1)`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(orders).where(where),
    db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.siteId, siteId)).groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of byStatus) if ((ORDER_STATUSES as readonly string[]).includes(row.status)) counts[row.status as OrderStatus] = row.n;
  return {
    orders: rows.map(({ order: o, itemCount, firstTitle }) => ({
      orderId: o.id,
      status: o.status as OrderStatus,
      createdAt: o.createdAt.toISOString(),
      buyerName: `${o.firstName} ${o.lastName}`,
      email: o.email,
      total: money(o.total, o.currencyCode),
      itemCount,
      firstTitle,
      paymentReference: o.paymentReference,
    })),
    total,
    hasMore: query.offset + rows.length < total,
    counts,
  };
}

export async function readOrder(db: Db, siteId: number, orderId: number): Promise<OrderDetail> {
  const loaded = await loadOrder(db, siteId, orderId);
  if (!loaded) throw new HttpError(404, ErrorCode.NotFound, NOT_FOUND);
  return detailOf(loaded.order, loaded.lines);
}

/**
 * Marks a paid order shipped with the carrier and tracking number given, and mails the buyer; an
 * order already shipped, refunded or not paid is refused.
 */
export async function markShipped(db: Db, siteId: number, orderId: number, input: OrderShipRequest): Promise<OrderDetail> {
  const before = await readOrder(db, siteId, orderId);
  if (!canMarkShipped(before.status)) throw new HttpError(409, ErrorCode.OrderState, `This order is ${before.status} and cannot be marked shipped.`);
  await db.transaction(async (tx) => {
    const [shipped] = await tx
      .update(orders)
      .set({ status: 'shipped', shippedAt: sql`now()`, trackingCarrier: input.carrier || null, trackingNumber: input.trackingNumber || null })
      .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId), eq(orders.status, 'paid')))
      .returning({ id: orders.id });
    if (!shipped) throw new HttpError(409, ErrorCode.OrderState, 'This order was changed meanwhile and cannot be marked shipped.');
    const { facts } = await orderFacts(tx, orderId);
    await tx.insert(outbox).values({ siteId, ...shippedMail(facts) });
  });
  return readOrder(db, siteId, orderId);
}

/**
 * Refunds a paid or shipped order in full through its payment gateway, then marks it refunded (with
 * its pieces back on sale when asked) and mails the buyer, once. The gateway's refund comes first and is
 * safe to repeat, so an owner who tries again after a failure never refunds twice.
 */
export async function refundOrder(db: Db, siteId: number, orderId: number, input: OrderRefundRequest, payments: PaymentSettings): Promise<OrderDetail> {
  const loaded = await loadOrder(db, siteId, orderId);
  if (!loaded) throw new HttpError(404, ErrorCode.NotFound, NOT_FOUND);
  const { order, lines } = loaded;
  if (!canRefund(order.status) || !order.paymentReference) throw new HttpError(409, ErrorCode.OrderState, `This order is ${order.status} and cannot be refunded.`);
  const gateway = gatewayFor(db, order.paymentProvider, payments);
  if (!gateway) throw new HttpError(409, ErrorCode.PaymentsUnavailable, `Payments through ${order.paymentProvider} are not available on this server, so the refund cannot be made here.`);
  const refund = await gateway.refund(order.paymentReference);
  if (!refund.ok) throw new HttpError(402, refund.code, refund.message);
  const changed = await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId), inArray(orders.status, ['paid', 'shipped'])))
      .returning({ id: orders.id });
    if (!refunded) return false;
    if (input.restock) {
      for (const line of [...lines].sort((a, b) => a.editionId - b.editionId)) {
        await tx.update(editions).set({ quantity: sql`${editions.quantity} + ${line.quantity}` }).where(and(eq(editions.id, line.editionId), eq(editions.siteId, siteId)));
      }
      await bumpStockVersion(tx, siteId);
    }
    const { facts } = await orderFacts(tx, orderId);
    await tx.insert(outbox).values({ siteId, ...refundMail(facts) });
    return true;
  });
  if (changed && input.restock) announceSiteChange(db, siteId);
  return readOrder(db, siteId, orderId);
}
