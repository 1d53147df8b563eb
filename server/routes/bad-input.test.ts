import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../test/harness';

/**
 * Bad input anywhere gets a clear 4xx `{ error: { code, message } }` and never a 500 or a stack trace.
 * One table of malformed requests, sent to every endpoint over real HTTP.
 */
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server.url);
});
afterAll(async () => server?.close());

interface BadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  body?: string;
  owner?: boolean;
}

const json = (value: unknown) => JSON.stringify(value);
const garbageBodies = ['not json at all', '[]', '{}', 'null', json({ Sub: 5 }), '{"Sub": "demo",'];

const cases: BadRequest[] = [
  ...garbageBodies.map((body) => ({ method: 'POST' as const, path: '/api/carts', body })),
  { method: 'POST', path: '/api/carts', body: json({ Sub: 'demo', Editions: [{ EditionId: 'x', Quantity: 1 }] }) },
  { method: 'POST', path: '/api/carts', body: json({ Sub: 'demo', Editions: [{ EditionId: 1, Quantity: -3 }] }) },
  { method: 'POST', path: '/api/carts', body: json({ Sub: 'no-such-site', Editions: [] }) },
  ...garbageBodies.map((body) => ({ method: 'POST' as const, path: '/api/buy', body })),
  { method: 'POST', path: '/api/buy', body: json({ Sub: 'demo', LineItems: [], Token: '' }) },
  { method: 'POST', path: '/api/buy', body: json({ Sub: 'demo', LineItems: [{ EditionId: 1, Quantity: 1e9 }], Token: 'x' }) },
  ...garbageBodies.map((body) => ({ method: 'POST' as const, path: '/api/payments/test/tokens', body })),
  { method: 'POST', path: '/api/payments/test/tokens', body: json({ number: 'abcd', expMonth: 13, expYear: 2030, cvc: '1' }) },
  ...garbageBodies.map((body) => ({ method: 'POST' as const, path: '/api/auth/login', body })),
  { method: 'POST', path: '/api/auth/login', body: json({ email: 'not-an-email', password: '' }) },
  ...garbageBodies.map((body) => ({ method: 'PUT' as const, path: '/api/editor/document', body, owner: true })),
  { method: 'PUT', path: '/api/editor/document', body: json({ document: null }), owner: true },
  { method: 'PUT', path: '/api/editor/document', body: json({ document: { schemaVersion: 99, site: {}, pages: [] } }), owner: true },
  { method: 'PUT', path: '/api/editor/document', body: json({ document: { schemaVersion: 1, site: { company: 1 }, pages: 'x' } }), owner: true },
  { method: 'PUT', path: '/api/editor/document', body: json({ document: {} }) },
  { method: 'POST', path: '/api/editor/publish' },
  // An empty patch is a good one (it changes nothing), so '{}' is left out here.
  ...garbageBodies.filter((body) => body !== '{}').map((body) => ({ method: 'PATCH' as const, path: '/api/editor/site-settings', body, owner: true })),
  { method: 'PATCH', path: '/api/editor/site-settings', body: json({ userType: 7, canDownloadImages: 'yes' }), owner: true },
  { method: 'PATCH', path: '/api/editor/site-settings', body: json({ canReceiveOffers: true }) },
  ...garbageBodies.map((body) => ({ method: 'POST' as const, path: '/api/editor/site', body, owner: true })),
  { method: 'POST', path: '/api/editor/site', body: json({ subdomain: '' }), owner: true },
  { method: 'GET', path: '/api/inventory?sub=demo&limit=abc' },
  { method: 'GET', path: '/api/inventory?sub=demo&offset=-5' },
  { method: 'GET', path: '/api/inventory?sub=demo&limit=100000' },
  { method: 'GET', path: '/api/inventory?sub=demo&artistId=zz' },
  { method: 'GET', path: '/api/inventory?sub=no-such-site' },
  { method: 'GET', path: '/api/artists?sub=demo&limit=0' },
  { method: 'GET', path: '/api/payments/config?sub=no-such-site' },
  { method: 'GET', path: '/api/no-such-endpoint' },
  // Ids past 32 bits, in every place an id arrives.
  { method: 'POST', path: '/api/carts', body: json({ Sub: 'demo', Editions: [{ EditionId: 2147483648, Quantity: 1 }] }) },
  { method: 'POST', path: '/api/carts', body: json({ Sub: 'demo', Editions: [{ EditionId: 1, Quantity: 1 }], PromoCodeId: 2 ** 53 }) },
  { method: 'POST', path: '/api/buy', body: json({ Sub: 'demo', LineItems: [{ EditionId: 2147483648, Quantity: 1 }], Token: 'x' }) },
  { method: 'GET', path: '/api/inventory?sub=demo&inventoryId=2147483648' },
  { method: 'GET', path: '/api/inventory?sub=demo&artistId=2147483648' },
  { method: 'GET', path: '/api/inventory?sub=demo&maxLimit=99999999999' },
  { method: 'GET', path: '/api/inventory?sub=demo&type=2147483648' },
  { method: 'GET', path: '/api/inventory?sub=demo&type=2' },
  { method: 'GET', path: '/api/inventory?sub=demo&status=2147483648' },
  { method: 'GET', path: '/api/inventory?sub=demo&order=-1' },
  // Text no database can store: a NUL byte or an unpaired surrogate, in a query, a body field or a key.
  { method: 'GET', path: '/api/inventory?sub=demo&q=a%00b' },
  { method: 'POST', path: '/api/carts', body: '{"Sub":"demo\\u0000","Editions":[]}' },
  { method: 'POST', path: '/api/buy', body: json({ Sub: 'demo', FirstName: 'A\u0000', LineItems: [{ EditionId: 1, Quantity: 1 }], Token: 'x' }) },
  { method: 'POST', path: '/api/buy', body: '{"Sub":"demo","Notes":"x\\ud800y","LineItems":[{"EditionId":1,"Quantity":1}],"Token":"x"}' },
  { method: 'POST', path: '/api/buy', body: '{"Sub":"demo","LineItems":[{"EditionId":1,"Quantity":1}],"Token":"tok\\u0000"}' },
  { method: 'POST', path: '/api/auth/login', body: json({ email: 'owner@test.local', password: 'x\u0000' }) },
  { method: 'POST', path: '/api/payments/test/tokens', body: '{"number":"4242424242424242","expMonth":1,"expYear":2040,"cvc":"123","zip":"\\udc00"}' },
  { method: 'PUT', path: '/api/editor/document', body: '{"document":{"schemaVersion":1,"site":{"company":"X\\u0000"},"pages":[]}}', owner: true },
  { method: 'PUT', path: '/api/editor/document', body: '{"document":{"schemaVersion":1,"site":{"company":"X\\ud800"},"pages":[]}}', owner: true },
  { method: 'PUT', path: '/api/editor/document', body: '{"document":{"schemaVersion":1,"site":{},"pages":[],"\\u0000":1}}', owner: true },
  { method: 'PUT', path: '/api/editor/document', body: `{"document":${'['.repeat(50_000)}${']'.repeat(50_000)}}`, owner: true },
  // An address past Node's header limit is refused before the app, in the same shape.
  { method: 'GET', path: `/api/inventory?sub=demo&q=${'x'.repeat(20_000)}` },
  { method: 'GET', path: '/img/w_0/1.jpg' },
  { method: 'GET', path: '/img/w_100/2147483648.jpg' },
  { method: 'GET', path: '/img/w_100/abc.jpg' },
  { method: 'GET', path: '/img/w_100/99999999.jpg' },
  { method: 'GET', path: '/img/q_100/1.jpg' },
];

