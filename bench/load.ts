import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_OWNER_EMAIL } from '../server/services/seed';
import { buyer } from '../server/test/harness';
import { cpuSecondsOf } from './process-cpu';
import { processStorage, startServerProcess, type ServerProcess } from '../server/test/process';

/**
 * The API under load, measured as the issue's budget states it: 50 connections for 10 s (autocannon)
 * against the server as `npm start` runs it, in a process of its own, on PostgreSQL and on PGlite.
 */
export interface LoadFigure {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** Milliseconds of CPU each answered request cost, by process (measured for the purchases only). */
  cpuPerRequest?: { postgres: number; server: number; loadGenerator: number };
}

const CONNECTIONS = 50;
const OVERLOAD_CONNECTIONS = 400;
const SECONDS = 10;

async function run(label: string, options: autocannon.Options): Promise<LoadFigure> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...options });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}) as [string, { count: number }][]) statuses[status] = count;
  if (result.errors > result.timeouts) statuses.error = result.errors - result.timeouts;
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    timeouts: result.timeouts,
    statuses,
  };
}

export function describeFigure(f: LoadFigure): string {
  const statuses = Object.entries(f.statuses).map(([s, n]) => `${s}: ${n}`).join(', ');
  const cpu = f.cpuPerRequest ? `; CPU a request: PostgreSQL ${f.cpuPerRequest.postgres.toFixed(2)} ms, server ${f.cpuPerRequest.server.toFixed(2)} ms, load generator ${f.cpuPerRequest.loadGenerator.toFixed(2)} ms` : '';
  return `${Math.round(f.requestsPerSecond).toLocaleString('en-US')} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms, ${f.timeouts} time-outs (${statuses})${cpu}`;
}

/** Three editions for the cart and the catalogue's size, read over HTTP like a visitor would. */
async function pickEditions(base: string): Promise<number[]> {
  const res = await fetch(`${base}/api/inventory?sub=demo&limit=30&status=5`);
  const { inventory } = (await res.json()) as { inventory: { editions: { editionId: number; editionType: number; quantity: number }[] }[] };
  return inventory.flatMap((i) => i.editions).filter((e) => e.editionType === 1 && e.quantity > 1).slice(0, 3).map((e) => e.editionId);
}

/** The password startServerProcess gives the seeded owner. */
const PROCESS_OWNER_PASSWORD = 'process-owner-password';

/**
 * The demo site's selling as a gallery would set it up, through the owner's API: shipping by region
 * with free shipping from an amount, tax by country and state on shipping too, and a live promotion
 * code, so every cart below is priced with all three. Returns the code's id.
 */
async function setUpSelling(base: string): Promise<number> {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEFAULT_OWNER_EMAIL, password: PROCESS_OWNER_PASSWORD }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const send = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}/api/owner${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<{ promoCodeId: number }>;
  };
  await send('PUT', '/commerce-settings', {
    revision: 0,
    shipping: { flat: 2500, perItem: 500, regions: [{ country: 'US', flat: 1500, perItem: 0 }, { country: 'US', state: 'HI', flat: 6000, perItem: 0 }, { country: 'GB', flat: 4000, perItem: 1000 }], freeAbove: 5_000_000 },
    tax: { rates: [{ country: 'US', state: 'NY', rate: 888, name: 'Sales tax', appliesToShipping: true }, { country: 'GB', rate: 2000, name: 'VAT' }] },
  });
  return (await send('POST', '/promo-codes', { code: 'BENCH10', description: '10% off', kind: 'percentage', amount: 10, usageLimit: 100_000_000 })).promoCodeId;
}

/**
 * Checkout under load with the test gateway: numbered editions given stock enough for the run and card
 * tokens written beforehand (the tokenizer is the browser's step, not checkout's), each request its own
 * buyer, token and Idempotency-Key, paying for one edition with shipping, tax and the promotion.
 */
