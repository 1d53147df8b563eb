import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { checkoutAttempts, editions, orderLines, orders, outbox, promoCodes, sites } from '../db/schema';
import { CRASH_POINTS } from '../services/commerce/crash-points';
import { buyer } from '../test/harness';
import { processStorage, startServerProcess, type ServerProcess } from '../test/process';
import { startStripeReplay, type StripeReplay } from '../test/stripe-replay';

/**
 * The crash test of checkout again, through the Stripe adapter (on Stripe's recorded answers), with
 * holds on the unique pieces and a promotion code on half the purchases: the server process is killed
 * at each step of checkout during a burst; after a restart and its reconciler pass, and the buyers'
 * retries, every captured intent has its paid order and every paid order its captured intent, no
 * intent is left authorised, no piece is left held, stock and the promotion's count match the paid
 * orders, and every buyer's last answer is what their purchase came to.
 */
const BUYS_PER_CRASH = 10;
const CONCURRENCY = 3;

interface Purchase {
  key: string;
  body: Record<string, unknown>;
  status: number | null;
}

let storage: Awaited<ReturnType<typeof processStorage>>;
let replay: StripeReplay;
let server: ServerProcess | null = null;
let promoId = 0;
const purchases: Purchase[] = [];
const initialStock = new Map<number, number>();
const proofs: string[] = [];

beforeAll(async () => {
  storage = await processStorage();
  replay = await startStripeReplay();
});
afterAll(async () => {
  await server?.stop();
  await storage?.dispose();
  await replay?.close();
  if (proofs.length) console.log(`crash recovery through Stripe on ${storage.kind}:\n  ${proofs.join('\n  ')}`);
});

const env = (extra: Record<string, string> = {}) => ({
  ...storage.env,
  CHECKOUT_LEASE_SECONDS: '1',
  STRIPE_SECRET_KEY: 'sk_test_replay',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_replay',
  STRIPE_API_BASE: replay.url,
  ...extra,
});

async function withDatabase<T>(read: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: storage.env.DATABASE_URL ?? null, dataDir: storage.env.DATA_DIR });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

async function send(base: string, purchase: Purchase): Promise<void> {
  try {
    const res = await fetch(`${base}/api/buy`, { method: 'POST', headers: { 'content-type': 'application/json', 'Idempotency-Key': purchase.key }, body: JSON.stringify(purchase.body) });
    purchase.status = res.status;
    await res.arrayBuffer();
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

async function checkBooks(database: Database, answered: boolean): Promise<void> {
  const db = database.db;
  expect(await db.select().from(checkoutAttempts).where(ne(checkoutAttempts.state, 'done')), 'an attempt is left unsettled').toEqual([]);
  expect(await db.select().from(orders).where(eq(orders.status, 'authorized')), 'an order is left between states').toEqual([]);
  expect([...replay.intents.values()].filter((i) => i.status === 'requires_capture').map((i) => i.id), 'an intent is left authorised').toEqual([]);
  expect(await db.select({ id: editions.id }).from(editions).where(isNotNull(editions.holdAttemptId)), 'a piece is left held').toEqual([]);

  const paid = await db.select().from(orders).where(eq(orders.status, 'paid'));
  const captured = [...replay.intents.values()].filter((i) => i.status === 'succeeded');
  expect(captured.map((i) => [i.id, i.amount]).sort()).toEqual(paid.map((o) => [o.paymentReference, o.total]).sort());

  const mails = await db.select({ subject: outbox.subject }).from(outbox);
  expect(mails.map((m) => Number(/order (\d+)/.exec(m.subject)?.[1])).sort((a, b) => a - b)).toEqual(paid.flatMap((o) => [o.id, o.id]).sort((a, b) => a - b));

  const lines = paid.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, paid.map((o) => o.id))) : [];
  for (const edition of await db.select().from(editions).where(inArray(editions.id, [...initialStock.keys()]))) {
    const sold = lines.filter((l) => l.editionId === edition.id).reduce((n, l) => n + l.quantity, 0);
    expect(initialStock.get(edition.id)! - edition.quantity, `stock of edition ${edition.id}`).toBe(sold);
  }
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.id, promoId));
  expect(promo.timesUsed, 'uses of the promotion').toBe(paid.filter((o) => o.promoCodeId === promoId).length);

  for (const purchase of answered ? purchases : []) {
    const [attempt] = await db.select().from(checkoutAttempts).where(and(eq(checkoutAttempts.idempotencyKey, purchase.key)));
    expect(purchase.status, `purchase ${purchase.key} got no answer`).not.toBeNull();
    if (attempt) expect(purchase.status, `purchase ${purchase.key}`).toBe(attempt.responseStatus);
    else expect(purchase.status).not.toBe(200);
  }
}

