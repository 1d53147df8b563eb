import type { Db } from './client';

/**
 * Prepared statements, built once per database: the hot read paths (a cart, a list page, the site of
 * a request) skip building their SQL on every call, and PostgreSQL skips planning it again.
 */
const statements = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    byName.set(name, statement);
  }
  return statement;
}
