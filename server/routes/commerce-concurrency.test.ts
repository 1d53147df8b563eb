import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CommerceText } from '../../schema';
import { checkoutAttempts, editions, orderLines, orders, paymentTestCharges, paymentTestTokens, promoCodes, sites } from '../db/schema';
import { buyer, postJson, sellableEditions, startTestServer, type SellableEdition, type TestServer } from '../test/harness';

/**
 * Checkout under contention, as the proofs state it: many buyers at once for one unique piece,
 * one purchase retried many times, and a promotion's usage limit under many concurrent checkouts. The
 * server waits for its turn instead of answering busy (admission wait raised), so every answer is the
 * checkout's own. On PostgreSQL (DATABASE_URL) the race over one piece runs 20 times.
 */
const RACE_ROUNDS = process.env.DATABASE_URL ? 20 : 2;
const BUYERS = 100;

let server: TestServer;
let demoId: number;
let originals: SellableEdition[];
let numbered: SellableEdition[];
const tally: string[] = [];

beforeAll(async () => {
  const database = process.env.DATABASE_URL ? { concurrent: 64, queue: 4096, waitMs: 60_000 } : { concurrent: 4, queue: 4096, waitMs: 60_000 };
  server = await startTestServer({ admission: database });
  [{ id: demoId }] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'demo'));
  originals = await sellableEditions(server.db, 'demo', 'original');
  numbered = await sellableEditions(server.db, 'demo', 'edition');
});
afterAll(async () => {
  if (tally.length) console.log(`checkout under contention (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):\n  ${tally.join('\n  ')}`);
  await server?.close();
});

/** Card tokens written straight to the test gateway's table: the tokenizer is not what is measured. */
async function tokens(n: number, tag: string): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `tok_test_${tag}_${i}_${Math.random().toString(16).slice(2)}`);
  await server.db.insert(paymentTestTokens).values(ids.map((id) => ({ id, brand: 'Visa', last4: '4242', outcome: 'succeeded' })));
  return ids;
}

const statusesOf = (results: Response[]) => results.reduce<Record<number, number>>((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {});

async function noHoldLeftOpen(): Promise<void> {
  expect(await server.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.status, 'authorized'))).toEqual([]);
}

describe('one unique piece, many buyers at once', () => {
  it(`sells it exactly once to ${BUYERS} simultaneous buyers, ${RACE_ROUNDS} times: 1 order, 1 capture, the rest a clear 4xx, nothing left authorised`, { timeout: 600_000 }, async () => {
    const piece = originals[0];
    for (let round = 0; round < RACE_ROUNDS; round++) {
      await server.db.update(editions).set({ quantity: 1, holdAttemptId: null, heldUntil: null }).where(eq(editions.id, piece.editionId));
      const ids = await tokens(BUYERS, `race${round}`);
      const results = await Promise.all(
        ids.map((Token, i) => postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token, Email: `race${round}-${i}@example.com` }))),
      );
      const bodies = await Promise.all(results.map((r) => r.json()));
      const statuses = statusesOf(results);
      expect(statuses[200], `round ${round}: ${JSON.stringify(statuses)}`).toBe(1);
      expect(results.filter((r) => r.status >= 400 && r.status < 500)).toHaveLength(BUYERS - 1);
      for (const [i, body] of bodies.entries()) {
        if (results[i].status === 200) continue;
        expect([CommerceText.heldForAnotherBuyer, CommerceText.soldOut]).toContain(body.error.message);
      }
      const orderId = bodies[results.findIndex((r) => r.status === 200)].orderId;
      const lines = await server.db.select().from(orderLines).where(eq(orderLines.editionId, piece.editionId));
      expect(lines.filter((l) => l.orderId === orderId)).toHaveLength(1);
      const charges = await server.db.select().from(paymentTestCharges).where(inArray(paymentTestCharges.tokenId, ids));
      expect(charges.map((c) => c.status)).toEqual(['captured']);
      await noHoldLeftOpen();
      expect((await server.db.select().from(editions).where(eq(editions.id, piece.editionId)))[0]).toMatchObject({ quantity: 0, holdAttemptId: null });
      tally.push(`round ${round + 1}: ${JSON.stringify(statuses)}, ${charges.length} charge (captured)`);
    }
    expect(await server.db.select().from(orderLines).where(eq(orderLines.editionId, piece.editionId))).toHaveLength(RACE_ROUNDS);
  });

  it('tells the second of two buyers in checkout that the piece is on hold, and charges only the first', async () => {
    const piece = originals[1];
    const [a, b] = await tokens(2, 'pair');
    const [first, second] = await Promise.all([a, b].map((Token) => postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token }))));
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect([CommerceText.heldForAnotherBuyer, CommerceText.soldOut]).toContain((await loser.json()).error.message);
    expect(await server.db.select().from(paymentTestCharges).where(inArray(paymentTestCharges.tokenId, [a, b]))).toHaveLength(1);
  });
});

