import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import {
  artistListQuerySchema,
  buyRequestSchema,
  cartRequestSchema,
  inventoryListQuerySchema,
  loginRequestSchema,
  mediaListQuerySchema,
  mediaUpdateSchema,
  siteDocumentSchema,
  testCardTokenRequestSchema,
} from '../../schema';
import { cardToken, sellableEditions, signIn, startTestServer, type TestServer } from '../test/harness';
import { edgeValue, fuzzSettings, payloadsFor, toQueryString } from '../test/fuzz';

/**
 * Every endpoint family, fed generated payloads from its own zod schema with values at the edges mixed
 * in. Whatever arrives, the answer is a 2xx or a 4xx `{ error: { code, message } }`, never a 5xx and
 * never a stack trace. A fixed seed here; `npm run fuzz` runs longer with a fresh seed.
 */
let server: TestServer;
let cookie: string;
let editionIds: number[];
let tokens: string[];
const settings = fuzzSettings();

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server.url);
  const sellable = [...(await sellableEditions(server.db, 'demo', 'original')), ...(await sellableEditions(server.db, 'demo', 'edition'))];
  editionIds = sellable.map((e) => e.editionId);
  // Real single-use card tokens, so some generated checkouts get as far as the payment and the order.
  tokens = await Promise.all(Array.from({ length: 60 }, (_, i) => cardToken(server.url, i % 4 ? '4242424242424242' : '4000000000000002')));
});
afterAll(async () => {
  if (process.env.FUZZ_RUNS) {
    const lines = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `  ${key.padEnd(48)} ${n}`);
    console.log(`fuzz seed ${settings.seed}, ${settings.numRuns} runs per property; answers by endpoint and status:\n${lines.join('\n')}`);
  }
  await server?.close();
});

/** Answers by endpoint and status, printed after a long run (`npm run fuzz`) as its figures. */
const tally = new Map<string, number>();
function count(method: string, path: string, status: number): void {
  const family = path.startsWith('/img/') ? '/img' : path.split('?')[0].split('/').slice(0, 3).join('/');
  const key = `${method} ${family.startsWith('/api') || family.startsWith('/img') ? family : '(visitor page)'} ${status}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

interface Answer {
  status: number;
  text: string;
}

async function send(method: string, path: string, options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${server.url}${path}`, { method, headers, body });
  count(method, path, res.status);
  return { status: res.status, text: await res.text() };
}

/** The property every answer must have. Returns a readable reason instead of throwing, so fast-check can shrink. */
function problemWith(answer: Answer, api: boolean): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (/\bat .+\.(ts|js):\d+/.test(answer.text)) return `leaked a stack trace: ${answer.text.slice(0, 300)}`;
  if (!api || answer.status < 400) return null;
  try {
    const parsed = JSON.parse(answer.text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof parsed.error?.code !== 'string' || typeof parsed.error?.message !== 'string' || !parsed.error.message) {
      return `answered ${answer.status} without { error: { code, message } }: ${answer.text.slice(0, 300)}`;
    }
  } catch {
    return `answered ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 300)}`;
  }
  return null;
}

async function holds(answer: Promise<Answer>, api = true): Promise<void> {
  const problem = problemWith(await answer, api);
  if (problem) throw new Error(problem);
}

const realEditionId = () => fc.constantFrom(...editionIds);
const site = fc.constantFrom('demo', 'demo', 'demo', 'artist', 'no-such-site');
/** Values the schemas accept beyond what their JSON form can say (refinements), so payloads get past them. */
const listOverrides = {
  sub: site,
  type: fc.constantFrom<unknown>(0, 1, 5, 6, 7, 8, 'All'),
  status: fc.constantFrom(0, 5),
  order: fc.constantFrom(0, 3, 4, 5),
  limit: fc.integer({ min: 1, max: 100 }),
  offset: fc.integer({ min: 0, max: 100 }),
};
/**
 * Percent-encodes any string, a lone surrogate included (as the three bytes a careless encoder would
 * write for it), where encodeURIComponent would throw.
 */
function percentEncode(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(unit);
  });
}

/** Idempotency keys: mostly well-formed, sometimes any header value a client can send (Latin-1, no controls). */
const idempotencyKey = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[\x21-\x7e]{1,40}$/) },
  {
    weight: 1,
    // What a client can put in a header at all: Latin-1 without control characters or surrounding blanks.
    arbitrary: fc
      .string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 300 })
      .filter((v) => v === v.trim()),
  },
  { weight: 1, arbitrary: fc.constantFrom('', 'x'.repeat(255), 'x'.repeat(256)) },
);

