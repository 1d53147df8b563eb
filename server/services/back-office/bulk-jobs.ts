import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode, bulkChangeSchema, type BulkChange, type BulkJob, type BulkJobState } from '../../../schema';
import type { Db } from '../../db/client';
import { announceSiteChange } from '../../db/site-changes';
import { bulkJobs, bulkJobWorks, inventory } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { crashPointsFrom } from '../commerce/crash-points';
import { bumpStockVersion } from '../commerce/stock';
import { searchTermsMayHaveGone } from '../content/search-terms';
import { applyChange } from './bulk-effects';
import { firstChunkSize, nextChunkSize, type BulkJobSettings } from './bulk-job-settings';
import { isUniqueViolation, rowsOf, type Tx } from './records';

/**
 * A bulk action by filter over many works, run as a job in chunks (the settings and why: ./bulk-job-
 * settings.ts). The works are fixed when it starts (bulk_job_works); each chunk is one transaction that
 * takes the next works in id order off that list (as many as fit its time), locks and changes them with the same set-based SQL as
 * the one-transaction path (./bulk-effects.ts), moves the site's stock version on (visitors' kept pages
 * and lists go stale at once) and records its progress. Taking the works off the list in the
 * transaction that changes them is what makes a chunk retried after a crash change none of them twice.
 */

/** The artworks table's jobs; a site runs one at a time per table. */
const ARTWORKS = 'artworks';

/** For the crash tests only (BULK_JOB_CRASH_AT=<point>@<n>, as ../commerce/crash-points.ts). */
export const BULK_JOB_CRASH_POINTS = ['in-chunk', 'after-chunk'] as const;
const crashPoint = crashPointsFrom<(typeof BULK_JOB_CRASH_POINTS)[number]>(process.env.BULK_JOB_CRASH_AT);

interface JobRow {
  id: number;
  siteId: number;
  change: BulkChange;
  state: 'running' | 'done' | 'failed';
  total: number;
  done: number;
  changed: number;
  prices: number;
  message: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** Whether its lease ran out: no process is working on it now. */
  leaseOver: boolean;
}

const JOB_COLUMNS = sql`id, site_id as "siteId", change, state, total, done, changed, prices, message,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "finishedAt", lease_until < now() as "leaseOver"`;

