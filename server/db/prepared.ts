import type { SQL } from 'drizzle-orm';
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

/** What drizzle's own `db.execute` uses to run a statement of raw SQL: not in its typed API. */
interface RawStatements {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(values: Record<string, unknown>): Promise<unknown> } };
}

/**
 * A statement of raw SQL prepared once per database, as `prepared` does for drizzle's builders: its
 * text is built a single time from `sql.placeholder`s (drizzle's builders inside it may use them too),
 * and each run fills them in. Answers the rows, as `rowsOf` does for a statement built on each call.
 */
export function preparedRows<T>(db: Db, name: string, build: () => SQL): (values: Record<string, unknown>) => Promise<T[]> {
  return prepared(db, name, (d, statementName) => {
    const { dialect, session } = d as unknown as RawStatements;
    const statement = session.prepareQuery(dialect.sqlToQuery(build()), undefined, statementName, false);
    return async (values: Record<string, unknown>) => ((await statement.execute(values)) as { rows: T[] }).rows;
  });
}
