/**
 * How a bulk action by filter over many works runs (./bulk-jobs.ts). On the embedded database one
 * statement runs at a time and each changed work costs 1-4 ms (a write of its row and its indexes), so
 * every transaction of a bulk action holds back every visitor for as long as it lasts, and a visitor's
 * request that waits past the admission limit (800 ms there) is answered 503. So:
 * - up to `threshold` works, the action is one transaction answered at once (about 0.5-1 s at most);
 * - past it, a job changes its works in chunks of one transaction each, as many works as `chunkMs`
 *   holds at the pace of the chunk before (a tag costs more a work than a price: its search documents),
 *   at most `chunk`, and leaves the database to others for `pauseMs` between chunks;
 * - the process running a job renews its lease with each chunk; a job whose lease ran out (its process
 *   died) is taken over by the next process that looks (at start, then every few seconds).
 */
export interface BulkJobSettings {
  threshold: number;
  chunk: number;
  chunkMs: number;
  leaseSeconds: number;
  pauseMs: number;
}

export const BULK_JOB_DEFAULTS: BulkJobSettings = { threshold: 500, chunk: 1000, chunkMs: 250, leaseSeconds: 30, pauseMs: 100 };

/** The fewest works a chunk takes, however slow the last was. */
const FEWEST = 10;
/** A job's first chunk: small, until the pace of this action on this database is known. */
export const firstChunkSize = (settings: BulkJobSettings) => Math.min(settings.chunk, 50);

/**
 * The next chunk's size: as many works as `chunkMs` holds at the pace of the last chunk, at most half
 * again as many as the last (one quick chunk is no proof), within FEWEST and `chunk`.
 */
export function nextChunkSize(settings: BulkJobSettings, last: number, tookMs: number): number {
  const fits = Math.floor((last * settings.chunkMs) / Math.max(tookMs, 1));
  return Math.max(Math.min(FEWEST, settings.chunk), Math.min(settings.chunk, Math.ceil(last * 1.5), fits));
}
