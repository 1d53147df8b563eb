import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { createScratchPostgresDatabase } from '../db/test-database';
import { SEEDED_TEMPLATE_ENV, seedForTests } from './seeded';

/**
 * Migrates and seeds one database before the server tests, which each copy it: opening PGlite from a
 * dump, or PostgreSQL's CREATE DATABASE … TEMPLATE, is a fraction of migrating and seeding per file.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    const template = await createScratchPostgresDatabase('template');
    const database = await openDatabase({ databaseUrl: template.url, dataDir: null });
    await seedForTests(database.db);
    await database.close();
    process.env[SEEDED_TEMPLATE_ENV] = template.name;
    return () => template.drop();
  }
  const dir = mkdtempSync(join(tmpdir(), 'seeded-template-'));
  const file = join(dir, 'seeded.tar');
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  await seedForTests(database.db);
  await database.dumpTo!(file);
  await database.close();
  process.env[SEEDED_TEMPLATE_ENV] = file;
  return async () => rmSync(dir, { recursive: true, force: true });
}