async function measureBuys(server: ServerProcess, databaseUrl: string, editionIds: number[], promoCodeId: number): Promise<LoadFigure> {
  const base = server.url;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const TOKENS = 40_000;
  try {
    await client.query('update editions set quantity = 10000000 where id = any($1::int[])', [editionIds]);
    await client.query(`insert into payment_test_tokens (id, brand, last4, outcome) select 'tok_test_bench_' || g, 'Visa', '4242', 'succeeded' from generate_series(1, ${TOKENS}) g`);
  } finally {
    await client.end();
  }
  let n = 0;
  // Where a purchase's CPU goes on this machine: this database's backends, the server, and this
  // process, which generates the load.
  const backends = new RegExp(`^postgres: .* ${new URL(databaseUrl).pathname.slice(1)} `);
  const cpu = () => ({ postgres: cpuSecondsOf(backends), server: cpuSecondsOf(server.pid), own: process.cpuUsage() });
  const before = cpu();
  const figure = await run('POST /api/buy (test gateway, promo, shipping, tax)', {
    url: base,
    requests: [
      {
        method: 'POST',
        path: '/api/buy',
        setupRequest: (request) => {
          const i = ++n;
          const body = buyer({ LineItems: [{ EditionId: editionIds[i % editionIds.length], Quantity: 1 }], Token: `tok_test_bench_${((i - 1) % TOKENS) + 1}`, Email: `bench${i}@example.com`, Country: 'US', State: 'NY', Zip: '10001', PromoCodeId: promoCodeId });
          return { ...request, headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${i}` }, body: JSON.stringify(body) };
        },
      },
    ],
  });
  const after = cpu();
  const answered = Object.entries(figure.statuses).reduce((sum, [status, count]) => sum + (status === 'error' ? 0 : count), 0);
  const own = process.cpuUsage(before.own);
  if (answered > 0 && before.postgres !== null && after.postgres !== null && before.server !== null && after.server !== null) {
    const perRequest = (seconds: number) => (seconds * 1000) / answered;
    figure.cpuPerRequest = {
      postgres: perRequest(after.postgres - before.postgres),
      server: perRequest(after.server - before.server),
      loadGenerator: perRequest((own.user + own.system) / 1e6),
    };
  }
  return figure;
}

async function measure(server: ServerProcess, overload: boolean, databaseUrl: string | null): Promise<LoadFigure[]> {
  const editionIds = await pickEditions(server.url);
  const promoCodeId = await setUpSelling(server.url);
  const cartBody = JSON.stringify({ Sub: 'demo', Editions: editionIds.map((EditionId) => ({ EditionId, Quantity: 1 })), PromoCodeId: promoCodeId, Country: 'US', State: 'NY' });
  // Warm-up, so the first figures do not include the JIT and the caches filling.
  await run('warm-up', { url: `${server.url}/api/carts`, method: 'POST', body: cartBody, headers: { 'content-type': 'application/json' }, duration: 2 });
  const carts = await run('POST /api/carts (3 lines, promo, shipping, tax)', {
    url: `${server.url}/api/carts`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: cartBody,
  });
  // Every request a cart no one asked for lately (the first two lines' quantities run through 2,500
  // pairs in turn, more carts than a process keeps): what pricing costs when it reads the database.
  let variant = 0;
  const cart = JSON.parse(cartBody) as { Editions: { EditionId: number; Quantity: number }[] };
  const cartsUncached = await run('POST /api/carts (3 lines, promo, shipping, tax; never kept)', {
    url: server.url,
    requests: [
      {
        method: 'POST',
        path: '/api/carts',
        setupRequest: (request) => {
          const n = variant++ % 2500;
          const quantities = [1 + (n % 50), 1 + Math.floor(n / 50)];
          const Editions = cart.Editions.map((e, j) => (j < 2 ? { ...e, Quantity: quantities[j] } : e));
          return { ...request, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...cart, Editions }) };
        },
      },
    ],
  });
  let page = 0;
  const inventory = await run('GET /api/inventory (30 items, 60 pages in turn)', {
    url: server.url,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/inventory?sub=demo&limit=30&offset=${(page++ % 60) * 30}` }) }],
  });
  // Every request a page no one asked for lately (2,000 offsets in turn, more than the cache keeps):
  // what a list costs when it has to be built.
  let offset = 0;
  const uncached = await run('GET /api/inventory (30 items, never cached)', {
    url: server.url,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/inventory?sub=demo&limit=30&offset=${offset++ % 2000}` }) }],
  });
  // Last: the sales change the stock every page and list shows.
  if (!overload) return databaseUrl ? [carts, cartsUncached, inventory, uncached, await measureBuys(server, databaseUrl, editionIds, promoCodeId)] : [carts, cartsUncached, inventory, uncached];
  // Past what one thread of PostgreSQL in WebAssembly can serve: the queue stays bounded and the rest
  // are told to come back (503 Retry-After), rather than everyone waiting until they time out.
  const flood = await run(`POST /api/carts, ${OVERLOAD_CONNECTIONS} connections`, {
    url: `${server.url}/api/carts`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: cartBody,
    connections: OVERLOAD_CONNECTIONS,
  });
  return [carts, cartsUncached, inventory, uncached, flood];
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the load on PostgreSQL (DATABASE_URL, or the local server on 127.0.0.1:5432 when one answers)
 * and on PGlite, each in a fresh database seeded with the demo sites from the given sample.
 */
export async function measureLoad(samplePath: string | null, print: (line: string) => void): Promise<Record<'postgres' | 'pglite', LoadFigure[] | null>> {
  const figures: Record<'postgres' | 'pglite', LoadFigure[] | null> = { postgres: null, pglite: null };
  const sample: Record<string, string> = samplePath ? { ARTWORKS_SAMPLE_PATH: samplePath } : {};
  const local = 'postgres://postgres@127.0.0.1:5432/test';
  const postgresUrl = process.env.DATABASE_URL || ((await postgresReachable(local)) ? local : null);
  for (const [kind, url] of [['postgres', postgresUrl], ['pglite', null]] as const) {
    const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    if (kind === 'postgres' && !url) {
      print('PostgreSQL: not measured (set DATABASE_URL, or run a server on 127.0.0.1:5432)');
      continue;
    }
    const storage = await processStorage(url);
    const server = await startServerProcess({ ...storage.env, ...sample });
    try {
      figures[kind] = await measure(server, kind === 'pglite', storage.env.DATABASE_URL ?? null);
    } finally {
      await server.stop();
      await storage.dispose();
    }
    for (const f of figures[kind]!) print(`${`${name.padEnd(11)} ${f.label}`.padEnd(60)} ${describeFigure(f)}`);
  }
  return figures;
}
