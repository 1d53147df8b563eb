import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from './client';

/**
 * A new, empty database on the PostgreSQL server DATABASE_URL names, and how to drop it again: each
 * test file (and each group of server processes a test starts) gets one of its own.
 */
export async function createScratchPostgresDatabase(prefix = 'test', base = process.env.DATABASE_URL, template: string | null = null): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  if (!base) throw new Error('DATABASE_URL is not set');
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again on close). Given a template
 * (a PGlite dump file, or a PostgreSQL database's name), a copy of it instead.
 */
export async function openTestDatabase(template: string | null = null): Promise<Database> {
  if (!process.env.DATABASE_URL) return openDatabase({ databaseUrl: null, dataDir: null, loadFrom: template });
  const scratch = await createScratchPostgresDatabase('test', process.env.DATABASE_URL, template);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
