import autocannon from 'autocannon';
import pg from 'pg';
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
  return `${Math.round(f.requestsPerSecond).toLocaleString('en-US')} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms, ${f.timeouts} time-outs (${statuses})`;
}

/** Three editions for the cart and the catalogue's size, read over HTTP like a visitor would. */
async function pickEditions(base: string): Promise<number[]> {
  const res = await fetch(`${base}/api/inventory?sub=demo&limit=30&status=5`);
  const { inventory } = (await res.json()) as { inventory: { editions: { editionId: number; editionType: number; quantity: number }[] }[] };
  return inventory.flatMap((i) => i.editions).filter((e) => e.editionType === 1 && e.quantity > 1).slice(0, 3).map((e) => e.editionId);
}

async function measure(server: ServerProcess, overload: boolean): Promise<LoadFigure[]> {
  const editionIds = await pickEditions(server.url);
  const cartBody = JSON.stringify({ Sub: 'demo', Editions: editionIds.map((EditionId) => ({ EditionId, Quantity: 1 })) });
  // Warm-up, so the first figures do not include the JIT and the caches filling.
  await run('warm-up', { url: `${server.url}/api/carts`, method: 'POST', body: cartBody, headers: { 'content-type': 'application/json' }, duration: 2 });
  const carts = await run('POST /api/carts (3 lines)', {
    url: `${server.url}/api/carts`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: cartBody,
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
  if (!overload) return [carts, inventory, uncached];
  // Past what one thread of PostgreSQL in WebAssembly can serve: the queue stays bounded and the rest
  // are told to come back (503 Retry-After), rather than everyone waiting until they time out.
  const flood = await run(`POST /api/carts, ${OVERLOAD_CONNECTIONS} connections`, {
    url: `${server.url}/api/carts`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: cartBody,
    connections: OVERLOAD_CONNECTIONS,
  });
  return [carts, inventory, uncached, flood];
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
      figures[kind] = await measure(server, kind === 'pglite');
    } finally {
      await server.stop();
      await storage.dispose();
    }
    for (const f of figures[kind]!) print(`${`${name.padEnd(11)} ${f.label}`.padEnd(60)} ${describeFigure(f)}`);
  }
  return figures;
}
