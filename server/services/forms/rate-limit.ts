import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
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

/**
 * Who a per-address limit counts: an IPv4 address (also when written IPv4-mapped, ::ffff:1.2.3.4), and
 * for IPv6 its /64, the block one subscriber is given: counting each of its addresses on its own would
 * let one visitor send as many forms as they have addresses, which is billions.
 */
export function addressBlock(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address) ?? /^::(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
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
  const counted = await count(db, keyOf('address', family, addressBlock(ip)), 60);
  if (counted.count > RATE_LIMITS.perMinute) throw tooMany(FormRefusal.tooMany, counted.secondsLeft);
}

/** The per-recipient limit of shares: so many messages a day to one address or phone from one site. */
export async function limitRecipient(db: Db, siteId: number, recipient: string): Promise<void> {
  const counted = await count(db, keyOf('recipient', String(siteId), recipient.trim().toLowerCase()), 24 * 60 * 60);
  if (counted.count > RATE_LIMITS.shareRecipientPerDay) throw tooMany(FormRefusal.tooManyToRecipient, counted.secondsLeft);
}

/**
 * The daily limits of shares beyond the per-minute one: one visitor (their address block) sends at most
 * RATE_LIMITS.shareSenderPerDay, one site at most RATE_LIMITS.shareSitePerDay, all visitors together.
 */
export async function limitShares(db: Db, siteId: number, ip: string): Promise<void> {
  const day = 24 * 60 * 60;
  const sender = await count(db, keyOf('share-sender', addressBlock(ip)), day);
  if (sender.count > RATE_LIMITS.shareSenderPerDay) throw tooMany(FormRefusal.tooManySharesFromSender, sender.secondsLeft);
  const site = await count(db, keyOf('share-site', String(siteId)), day);
  if (site.count > RATE_LIMITS.shareSitePerDay) throw tooMany(FormRefusal.tooManySharesFromSite, site.secondsLeft);
}

/** Password attempts per address: counted before the password is checked; a right one clears the count. */
export async function limitPasswordAttempt(db: Db, ip: string): Promise<void> {
  const { attempts, windowSeconds } = RATE_LIMITS.passwordAttempts;
  const counted = await count(db, keyOf('password', addressBlock(ip)), windowSeconds);
  if (counted.count > attempts) throw tooMany(FormRefusal.tooManyPasswords, counted.secondsLeft);
}

export async function clearPasswordAttempts(db: Db, ip: string): Promise<void> {
  await db.delete(requestCounts).where(sql`${requestCounts.key} = ${keyOf('password', addressBlock(ip))}`);
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
