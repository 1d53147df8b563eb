import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../schema';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { addressBlock } from '../forms/rate-limit';

/**
 * The sign-in limit, per account and client address together. Each attempt is counted before its
 * password is checked, in one atomic statement, so fifty guesses sent at once are counted one by one
 * and only the first few are tried. After a few failures each further attempt must wait longer
 * (1, 2, 4 … seconds), and at the limit the pair is shut for the rest of the window. A success clears
 * the pair. The owner signing in from another address is never affected.
 */
export const LOGIN_ATTEMPT_LIMIT = 10;
/** Attempts allowed before the delays begin. */
const FREE_ATTEMPTS = 3;
const WINDOW_SECONDS = 15 * 60;

function pairKey(email: string, ip: string): string {
  // An IPv6 client by its /64, as the forms' limits count it: a new address of the block is the same client.
  return createHash('sha256').update(`${email.trim().toLowerCase()}\n${addressBlock(ip)}`).digest('hex');
}

function waitMessage(seconds: number): string {
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : seconds > 1 ? `${seconds} seconds` : 'a second';
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

/**
 * Counts an attempt for this email and address, or refuses it with 429 (and Retry-After) while the
 * pair must wait. A new window starts once the old one is over.
 */
export async function reserveAttempt(db: Db, email: string, ip: string): Promise<void> {
  const key = pairKey(email, ip);
  const windowOver = sql`${loginThrottle.windowStartedAt} <= now() - make_interval(secs => ${WINDOW_SECONDS})`;
  const attempts = sql<number>`case when ${windowOver} then 1 else ${loginThrottle.attempts} + 1 end`;
  // The delay is computed from the new count in SQL, so counting and blocking are one atomic step.
  const delay = sql`case when ${attempts} >= ${LOGIN_ATTEMPT_LIMIT} then ${WINDOW_SECONDS} when ${attempts} <= ${FREE_ATTEMPTS} then 0 else power(2, ${attempts} - ${FREE_ATTEMPTS + 1}) end`;
  const counted = await db
    .insert(loginThrottle)
    .values({ key, attempts: 1, windowStartedAt: sql`now()`, blockedUntil: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts,
        windowStartedAt: sql`case when ${windowOver} then now() else ${loginThrottle.windowStartedAt} end`,
        blockedUntil: sql`now() + make_interval(secs => ${delay})`,
      },
      setWhere: sql`${loginThrottle.blockedUntil} <= now()`,
    })
    .returning({ attempts: loginThrottle.attempts });
  if (counted.length) return;

  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${loginThrottle.blockedUntil} - now()))::int` })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  const seconds = Math.max(1, row?.seconds ?? 1);
  throw new HttpError(429, ErrorCode.TooManyRequests, waitMessage(seconds), { 'Retry-After': String(seconds) });
}

/** A successful sign-in forgets the pair's earlier failures. */
export async function clearAttempts(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey(email, ip)));
}

/** Rows whose window ended long ago are dropped now and then, so the table stays small without a scheduler. */
export async function forgetOldAttempts(db: Db): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.blockedUntil} < now() - interval '1 day'`);
}
