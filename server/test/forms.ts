import type { Challenge } from 'altcha-lib';
import { parseTrustProxy } from '../http/forwarded';
import type { TestServer } from './harness';
import { solve } from './solve-bot-check';

export { solve };

/** The visitor side of the forms, for server tests: the bot check solved as the widget solves it, and posts from chosen addresses. */

/** A test server believes X-Forwarded-For from loopback, so each test can speak from addresses of its own. */
export const FORMS_TEST_CONFIG = { trustProxy: parseTrustProxy('loopback') };

let lastAddress = 0;
/** A fresh visitor address, so one test's requests do not count against another's limit. */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/**
 * A request as a patient client makes it: a 503 busy answer (the server's admission limit, when the
 * machine is loaded) was never worked on, so it is sent again after its Retry-After.
 */
export async function fetchPatiently(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, init);
    if (res.status !== 503 || attempt === 10) return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get('retry-after') ?? 1)));
  }
}

/** A new challenge from the server, solved: what a form's Robots field carries. */
export async function robots(server: TestServer, address = freshAddress()): Promise<string> {
  const res = await fetchPatiently(`${server.url}/api/altcha/challenge`, { headers: { 'x-forwarded-for': address } });
  if (res.status !== 200) throw new Error(`challenge answered ${res.status}: ${await res.text()}`);
  return solve((await res.json()) as Challenge);
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A JSON POST from an address. */
export async function post(server: TestServer, path: string, body: unknown, address = freshAddress(), headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetchPatiently(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The error of a refused call. */
export function errorOf(answer: Answer): { code: string; message: string } {
  return (answer.body.error ?? {}) as { code: string; message: string };
}
