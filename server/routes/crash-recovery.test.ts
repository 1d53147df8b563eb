import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { checkoutAttempts, editions, orderLines, orders, outbox, paymentTestCharges, promoCodes, sites } from '../db/schema';
import { CRASH_POINTS } from '../services/commerce/crash-points';
import { buyer } from '../test/harness';
import { processStorage, startServerProcess, type ServerProcess } from '../test/process';

/**
 * The server process is killed (SIGKILL) at each step of checkout during a burst of purchases. After a
 * restart and its reconciler pass, orders, stock, payments and mails must all agree: no payment without
 * an order, no order without its payment, no sold piece without an order, no paid order without its
 * mails, no piece left held, and every buyer who retries gets the answer their purchase really had. Every other buyer uses
 * a promotion code whose limit is reached along the way: its uses must be exactly the paid orders
 * that carry it, never more than its limit.
 */
const BUYS_PER_CRASH = 15;
const CONCURRENCY = 3;
/** Fewer uses than the buyers who try the code, so some meet it used up. */
const PROMO_LIMIT = 12;

interface Purchase {
  key: string;
  body: Record<string, unknown>;
  lines: { EditionId: number; Quantity: number }[];
  /** The last answer: a status, or null while none came (the process died under it, or was down). */
  status: number | null;
  orderId: number | null;
  code: string | null;
}

let storage: Awaited<ReturnType<typeof processStorage>>;
let server: ServerProcess | null = null;
const purchases: Purchase[] = [];
const initialStock = new Map<number, number>();
const proofs: string[] = [];
let promoId = 0;

beforeAll(async () => {
  storage = await processStorage();
});
afterAll(async () => {
  await server?.stop();
  await storage?.dispose();
  if (proofs.length) console.log(`crash recovery on ${storage.kind}:\n  ${proofs.join('\n  ')}`);
});

const env = (extra: Record<string, string> = {}) => ({ ...storage.env, CHECKOUT_LEASE_SECONDS: '1', ...extra });

async function json(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Editions to buy, read over HTTP: unique originals and numbered editions with stock, and how many are left. */
async function stockToBuy(base: string): Promise<{ originals: number[]; numbered: number[] }> {
  const res = await fetch(`${base}/api/inventory?sub=demo&limit=100&status=5`);
  const { inventory } = (await res.json()) as { inventory: { editions: { editionId: number; editionType: number; quantity: number; active: boolean; isOnHold: boolean; priceValue: number }[] }[] };
  const sellable = inventory.flatMap((i) => i.editions).filter((e) => e.active && !e.isOnHold && e.quantity > 0 && e.priceValue > 0);
  for (const e of sellable) initialStock.set(e.editionId, e.quantity);
  return { originals: sellable.filter((e) => e.editionType === 0).map((e) => e.editionId), numbered: sellable.filter((e) => e.editionType === 1).map((e) => e.editionId) };
}

async function newPurchase(base: string, n: number, stock: { originals: number[]; numbered: number[] }): Promise<Purchase> {
  const token = await json(`${base}/api/payments/test/tokens`, { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });
  // Every third buyer wants an original someone else also wants; the rest take one or two editions.
  const original = stock.originals[Math.floor(n / 6) % stock.originals.length];
  const edition = stock.numbered[n % stock.numbered.length];
  const lines = n % 3 === 0 ? [{ EditionId: original, Quantity: 1 }] : [{ EditionId: edition, Quantity: 1 + (n % 2) }];
  const promo = n % 2 === 1 ? { PromoCodeId: promoId } : {};
  return { key: `crash-${n}`, lines, body: buyer({ LineItems: lines, Token: token.body.id, Email: `buyer${n}@example.com`, ...promo }), status: null, orderId: null, code: null };
}

/** Sends a purchase (or resends it, same key and token); a dropped connection leaves it unanswered. */
async function send(base: string, purchase: Purchase): Promise<void> {
  try {
    const answer = await json(`${base}/api/buy`, purchase.body, { 'Idempotency-Key': purchase.key });
    purchase.status = answer.status;
    purchase.orderId = answer.status === 200 ? (answer.body.orderId as number) : null;
    purchase.code = answer.status === 200 ? null : ((answer.body.error as { code: string }).code ?? null);
  } catch {
    purchase.status = null;
  }
}

async function burst(base: string, batch: Purchase[]): Promise<void> {
  const queue = [...batch];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) await send(base, p);
  }));
}

