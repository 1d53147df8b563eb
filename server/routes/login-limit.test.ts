import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../db/schema';
import { parseTrustProxy } from '../http/forwarded';
import { LOGIN_ATTEMPT_LIMIT } from '../services/auth';
import { OWNER_EMAIL, OWNER_PASSWORD, serveApp, startTestServer, type TestServer } from '../test/harness';

/**
 * The sign-in limit counts attempts per account and client address together, atomically. Addresses are
 * real: requests leave from 127.0.0.1, 127.0.0.2 … (all loopback on Linux), as from different machines.
 */
let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The same database behind a trusted reverse proxy on loopback.
  proxied = await serveApp(server.db, { trustProxy: parseTrustProxy('loopback') });
});
afterAll(async () => {
  await proxied?.close();
  await server?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function login(base: string, email: string, password: string, options: { from?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/auth/login`,
      { method: 'POST', localAddress: options.from, headers: { 'content-type': 'application/json', ...options.headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const tally = (answers: Answer[]) => answers.reduce<Record<number, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {});

describe('the sign-in limit', () => {
  it('tries at most the limit of 50 wrong passwords sent at once, and refuses the rest with 429 and Retry-After', async () => {
    await server.db.delete(loginThrottle); // so the only pair counted below is this burst's
    const burstStart = new Date(Date.now() - 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(server.url, OWNER_EMAIL, `wrong-${i}`, { from: '127.0.0.3' })));
    const counts = tally(answers);
    // On the embedded database some may also be turned away as busy (503) before anything is tried.
    expect(Object.keys(counts).filter((status) => !['401', '429', '503'].includes(status))).toEqual([]);
    expect(counts[429]).toBeGreaterThan(0);
    expect(counts[401]).toBeGreaterThanOrEqual(1);
    expect(counts[401]).toBeLessThanOrEqual(LOGIN_ATTEMPT_LIMIT);
    const refused = answers.find((a) => a.status === 429)!;
    expect(JSON.parse(refused.body).error).toEqual({ code: 'too_many_requests', message: expect.stringMatching(/^Too many sign-in attempts\. Please wait .+ and try again\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The burst left the pair waiting: a wait imposed after it began, on a count past the free attempts.
    // (That the right password is refused during such a wait is proven step by step below; here the wait
    // may already be over by the time a slow machine has answered all fifty.)
    const pairs = await server.db.select({ attempts: loginThrottle.attempts, blockedUntil: loginThrottle.blockedUntil }).from(loginThrottle);
    expect(pairs.some((p) => p.attempts > 3 && p.attempts <= LOGIN_ATTEMPT_LIMIT && p.blockedUntil > burstStart)).toBe(true);
  });

  it('still lets the owner sign in from another address', async () => {
    const owner = await login(server.url, OWNER_EMAIL, OWNER_PASSWORD, { from: '127.0.0.4' });
    expect(owner.status).toBe(200);
    expect(String(owner.headers['set-cookie'])).toMatch(/^sid=/);
  });

  it('does not let failures against other accounts from the owner’s address lock the owner out', async () => {
    for (let i = 0; i < 2 * LOGIN_ATTEMPT_LIMIT; i++) {
      expect([401, 429]).toContain((await login(server.url, `someone${i % 3}@test.local`, 'guess', { from: '127.0.0.5' })).status);
    }
    expect((await login(server.url, OWNER_EMAIL, OWNER_PASSWORD, { from: '127.0.0.5' })).status).toBe(200);
  });

  it('makes each attempt after the first few wait longer, and a success starts the count afresh', async () => {
    const from = '127.0.0.6';
    for (let i = 0; i < 3; i++) expect((await login(server.url, OWNER_EMAIL, 'nope', { from })).status).toBe(401);
    expect((await login(server.url, OWNER_EMAIL, 'nope', { from })).status).toBe(401);
    const waiting = await login(server.url, OWNER_EMAIL, OWNER_PASSWORD, { from });
    expect(waiting.status).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(server.url, OWNER_EMAIL, OWNER_PASSWORD, { from })).status).toBe(200);
    // Cleared by the success: three more mistakes are allowed straight away.
    for (let i = 0; i < 3; i++) expect((await login(server.url, OWNER_EMAIL, 'nope', { from })).status).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For and X-Forwarded-Proto from a peer that is not a named proxy', async () => {
    const from = '127.0.0.7';
    for (let i = 0; i < 4; i++) await login(server.url, OWNER_EMAIL, 'nope', { from, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    // A claimed address does not escape the limit.
    expect((await login(server.url, OWNER_EMAIL, OWNER_PASSWORD, { from, headers: { 'x-forwarded-for': '198.51.100.99' } })).status).toBe(429);
    const plain = await login(server.url, OWNER_EMAIL, OWNER_PASSWORD, { from: '127.0.0.8', headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.status).toBe(200);
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
  });

  it('behind a named proxy, counts the visitor’s forwarded address and marks the cookie Secure over HTTPS', async () => {
    const headers = (visitor: string) => ({ 'x-forwarded-for': `${visitor}, 127.0.0.1`, 'x-forwarded-proto': 'https' });
    for (let i = 0; i < 4; i++) expect((await login(proxied.url, OWNER_EMAIL, 'nope', { headers: headers('203.0.113.7') })).status).toBe(401);
    expect((await login(proxied.url, OWNER_EMAIL, OWNER_PASSWORD, { headers: headers('203.0.113.7') })).status).toBe(429);
    // Another visitor behind the same proxy is a different address.
    const owner = await login(proxied.url, OWNER_EMAIL, OWNER_PASSWORD, { headers: headers('203.0.113.8') });
    expect(owner.status).toBe(200);
    expect(String(owner.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
