import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyResponse } from '../../schema';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { buyer, cardToken, OWNER_PASSWORD, postJson, sellableEditions, signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let demoOrder: BuyResponse;
let artistOrder: BuyResponse;

const SCRIPT_NAME = '<script>alert(1)</script>';

async function buyOne(sub: string, overrides: Record<string, unknown>): Promise<BuyResponse> {
  const [piece] = await sellableEditions(server.db, sub, 'original');
  const Token = await cardToken(server.url, '4242424242424242');
  const res = await postJson(`${server.url}/api/buy`, buyer({ Sub: sub, LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token, ...overrides }));
  expect(res.status).toBe(200);
  return (await res.json()) as BuyResponse;
}

async function signInAs(email: string): Promise<string> {
  const res = await postJson(`${server.url}/api/auth/login`, { email, password: OWNER_PASSWORD });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

async function mailbox(cookie?: string, query = ''): Promise<Response> {
  return fetch(`${server.url}/dev/mailbox${query}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
}

beforeAll(async () => {
  server = await startTestServer();
  demoOrder = await buyOne('demo', { FirstName: SCRIPT_NAME, Email: 'ada@example.com' });
  artistOrder = await buyOne('artist', { FirstName: 'Grace', LastName: 'Hopper', Email: 'grace@example.com' });
});
afterAll(() => server?.close());

describe('GET /dev/mailbox', () => {
  it("shows the signed-in owner the order confirmation, its recipient and its status", async () => {
    const res = await mailbox(await signIn(server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('<title>Mailbox: ');
    expect(html).toContain(`Your order ${demoOrder.orderId} from `);
    expect(html).toContain('<td>ada@example.com</td>');
    expect(html).toContain('<th scope="col">Subject</th>');
    expect(html).toContain('<td>Queued</td>');
    expect(html).toContain('<details>');
    expect(html).toContain('SMTP is not configured');
  });

  it('escapes what buyers typed instead of running it', async () => {
    const html = await (await mailbox(await signIn(server.url))).text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain(SCRIPT_NAME);
    expect(html).not.toMatch(/<script/i);
  });

  it('sends a visitor without a session to the builder sign-in and shows nothing', async () => {
    for (const cookie of [undefined, 'sid=not-a-real-session']) {
      const res = await mailbox(cookie);
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location') ?? '', server.url).pathname).toBe('/editor');
      expect(await res.text()).not.toContain('ada@example.com');
    }
  });

  it('shows only the mails to the address the owner looks up, in any case, and says when there are none', async () => {
    await buyOne('demo', { FirstName: 'Lin', Email: 'lin@example.com' });
    const cookie = await signIn(server.url);
    const html = await (await mailbox(cookie, '?to=LIN%40example.com')).text();
    expect(html).toContain('<td>lin@example.com</td>');
    expect(html).not.toContain('ada@example.com');
    expect(html).toMatch(/<caption>The 1 mail to LIN@example\.com, newest first<\/caption>/);
    expect(html).toContain('value="LIN@example.com"');
    expect(html).toContain('<a href="/dev/mailbox">Show all mails</a>');

    const none = await (await mailbox(cookie, `?to=${encodeURIComponent('"><b>x@example.com')}`)).text();
    expect(none).toContain('<p>No mails to &quot;&gt;&lt;b&gt;x@example.com.</p>');
    expect(none).not.toContain('<b>x@');
  });

  it("shows the artist site's owner only that site's mails", async () => {
    const html = await (await mailbox(await signInAs(ARTIST_OWNER_EMAIL))).text();
    expect(html).toContain(`Your order ${artistOrder.orderId} from `);
    expect(html).toContain('grace@example.com');
    expect(html).not.toContain('ada@example.com');
    expect(html).not.toContain(`Your order ${demoOrder.orderId} from `);

    const demoHtml = await (await mailbox(await signIn(server.url))).text();
    expect(demoHtml).not.toContain('grace@example.com');
  });
});
