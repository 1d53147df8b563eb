import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, FormRefusal, migrateDocument, PAGE_ACCESS_DAYS, type Page, type PagePassword } from '../../../schema';
import type { Db } from '../../db/client';
import { pagePasswords, sites } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { loadPublishedDocument, type SiteRow } from '../sites';
import { clearPasswordAttempts, limitPasswordAttempt } from './rate-limit';
import { serverSecret, sign, signatureMatches } from './secrets';

/**
 * Password-protected pages. The page's isProtected flag is in the published document; its password
 * (an scrypt hash) is here, set by the owner. The right password earns a cookie for that page, signed
 * over the site, the page, the password's hash and an expiry: a new password (new salt, new hash)
 * ends every earlier cookie, and removing it ends them too, since a page without one opens to no one.
 */

/** One cookie per page, named from a digest of the site and page (page ids are the owner's text). */
export function accessCookieName(siteId: number, pageId: string): string {
  return `page_${createHash('sha256').update(`${siteId}\n${pageId}`).digest('base64url').slice(0, 16)}`;
}

function accessText(siteId: number, pageId: string, passwordHash: string, expires: number): string {
  return `${siteId}\n${pageId}\n${passwordHash}\n${expires}`;
}

async function passwordHashOf(db: Db, siteId: number, pageId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: pagePasswords.passwordHash })
    .from(pagePasswords)
    .where(and(eq(pagePasswords.siteId, siteId), eq(pagePasswords.pageId, pageId)));
  return row?.hash ?? null;
}

/** Whether a cookie value opens the page now. */
export async function pageUnlocked(db: Db, siteId: number, pageId: string, cookie: string | undefined): Promise<boolean> {
  const m = /^([0-9]{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(cookie ?? '');
  if (!m || Number(m[1]) < Date.now() / 1000) return false;
  const hash = await passwordHashOf(db, siteId, pageId);
  if (!hash) return false;
  return signatureMatches(await serverSecret(db, 'page-access'), accessText(siteId, pageId, hash, Number(m[1])), m[2]);
}

/** The published page of that id if it is protected. */
export async function protectedPage(db: Db, siteId: number, pageId: string): Promise<Page | null> {
  const stored = await loadPublishedDocument(db, siteId);
  const page = stored ? migrateDocument(stored).pages.find((p) => p.pageId === pageId) : undefined;
  return page?.isProtected ? page : null;
}

export interface ChallengeOutcome {
  page: Page;
  /** The cookie to set when the password was right. */
  cookie: { name: string; value: string; maxAgeSeconds: number } | null;
}

/**
 * POST /api/challenges: checks a protected page's password. Each attempt is counted per address before
 * the password is checked (RATE_LIMITS.passwordAttempts); a right one clears the count.
 */
export async function answerChallenge(db: Db, site: SiteRow, pageId: string, password: string, ip: string): Promise<ChallengeOutcome> {
  const page = await protectedPage(db, site.id, pageId);
  if (!page) throw new HttpError(404, ErrorCode.NotFound, FormRefusal.noSuchPage);
  await limitPasswordAttempt(db, ip);
  const hash = await passwordHashOf(db, site.id, pageId);
  if (!hash || !(await verifyPassword(password, hash))) return { page, cookie: null };
  await clearPasswordAttempts(db, ip);
  const maxAgeSeconds = PAGE_ACCESS_DAYS * 86_400;
  const expires = Math.floor(Date.now() / 1000) + maxAgeSeconds;
  const value = `${expires}.${sign(await serverSecret(db, 'page-access'), accessText(site.id, pageId, hash, expires))}`;
  return { page, cookie: { name: accessCookieName(site.id, pageId), value, maxAgeSeconds } };
}

/** The pages of the owner's draft, so a password can be set before the page is published. */
async function draftPageIds(db: Db, siteId: number): Promise<Set<string>> {
  const [row] = await db.select({ document: sites.draftDocument }).from(sites).where(eq(sites.id, siteId));
  return new Set(row ? migrateDocument(row.document).pages.map((p) => p.pageId) : []);
}

/** GET /api/owner/pages/passwords */
export async function listPagePasswords(db: Db, siteId: number): Promise<PagePassword[]> {
  const rows = await db.select().from(pagePasswords).where(eq(pagePasswords.siteId, siteId)).orderBy(pagePasswords.pageId);
  return rows.map((r) => ({ pageId: r.pageId, hasPassword: true, updatedAt: r.updatedAt.toISOString() }));
}

/** PUT /api/owner/pages/{pageId}/password: a new password, or null to remove it. */
export async function setPagePassword(db: Db, siteId: number, pageId: string, password: string | null): Promise<PagePassword> {
  if (!(await draftPageIds(db, siteId)).has(pageId)) throw new HttpError(404, ErrorCode.NotFound, 'There is no such page in this site.');
  if (password === null) {
    await db.delete(pagePasswords).where(and(eq(pagePasswords.siteId, siteId), eq(pagePasswords.pageId, pageId)));
    return { pageId, hasPassword: false, updatedAt: null };
  }
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(pagePasswords)
    .values({ siteId, pageId, passwordHash })
    .onConflictDoUpdate({ target: [pagePasswords.siteId, pagePasswords.pageId], set: { passwordHash, updatedAt: new Date() } })
    .returning();
  return { pageId, hasPassword: true, updatedAt: row.updatedAt.toISOString() };
}
