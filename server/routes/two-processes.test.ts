import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { orderLines, orders, paymentTestCharges } from '../db/schema';
import { buyer } from '../test/harness';
import { createScratchPostgresDatabase } from '../db/test-database';
import { startServerProcess, type ServerProcess } from '../test/process';

/**
 * The product scaled out: two server processes sharing one PostgreSQL database, as behind a load
 * balancer. A hundred buyers spread over both try to buy the same unique piece at the same moment:
 * exactly one order, one capture, and every other buyer is told it has just been sold.
 * PGlite is one process by construction, so this runs where DATABASE_URL names a PostgreSQL server.
 */
const BUYERS = 100;
const ROUNDS = 5;

describe.runIf(Boolean(process.env.DATABASE_URL))('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let servers: ServerProcess[] = [];
  let db: Database;

  beforeAll(async () => {
    database = await createScratchPostgresDatabase('race');
    // One after the other, so the first seeds; the second finds the sites there.
    servers.push(await startServerProcess({ DATABASE_URL: database.url }));
    servers.push(await startServerProcess({ DATABASE_URL: database.url }));
    db = await openDatabase({ databaseUrl: database.url, dataDir: null });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await db?.close();
    await database?.drop();
  });

  it(`sell a unique piece once when ${BUYERS} buyers across both try at the same moment, ${ROUNDS} times`, { timeout: 180_000 }, async () => {
    const res = await fetch(`${servers[0].url}/api/inventory?sub=demo&limit=100&status=5`);
    const { inventory } = (await res.json()) as { inventory: { editions: { editionId: number; editionType: number; quantity: number; priceValue: number }[] }[] };
    const uniques = inventory.filter((i) => i.editions.length === 1 && i.editions[0].editionType === 0 && i.editions[0].quantity === 1 && i.editions[0].priceValue > 0);
    expect(uniques.length).toBeGreaterThanOrEqual(ROUNDS);

    const statuses: Record<number, number> = {};
    for (const item of uniques.slice(0, ROUNDS)) {
      const editionId = item.editions[0].editionId;
      const tokens = await Promise.all(
        Array.from({ length: BUYERS }, async (_, i) => {
          const token = await fetch(`${servers[i % 2].url}/api/payments/test/tokens`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
          });
          return ((await token.json()) as { id: string }).id;
        }),
      );
      const answers = await Promise.all(
        tokens.map((Token, i) =>
          fetch(`${servers[i % 2].url}/api/buy`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'Idempotency-Key': `race-${editionId}-${i}` },
            body: JSON.stringify(buyer({ LineItems: [{ EditionId: editionId, Quantity: 1 }], Token, Email: `buyer${i}@example.com` })),
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as { orderId?: number; error?: { code: string } } })),
        ),
      );
      for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.error?.code === 'sold_out')).toBe(true);

      const lines = await db.db.select().from(orderLines).where(eq(orderLines.editionId, editionId));
      expect(lines).toHaveLength(1);
      const [order] = await db.db.select().from(orders).where(eq(orders.id, lines[0].orderId));
      expect(order.status).toBe('paid');
      const charges = await db.db.select().from(paymentTestCharges).where(inArray(paymentTestCharges.status, ['captured', 'authorized']));
      expect(charges.filter((c) => c.id === order.paymentReference)).toMatchObject([{ status: 'captured' }]);
    }
    // No hold is left on any of the losing buyers' cards, and only the winners were captured.
    expect(await db.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.status, 'authorized'))).toEqual([]);
    expect(await db.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.status, 'captured'))).toHaveLength(ROUNDS);
    expect(statuses).toEqual({ 200: ROUNDS, 409: ROUNDS * (BUYERS - 1) });
  });
});