async function waitFor(what: () => boolean, label: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}:\n${server?.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Reads the database the processes wrote (PGlite only once no server process has it open). */
async function withDatabase<T>(read: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: storage.env.DATABASE_URL ?? null, dataDir: storage.env.DATA_DIR });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

/**
 * Every invariant between purchases, orders, stock, payments and mails; with `answered`, also that every
 * buyer's last answer is what their purchase came to.
 */
async function checkBooks(database: Database, answered: boolean): Promise<void> {
  const db = database.db;
  expect(await db.select().from(checkoutAttempts).where(ne(checkoutAttempts.state, 'done')), 'an attempt is left unsettled').toEqual([]);
  expect(await db.select().from(orders).where(eq(orders.status, 'authorized')), 'an order is left between states').toEqual([]);
  expect(await db.select().from(paymentTestCharges).where(eq(paymentTestCharges.status, 'authorized')), 'a hold is left open on a card').toEqual([]);

  // No unique piece is still held for a checkout: each hold was sold with its order or released.
  const held = await db.select({ id: editions.id, attempt: editions.holdAttemptId }).from(editions).where(isNotNull(editions.holdAttemptId));
  expect(held, 'a piece is left held').toEqual([]);

  const paid = await db.select().from(orders).where(eq(orders.status, 'paid'));
  const captured = await db.select().from(paymentTestCharges).where(eq(paymentTestCharges.status, 'captured'));
  // No payment without an order, no order without its payment, for the same amount.
  expect(captured.map((c) => [c.id, c.amount]).sort()).toEqual(paid.map((o) => [o.paymentReference, o.total]).sort());

  // No paid order without its mails (the buyer's and the owner's), and no mail for anything else.
  const mails = await db.select({ subject: outbox.subject }).from(outbox);
  const orderIdsMailed = mails.map((m) => Number(/order (\d+)/.exec(m.subject)?.[1])).sort((a, b) => a - b);
  expect(orderIdsMailed).toEqual(paid.flatMap((o) => [o.id, o.id]).sort((a, b) => a - b));

  // No sold piece without an order: what left the stock is exactly what paid orders hold.
  const editionIds = [...initialStock.keys()];
  const now = await db.select({ id: editions.id, quantity: editions.quantity }).from(editions).where(inArray(editions.id, editionIds));
  const soldLines = paid.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, paid.map((o) => o.id)))
    : [];
  for (const edition of now) {
    const sold = soldLines.filter((l) => l.editionId === edition.id).reduce((sum, l) => sum + l.quantity, 0);
    expect(initialStock.get(edition.id)! - edition.quantity, `stock of edition ${edition.id}`).toBe(sold);
  }

  // The promotion counts exactly the paid orders that used it, and never passes its limit.
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.id, promoId));
  expect(promo.timesUsed, 'the promotion’s uses').toBe(paid.filter((o) => o.promoCodeId === promoId).length);
  expect(promo.timesUsed).toBeLessThanOrEqual(PROMO_LIMIT);
  for (const order of paid.filter((o) => o.promoCodeId === promoId)) expect(order.promoCode).toBe('CRASH10');

  // Every buyer's last answer is what their purchase really came to.
  for (const purchase of answered ? purchases : []) {
    const [attempt] = await db.select().from(checkoutAttempts).where(and(eq(checkoutAttempts.idempotencyKey, purchase.key)));
    expect(purchase.status, `purchase ${purchase.key} got no answer`).not.toBeNull();
    if (!attempt) {
      // Refused before it was claimed (nothing was sent before the process died): nothing may exist for it.
      expect(purchase.status).not.toBe(200);
      continue;
    }
    expect(purchase.status, `purchase ${purchase.key}`).toBe(attempt.responseStatus);
    if (purchase.status === 200) expect(paid.map((o) => o.id)).toContain(purchase.orderId);
  }
}

