import { and, asc, eq, sql } from 'drizzle-orm';
import { CommerceText, ErrorCode } from '../../../schema';
import { announceSiteChange } from '../../db/site-changes';
import type { Db } from '../../db/client';
import { checkoutAttempts, editions, orderLines, orders, outbox, promoCodes } from '../../db/schema';
import { preparedRows } from '../../db/prepared';
import type { PaymentGateway } from '../payments';
import { AttemptState, finishAttempt, loadAttempt, outcomeOf, type AttemptRow, type Outcome } from './attempts';
import { crashPoint } from './crash-points';
import { releaseHolds } from './holds';
import { orderMails, type OrderFacts } from './order-mail';
import { detailOf, loadOrderForMails, type LoadedOrder, type OrderForMails } from './order-view';
import { bumpStockVersion } from './stock';

export { bumpStockVersion };

/**
 * Finishing an attempt from whatever state it is in. The live request uses the first half (capture,
 * then paid or failed); a retry that finds an attempt whose request died, and the reconciler, use all
 * of it. Every step is safe to repeat and conditional on the state it leaves, so two of them racing
 * on one attempt still end in one outcome: one capture, one set of mails, stock returned once.
 */

/** What a buyer is told when the request working on their purchase died before an order was made. */
export const INTERRUPTED: Outcome = { status: 409, code: ErrorCode.CheckoutInterrupted, message: CommerceText.checkoutInterrupted };

/** What a retry is told while another request is still working on the same purchase. */
export const IN_PROGRESS: Outcome = { status: 409, code: ErrorCode.CheckoutInProgress, message: CommerceText.checkoutInProgress };

/** How an ordered attempt ended: its outcome, and the paid order as read for its mails, when it was paid now. */
export interface Settled {
  outcome: Outcome;
  paid?: LoadedOrder;
}

/**
 * Captures the hold of an ordered attempt, then marks the order paid and queues its mails, or, when
 * the hold is gone, marks it failed and returns its stock. The request that wrote the order passes it
 * on as written; recovery reads it.
 */
export async function settleOrdered(db: Db, gateway: PaymentGateway, attempt: AttemptRow, written?: OrderForMails): Promise<Settled> {
  if (attempt.orderId === null || attempt.paymentReference === null) throw new Error(`attempt ${attempt.id} is ordered without an order`);
  const capture = await gateway.capture(attempt.paymentReference);
  crashPoint('after-capture');
  if (capture.ok) {
    const paid = await completeOrder(db, attempt.id, attempt.orderId, written?.order.id === attempt.orderId ? written : null);
    if (paid) return { outcome: { status: 200, orderId: attempt.orderId }, paid };
  } else {
    await failOrder(db, attempt.id, attempt.orderId, { status: 402, code: capture.code, message: capture.message });
  }
  return { outcome: await recordedOutcome(db, attempt.id) };
}

/**
 * The order becomes paid, its mails are queued and the answer recorded in one statement, so a
 * confirmation never goes out for an order that is not paid, and a paid order never lacks its mails.
 * Answers the order as paid, or null when another request or recovery recorded the answer first.
 */
async function completeOrder(db: Db, attemptId: number, orderId: number, written: OrderForMails | null): Promise<LoadedOrder | null> {
  const loaded = written ?? (await loadOrderForMails(db, orderId));
  if (!loaded) throw new Error(`order ${orderId} of attempt ${attemptId} is missing`);
  const mails = orderMails({ ...detailOf(loaded.order, loaded.lines), company: loaded.company }, loaded.ownerEmails);
  crashPoint('before-paid');
  const [recorded] = await paidStatement(db)({
    orderId,
    attemptId,
    mails: JSON.stringify(mails.map((m) => ({ to_address: m.toAddress, subject: m.subject, text_body: m.textBody, html_body: m.htmlBody }))),
  });
  return recorded ? { order: { ...loaded.order, status: 'paid' }, lines: loaded.lines } : null;
}

