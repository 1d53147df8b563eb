import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema';
import { attachSiteChanges, listenOnPostgres, SITE_CHANGED_CHANNEL, SiteChanges, type SiteChangeFeed } from './site-changes';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Changes to site rows from every process on this database (see site-changes.ts). */
  siteChanges: SiteChangeFeed;
  /** An embedded database's files written to one file, which `loadFrom` opens again (PGlite only). */
  dumpTo?(path: string): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = resolve(import.meta.dirname, 'migrations');

/**
 * Opens the database and runs the migrations: PostgreSQL when a URL is given, otherwise PGlite with
 * its files under `dataDir` (or in memory when dataDir is null, for tests; from the files of a
 * `dumpTo` when loadFrom names one).
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string | null; loadFrom?: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Our prepared statements are keyed lookups whose best plan does not depend on the values. By
      // default PostgreSQL plans such a statement afresh on each run when it cannot estimate an
      // array parameter (the cart's edition ids), which costs more than running it; plan it once.
      options: [new URL(options.databaseUrl).searchParams.get('options'), '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
    });
    // An idle connection the server drops (a restart, a terminated backend) must not take the process
    // down with it: the pool discards it and opens a new one for the next query.
    pool.on('error', (error) => console.error('PostgreSQL closed an idle connection:', error.message));
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const siteChanges = await listenOnPostgres(options.databaseUrl);
    attachSiteChanges(db, siteChanges);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      siteChanges,
      close: async () => {
        await siteChanges.close();
        await pool.end();
      },
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | null = null;
  if (options.dataDir) {
    dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // In a thread of its own, so its queries never hold up the server's requests and connections.
  const client = await PGliteThread.start(dir, options.loadFrom ?? null);
  const db = drizzle({ client: client as never, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  // One process owns an embedded database, and its worker hears every change made through it.
  const siteChanges = new SiteChanges();
  client.onNotification((channel, payload) => {
    if (channel === SITE_CHANGED_CHANNEL) siteChanges.notify(payload);
  });
  siteChanges.up();
  attachSiteChanges(db, siteChanges);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    siteChanges,
    dumpTo: (path) => client.dumpTo(path),
    close: async () => {
      await siteChanges.close();
      await client.close();
    },
  };
}
