import { request, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp, startTestServer, type TestServer } from '../test/harness';

/**
 * A request whose client goes away while it waits its turn must not hold its place for ever: with one
 * request worked on at a time, a stuck one would leave every later visitor with 503.
 */
let server: TestServer;
let single: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  single = await serveApp(server.db, { admission: { concurrent: 1, queue: 10, waitMs: 3000 } });
});
afterAll(async () => {
  await single?.close();
  await server?.close();
});

const cart = JSON.stringify({ Sub: 'demo', Editions: [] });

/** A cart request whose body is held back until `finish` is called. */
function slowCart(): { req: ClientRequest; answer: Promise<number>; finish(): void } {
  const req = request(`${single.url}/api/carts`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(cart.length) } });
  const answer = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { req, answer, finish: () => req.end(cart) };
}

describe('a client that leaves while its request waits', () => {
  it('frees its place, and the next visitor is served', async () => {
    const first = slowCart();
    await new Promise((r) => setTimeout(r, 100));
    // Queued behind the first, then the visitor gives up.
    const leaving = slowCart();
    leaving.answer.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    leaving.req.destroy();
    await new Promise((r) => setTimeout(r, 100));
    first.finish();
    expect(await first.answer).toBe(200);

    const started = Date.now();
    const next = await fetch(`${single.url}/api/carts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: cart });
    expect(next.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
