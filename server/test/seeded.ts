import type { Db } from '../db/client';
import { seedIfEmpty } from '../services/seed';

export const OWNER_EMAIL = 'owner@test.local';
export const OWNER_PASSWORD = 'secret-pass-1';

/** The demo sites and their owner, as every test server starts with them. */
export async function seedForTests(db: Db): Promise<void> {
  await seedIfEmpty(db, { artworksSamplePath: null, ownerEmail: OWNER_EMAIL, ownerPassword: OWNER_PASSWORD });
}

/**
 * Set by the server tests' global setup (global-setup.ts): a seeded database to copy, a PGlite dump
 * file or a PostgreSQL database's name, so each test file starts from a copy instead of migrating and
 * seeding afresh.
 */
export const SEEDED_TEMPLATE_ENV = 'TEST_SEEDED_TEMPLATE';
