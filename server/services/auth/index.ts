import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { ErrorCode, type LoginRequest, type OwnerSession } from '../../../schema';
import type { Db } from '../../db/client';
import { owners, sessions, sites } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from './password';
import { siteColumns, type SiteRow } from '../sites';
import { clearAttempts, reserveAttempt } from './throttle';

export { LOGIN_ATTEMPT_LIMIT, forgetOldAttempts } from './throttle';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

export const INVALID_CREDENTIALS = 'The email or password is incorrect.';

/** The signed-in owner and the one site every owner query is scoped to. */
export interface OwnerContext {
  ownerId: number;
  email: string;
  site: SiteRow;
}

/** Only this digest of the cookie token is stored, so a leaked sessions table signs no one in. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function ownerSession(owner: OwnerContext): OwnerSession {
  return {
    email: owner.email,
    site: { subdomain: owner.site.subdomain, company: owner.site.company, userType: owner.site.userType },
  };
}

/** Unknown emails are checked against this hash too, so response time does not reveal which accounts exist. */
let decoyHash: Promise<string> | null = null;
function decoy(): Promise<string> {
  if (!decoyHash) decoyHash = hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** Checks the credentials and opens a session; the returned token goes into the cookie only. */
export async function login(db: Db, credentials: LoginRequest, ip: string): Promise<{ token: string; owner: OwnerContext; maxAgeSeconds: number }> {
  // Counted before the password is checked, so concurrent guesses cannot all slip under the limit.
  await reserveAttempt(db, credentials.email, ip);
  const [row] = await db
    .select({ owner: owners, site: siteColumns })
    .from(owners)
    .innerJoin(sites, eq(sites.id, owners.siteId))
    .where(eq(owners.email, credentials.email))
    .limit(1);
  const valid = await verifyPassword(credentials.password, row ? row.owner.passwordHash : await decoy());
  if (!row || !valid) {
    throw new HttpError(401, ErrorCode.InvalidCredentials, INVALID_CREDENTIALS);
  }
  await clearAttempts(db, credentials.email, ip);
  // Expired sessions of this owner are cleared as a new one opens, so the table does not grow forever.
  await db.delete(sessions).where(and(eq(sessions.ownerId, row.owner.id), lt(sessions.expiresAt, new Date())));
  const token = randomBytes(32).toString('base64url');
  const maxAgeSeconds = SESSION_DAYS * 24 * 60 * 60;
  await db.insert(sessions).values({
    id: sessionId(token),
    ownerId: row.owner.id,
    siteId: row.site.id,
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
  });
  return { token, owner: { ownerId: row.owner.id, email: row.owner.email, site: row.site }, maxAgeSeconds };
}

/** The owner behind a cookie token, or null when it is unknown or expired. */
export async function ownerFromToken(db: Db, token: string | undefined): Promise<OwnerContext | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ owner: owners, site: siteColumns })
    .from(sessions)
    .innerJoin(owners, eq(owners.id, sessions.ownerId))
    .innerJoin(sites, eq(sites.id, sessions.siteId))
    .where(and(eq(sessions.id, sessionId(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { ownerId: row.owner.id, email: row.owner.email, site: row.site } : null;
}

export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, sessionId(token)));
}