describe('a server killed at each step of a Stripe checkout with holds and a promotion', () => {
  it(`settles every purchase: ${CRASH_POINTS.length} crash points, ${BUYS_PER_CRASH} purchases each`, { timeout: 400_000 }, async () => {
    server = await startServerProcess(env());
    const res = await fetch(`${server.url}/api/inventory?sub=demo&limit=100&status=5`);
    const { inventory } = (await res.json()) as { inventory: { editions: { editionId: number; editionType: number; quantity: number; active: boolean; isOnHold: boolean; priceValue: number }[] }[] };
    const sellable = inventory.flatMap((i) => i.editions).filter((e) => e.active && !e.isOnHold && e.quantity > 0 && e.priceValue > 0);
    for (const e of sellable) initialStock.set(e.editionId, e.quantity);
    const originals = sellable.filter((e) => e.editionType === 0).map((e) => e.editionId);
    const numbered = sellable.filter((e) => e.editionType === 1).map((e) => e.editionId);
    expect(originals.length).toBeGreaterThan(3);
    await server.stop();
    await withDatabase(async ({ db }) => {
      await db.update(sites).set({ paymentProvider: 'stripe' }).where(eq(sites.subdomain, 'demo'));
      const [site] = await db.select().from(sites).where(eq(sites.subdomain, 'demo'));
      [{ id: promoId }] = await db.insert(promoCodes).values({ siteId: site.id, code: 'CRASH10', kind: 'percentage', amount: 10, usageLimit: 1000 }).returning({ id: promoCodes.id });
    });

    for (const [round, point] of CRASH_POINTS.entries()) {
      server = await startServerProcess(env({ CHECKOUT_CRASH_AT: `${point}@${2 + round}` }));
      const batch: Purchase[] = Array.from({ length: BUYS_PER_CRASH }, (_, i) => {
        const n = purchases.length + i;
        // Every third buyer wants an original someone else also wants (held while one checks out); half use the promotion.
        const lines = n % 3 === 0 ? [{ EditionId: originals[Math.floor(n / 6) % originals.length], Quantity: 1 }] : [{ EditionId: numbered[n % numbered.length], Quantity: 1 }];
        return { key: `stripe-crash-${n}`, status: null, body: buyer({ LineItems: lines, Token: `ctoken_visa_${n}`, Email: `s${n}@example.com`, ...(n % 2 ? { PromoCodeId: promoId } : {}) }) };
      });
      purchases.push(...batch);
      await burst(server.url, batch);
      expect(await server.exited, `the server should have been killed at ${point}`).toBe('SIGKILL');
      const unanswered = batch.filter((p) => p.status === null).length;
      await new Promise((r) => setTimeout(r, 1100));

      server = await startServerProcess(env());
      const started = server;
      const deadline = Date.now() + 20_000;
      while (!/\[reconcile\] pass done/.test(started.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const pass = /\[reconcile\] pass done: .*/.exec(started.output())?.[0] ?? '(no pass report)';
      await server.stop();
      await withDatabase((database) => checkBooks(database, false));

      server = await startServerProcess(env());
      for (const purchase of batch.filter((p) => p.status === null)) await send(server.url, purchase);
      await server.stop();
      server = null;
      await withDatabase((database) => checkBooks(database, true));
      const statuses = batch.reduce<Record<string, number>>((t, p) => ({ ...t, [String(p.status)]: (t[String(p.status)] ?? 0) + 1 }), {});
      proofs.push(`killed at ${point}: ${BUYS_PER_CRASH} purchases, ${unanswered} unanswered until retried; ${pass.slice(12)}; final answers ${JSON.stringify(statuses)}`);
    }
    expect(purchases.length).toBe(CRASH_POINTS.length * BUYS_PER_CRASH);
  });
});