const paidStatement = (db: Db) =>
  preparedRows<{ id: number }>(db, 'checkout_order_paid', () => {
    const p = sql.placeholder;
    const a = checkoutAttempts;
    return sql`
    with paid as (
      update ${orders} set status = 'paid' where ${orders.id} = ${p('orderId')} and ${orders.status} = 'authorized' returning ${orders.siteId}
    ), mailed as (
      insert into ${outbox} (site_id, to_address, subject, text_body, html_body)
      select paid.site_id, m.to_address, m.subject, m.text_body, m.html_body
      from paid cross join jsonb_to_recordset(${p('mails')}::jsonb)
        as m(to_address text, subject text, text_body text, html_body text)
    )
    update ${a} set state = ${AttemptState.Done}, response_status = 200, error_code = null, error_message = null, error_action = null, updated_at = now()
    where ${a.id} = ${p('attemptId')} and ${a.state} = ${AttemptState.Ordered}
    returning ${a.id}`;
  });

/** Capture failed (the hold expired or was released): the order is marked failed and its stock returned, once. */
async function failOrder(db: Db, attemptId: number, orderId: number, outcome: Outcome): Promise<void> {
  const siteId = await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orders)
      .set({ status: 'failed' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'authorized')))
      .returning({ siteId: orders.siteId, promoCodeId: orders.promoCodeId });
    if (failed) {
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.editionId));
      // The lock order of checkout: editions by id, then the site, then the promotion.
      for (const line of lines) {
        await tx
          .update(editions)
          .set({ quantity: sql`${editions.quantity} + ${line.quantity}` })
          .where(eq(editions.id, line.editionId));
      }
      await bumpStockVersion(tx, failed.siteId);
      // The promotion's use is given back: the order that took it did not happen.
      if (failed.promoCodeId !== null) {
        await tx
          .update(promoCodes)
          .set({ timesUsed: sql`${promoCodes.timesUsed} - 1` })
          .where(and(eq(promoCodes.id, failed.promoCodeId), sql`${promoCodes.timesUsed} > 0`));
      }
    }
    await finishAttempt(tx, attemptId, AttemptState.Ordered, outcome);
    return failed?.siteId ?? null;
  });
  if (siteId !== null) announceSiteChange(db, siteId);
}

/** What the mails of an order say: the stored order as the owner sees it, and the site's name. */
export async function orderFacts(db: Pick<Db, 'select'>, orderId: number): Promise<{ facts: OrderFacts; siteId: number }> {
  const loaded = await loadOrderForMails(db, orderId);
  if (!loaded) throw new Error(`order ${orderId} is missing`);
  return { facts: { ...detailOf(loaded.order, loaded.lines), company: loaded.company }, siteId: loaded.order.siteId };
}

/**
 * An attempt whose request died before its order was written: whatever hold the card got under the
 * attempt's key is released, and the buyer is told the purchase did not happen.
 */
export async function abandonStarted(db: Db, gateway: PaymentGateway, attempt: AttemptRow): Promise<{ outcome: Outcome; released: string | null }> {
  const hold = await gateway.lookup(attempt.gatewayKey);
  if (hold.state === 'captured') {
    // Capture happens only after the order is written, so this cannot arise; never hide it if it does.
    throw new Error(`attempt ${attempt.id}: hold ${hold.reference} was captured without an order; refund it by hand`);
  }
  if (hold.state === 'authorized') await gateway.cancel(hold.reference);
  await releaseHolds(db, attempt.siteId, attempt.id);
  await finishAttempt(db, attempt.id, AttemptState.Started, INTERRUPTED);
  return { outcome: await recordedOutcome(db, attempt.id), released: hold.state === 'authorized' ? hold.reference : null };
}

/** Finishes an attempt taken over from a dead request: capture its order, or release its hold. */
export async function settleStale(db: Db, gateway: PaymentGateway, attempt: AttemptRow): Promise<Outcome> {
  if (attempt.state === AttemptState.Ordered) return (await settleOrdered(db, gateway, attempt)).outcome;
  if (attempt.state === AttemptState.Started) return (await abandonStarted(db, gateway, attempt)).outcome;
  return recordedOutcome(db, attempt.id);
}

/** The answer recorded for an attempt, whoever recorded it; 'still in progress' when there is none yet. */
export async function recordedOutcome(db: Db, attemptId: number): Promise<Outcome> {
  return outcomeOf(await loadAttempt(db, attemptId)) ?? IN_PROGRESS;
}
