import { sql } from 'drizzle-orm';
import { BackOfficeText, ErrorCode, type BulkAction, type BulkChange, type BulkJob, type BulkResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { inventory } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { contentChanged } from '../content/changed';
import { applyChange } from './bulk-effects';
import { createBulkJob, readBulkJob, type BulkJobRunner } from './bulk-jobs';
import { rowsOf, type Tx } from './records';

/**
 * Bulk actions of the artworks table over chosen works: tag, untag, price change by percent, mark sold,
 * on hold or available, archive. Up to the job threshold (./bulk-job-settings.ts) each is one
 * transaction over the site's works, answered with which works changed; past it, a job of short
 * transactions, as a bulk action by filter is, so that no visitor waits behind one long one. Either
 * way an id of another site refuses the whole action with 404, nothing changed. What each action
 * changes is in ./bulk-effects.ts.
 */

/** 404 naming the chosen works the site does not have (the first ten). */
function notFound(ids: number[], found: Set<number>): HttpError {
  const missing = ids.filter((id) => !found.has(id));
  return new HttpError(404, ErrorCode.NotFound, `${BackOfficeText.notFound('artwork')} (${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}) Nothing was changed.`);
}

/** Locks the chosen works of the site, in id order (a fixed order, so two bulk actions cannot deadlock). */
async function lockWorks(tx: Tx, siteId: number, ids: number[]): Promise<void> {
  const rows = await rowsOf<{ id: number }>(tx, sql`select id from ${inventory} where site_id = ${siteId} and id = any(${sql.param(ids)}::int[]) order by id for update`);
  if (rows.length !== ids.length) throw notFound(ids, new Set(rows.map((r) => r.id)));
}

/** What a bulk action over chosen works did at once; or the job it started, past the threshold. */
export type BulkOutcome = { now: BulkResponse } | { job: BulkJob };

export async function bulkArtworks(db: Db, siteId: number, action: BulkAction, jobs: BulkJobRunner): Promise<BulkOutcome> {
  if (action.ids.length > jobs.settings.threshold) return { job: await startJob(db, siteId, action, jobs) };
  const result = await db.transaction(async (tx) => {
    await lockWorks(tx, siteId, action.ids);
    const { changed, prices } = await applyChange(tx, action, action.ids, true);
    return prices ? { changed, prices } : { changed };
  });
  if (result.changed.length) await contentChanged(db, siteId);
  const changed = new Set(result.changed);
  return { now: { ...result, changed: [...changed].sort((a, b) => a - b), unchanged: action.ids.filter((id) => !changed.has(id)) } };
}

/** The job over the chosen works, once every one of them is found in the site; its works are locked chunk by chunk as it runs. */
async function startJob(db: Db, siteId: number, action: BulkAction, jobs: BulkJobRunner): Promise<BulkJob> {
  const { ids, ...change } = action;
  const id = await db.transaction(async (tx) => {
    const chosen = sql`site_id = ${siteId} and id = any(${sql.param(ids)}::int[])`;
    const rows = await rowsOf<{ id: number }>(tx, sql`select id from ${inventory} where ${chosen}`);
    if (rows.length !== ids.length) throw notFound(ids, new Set(rows.map((r) => r.id)));
    return (await createBulkJob(tx, siteId, change as BulkChange, { ids: ids.length }, chosen, jobs)).id;
  });
  jobs.run(id);
  return readBulkJob(db, siteId, id);
}
