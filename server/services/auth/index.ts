import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { ErrorCode, type LoginRequest, type OwnerSession } from '../../../schema';
import type { Db } from '../../db/client';
import { owners, ownerSites, sessions, sites } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from './password';
import { siteColumns, type SiteRow } from '../sites';
import { listOwnerSites } from './owner-sites';
import { clearAttempts, reserveAttempt } from './throttle';

export { LOGIN_ATTEMPT_LIMIT, forgetOldAttempts } from './throttle';
export { listOwnerSites, switchSite } from './owner-sites';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

export const INVALID_CREDENTIALS = 'The email or password is incorrect.';

/** The signed-in owner and the one site every owner query is scoped to. */
export interface OwnerContext {
  /** The session's row (the digest of its token), so the owner can move it to another of their sites. */
  sessionId: string;
  ownerId: number;
  email: string;
  site: SiteRow;
}

/** Only this digest of the cookie token is stored, so a leaked sessions table signs no one in. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function ownerSession(db: Db, owner: OwnerContext): Promise<OwnerSession> {
  const { sites: list } = await listOwnerSites(db, owner);
  return {
    email: owner.email,
    site: { subdomain: owner.site.subdomain, company: owner.site.company, userType: owner.site.userType },
    sites: list,
  };
}

/** Unknown emails are checked against this hash too, so response time does not reveal which accounts exist. */
let decoyHash: Promise<string> | null = null;
function decoy(): Promise<string> {
  if (!decoyHash) decoyHash = hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/**
 * Checks the credentials and opens a session on the owner's first site (lowest membership id), so
 * every sign-in lands on the same site whatever was switched to before; the token goes into the cookie only.
 */
export async function login(db: Db, credentials: LoginRequest, ip: string): Promise<{ token: string; owner: OwnerContext; maxAgeSeconds: number }> {
  // Counted before the password is checked, so concurrent guesses cannot all slip under the limit.
  await reserveAttempt(db, credentials.email, ip);
  const [row] = await db
    .select({ owner: owners, site: siteColumns })
    .from(owners)
    .leftJoin(ownerSites, eq(ownerSites.ownerId, owners.id))
    .leftJoin(sites, eq(sites.id, ownerSites.siteId))
    .where(eq(owners.email, credentials.email))
    .orderBy(asc(ownerSites.id))
    .limit(1);
  const valid = await verifyPassword(credentials.password, row ? row.owner.passwordHash : await decoy());
  if (!row || !valid) {
    throw new HttpError(401, ErrorCode.InvalidCredentials, INVALID_CREDENTIALS);
  }
  const site = row.site;
  if (!site) throw new HttpError(403, ErrorCode.Forbidden, 'This account has no site to work on yet.');
  await clearAttempts(db, credentials.email, ip);
  // Expired sessions of this owner are cleared as a new one opens, so the table does not grow forever.
  await db.delete(sessions).where(and(eq(sessions.ownerId, row.owner.id), lt(sessions.expiresAt, new Date())));
  const token = randomBytes(32).toString('base64url');
  const maxAgeSeconds = SESSION_DAYS * 24 * 60 * 60;
  const id = sessionId(token);
  await db.insert(sessions).values({ id, ownerId: row.owner.id, siteId: site.id, expiresAt: new Date(Date.now() + maxAgeSeconds * 1000) });
  return { token, owner: { sessionId: id, ownerId: row.owner.id, email: row.owner.email, site }, maxAgeSeconds };
}

/**
 * The owner behind a cookie token and the session's site, or null when the token is unknown or expired,
 * or the owner no longer has that site. This is the one place an owner's requests get their site.
 */
export async function ownerFromToken(db: Db, token: string | undefined): Promise<OwnerContext | null> {
  if (!token || token.length > 100) return null;
  const id = sessionId(token);
  const [row] = await db
    .select({ owner: owners, site: siteColumns })
    .from(sessions)
    .innerJoin(owners, eq(owners.id, sessions.ownerId))
    .innerJoin(ownerSites, and(eq(ownerSites.ownerId, sessions.ownerId), eq(ownerSites.siteId, sessions.siteId)))
    .innerJoin(sites, eq(sites.id, sessions.siteId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { sessionId: id, ownerId: row.owner.id, email: row.owner.email, site: row.site } : null;
}

export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, sessionId(token)));
}
