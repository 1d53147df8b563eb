import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { solve } from '../server/test/solve-bot-check';

/**
 * The visitor forms over HTTP, for specs that send many submissions: the bot check solved as the
 * widget solves it, each submission from an address of its own. The e2e server trusts X-Forwarded-For
 * from loopback (TRUST_PROXY in playwright.config.ts), as a server behind a proxy does, so the
 * per-address limit of 30 a minute counts each of these as a different visitor.
 */

let lastAddress = 0;
/** A visitor address not used before in this run. */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.${(process.pid >> 8) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** A new challenge, solved: what a form's Robots field carries. */
async function robots(request: APIRequestContext, address: string): Promise<string> {
  const res = await request.get('/api/altcha/challenge', { headers: { 'x-forwarded-for': address } });
  expect(res.status(), await res.text()).toBe(200);
  return solve((await res.json()) as Challenge);
}

/** Posts a visitor form with its bot check solved; it must be accepted. */
export async function submitForm(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<void> {
  const address = freshAddress();
  const res = await request.post(path, {
    headers: { 'x-forwarded-for': address },
    data: { Sub: 'demo', Robots: await robots(request, address), ...body },
  });
  expect(res.status(), `${path} ${JSON.stringify(body).slice(0, 200)}: ${await res.text()}`).toBe(200);
}

/** Runs `task` over `items`, `width` at a time. */
export async function inBatches<T>(items: readonly T[], width: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map((item, i) => task(item, start + i)));
  }
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The site's newest mails (at most 100) as the signed-in owner's dev mailbox lists them, newest first. */
export async function readOutbox(owner: Page, to?: string): Promise<OutboxMail[]> {
  await owner.goto(to ? `/dev/mailbox?to=${encodeURIComponent(to)}` : '/dev/mailbox');
  return owner.locator('tbody tr').evaluateAll((rows) =>
    rows
      .filter((row) => row.querySelector('iframe.mail-html'))
      .map((row) => ({
        to: row.children[1].textContent ?? '',
        subject: row.children[2].textContent ?? '',
        text: row.querySelector('pre')?.textContent ?? '',
        html: row.querySelector('iframe.mail-html')?.getAttribute('srcdoc') ?? '',
      })),
  );
}

/** The address a mail's text gives after `label: ` (Confirm, Unsubscribe). */
export function linkIn(mail: OutboxMail, label: string): string {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`No ${label} link in the mail to ${mail.to}: ${mail.text}`);
  return line.slice(label.length + 2);
}
