import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { BulkJobRunner } from '../services/back-office/bulk-jobs';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { editions, inventory, sites } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { listen } from '../http/listen';
import { OWNER_EMAIL, OWNER_PASSWORD, SEEDED_TEMPLATE_ENV, seedForTests } from './seeded';

export { OWNER_EMAIL, OWNER_PASSWORD };

export interface TestServer {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/**
 * The real app on a real socket (port 0) over a fresh, seeded database: PGlite in memory, or a new
 * PostgreSQL database when DATABASE_URL is set. One per test file. Under vitest it is a copy of the
 * database the global setup seeded; elsewhere (the benchmarks) it is seeded here.
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const template = process.env[SEEDED_TEMPLATE_ENV] ?? null;
  const database = await openTestDatabase(template);
  if (!template) await seedForTests(database.db);
  const served = await serveApp(database.db, overrides);
  return {
    ...served,
    async close() {
      await served.close();
      await database.close();
    },
  };
}

/** Another app on its own port over an existing database (e.g. with a different configuration). */
export async function serveApp(db: Db, overrides: Partial<Config> = {}): Promise<TestServer> {
  const config: Config = {
    // The defaults, with the limits of the database the tests run on.
    ...loadConfig({ DATABASE_URL: process.env.DATABASE_URL }),
    // An empty dist unless a test brings its own, so results do not depend on whether a build ran.
    distDir: mkdtempSync(join(tmpdir(), 'dist-none-')),
    // Generated image files go to a scratch folder, never the project's ./data.
    dataDir: mkdtempSync(join(tmpdir(), 'data-')),
    defaultSubdomain: 'demo',
    rootHost: 'localhost',
    ...overrides,
  };
  const bulkJobs = new BulkJobRunner(db, config.bulkJobs);
  const app = createApp({ db, config, bulkJobs });
  const server = listen(app, { port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The tests are over: a kept-alive connection Node does not count as idle (a client that left
        // mid-request) must not hold the close open for the 65 s keep-alive.
        server.closeAllConnections();
      });
      await bulkJobs.stop();
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** A card token from the test gateway's tokenizer. */
export async function cardToken(base: string, number: string): Promise<string> {
  const res = await postJson(`${base}/api/payments/test/tokens`, { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });
  if (res.status !== 200) throw new Error(`tokenizer answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export function buyer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Sub: 'demo',
    FirstName: 'Ada',
    LastName: 'Lovelace',
    Email: 'ada@example.com',
    Phone: '555-0100',
    AddressLineOne: '1 Analytical Way',
    City: 'London',
    State: 'LDN',
    Zip: 'N1 1AA',
    Country: 'United Kingdom',
    ...overrides,
  };
}

export interface SellableEdition {
  editionId: number;
  inventoryId: number;
  title: string;
  price: number;
  quantity: number;
}

/**
 * Editions of a site that can be sold now, by kind: unique originals (editionType 0) or numbered
 * editions with more than one left (editionType 1). Read from the database so tests pick real rows.
 */
export async function sellableEditions(db: Db, subdomain: string, kind: 'original' | 'edition'): Promise<SellableEdition[]> {
  const [site] = await db.select().from(sites).where(eq(sites.subdomain, subdomain));
  return db
    .select({
      editionId: editions.id,
      inventoryId: inventory.id,
      title: inventory.title,
      price: editions.price,
      quantity: editions.quantity,
    })
    .from(editions)
    .innerJoin(inventory, eq(inventory.id, editions.inventoryId))
    .where(
      and(
        eq(editions.siteId, site.id),
        eq(editions.active, true),
        eq(editions.isOnHold, false),
        eq(inventory.active, true),
        gt(editions.price, 0),
        kind === 'original' ? and(eq(editions.editionType, 0), eq(editions.quantity, 1)) : and(eq(editions.editionType, 1), gt(editions.quantity, 1)),
        // Items whose only edition this is, so the artwork page's PURCHASE state follows it.
        sql`(select count(*) from ${editions} e2 where e2.inventory_id = ${inventory.id}) = 1`,
      ),
    )
    .orderBy(asc(editions.id));
}

/** Signs the seeded owner in and returns the session cookie to send back. */
export async function signIn(base: string, email = OWNER_EMAIL): Promise<string> {
  const res = await postJson(`${base}/api/auth/login`, { email, password: OWNER_PASSWORD });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0];
}

/**
 * A GET with a chosen Host header (fetch does not let a caller set Host), for subdomain routing:
 * e.g. host 'artist.localhost:3000' against the test server's real address.
 */
export function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