describe('generated requests never get a server error', () => {
  it('POST /api/carts', async () => {
    const payloads = payloadsFor(cartRequestSchema, { Sub: site, 'Editions.EditionId': realEditionId(), 'Editions.Quantity': fc.integer({ min: 1, max: 3 }) });
    await fc.assert(fc.asyncProperty(payloads, (body) => holds(send('POST', '/api/carts', { body }))), settings);
  });

  it('POST /api/buy, with and without an Idempotency-Key', async () => {
    const payloads = payloadsFor(buyRequestSchema, {
      Sub: site,
      'LineItems.EditionId': realEditionId(),
      'LineItems.Quantity': fc.constantFrom(1, 1, 2),
      Token: fc.constantFrom(...tokens),
      PromoCodeId: fc.constant(null),
    });
    await fc.assert(
      fc.asyncProperty(payloads, fc.option(idempotencyKey), (body, key) =>
        holds(send('POST', '/api/buy', { body, headers: key === null ? {} : { 'Idempotency-Key': key } })),
      ),
      settings,
    );
  });

  it('POST /api/payments/test/tokens', async () => {
    const payloads = payloadsFor(testCardTokenRequestSchema, { number: fc.constantFrom('4242424242424242', '4000 0000 0000 0002', '4111111111111111') });
    await fc.assert(fc.asyncProperty(payloads, (body) => holds(send('POST', '/api/payments/test/tokens', { body }))), settings);
  });

  it('POST /api/auth/login', async () => {
    await fc.assert(fc.asyncProperty(payloadsFor(loginRequestSchema), (body) => holds(send('POST', '/api/auth/login', { body }))), settings);
  });

  it('GET /api/inventory and /api/artists', async () => {
    const inventory = payloadsFor(inventoryListQuerySchema, listOverrides);
    const artists = payloadsFor(artistListQuerySchema, listOverrides);
    await fc.assert(
      fc.asyncProperty(inventory, artists, async (a, b) => {
        await holds(send('GET', `/api/inventory?${toQueryString(a)}`));
        await holds(send('GET', `/api/artists?${toQueryString(b)}`));
      }),
      settings,
    );
  });

  it('GET /api/payments/config', async () => {
    const queries = payloadsFor(z.object({ sub: z.string().min(1).max(63) }));
    await fc.assert(fc.asyncProperty(queries, (q) => holds(send('GET', `/api/payments/config?${toQueryString(q)}`))), settings);
  });

  it('PUT /api/editor/document, generated and as the real draft with one value changed', async () => {
    const { document } = (await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie } })).json()) as { document: unknown };
    const leaves = leafPaths(document);
    const generated = payloadsFor(z.object({ document: siteDocumentSchema }));
    const mutated = fc.tuple(fc.constantFrom(...leaves), edgeValue).map(([path, value]) => ({ document: withValue(document, path, value) }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(generated, mutated), (body) => holds(send('PUT', '/api/editor/document', { body, headers: { cookie } }))),
      settings,
    );
  });

  it('/api/media: search, describe, delete and upload arbitrary bytes under any name', async () => {
    const queries = payloadsFor(mediaListQuerySchema);
    const updates = payloadsFor(mediaUpdateSchema);
    const id = fc.oneof(fc.integer({ min: 1, max: 400 }).map(String), fc.constantFrom('0', '-1', '1e3', '99999999999', 'abc', '%00'));
    const bytes = fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b).toString('latin1'));
    const name = fc.oneof(fc.string({ maxLength: 300 }).map((n) => encodeURIComponent(n)), fc.constantFrom('%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', ''));
    await fc.assert(
      fc.asyncProperty(queries, updates, id, bytes, name, async (q, body, imageId, raw, fileName) => {
        await holds(send('GET', `/api/media?${toQueryString(q)}`, { headers: { cookie } }));
        await holds(send('PATCH', `/api/media/${imageId}`, { body, headers: { cookie } }));
        await holds(send('POST', '/api/media', { rawBody: raw, headers: { cookie, 'content-type': 'application/octet-stream', 'x-file-name': fileName } }));
        await holds(send('DELETE', `/api/media/${imageId}`, { headers: { cookie } }));
      }),
      settings,
    );
  });

  it('the visitor pages and /img', async () => {
    const segment = fc.oneof(
      fc.bigInt({ min: 0n, max: 10n ** 25n }).map(String),
      fc.string({ unit: 'binary', maxLength: 20 }),
      edgeValue.map((v) => String(v).slice(0, 100)),
    );
    const path = fc.tuple(fc.constantFrom('/art/', '/buy/', '/', '/img/w_100/', '/img/'), segment, fc.constantFrom('', '.jpg', '.svg'), site).map(
      ([prefix, value, extension, sub]) => `${prefix}${percentEncode(value)}${extension}?sub=${sub}`,
    );
    await fc.assert(fc.asyncProperty(path, (p) => holds(send('GET', p), /^\/img\/w_100\/[^?]/.test(p))), settings);
  });
});

/** Dotted paths of every leaf (string, number, boolean, null) in a JSON value. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key]));
}

function withValue(document: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(document) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}