describe('bad input', () => {
  it.each(cases)('$method $path $body answers 4xx with an error code and message', async ({ method, path, body, owner }) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (owner) headers.cookie = cookie;
    const res = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await res.text();
    expect(res.status, text).toBeGreaterThanOrEqual(400);
    expect(res.status, text).toBeLessThan(500);
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof parsed.error?.code).toBe('string');
    expect(typeof parsed.error?.message).toBe('string');
    expect((parsed.error?.message as string).length).toBeGreaterThan(0);
    expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it('refuses an oversized body with 413 before reading it all', async () => {
    const body = json({ Sub: 'demo', Editions: [], padding: 'x'.repeat(300 * 1024) });
    const res = await fetch(`${server.url}/api/carts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
    expect(res.headers.get('connection')).toBe('close');
  });

  it('refuses an oversized body sent in chunks, without a length, once it passes the limit', async () => {
    const answer = await new Promise<{ status: number; connection: unknown; body: string }>((resolve, reject) => {
      const req = request(`${server.url}/api/carts`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      });
      req.on('error', reject);
      req.write('{"Sub":"demo","Editions":[],"padding":"');
      for (let i = 0; i < 30; i++) req.write('x'.repeat(10 * 1024));
      req.end('"}');
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body).error.code).toBe('payload_too_large');
  });

  it('takes a site document larger than other bodies may be, up to its own limit', async () => {
    const { document } = (await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie } })).json()) as { document: { pages: { title: string }[] } };
    const big = { document: { ...document, pages: document.pages.map((p, i) => (i === 0 ? { ...p, blocks: [...(p as unknown as { blocks: unknown[] }).blocks, { id: 'big-text', type: 'text', config: { text: 'x'.repeat(19_000), variant: 'paragraph', align: 'left' } }] } : p)) } };
    const padded = JSON.stringify(big).replace('"pages"', `"padding":"${'y'.repeat(150 * 1024)}","pages"`);
    const ok = await fetch(`${server.url}/api/editor/document`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: padded });
    expect(ok.status).toBe(200);
    const huge = JSON.stringify({ document: { padding: 'z'.repeat(6 * 1024 * 1024) } });
    const refused = await fetch(`${server.url}/api/editor/document`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: huge });
    expect(refused.status).toBe(413);
  });

  it('closes the connection after a 413, so a keep-alive client sends its next request on a fresh one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; socketId: unknown }>((resolve, reject) => {
        const req = request(`${server.url}${path}`, { method, agent, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, socketId: (req.socket as unknown as { _id?: unknown })._id }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const big = json({ Sub: 'demo', Editions: [], padding: 'x'.repeat(300 * 1024) });
      const tooLarge = await send('POST', '/api/carts', big);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.connection).toBe('close');
      // Both on the one-socket agent: this fails with 'socket hang up' if the agent reuses a dropped socket.
      for (let i = 0; i < 3; i++) expect((await send('GET', '/api/inventory?sub=demo&limit=1')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('takes percent-escapes that are not UTF-8 as the literal text searched for, not as an error', async () => {
    for (const q of ['%ED%A0%80', '%FF%FE', '%', '%zz']) {
      const res = await fetch(`${server.url}/api/inventory?sub=demo&q=${q}`);
      expect(res.status, q).toBe(200);
      expect((await res.json()).inventory).toEqual([]);
    }
  });

  it('still serves the catalogue after all of the above', async () => {
    const res = await fetch(`${server.url}/api/inventory?sub=demo&limit=2`);
    expect(res.status).toBe(200);
    expect((await res.json()).inventory).toHaveLength(2);
  });
});
