import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { deliverOutbox, MAX_ATTEMPTS, RETRY_DELAYS_MS } from './deliver';
import { startDeliveryLoop } from './loop';
import type { MailTransport, OutgoingMail } from './transport';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.delete(outbox);
});

const FROM = 'Gallery <no-reply@gallery.test>';

/** Records what it is given; `fail` makes every send throw, `delayMs` makes each send take a while. */
function fakeTransport(options: { fail?: string; delayMs?: number } = {}): MailTransport & { sent: OutgoingMail[]; calls: number } {
  return {
    sent: [],
    calls: 0,
    async send(mail) {
      this.calls++;
      if (options.delayMs) await sleep(options.delayMs);
      if (options.fail) throw new Error(options.fail);
      this.sent.push(mail);
    },
  };
}

async function queue(count: number): Promise<number[]> {
  const rows = await database.db
    .insert(outbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        toAddress: `buyer${i}@example.com`,
        subject: `Your order ${i}`,
        textBody: `Text ${i}`,
        htmlBody: `<p>Html ${i}</p>`,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const rowsOf = (ids: number[]) => database.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.id));

describe('deliverOutbox', () => {
  it('sends each queued mail once with the configured From and marks it sent', async () => {
    const ids = await queue(3);
    const transport = fakeTransport();
    expect(await deliverOutbox(database.db, transport, { from: FROM })).toEqual({ sent: 3, failed: 0 });
    expect(transport.sent).toEqual([0, 1, 2].map((i) => ({
      from: FROM,
      to: `buyer${i}@example.com`,
      subject: `Your order ${i}`,
      text: `Text ${i}`,
      html: `<p>Html ${i}</p>`,
    })));
    for (const row of await rowsOf(ids)) expect(row.sentAt).toBeInstanceOf(Date);

    expect(await deliverOutbox(database.db, transport, { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(transport.calls).toBe(3);
  });

  it('sends a mail’s Reply-To when it has one', async () => {
    await database.db.insert(outbox).values({ toAddress: 'owner@example.com', subject: 'New inquiry', textBody: 'Text', htmlBody: '<p>Html</p>', replyTo: 'visitor@example.com' });
    const transport = fakeTransport();
    expect(await deliverOutbox(database.db, transport, { from: FROM })).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent).toEqual([{ from: FROM, to: 'owner@example.com', subject: 'New inquiry', text: 'Text', html: '<p>Html</p>', replyTo: 'visitor@example.com' }]);
  });

  it('sends no more than batchSize mails per call and the rest on the next', async () => {
    await queue(5);
    const transport = fakeTransport();
    expect(await deliverOutbox(database.db, transport, { from: FROM, batchSize: 2 })).toEqual({ sent: 2, failed: 0 });
    expect(await deliverOutbox(database.db, transport, { from: FROM, batchSize: 10 })).toEqual({ sent: 3, failed: 0 });
    expect(new Set(transport.sent.map((m) => m.to)).size).toBe(5);
  });

  it('leaves a mail whose send failed unsent, counting the attempt and keeping the error', async () => {
    const [id] = await queue(1);
    const result = await deliverOutbox(database.db, fakeTransport({ fail: '550 Mailbox unavailable' }), { from: FROM });
    expect(result).toEqual({ sent: 0, failed: 1 });
    const [row] = await rowsOf([id]);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe('550 Mailbox unavailable');

    // It waits before the next try, so a short outage does not use up its attempts...
    const later = fakeTransport();
    expect(await deliverOutbox(database.db, later, { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(row.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(RETRY_DELAYS_MS[0] - 10_000);
    // ...and goes out on a call after that once the server accepts it, with the old error cleared.
    expect(await deliverOutbox(database.db, later, { from: FROM, now: () => inMinutes(2) })).toEqual({ sent: 1, failed: 0 });
    const [sent] = await rowsOf([id]);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lastError).toBeNull();
  });

  it('tries a failing mail once per call, so other mails still go out', async () => {
    const ids = await queue(3);
    const picky: MailTransport & { tries: string[] } = {
      tries: [],
      async send(mail) {
        this.tries.push(mail.to);
        if (mail.to === 'buyer0@example.com') throw new Error('refused');
      },
    };
    expect(await deliverOutbox(database.db, picky, { from: FROM })).toEqual({ sent: 2, failed: 1 });
    expect(picky.tries).toEqual(['buyer0@example.com', 'buyer1@example.com', 'buyer2@example.com']);
    expect((await rowsOf(ids)).map((r) => [r.attempts, r.sentAt !== null])).toEqual([[1, false], [0, true], [0, true]]);
  });

  it(`gives up on a mail after ${MAX_ATTEMPTS} failed attempts`, async () => {
    const [id] = await queue(1);
    const failing = fakeTransport({ fail: 'Connection refused' });
    // Each try comes after the previous one's delay (the longest is an hour).
    for (let i = 0; i < MAX_ATTEMPTS; i++) await deliverOutbox(database.db, failing, { from: FROM, now: () => inMinutes(61 * i) });
    expect(failing.calls).toBe(MAX_ATTEMPTS);

    const working = fakeTransport();
    expect(await deliverOutbox(database.db, working, { from: FROM, now: () => inMinutes(61 * 10) })).toEqual({ sent: 0, failed: 0 });
    expect(working.calls).toBe(0);
    const [row] = await rowsOf([id]);
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.sentAt).toBeNull();
  });

  it('never sends a mail twice when two deliveries run at the same time', async () => {
    const ids = await queue(24);
    const transport = fakeTransport({ delayMs: 5 });
    const [a, b] = await Promise.all([
      deliverOutbox(database.db, transport, { from: FROM, batchSize: 50 }),
      deliverOutbox(database.db, transport, { from: FROM, batchSize: 50 }),
    ]);
    const recipients = transport.sent.map((m) => m.to);
    expect(recipients).toHaveLength(24);
    expect(new Set(recipients).size).toBe(24);
    expect(a.sent + b.sent).toBe(24);
    if (database.kind === 'postgres') {
      // On PostgreSQL the two really overlap: SKIP LOCKED lets each take rows the other holds no lock on.
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
    }
    for (const row of await rowsOf(ids)) expect(row.sentAt).toBeInstanceOf(Date);
  });

  // PGlite has one connection, so there a transaction in progress holds up every other one.
  it.runIf(Boolean(process.env.DATABASE_URL))('does not wait on a mail another server is still sending (SKIP LOCKED)', async () => {
    await queue(2);
    let firstSending!: () => void;
    let secondSent!: () => void;
    const sending = new Promise<void>((resolve) => (firstSending = resolve));
    const sent = new Promise<void>((resolve) => (secondSent = resolve));
    // The first delivery holds its row locked until the second has sent the other mail.
    const slow: MailTransport = {
      async send() {
        firstSending();
        const blocked = sleep(3000).then(() => Promise.reject(new Error('the other delivery waited for this row')));
        await Promise.race([sent, blocked]);
      },
    };
    const quick: MailTransport = {
      async send() {
        secondSent();
      },
    };
    const first = deliverOutbox(database.db, slow, { from: FROM, batchSize: 1 });
    await sending;
    const second = await deliverOutbox(database.db, quick, { from: FROM, batchSize: 1 });
    expect(second).toEqual({ sent: 1, failed: 0 });
    expect(await first).toEqual({ sent: 1, failed: 0 });
  });
});

describe('startDeliveryLoop', () => {
  it('delivers queued mail on its interval until stopped', async () => {
    await queue(2);
    const transport = fakeTransport();
    const loop = startDeliveryLoop(database.db, transport, { from: FROM, intervalMs: 10 });
    await expect.poll(() => transport.sent.length, { timeout: 5000 }).toBe(2);
    await loop.stop();

    await queue(1);
    await sleep(100);
    expect(transport.sent).toHaveLength(2);
  });
});
