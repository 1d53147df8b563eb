import { SCHEMA_VERSION, type SiteDocument } from './document';

export class MigrationError extends Error {}

type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/**
 * Steps from version N to N+1, indexed by N. Saved documents are migrated on load, never broken.
 * Version 1 is the first; documents without a version are treated as version 1 drafts.
 */
const MIGRATIONS: Record<number, Migration> = {};

/** Brings a stored document up to the current schema version. */
export function migrateDocument(input: unknown): SiteDocument {
  if (typeof input !== 'object' || input === null) throw new MigrationError('A site document must be an object');
  let doc = { ...(input as Record<string, unknown>) };
  let version = typeof doc.schemaVersion === 'number' ? doc.schemaVersion : 1;
  if (version > SCHEMA_VERSION) {
    throw new MigrationError(`Document version ${version} is newer than this product (${SCHEMA_VERSION})`);
  }
  while (version < SCHEMA_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) throw new MigrationError(`No migration from version ${version}`);
    doc = step(doc);
    version += 1;
  }
  return { ...doc, schemaVersion: SCHEMA_VERSION } as SiteDocument;
}
