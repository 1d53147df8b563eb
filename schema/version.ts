/** The site document's format version; older documents are migrated on load (migrate.ts). */
export const SCHEMA_VERSION = 1;