describe('one purchase sent again', () => {
  it('answers the same Idempotency-Key 10 times in sequence and 10 in parallel with one order and one payment', async () => {
    for (const [mode, piece] of [['sequence', originals[2]], ['parallel', originals[3]]] as const) {
      const [Token] = await tokens(1, `idem-${mode}`);
      const send = () => postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token }), { 'Idempotency-Key': `same-${mode}` });
      const results: Response[] = [];
      if (mode === 'sequence') for (let i = 0; i < 10; i++) results.push(await send());
      else results.push(...(await Promise.all(Array.from({ length: 10 }, send))));
      const bodies = await Promise.all(results.map((r) => r.json()));
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(bodies.every((b) => JSON.stringify(b) === JSON.stringify(bodies[0]))).toBe(true);
      expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, `same-${mode}`))).toHaveLength(1);
      expect(await server.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.tokenId, Token))).toMatchObject([{ status: 'captured' }]);
      expect(await server.db.select().from(checkoutAttempts).where(and(eq(checkoutAttempts.siteId, demoId), eq(checkoutAttempts.idempotencyKey, `same-${mode}`)))).toHaveLength(1);
    }
  });
});

describe('a promotion’s usage limit', () => {
  it('holds under 50 concurrent checkouts: exactly the limit get it, the rest are told it is used up and not charged', async () => {
    const edition = numbered[0];
    await server.db.update(editions).set({ quantity: 1000 }).where(eq(editions.id, edition.editionId));
    const [{ id: promoId }] = await server.db.insert(promoCodes).values({ siteId: demoId, code: 'LIMITED7', kind: 'fixed', amount: 100, usageLimit: 7 }).returning({ id: promoCodes.id });
    const ids = await tokens(50, 'promo');
    const results = await Promise.all(ids.map((Token) => postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: edition.editionId, Quantity: 1 }], Token, PromoCodeId: promoId }))));
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(statusesOf(results)).toEqual({ 200: 7, 409: 43 });
    for (const [i, body] of bodies.entries()) if (results[i].status === 409) expect(body.error).toEqual({ code: 'promo_code_invalid', message: CommerceText.promoCodeUsedUp });
    expect((await server.db.select().from(promoCodes).where(eq(promoCodes.id, promoId)))[0].timesUsed).toBe(7);
    expect(await server.db.select().from(orders).where(eq(orders.promoCodeId, promoId))).toHaveLength(7);
    const charges = await server.db.select().from(paymentTestCharges).where(inArray(paymentTestCharges.tokenId, ids));
    expect(charges.filter((c) => c.status === 'captured')).toHaveLength(7);
    await noHoldLeftOpen();
    tally.push(`usage limit 7 under 50 concurrent checkouts: ${JSON.stringify(statusesOf(results))}, ${charges.length} authorizations of which ${charges.filter((c) => c.status === 'canceled').length} released`);
  });
});

describe('the last copies of a numbered edition', () => {
  it('sells exactly what is left to 30 concurrent buyers: the rest are told it sold out, with every authorization released', async () => {
    const edition = numbered[1];
    await server.db.update(editions).set({ quantity: 4 }).where(eq(editions.id, edition.editionId));
    const ids = await tokens(30, 'last');
    const results = await Promise.all(ids.map((Token) => postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: edition.editionId, Quantity: 1 }], Token }))));
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(statusesOf(results)).toEqual({ 200: 4, 409: 26 });
    for (const [i, body] of bodies.entries()) if (results[i].status === 409) expect(body.error.code).toBe('sold_out');
    expect((await server.db.select().from(editions).where(eq(editions.id, edition.editionId)))[0].quantity).toBe(0);
    const charges = await server.db.select().from(paymentTestCharges).where(inArray(paymentTestCharges.tokenId, ids));
    expect(charges.filter((c) => c.status === 'captured')).toHaveLength(4);
    await noHoldLeftOpen();
    tally.push(`4 copies left, 30 concurrent buyers: ${JSON.stringify(statusesOf(results))}, ${charges.length} authorizations of which ${charges.filter((c) => c.status === 'canceled').length} released`);
  });

  it('sells two editions to carts that list them in either order, all at once, without a buyer waiting on another in turn', async () => {
    const [a, b] = [numbered[2], numbered[3]];
    await server.db.update(editions).set({ quantity: 1000 }).where(inArray(editions.id, [a.editionId, b.editionId]));
    const ids = await tokens(40, 'pair');
    const results = await Promise.all(
      ids.map((Token, i) => {
        const lines = [{ EditionId: a.editionId, Quantity: 1 }, { EditionId: b.editionId, Quantity: 2 }];
        return postJson(`${server.url}/api/buy`, buyer({ LineItems: i % 2 ? lines.reverse() : lines, Token }));
      }),
    );
    expect(statusesOf(results)).toEqual({ 200: 40 });
    const left = await server.db.select({ id: editions.id, quantity: editions.quantity }).from(editions).where(inArray(editions.id, [a.editionId, b.editionId]));
    expect(Object.fromEntries(left.map((e) => [e.id, e.quantity]))).toEqual({ [a.editionId]: 960, [b.editionId]: 920 });
  });
});