describe('a server killed at each step of checkout', () => {
  it(`settles every purchase after a restart: ${CRASH_POINTS.length} crash points, ${BUYS_PER_CRASH} purchases each`, { timeout: 300_000 }, async () => {
    server = await startServerProcess(env());
    const stock = await stockToBuy(server.url);
    expect(stock.originals.length).toBeGreaterThan(3);
    expect(stock.numbered.length).toBeGreaterThan(3);
    await server.stop();
    promoId = await withDatabase(async ({ db }) => {
      const [demo] = await db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'demo'));
      const [row] = await db
        .insert(promoCodes)
        .values({ siteId: demo.id, code: 'CRASH10', description: '10% off', kind: 'percentage', amount: 10, usageLimit: PROMO_LIMIT })
        .returning({ id: promoCodes.id });
      return row.id;
    });

    for (const [round, point] of CRASH_POINTS.entries()) {
      // The kill comes at the 3rd to 6th purchase to reach the point, with others in flight.
      server = await startServerProcess(env({ CHECKOUT_CRASH_AT: `${point}@${3 + round}` }));
      const batch: Purchase[] = [];
      for (let i = 0; i < BUYS_PER_CRASH; i++) batch.push(await newPurchase(server.url, purchases.length + batch.length, stock));
      purchases.push(...batch);
      await burst(server.url, batch);
      expect(await server.exited, `the server should have been killed at ${point}`).toBe('SIGKILL');
      const unanswered = batch.filter((p) => p.status === null).length;
      // Restarting within the lease would find the dead request's attempts still owned; wait it out.
      await new Promise((r) => setTimeout(r, 1100));

      // Restart: the reconciler's first pass alone settles what the kill left (the 1 s lease has run out).
      server = await startServerProcess(env());
      const started = server;
      await waitFor(() => /\[reconcile\] pass done/.test(started.output()), 'the reconciler pass');
      const pass = /\[reconcile\] pass done: .*/.exec(started.output())![0];
      await server.stop();
      await withDatabase((database) => checkBooks(database, false));

      // The buyers whose answer never came try again, with the same key and token, and learn the outcome.
      server = await startServerProcess(env());
      for (const purchase of batch.filter((p) => p.status === null)) await send(server.url, purchase);
      await server.stop();
      server = null;
      await withDatabase((database) => checkBooks(database, true));

      const statuses = batch.reduce<Record<string, number>>((t, p) => ({ ...t, [String(p.status)]: (t[String(p.status)] ?? 0) + 1 }), {});
      proofs.push(`killed at ${point}: ${BUYS_PER_CRASH} purchases, ${unanswered} unanswered until retried; ${pass.slice(12)}; final answers ${JSON.stringify(statuses)}`);
    }
    await withDatabase(async (database) => {
      const all = await database.db.select({ status: orders.status }).from(orders);
      const [promo] = await database.db.select().from(promoCodes).where(eq(promoCodes.id, promoId));
      proofs.push(`in all: ${purchases.length} purchases, ${all.filter((o) => o.status === 'paid').length} paid orders, ${all.filter((o) => o.status === 'failed').length} failed; the promotion used ${promo.timesUsed} of ${PROMO_LIMIT} times`);
      expect(promo.timesUsed, 'the promotion should have been used up along the way').toBe(PROMO_LIMIT);
    });
    expect(purchases.length).toBeGreaterThanOrEqual(50);
  });
});
