import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ErrorCode, FormRefusal, RATE_LIMITS, type RateFamily } from '../../../schema';
import type { Db } from '../../db/client';
import { requestCounts } from '../../db/schema';
import { HttpError } from '../../http/errors';

/**
 * Fixed-window request counts in the database, so every server process counts the same requests.
 * A request is counted in one atomic upsert before anything else is done for it, so a burst sent at
 * once is counted one by one. Keys are digests: addresses and recipients are not kept in plain text.
 */

function keyOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** Counts one request under `key` and answers the count so far in the window and the seconds it has left. */
async function count(db: Db, key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
  const windowOver = sql`${requestCounts.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(requestCounts)
    .values({ key, count: 1, windowStartedAt: sql`now()`, windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${requestCounts.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${requestCounts.windowStartedAt} end`,
        windowEndsAt: sql`case when ${windowOver} then now() + make_interval(secs => ${windowSeconds}) else ${requestCounts.windowEndsAt} end`,
      },
    })
    .returning({ count: requestCounts.count, secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${requestCounts.windowEndsAt} - now())))::int` });
  return row;
}

function tooMany(message: string, seconds: number): HttpError {
  return new HttpError(429, ErrorCode.TooManyRequests, message, { 'Retry-After': String(seconds) });
}

/** The per-address limit of an endpoint family: RATE_LIMITS.perMinute requests a minute, then 429 with Retry-After. */
export async function limitAddress(db: Db, family: RateFamily, ip: string): Promise<void> {
  const counted = await count(db, keyOf('address', family, ip), 60);
  if (counted.count > RATE_LIMITS.perMinute) throw tooMany(FormRefusal.tooMany, counted.secondsLeft);
}

/** The per-recipient limit of shares: so many messages a day to one address or phone from one site. */
export async function limitRecipient(db: Db, siteId: number, recipient: string): Promise<void> {
  const counted = await count(db, keyOf('recipient', String(siteId), recipient.trim().toLowerCase()), 24 * 60 * 60);
  if (counted.count > RATE_LIMITS.shareRecipientPerDay) throw tooMany(FormRefusal.tooManyToRecipient, counted.secondsLeft);
}

/** Password attempts per address: counted before the password is checked; a right one clears the count. */
export async function limitPasswordAttempt(db: Db, ip: string): Promise<void> {
  const { attempts, windowSeconds } = RATE_LIMITS.passwordAttempts;
  const counted = await count(db, keyOf('password', ip), windowSeconds);
  if (counted.count > attempts) throw tooMany(FormRefusal.tooManyPasswords, counted.secondsLeft);
}

export async function clearPasswordAttempts(db: Db, ip: string): Promise<void> {
  await db.delete(requestCounts).where(sql`${requestCounts.key} = ${keyOf('password', ip)}`);
}

/** Windows that ended are dropped now and then, so the table holds only live counts. */
export async function forgetEndedWindows(db: Db): Promise<void> {
  await db.delete(requestCounts).where(sql`${requestCounts.windowEndsAt} < now()`);
}

/** About one call in this many sweeps the ended windows, so the table stays small without a scheduler. */
const SWEEP_EVERY = 200;

/** Sweeps ended windows (and whatever else `also` clears) now and then, without holding up the request. */
export function sweepNowAndThen(db: Db, also: (db: Db) => Promise<void>): void {
  if (Math.random() * SWEEP_EVERY >= 1) return;
  Promise.all([forgetEndedWindows(db), also(db)]).catch((error: unknown) => console.error('[forms] sweeping old counts failed', error));
}
