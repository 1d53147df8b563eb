import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CardMessage, CommerceText } from '../../schema';
import { checkoutAttempts, editions, orderLines, orders, outbox, paymentTestCharges, sites } from '../db/schema';
import { reconcile } from '../services/commerce';
import { claimAttempt } from '../services/commerce/attempts';
import { TestGateway } from '../services/payments/test-gateway';
import { fetchPatiently } from '../test/forms';
import { buyer, cardToken, sellableEditions, startTestServer, type SellableEdition, type TestServer } from '../test/harness';

/**
 * Retries and recovery: every retry of a purchase gets the answer the purchase really had, however
 * many arrive at once, and purchases whose request died are finished by a retry or by the reconciler,
 * each exactly once.
 */
let server: TestServer;
let originals: SellableEdition[];
const quiet = { leaseSeconds: 30, log: () => undefined };

beforeAll(async () => {
  server = await startTestServer();
  originals = await sellableEditions(server.db, 'demo', 'original');
  expect(originals.length).toBeGreaterThanOrEqual(12);
});
afterAll(() => server?.close());

let next = 0;
const takeOriginal = () => originals[next++];

async function purchase(piece: SellableEdition, key: string, card = '4242424242424242') {
  const Token = await cardToken(server.url, card);
  return { key, payload: buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token }) };
}

/**
 * A retry as the checkout's browser sends it: a 503 busy answer (the admission limit, when the machine
 * is loaded) was never worked on, so it is sent again after its Retry-After with the same key.
 */
const buy = (p: { key: string; payload: unknown }) =>
  fetchPatiently(`${server.url}/api/buy`, { method: 'POST', headers: { 'content-type': 'application/json', 'Idempotency-Key': p.key }, body: JSON.stringify(p.payload) });

async function mailsOf(orderId: number) {
  const rows = await server.db.select({ subject: outbox.subject }).from(outbox);
  return rows.filter((m) => new RegExp(`order ${orderId}\\b`).test(m.subject));
}

/**
 * Puts a paid purchase back to where a crash after its order was written leaves it: order authorized,
 * hold not captured, no mails, the attempt 'ordered' with its lease run out.
 */
async function rewindToOrdered(orderId: number): Promise<void> {
  const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  await server.db.update(orders).set({ status: 'authorized' }).where(eq(orders.id, orderId));
  await server.db.update(paymentTestCharges).set({ status: 'authorized' }).where(eq(paymentTestCharges.id, order.paymentReference!));
  await server.db.delete(outbox).where(sql`${outbox.subject} ~ ${`order ${orderId}\\y`}`);
  await server.db
    .update(checkoutAttempts)
    .set({ state: 'ordered', responseStatus: null, leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(checkoutAttempts.id, order.attemptId!));
}

describe('retries of one purchase', () => {
  it('answers all of 20 parallel retries with the paid order, 20 times over, charging once each time', async () => {
    const answers: Record<number, number> = {};
    const piece = takeOriginal();
    for (let round = 0; round < 20; round++) {
      // The same unique piece each round, put back on sale after each sale.
      await server.db.update(editions).set({ quantity: 1 }).where(eq(editions.id, piece.editionId));
      const p = await purchase(piece, `parallel-${round}`);
      const results = await Promise.all(Array.from({ length: 20 }, () => buy(p)));
      const bodies = await Promise.all(results.map((r) => r.json()));
      for (const r of results) answers[r.status] = (answers[r.status] ?? 0) + 1;
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(bodies.map((b) => b.orderId)).size).toBe(1);
      expect(await server.db.select().from(orderLines).where(eq(orderLines.editionId, piece.editionId))).toHaveLength(round + 1);
      expect((await server.db.select().from(editions).where(eq(editions.id, piece.editionId)))[0].quantity).toBe(0);
      const [order] = await server.db.select().from(orders).where(eq(orders.id, bodies[0].orderId));
      expect(order.status).toBe('paid');
      expect(await server.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, order.paymentReference!))).toMatchObject([{ status: 'captured', amount: piece.price }]);
      expect(await mailsOf(order.id)).toHaveLength(2);
    }
    expect(answers).toEqual({ 200: 400 });
  });

  it('answers every retry of a declined card with the same decline, never "could not be used"', async () => {
    const p = await purchase(takeOriginal(), 'declined-once', '4000000000000002');
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(p)));
    for (const res of results) {
      expect(res.status).toBe(402);
      expect((await res.json()).error).toEqual({ code: 'card_declined', message: CardMessage.declined });
    }
  });

  it('keeps answering a paid purchase after it is sold, instead of "sold out"', async () => {
    const p = await purchase(takeOriginal(), 'paid-then-retried');
    const first = await buy(p);
    expect(first.status).toBe(200);
    const again = await buy(p);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
  });
});

