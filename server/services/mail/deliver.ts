import { and, asc, eq, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { MailTransport } from './transport';

/** A mail that failed this many sends is left alone; the mailbox page shows it as failed. */
export const MAX_ATTEMPTS = 5;
/** How long a mail waits after its first, second, ... failed send before it is tried again. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** Long SMTP replies are cut to this before they are stored. */
const ERROR_LENGTH = 500;

export interface DeliveryOptions {
  /** The From header of every mail. */
  from: string;
  /** At most this many mails per call. */
  batchSize?: number;
  /** The clock, for tests. */
  now?: () => Date;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, ERROR_LENGTH) || 'Unknown error';
}

type Outcome = { id: number; sent: boolean } | null;

/**
 * Claims the oldest unsent row, sends it and records the outcome, all in one transaction. The row
 * stays locked while it is sent, and SKIP LOCKED lets other processes take the next row instead of
 * waiting, so however many servers deliver at once no mail is sent twice. One row per transaction:
 * should the process die after a send, at most that one mail could go again.
 */
async function deliverOne(db: Db, transport: MailTransport, from: string, skip: number[], now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lt(outbox.attempts, MAX_ATTEMPTS),
          or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
          skip.length ? notInArray(outbox.id, skip) : undefined,
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    try {
      await transport.send({ from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, ...(row.replyTo ? { replyTo: row.replyTo } : {}) });
    } catch (error) {
      await tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: describeError(error),
          nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length - 1)]),
        })
        .where(eq(outbox.id, row.id));
      return { id: row.id, sent: false };
    }
    await tx.update(outbox).set({ sentAt: now, lastError: null, nextAttemptAt: null }).where(eq(outbox.id, row.id));
    return { id: row.id, sent: true };
  });
}

/**
 * Sends queued outbox mails through the transport and marks each sent. A failed send leaves its row
 * unsent with the attempt counted and the error kept, to be tried again after a growing delay.
 */
export async function deliverOutbox(db: Db, transport: MailTransport, options: DeliveryOptions): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const batchSize = options.batchSize ?? 20;
  // A row that failed is not tried again in the same call, so one bad address cannot use up its attempts at once.
  const failedIds: number[] = [];
  for (let i = 0; i < batchSize; i++) {
    const outcome = await deliverOne(db, transport, options.from, failedIds, (options.now ?? (() => new Date()))());
    if (!outcome) break;
    if (outcome.sent) result.sent++;
    else {
      result.failed++;
      failedIds.push(outcome.id);
    }
  }
  return result;
}
