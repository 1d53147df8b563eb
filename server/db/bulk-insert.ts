import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Executor = Pick<Db, 'execute'>;

/**
 * Inserts many rows in one statement with a single parameter: the rows as a JSON array, turned back
 * into typed columns by jsonb_to_recordset. Drizzle's multi-row VALUES binds every field as its own
 * parameter, and building those statements took longer than the database took to store 190,000 works
 * (the scale load); here the cost per row is the database's alone. Text arrays and jsonb columns come
 * through as JSON arrays and objects; dates as ISO strings.
 */
export async function insertRows<T extends PgTable, R extends Record<string, PgColumn>>(
  db: Executor,
  table: T,
  rows: Array<T['$inferInsert']>,
  returning?: R,
): Promise<Array<{ [K in keyof R]: R[K]['_']['data'] }>> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // The columns some row sets; the others keep their defaults.
  const keys = Object.keys(columns).filter((key) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      const value = (row as Record<string, unknown>)[key];
      record[columns[key].name] = value instanceof Date ? value.toISOString() : value ?? null;
    }
    return record;
  });
  const names = sql.join(keys.map((key) => sql.identifier(columns[key].name)), sql`, `);
  const types = sql.join(keys.map((key) => sql`${sql.identifier(columns[key].name)} ${sql.raw(columns[key].getSQLType())}`), sql`, `);
  const back: SQL = returning
    ? sql` returning ${sql.join(Object.entries(returning).map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`), sql`, `)}`
    : sql``;
  const result = await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})${back}`,
  );
  return (result as unknown as { rows: Array<{ [K in keyof R]: R[K]['_']['data'] }> }).rows;
}
