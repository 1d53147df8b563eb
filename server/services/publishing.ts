import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DRAFT_CONFLICT_MESSAGE,
  ErrorCode,
  migrateDocument,
  openableDraft,
  MigrationError,
  validateDocument,
  type EditorDocumentResponse,
  type SiteDocument,
  type VersionListResponse,
} from '../../schema';
import type { Db } from '../db/client';
import { announceSiteChange } from '../db/site-changes';
import { sites, siteVersions } from '../db/schema';
import { HttpError } from '../http/errors';

/** Brings a stored document to the current version and checks it, or answers 422 with every issue. */
function checkedDocument(input: unknown): SiteDocument {
  let migrated: unknown = input;
  if (typeof input === 'object' && input !== null) {
    try {
      migrated = migrateDocument(input);
    } catch (err) {
      if (err instanceof MigrationError) throw new HttpError(422, ErrorCode.InvalidDocument, err.message);
      throw err;
    }
  }
  const result = validateDocument(migrated);
  if (!result.ok) {
    const message = result.issues
      .slice(0, 20)
      .map((issue) => issue.message)
      .join('; ');
    throw new HttpError(422, ErrorCode.InvalidDocument, message || 'The site document is not valid.');
  }
  return result.document;
}

export async function loadSite(db: Db, siteId: number): Promise<typeof sites.$inferSelect> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!site) throw new HttpError(404, ErrorCode.NotFound, 'This site no longer exists.');
  return site;
}

/** The owner's draft, migrated to the current schema version, as the builder can save it again (openableDraft). */
export async function getEditorDocument(db: Db, siteId: number): Promise<EditorDocumentResponse> {
  const site = await loadSite(db, siteId);
  const hasUnpublishedChanges = !site.publishedAt || site.draftUpdatedAt > site.publishedAt;
  return {
    document: openableDraft(migrateDocument(site.draftDocument)),
    publishedVersion: site.publishedVersion,
    hasUnpublishedChanges,
    subdomain: site.subdomain,
    revision: site.draftRevision,
  };
}

/**
 * Stores a draft after full validation (shape, block configs, unique ids, nesting, page rules). With a
 * base revision, the save is one conditional update: if another save came since, nothing is written
 * and the answer is 409, so no one's work is silently overwritten.
 */
export async function saveDraft(db: Db, siteId: number, input: unknown, baseRevision?: number): Promise<{ savedAt: string; revision: number }> {
  const document = checkedDocument(input);
  const [row] = await db
    .update(sites)
    .set({ draftDocument: document, draftUpdatedAt: new Date(), draftRevision: sql`${sites.draftRevision} + 1` })
    .where(baseRevision === undefined ? eq(sites.id, siteId) : and(eq(sites.id, siteId), eq(sites.draftRevision, baseRevision)))
    .returning({ savedAt: sites.draftUpdatedAt, revision: sites.draftRevision });
  if (!row) {
    await loadSite(db, siteId);
    throw new HttpError(409, ErrorCode.DraftConflict, DRAFT_CONFLICT_MESSAGE);
  }
  return { savedAt: row.savedAt.toISOString(), revision: row.revision };
}

/** JSON with object keys in sorted order, so equal values compare equal however they were stored (jsonb reorders keys). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** What a version changed since the one before: titles of added, removed or edited pages, and 'Site settings'. */
export function versionChanges(before: SiteDocument | null, after: SiteDocument): string[] {
  if (!before) return ['First version'];
  const changes: string[] = [];
  if (canonical(before.site) !== canonical(after.site)) changes.push('Site settings');
  const old = new Map(before.pages.map((p) => [p.pageId, p]));
  for (const page of after.pages) {
    const was = old.get(page.pageId);
    if (!was) changes.push(`${page.title || 'Untitled page'} (new)`);
    else if (canonical(was) !== canonical(page)) changes.push(page.title || 'Untitled page');
    old.delete(page.pageId);
  }
  for (const gone of old.values()) changes.push(`${gone.title || 'Untitled page'} (deleted)`);
  const order = (d: SiteDocument) => d.pages.map((p) => p.pageId).join('|');
  if (!changes.length && order(before) !== order(after)) changes.push('Page order');
  return changes;
}

/** Every published version of a site, newest first. */
export async function listVersions(db: Db, siteId: number): Promise<VersionListResponse> {
  const site = await loadSite(db, siteId);
  const rows = await db
    .select({ version: siteVersions.version, publishedAt: siteVersions.publishedAt, publishedBy: siteVersions.publishedBy, changes: siteVersions.changes })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, siteId))
    .orderBy(desc(siteVersions.version))
    .limit(500);
  return {
    versions: rows.map((r) => ({
      version: r.version,
      publishedAt: r.publishedAt.toISOString(),
      publishedBy: r.publishedBy,
      changes: Array.isArray(r.changes) ? (r.changes as string[]) : [],
      isLive: r.version === site.publishedVersion,
    })),
  };
}

/** One published version's document, brought to the current schema. */
export async function getVersion(db: Db, siteId: number, version: number): Promise<SiteDocument> {
  const [row] = await db
    .select({ document: siteVersions.document })
    .from(siteVersions)
    .where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.version, version)));
  if (!row) throw new HttpError(404, ErrorCode.NotFound, `There is no version ${version} of this site.`);
  return migrateDocument(row.document);
}

/** Makes a published version the draft again (a new save, so other open builders see a conflict, not a silent change). */
export async function restoreVersion(db: Db, siteId: number, version: number): Promise<EditorDocumentResponse> {
  const document = await getVersion(db, siteId, version);
  await saveDraft(db, siteId, document);
  return getEditorDocument(db, siteId);
}

/**
 * Makes the draft the live site. The version bump is what visitors' cached pages are keyed by, so every
 * server process serves the new pages from the next request on.
 */
export async function publish(db: Db, siteId: number, publishedBy: string): Promise<{ publishedVersion: number; publishedAt: string }> {
  const published = await db.transaction(async (tx) => {
    // Locked so a save landing mid-publish cannot be half-published.
    const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
    if (!site) throw new HttpError(404, ErrorCode.NotFound, 'This site no longer exists.');
    const document = checkedDocument(site.draftDocument);
    const [row] = await tx
      .update(sites)
      .set({
        publishedDocument: document,
        publishedVersion: sql`${sites.publishedVersion} + 1`,
        publishedAt: new Date(),
        company: document.site.company || site.company,
      })
      .where(eq(sites.id, siteId))
      .returning({ publishedVersion: sites.publishedVersion, publishedAt: sites.publishedAt });
    const before = site.publishedDocument ? migrateDocument(site.publishedDocument) : null;
    await tx.insert(siteVersions).values({
      siteId,
      version: row.publishedVersion,
      document,
      publishedAt: row.publishedAt ?? new Date(),
      publishedBy,
      changes: versionChanges(before, document),
    });
    return { publishedVersion: row.publishedVersion, publishedAt: (row.publishedAt ?? new Date()).toISOString() };
  });
  announceSiteChange(db, siteId);
  return published;
}
