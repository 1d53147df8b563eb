import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buyRequestSchema, cartRequestSchema, editionSetQuerySchema, findUnstorableValue, promoCodeParamSchema, promoCodeQuerySchema } from '../../schema';
import { cardToken, sellableEditions, startTestServer, type TestServer } from '../test/harness';
import { CI_SEED, payloadsFor, toQueryString } from '../test/fuzz';

/**
 * Generated bad input against the visitor's commerce calls: payloads built from each call's own zod
 * schema with fields pushed to their edges, kept only when the schema refuses them. Every one must be
 * answered 4xx with `{ error: { code, message } }`: never a 5xx, never a stack trace, never a charge.
 * At least 1,000 in all (FUZZ_RUNS per call raises it).
 */
const PER_CALL = Math.max(260, Number(process.env.FUZZ_RUNS) || 0);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : CI_SEED;

let server: TestServer;
let editionIds: number[];
let tokens: string[];
const counts: Record<string, Record<number, number>> = {};

beforeAll(async () => {
  server = await startTestServer();
  editionIds = [...(await sellableEditions(server.db, 'demo', 'original')), ...(await sellableEditions(server.db, 'demo', 'edition'))].map((e) => e.editionId);
  tokens = await Promise.all(Array.from({ length: 10 }, () => cardToken(server.url, '4242424242424242')));
});
afterAll(async () => {
  const total = Object.values(counts).reduce((n, byStatus) => n + Object.values(byStatus).reduce((a, b) => a + b, 0), 0);
  console.log(`commerce fuzz, seed ${seed}: ${total} bad payloads\n  ${Object.entries(counts).map(([call, byStatus]) => `${call}: ${JSON.stringify(byStatus)}`).join('\n  ')}`);
  await server?.close();
});

/** Whether a value, as it would arrive, is refused by its schema (or holds text no database stores). */
function refused(schema: z.ZodType, input: unknown): boolean {
  return findUnstorableValue(input) !== null || !schema.safeParse(input).success;
}

/** `n` generated inputs the schema refuses, the same ones on every run with the same seed. */
function badSamples<T>(arbitrary: fc.Arbitrary<T>, isBad: (value: T) => boolean, n: number): T[] {
  return fc.sample(arbitrary.filter(isBad), { numRuns: n, seed });
}

async function expectRefusals(call: string, requests: (() => Promise<Response>)[]): Promise<void> {
  const byStatus: Record<number, number> = (counts[call] = {});
  const problems: string[] = [];
  // A few at a time, as browsers would send them.
  for (let i = 0; i < requests.length; i += 4) {
    await Promise.all(
      requests.slice(i, i + 4).map(async (send, j) => {
        const res = await send();
        const text = await res.text();
        byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
        let body: { error?: { code?: unknown; message?: unknown } } | null;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        const ok = res.status >= 400 && res.status < 500 && typeof body?.error?.code === 'string' && typeof body.error.message === 'string' && !/\bat .+\.(ts|js):\d+/.test(text);
        if (!ok) problems.push(`#${i + j}: ${res.status} ${text.slice(0, 200)}`);
      }),
    );
  }
  expect(problems).toEqual([]);
  expect(requests.length).toBeGreaterThanOrEqual(260);
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown;
const post = (path: string, body: unknown) => () => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? null) });
const site = () => fc.constantFrom('demo', 'artist', 'no-such-site');

describe('generated bad payloads are each answered 4xx', () => {
  it('POST /api/carts', { timeout: 300_000 }, async () => {
    const payloads = payloadsFor(cartRequestSchema, { Sub: site(), 'Editions.EditionId': fc.constantFrom(...editionIds) });
    const bad = badSamples(payloads, (p) => refused(cartRequestSchema, json(p)), PER_CALL);
    await expectRefusals('POST /api/carts', bad.map((body) => post('/api/carts', body)));
  });

  it('POST /api/buy', { timeout: 300_000 }, async () => {
    const payloads = payloadsFor(buyRequestSchema, { Sub: site(), 'LineItems.EditionId': fc.constantFrom(...editionIds), Token: fc.constantFrom(...tokens), Country: fc.constantFrom('US', 'GB', 'France') });
    const bad = badSamples(payloads, (p) => refused(buyRequestSchema, json(p)), PER_CALL);
    await expectRefusals('POST /api/buy', bad.map((body) => post('/api/buy', body)));
  });

  it('GET /api/promoCodes/{code}', { timeout: 300_000 }, async () => {
    const codes = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('', ' ', 'a b', '<script>', 'x'.repeat(33), '..', '%00', 'toString', '💥'));
    const input = fc.tuple(codes, payloadsFor(promoCodeQuerySchema, { sub: site() }));
    const bad = badSamples(input, ([code, query]) => refused(promoCodeParamSchema, code) || refused(promoCodeQuerySchema, Object.fromEntries(new URLSearchParams(toQueryString(query)))), PER_CALL);
    await expectRefusals(
      'GET /api/promoCodes',
      bad.map(([code, query]) => () => fetch(`${server.url}/api/promoCodes/${encodeURIComponent(code).replace(/\./g, '%2E') || '%20'}?${toQueryString(query)}`)),
    );
  });

  it('GET /api/editionSets', { timeout: 300_000 }, async () => {
    const queries = payloadsFor(editionSetQuerySchema, { sub: site() });
    const bad = badSamples(queries, (q) => refused(editionSetQuerySchema, Object.fromEntries(new URLSearchParams(toQueryString(q)))), PER_CALL);
    await expectRefusals('GET /api/editionSets', bad.map((q) => () => fetch(`${server.url}/api/editionSets?${toQueryString(q)}`)));
  });
});
