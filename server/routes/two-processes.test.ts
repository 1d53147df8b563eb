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
      // Told it is held for the buyer in checkout, or sold once that buyer has it.
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && ['on_hold', 'sold_out'].includes(a.body.error?.code ?? ''))).toBe(true);

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

  it('a page one process keeps shows a publish made through the other at once, without asking the database per request', async () => {
    const page = (i: number) => fetch(`${servers[i].url}/?sub=demo`).then((r) => r.text());
    // Rendered, then found among the kept pages, then answered from the address remembered.
    for (let i = 0; i < 3; i += 1) expect(await page(0)).not.toContain('Renamed across processes');
    // Signed in on the second process, the owner renames the site and publishes there.
    const login = await fetch(`${servers[1].url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.localhost', password: 'process-owner-password' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const draft = (await (await fetch(`${servers[1].url}/api/editor/document`, { headers: { cookie } })).json()) as { document: { site: { company: string } } };
    draft.document.site.company = 'Renamed across processes';
    const put = await fetch(`${servers[1].url}/api/editor/document`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ document: draft.document }) });
    expect(put.status).toBe(200);
    expect((await fetch(`${servers[1].url}/api/editor/publish`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    // The first process hears of it from the database (LISTEN/NOTIFY) within moments of the commit.
    await expect.poll(() => page(0), { timeout: 2000, interval: 20 }).toContain('Renamed across processes');
  });

  it('a cart one process keeps priced shows a sale made through the other at once', async () => {
    const { inventory } = (await (await fetch(`${servers[0].url}/api/inventory?sub=demo&status=5&limit=100`)).json()) as {
      inventory: { editions: { editionId: number; editionType: number; quantity: number; priceValue: number }[] }[];
    };
    const piece = inventory.flatMap((i) => i.editions).find((e) => e.editionType === 0 && e.quantity === 1 && e.priceValue > 0)!;
    const cart = () =>
      fetch(`${servers[0].url}/api/carts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Sub: 'demo', Editions: [{ EditionId: piece.editionId, Quantity: 1 }] }) }).then(
        async (r) => (await r.json()) as { lineItems: unknown[]; totals: { total: { value: number } } },
      );
    // Priced, then answered from what the process keeps.
    for (let i = 0; i < 3; i += 1) expect((await cart()).totals.total.value).toBe(piece.priceValue);
    const token = (await (await fetch(`${servers[1].url}/api/payments/test/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
    })).json()) as { id: string };
    const bought = await fetch(`${servers[1].url}/api/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': `cart-across-${piece.editionId}` },
      body: JSON.stringify(buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token: token.id, Email: 'across@example.com' })),
    });
    expect(bought.status).toBe(200);
    await expect.poll(async () => (await cart()).lineItems.length, { timeout: 2000, interval: 20 }).toBe(0);
    expect((await cart()).totals.total.value).toBe(0);
  });

  it('an art page one process answers before its app shows an edit of the work made through the other at once', async () => {
    const { inventory } = (await (await fetch(`${servers[0].url}/api/inventory?sub=demo&status=5&limit=1`)).json()) as { inventory: { inventoryId: number }[] };
    const id = inventory[0].inventoryId;
    const page = () => fetch(`${servers[0].url}/art/${id}?sub=demo`).then((r) => r.text());
    // Rendered, then found among the kept pages, then answered from the address remembered.
    for (let i = 0; i < 3; i += 1) expect(await page()).not.toContain('Retitled across processes');
    const login = await fetch(`${servers[1].url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.localhost', password: 'process-owner-password' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const record = (await (await fetch(`${servers[1].url}/api/owner/artworks/${id}`, { headers: { cookie } })).json()) as { revision: number };
    const patched = await fetch(`${servers[1].url}/api/owner/artworks/${id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ revision: record.revision, title: 'Retitled across processes' }),
    });
    expect(patched.status).toBe(200);
    await expect.poll(page, { timeout: 2000, interval: 20 }).toContain('Retitled across processes');
  });
});
