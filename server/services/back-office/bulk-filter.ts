import { sql } from 'drizzle-orm';
import { ErrorCode, type BulkChange, type BulkFilterAction, type BulkFilterCount, type BulkFilterResponse, type BulkJob } from '../../../schema';
import type { Db } from '../../db/client';
import { inventory } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { contentChanged } from '../content/changed';
import { artworkFilterWhere, readyForFilters } from './artwork-table';
import { applyChange, wouldChange } from './bulk-effects';
import { createBulkJob, readBulkJob, type BulkJobRunner } from './bulk-jobs';
import { rowsOf } from './records';

/**
 * Bulk actions of the artworks table over every work of the site a filter matches, however many (a
 * collection of 193,000 works, all of them): the filter is the table's own (the same WHERE as its page
 * and total), the works are locked in id order and changed by the same set-based statements as a
 * selection of ids (./bulk-effects.ts), in one transaction answered in counts, or past a few hundred
 * works in a job of short transactions (./bulk-jobs.ts).
 */

/** The count the owner confirms: how many works the filter matches, and how many of them the action would change. */
export async function countBulkByFilter(db: Db, siteId: number, input: BulkFilterAction): Promise<BulkFilterCount> {
  return db.transaction(async (tx) => {
    await readyForFilters(tx);
    const [row] = await rowsOf<{ matching: number; changing: number }>(
      tx,
      sql`select count(*)::int as matching, (count(*) filter (where ${wouldChange(input)}))::int as changing
          from ${inventory} where ${artworkFilterWhere(siteId, input.filter)}`,
    );
    return row;
  });
}

/** 409 when the filter matches another number than the owner confirmed: nothing changes. */
function checkConfirmed(input: BulkFilterAction, found: number): void {
  if (input.matching === undefined || found === input.matching) return;
  throw new HttpError(
    409,
    ErrorCode.EditConflict,
    `The filter now matches ${found.toLocaleString('en-US')} ${found === 1 ? 'artwork' : 'artworks'}, not the ${input.matching.toLocaleString('en-US')} asked about: the works changed since. Nothing was changed; look again and confirm.`,
  );
}

/** What the action did at once, in counts; or the job it started, for more works than one short transaction should hold. */
export type BulkFilterOutcome = { now: BulkFilterResponse } | { job: BulkJob };

/**
 * Applies the action to every work the filter matches. When the owner confirmed a count (`matching`)
 * and the filter now matches another number (a sale, an import, another tab's edit since), nothing
 * changes: 409 with both numbers, so the owner can look again and confirm what will happen. Up to the
 * threshold of the settings (./bulk-job-settings.ts), in one transaction; past it, a job over the works
 * matching now, run in chunks in the background (./bulk-jobs.ts).
 */
export async function bulkArtworksByFilter(db: Db, siteId: number, input: BulkFilterAction, jobs: BulkJobRunner): Promise<BulkFilterOutcome> {
  const { filter } = input;
  // The action with what it needs, as a job keeps it.
  const change = Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'filter' && key !== 'matching')) as BulkChange;
  const result = await db.transaction(async (tx): Promise<{ jobId: number } | { matching: number; changed: number; pricesMoved?: number }> => {
    await readyForFilters(tx);
    const where = artworkFilterWhere(siteId, filter);
    const [{ found }] = await rowsOf<{ found: number }>(tx, sql`select count(*)::int as found from ${inventory} where ${where}`);
    if (found > jobs.settings.threshold) {
      const job = await createBulkJob(tx, siteId, change, filter, where, jobs);
      checkConfirmed(input, job.total);
      return { jobId: job.id };
    }
    // Locked in id order, as every bulk action locks works, so two of them cannot deadlock.
    const ids = (await rowsOf<{ id: number }>(tx, sql`select id from ${inventory} where ${where} order by id for update`)).map((r) => r.id);
    checkConfirmed(input, ids.length);
    const applied = ids.length ? await applyChange(tx, input, ids, false) : { changed: [] };
    return { matching: ids.length, changed: applied.changed.length, pricesMoved: applied.pricesMoved };
  });
  if ('jobId' in result) {
    jobs.run(result.jobId);
    return { job: await readBulkJob(db, siteId, result.jobId) };
  }
  if (result.changed) await contentChanged(db, siteId);
  const { matching, changed, pricesMoved } = result;
  return { now: { matching, changed, unchanged: matching - changed, ...(input.action === 'price' ? { prices: pricesMoved ?? 0 } : {}) } };
}