describe('a purchase whose request died', () => {
  it('is completed by the buyer’s retry when its order was written: captured, paid, mailed once', async () => {
    const p = await purchase(takeOriginal(), 'died-after-order');
    const { orderId } = await (await buy(p)).json();
    await rewindToOrdered(orderId);

    const retry = await buy(p);
    expect(retry.status).toBe(200);
    expect((await retry.json()).orderId).toBe(orderId);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('paid');
    expect(await server.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, order.paymentReference!))).toMatchObject([{ status: 'captured' }]);
    expect(await mailsOf(orderId)).toHaveLength(2);
  });

  it('is completed once when two reconcilers (two server processes, say) run at the same moment', async () => {
    const orderIds: number[] = [];
    for (let i = 0; i < 5; i++) {
      const p = await purchase(takeOriginal(), `two-reconcilers-${i}`);
      orderIds.push((await (await buy(p)).json()).orderId);
    }
    for (const id of orderIds) await rewindToOrdered(id);

    const reports = await Promise.all([reconcile(server.db, quiet), reconcile(server.db, quiet)]);
    expect(reports.reduce((sum, r) => sum + r.settled, 0)).toBe(5);
    const rows = await server.db.select().from(orders).where(inArray(orders.id, orderIds));
    expect(rows.map((o) => o.status)).toEqual(Array(5).fill('paid'));
    for (const id of orderIds) expect(await mailsOf(id)).toHaveLength(2);
  });

  it('is marked failed with its stock returned when its hold is gone by the time it is settled', async () => {
    const piece = takeOriginal();
    const p = await purchase(piece, 'hold-expired');
    const { orderId } = await (await buy(p)).json();
    await rewindToOrdered(orderId);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    // The provider let the authorization lapse meanwhile.
    await server.db.update(paymentTestCharges).set({ status: 'canceled' }).where(eq(paymentTestCharges.id, order.paymentReference!));

    expect((await reconcile(server.db, quiet)).settled).toBe(1);
    expect((await server.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('failed');
    expect((await server.db.select().from(editions).where(eq(editions.id, piece.editionId)))[0].quantity).toBe(1);
    expect(await mailsOf(orderId)).toHaveLength(0);
    const retry = await buy(p);
    expect(retry.status).toBe(402);
  });

  it('has its hold released by the reconciler when it died before its order, and a retry is told nothing was charged', async () => {
    const piece = takeOriginal();
    const gateway = new TestGateway(server.db);
    const [site] = await server.db.select().from(sites).where(eq(sites.subdomain, 'demo'));
    const { attempt } = await claimAttempt(server.db, { siteId: site.id, key: 'died-after-authorize', requestHash: 'h', provider: 'test', leaseSeconds: 30 });
    const token = await cardToken(server.url, '4242424242424242');
    const auth = await gateway.authorize({ token, amount: piece.price, currencyCode: 'USD', key: attempt.gatewayKey });
    expect(auth.ok).toBe(true);
    await server.db.update(checkoutAttempts).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(checkoutAttempts.id, attempt.id));

    expect((await reconcile(server.db, quiet)).settled).toBe(1);
    expect(await gateway.lookup(attempt.gatewayKey)).toMatchObject({ state: 'canceled' });
    const [settled] = await server.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, attempt.id));
    expect(settled).toMatchObject({ state: 'done', responseStatus: 409, errorCode: 'checkout_interrupted', errorMessage: CommerceText.checkoutInterrupted });
    expect(await server.db.select().from(orderLines).where(eq(orderLines.editionId, piece.editionId))).toEqual([]);
  });

  it('waits for a request still working on the purchase rather than taking it over', async () => {
    const p = await purchase(takeOriginal(), 'still-working');
    const { orderId } = await (await buy(p)).json();
    await rewindToOrdered(orderId);
    // The request is alive (its lease runs on): the retry must not settle it behind its back.
    await server.db.update(checkoutAttempts).set({ leaseUntil: sql`now() + interval '30 seconds'` }).where(eq(checkoutAttempts.idempotencyKey, 'still-working'));
    expect((await reconcile(server.db, quiet)).settled).toBe(0);
    expect((await server.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('authorized');
    await server.db.update(checkoutAttempts).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(checkoutAttempts.idempotencyKey, 'still-working'));
    expect((await buy(p)).status).toBe(200);
  });
});

describe('holds that belong to no purchase', () => {
  it('are released by the reconciler once they are old, and the ones purchases own are kept', async () => {
    const token = await cardToken(server.url, '4242424242424242');
    const gateway = new TestGateway(server.db);
    const orphan = await gateway.authorize({ token, amount: 1000, currencyCode: 'USD', key: 'left-by-an-old-crash' });
    expect(orphan.ok).toBe(true);
    const reference = (orphan as { reference: string }).reference;
    await server.db.update(paymentTestCharges).set({ createdAt: sql`now() - interval '1 hour'` }).where(eq(paymentTestCharges.id, reference));

    const report = await reconcile(server.db, quiet);
    expect(report.releasedHolds).toBe(1);
    expect(await server.db.select().from(paymentTestCharges).where(and(eq(paymentTestCharges.id, reference)))).toMatchObject([{ status: 'canceled' }]);
  });
});
