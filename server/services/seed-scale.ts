import { eq, sql } from 'drizzle-orm';
import { loadLargeCatalogue } from '../../fixtures/load-large';
import { buildScaleSitePlan } from '../../fixtures/seed-plan';
import type { Db } from '../db/client';
import { artists, inventory, sites } from '../db/schema';
import { insertSite } from './seed';

/**
 * The scale load: the whole shared data (MoMA's and Tate's collections, about 193,000 works and 16,600
 * artists) as one gallery site beside the demo sites, so benchmarks measure search and the filtered
 * lists at the size of a large collection. Run by `npm run seed:scale` and by the search benchmark.
 */
export const SCALE_SUBDOMAIN = 'scale';
export const SCALE_COMPANY = 'Collection at Scale';

export interface ScaleSeedResult {
  siteId: number;
  artists: number;
  artworks: number;
  /** False when the site was there already and nothing was loaded. */
  created: boolean;
  /**
   * Milliseconds spent reading the files, planning, writing (with the search triggers, and the text
   * indexes built again after it; `index` is that part of `insert`) and vacuuming.
   */
  timings: { read: number; plan: number; insert: number; index: number; vacuum: number };
}

/** The tables a scale load fills, whose text indexes it rebuilds rather than keeps up row by row. */
const LOADED_TABLES = ['artists', 'inventory', 'search_documents', 'search_terms'];

/**
 * Runs a bulk load with the loaded tables' text indexes (GIN: full-text and trigram) dropped, and
 * builds them again after it, in the same transaction: one sorted build of an index over 193,000 rows
 * costs far less than as many insertions into it. Other sites' rows are indexed again with the rest,
 * and nothing outside the transaction ever sees the tables without their indexes.
 */
async function withTextIndexesRebuilt<T>(tx: Pick<Db, 'execute'>, load: () => Promise<T>, timing: { index: number }): Promise<T> {
  const indexes = ((await tx.execute(
    sql`select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename in (${sql.join(LOADED_TABLES.map((t) => sql`${t}`), sql`, `)}) and indexdef like '% USING gin %'`,
  )) as unknown as { rows: Array<{ name: string; definition: string }> }).rows;
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name.replace(/"/g, '""')}"`));
  const result = await load();
  // A GIN build sorts its entries in memory: room for them all makes it one pass.
  const started = performance.now();
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  timing.index = performance.now() - started;
  return result;
}

/** Loads the scale site from `dataDir` unless a site of that subdomain exists; idempotent. */
export async function seedScaleSite(db: Db, dataDir: string, subdomain = SCALE_SUBDOMAIN): Promise<ScaleSeedResult> {
  const existing = await db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, subdomain));
  if (existing[0]) return { siteId: existing[0].id, ...(await counts(db, existing[0].id)), created: false, timings: { read: 0, plan: 0, insert: 0, index: 0, vacuum: 0 } };

  let started = performance.now();
  const source = await loadLargeCatalogue(dataDir);
  const read = performance.now() - started;
  started = performance.now();
  const plan = buildScaleSitePlan(source, subdomain, SCALE_COMPANY);
  const planned = performance.now() - started;
  started = performance.now();
  const indexing = { index: 0 };
  const siteId = await db.transaction((tx) => withTextIndexesRebuilt(tx, () => insertSite(tx, plan, new Date()), indexing));
  const insert = performance.now() - started;
  started = performance.now();
  // As after any bulk load: fresh statistics, so the planner picks the indexes at this size, and every
  // row marked as settled now rather than by the first visitors' reads (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze`);
  const vacuum = performance.now() - started;
  return { siteId, artists: plan.artists.length, artworks: plan.artworks.length, created: true, timings: { read, plan: planned, insert, index: indexing.index, vacuum } };
}

async function counts(db: Db, siteId: number): Promise<{ artists: number; artworks: number }> {
  const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(artists).where(eq(artists.siteId, siteId));
  const [w] = await db.select({ n: sql<number>`count(*)::int` }).from(inventory).where(eq(inventory.siteId, siteId));
  return { artists: a.n, artworks: w.n };
}