function jobView(row: JobRow): BulkJob {
  const state: BulkJobState = row.state === 'running' && row.leaseOver ? 'interrupted' : row.state;
  return {
    id: row.id,
    change: row.change,
    state,
    total: row.total,
    done: row.done,
    changed: row.changed,
    unchanged: row.done - row.changed,
    ...(row.change.action === 'price' ? { prices: row.prices } : {}),
    message: row.message,
    startedAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

const inProgress = (job: { done: number; total: number }) =>
  `Another bulk action is still going through this site’s artworks (${job.done.toLocaleString('en-US')} of ${job.total.toLocaleString('en-US')} done). Wait until it is done, then try again.`;

/**
 * Starts a job over every work of the site the filter matches (in the caller's transaction, which
 * checks the count the owner confirmed): the job row, owned by `runner` from the start, and its works.
 * 409 while another job runs over the site's artworks (the partial unique index decides a race).
 */
export async function createBulkJob(tx: Tx, siteId: number, change: BulkChange, filter: object, where: SQL, runner: BulkJobRunner): Promise<{ id: number; total: number }> {
  const [running] = await rowsOf<JobRow>(tx, sql`select ${JOB_COLUMNS} from ${bulkJobs} where site_id = ${siteId} and "table" = ${ARTWORKS} and state = 'running'`);
  if (running) throw new HttpError(409, ErrorCode.EditConflict, inProgress(running));
  let id: number;
  try {
    [{ id }] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into ${bulkJobs} (site_id, "table", change, filter, state, total, runner, lease_until)
          values (${siteId}, ${ARTWORKS}, ${JSON.stringify(change)}::jsonb, ${JSON.stringify(filter)}::jsonb, 'running', 0, ${runner.token}, now() + make_interval(secs => ${runner.settings.leaseSeconds}))
          returning id`,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'bulk_jobs_one_running_idx')) throw new HttpError(409, ErrorCode.EditConflict, inProgress({ done: 0, total: 0 }));
    throw error;
  }
  const [{ total }] = await rowsOf<{ total: number }>(
    tx,
    sql`with works as (insert into ${bulkJobWorks} (job_id, artwork_id) select ${id}, id from ${inventory} where ${where} returning 1)
        select count(*)::int as total from works`,
  );
  await tx.execute(sql`update ${bulkJobs} set total = ${total} where id = ${id}`);
  return { id, total };
}

export async function readBulkJob(db: Db, siteId: number, id: number): Promise<BulkJob> {
  const [row] = await rowsOf<JobRow>(db, sql`select ${JOB_COLUMNS} from ${bulkJobs} where id = ${id} and site_id = ${siteId} and "table" = ${ARTWORKS}`);
  if (!row) throw new HttpError(404, ErrorCode.NotFound, 'There is no such bulk action in this site.');
  return jobView(row);
}

/** The site's job over its artworks that has not ended (running, or interrupted until a server takes it up), if any. */
export async function currentBulkJob(db: Db, siteId: number): Promise<BulkJob | null> {
  const [row] = await rowsOf<JobRow>(db, sql`select ${JOB_COLUMNS} from ${bulkJobs} where site_id = ${siteId} and "table" = ${ARTWORKS} and state = 'running'`);
  return row ? jobView(row) : null;
}

type Chunk = { outcome: 'more' | 'done'; siteId: number; changed: number } | { outcome: 'lost' };

/**
 * One chunk, one transaction: the job's row locked (only while `runner` holds it: a process that lost
 * its lease stops here), the next works taken off its list in id order, those still on the site
 * locked in id order and changed, the progress and a renewed lease written. A work deleted since is
 * gone through unchanged.
 */
export async function runChunk(db: Db, jobId: number, runner: { token: string; settings: BulkJobSettings }, size: number): Promise<Chunk> {
  return db.transaction(async (tx) => {
    const [job] = await rowsOf<JobRow>(tx, sql`select ${JOB_COLUMNS} from ${bulkJobs} where id = ${jobId} and state = 'running' and runner = ${runner.token} for update`);
    if (!job) return { outcome: 'lost' as const };
    const taken = await rowsOf<{ id: number }>(
      tx,
      sql`delete from ${bulkJobWorks} where job_id = ${jobId} and artwork_id in (
            select artwork_id from ${bulkJobWorks} where job_id = ${jobId} order by artwork_id limit ${size})
          returning artwork_id as id`,
    );
    const ids = taken.map((r) => r.id).sort((a, b) => a - b);
    const locked = ids.length
      ? (await rowsOf<{ id: number }>(tx, sql`select id from ${inventory} where site_id = ${job.siteId} and id = any(${sql.param(ids)}::int[]) order by id for update`)).map((r) => r.id)
      : [];
    const change = bulkChangeSchema.parse(job.change);
    const applied = locked.length ? await applyChange(tx, change, locked, false) : { changed: [], pricesMoved: 0 };
    crashPoint('in-chunk');
    const finished = job.done + ids.length >= job.total || ids.length < size;
    await tx.execute(sql`update ${bulkJobs} set done = done + ${ids.length}, changed = changed + ${applied.changed.length}, prices = prices + ${applied.pricesMoved ?? 0},
      updated_at = now(), lease_until = now() + make_interval(secs => ${runner.settings.leaseSeconds})
      ${finished ? sql`, state = 'done', finished_at = now(), runner = null` : sql``} where id = ${jobId}`);
    // Last, as checkout takes it last too: visitors' kept pages and lists of the site go stale.
    if (applied.changed.length) await bumpStockVersion(tx, job.siteId);
    return { outcome: finished ? ('done' as const) : ('more' as const), siteId: job.siteId, changed: applied.changed.length };
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How many times in a row a chunk may fail (a lost connection, a statement timeout) before the job is marked failed. */
const CHUNK_ATTEMPTS = 3;

/**
 * Runs bulk jobs in this process: the one a request just started, and any whose process died (its
 * lease ran out), looked for at start and every `sweepMs`. Taking a job over is one conditional
 * update, so two processes never run the same job at once.
 */
export class BulkJobRunner {
  readonly token = `${process.pid}-${randomUUID()}`;
  private readonly running = new Map<number, Promise<void>>();
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    readonly settings: BulkJobSettings,
    private readonly log: (line: string) => void = (line) => console.log(`[bulk jobs] ${line}`),
  ) {}

  /** Runs the job, owned by this runner already (it made it), in the background. */
  run(jobId: number): void {
    if (this.stopped || this.running.has(jobId)) return;
    const run = this.loop(jobId).finally(() => this.running.delete(jobId));
    this.running.set(jobId, run);
  }

  /** Takes over every running job whose lease ran out, and runs it. */
  async sweep(): Promise<void> {
    const taken = await rowsOf<{ id: number; done: number; total: number }>(
      this.db,
      sql`update ${bulkJobs} set runner = ${this.token}, lease_until = now() + make_interval(secs => ${this.settings.leaseSeconds})
          where state = 'running' and lease_until <= now() returning id, done, total`,
    );
    for (const job of taken) {
      this.log(`job ${job.id}: taken up at ${job.done} of ${job.total} works`);
      this.run(job.id);
    }
  }

  /** Sweeps now and every `sweepMs`. */
  startSweeping(sweepMs: number): void {
    const sweep = () => void this.sweep().catch((error: Error) => this.log(`could not look for jobs to take up (${error.message})`));
    sweep();
    this.timer = setInterval(sweep, sweepMs);
    this.timer.unref();
  }

  /**
   * Stops after each job's chunk under way, and gives its lease back, so the next process to start
   * (or sweep) takes it up at once.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.running.values());
  }

  private async loop(jobId: number): Promise<void> {
    let failures = 0;
    let size = firstChunkSize(this.settings);
    while (!this.stopped) {
      let chunk: Chunk;
      try {
        const started = performance.now();
        chunk = await runChunk(this.db, jobId, this, size);
        size = nextChunkSize(this.settings, size, performance.now() - started);
        failures = 0;
      } catch (error) {
        failures += 1;
        this.log(`job ${jobId}: a chunk failed (${(error as Error).message})`);
        if (failures >= CHUNK_ATTEMPTS) return this.fail(jobId);
        await sleep(500 * failures);
        continue;
      }
      crashPoint('after-chunk');
      if (chunk.outcome === 'lost') return;
      if (chunk.changed) {
        announceSiteChange(this.db, chunk.siteId);
        searchTermsMayHaveGone(chunk.siteId);
      }
      if (chunk.outcome === 'done') return;
      // The database is free for visitors' requests until the next chunk.
      await sleep(this.settings.pauseMs);
    }
    await this.db.execute(sql`update ${bulkJobs} set lease_until = now() where id = ${jobId} and runner = ${this.token} and state = 'running'`).catch(() => undefined);
  }

  /** The works gone through stay changed; the rest are let go (what went wrong is in the log). */
  private async fail(jobId: number): Promise<void> {
    const message = 'The action stopped: the database refused a change three times in a row. The works gone through keep the change; run the action again for the rest.';
    await this.db
      .transaction(async (tx) => {
        await tx.execute(sql`update ${bulkJobs} set state = 'failed', message = ${message}, finished_at = now(), runner = null where id = ${jobId} and runner = ${this.token}`);
        await tx.execute(sql`delete from ${bulkJobWorks} where job_id = ${jobId}`);
      })
      .catch((e: Error) => this.log(`job ${jobId}: could not be marked failed (${e.message})`));
  }
}
