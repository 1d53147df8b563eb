import { eq, sql } from 'drizzle-orm';
import {
  ErrorCode,
  migrateDocument,
  MigrationError,
  validateDocument,
  type EditorDocumentResponse,
  type SiteDocument,
} from '../../schema';
import type { Db } from '../db/client';
import { sites } from '../db/schema';
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

/** The owner's draft, migrated to the current schema version. */
export async function getEditorDocument(db: Db, siteId: number): Promise<EditorDocumentResponse> {
  const site = await loadSite(db, siteId);
  const hasUnpublishedChanges = !site.publishedAt || site.draftUpdatedAt > site.publishedAt;
  return {
    document: migrateDocument(site.draftDocument),
    publishedVersion: site.publishedVersion,
    hasUnpublishedChanges,
    subdomain: site.subdomain,
  };
}

/** Stores a draft after full validation (shape, block configs, unique ids, nesting). */
export async function saveDraft(db: Db, siteId: number, input: unknown): Promise<{ savedAt: string }> {
  const document = checkedDocument(input);
  const [row] = await db
    .update(sites)
    .set({ draftDocument: document, draftUpdatedAt: new Date() })
    .where(eq(sites.id, siteId))
    .returning({ savedAt: sites.draftUpdatedAt });
  if (!row) throw new HttpError(404, ErrorCode.NotFound, 'This site no longer exists.');
  return { savedAt: row.savedAt.toISOString() };
}

/**
 * Makes the draft the live site. The version bump is what visitors' cached pages are keyed by, so every
 * server process serves the new pages from the next request on.
 */
export async function publish(db: Db, siteId: number): Promise<{ publishedVersion: number; publishedAt: string }> {
  return db.transaction(async (tx) => {
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
    return { publishedVersion: row.publishedVersion, publishedAt: (row.publishedAt ?? new Date()).toISOString() };
  });
}
