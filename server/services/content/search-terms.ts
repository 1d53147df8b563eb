import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';

/**
 * The site's vocabulary (search_terms) is what search answers a typo with and tells a prefix by: the
 * database adds every word of every search document it writes (migration 0013) but never takes one
 * out. A word no document holds any more must go, or a typo is "corrected" into a word that finds
 * nothing (and a prefix of it is taken for a word of the site). A site's vocabulary is pruned a while
 * after its content changes, and once when a server process starts.
 */

/** How long after a content change a site's vocabulary is pruned: edits that come together share one pass. */
export const PRUNE_DELAY_MS = 60_000;

/** Words of the vocabulary checked at a time: one short transaction each, so visitors' queries pass between them. */
const CHUNK = 1000;

/**
 * Takes out of the site's vocabulary every word none of its search documents holds, a chunk of words at
 * a time in the vocabulary's order, each word looked up in the documents' text indexes. Measured on the
 * whole shared data (193,000 works, 77,000 words) on the embedded database, the machine loaded: 3.4 s in
 * all, and no other query waited more than 0.42 s meanwhile (one statement over every document, ts_stat,
 * took 2-3 s and held every visitor's query that long). Writers of search terms wait while a chunk runs, so a word written by
 * a transaction that commits meanwhile can never be taken out: its document is seen, or its write waits.
 * Returns how many words went; a chunk whose lock is not had within 5 s ends the pass (the next does it).
 */
export async function pruneSearchTerms(db: Db, siteId: number, chunkSize = CHUNK): Promise<number> {
  let gone = 0;
  let after = '';
  for (;;) {
    const chunk = await pruneChunk(db, siteId, after, chunkSize);
    if (!chunk) return gone;
    gone += chunk.gone;
    if (chunk.last === null) return gone;
    after = chunk.last;
  }
}

async function pruneChunk(db: Db, siteId: number, after: string, size: number): Promise<{ gone: number; last: string | null } | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`lock table search_terms in share row exclusive mode`);
      // Works and the other kinds have text indexes of their own (partial), so each is asked apart.
      const result = (await tx.execute(sql`
        with batch as (select word from search_terms where site_id = ${siteId} and word > ${after} order by word limit ${size}),
        gone as (
          delete from search_terms t using batch b
          where t.site_id = ${siteId} and t.word = b.word
            and not exists (select 1 from search_documents d where d.kind = 0 and d.site_id = ${siteId} and d.document @@ search_operand(b.word, false)::tsquery)
            and not exists (select 1 from search_documents d where d.kind <> 0 and d.site_id = ${siteId} and d.document @@ search_operand(b.word, false)::tsquery)
          returning t.word
        )
        select (select max(word) from batch) as last, (select count(*) from gone)::int as gone`)) as unknown as { rows: Array<{ last: string | null; gone: number }> };
      const [row] = result.rows;
      return { gone: row.gone, last: row.last };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return null;
    throw error;
  }
}

export interface SearchTermsPruning {
  /** A site's content changed: its vocabulary is pruned PRUNE_DELAY_MS later (once, however many changes come). */
  changed(siteId: number): void;
  stop(): Promise<void>;
}

let running: SearchTermsPruning | null = null;

/** Tells this process's pruning (if it runs one) that a site's content changed. */
export function searchTermsMayHaveGone(siteId: number): void {
  running?.changed(siteId);
}

/**
 * The server process's pruning: every site once now, then each site PRUNE_DELAY_MS after a change of its
 * content in this process (contentChanged). Another process prunes after its own changes, and every
 * process at its start, so no word outlives its documents by more than a minute or a restart.
 */
export function startSearchTermsPruning(db: Db, options: { delayMs?: number; log?: (line: string) => void } = {}): SearchTermsPruning {
  const delay = options.delayMs ?? PRUNE_DELAY_MS;
  const log = options.log ?? ((line: string) => console.log(line));
  const pending = new Map<number, ReturnType<typeof setTimeout>>();
  const passes = new Set<Promise<void>>();
  let stopped = false;
  const prune = (siteId: number): Promise<void> => {
    const pass = pruneSearchTerms(db, siteId).then(
      (gone) => {
        if (gone) log(`[search] ${gone} word${gone === 1 ? '' : 's'} no longer on site ${siteId} left its vocabulary`);
      },
      (error) => console.error(`[search] pruning the vocabulary of site ${siteId} failed:`, (error as Error).message),
    );
    return track(pass);
  };
  const track = (pass: Promise<void>): Promise<void> => {
    passes.add(pass);
    void pass.finally(() => passes.delete(pass));
    return pass;
  };
  const pruning: SearchTermsPruning = {
    changed(siteId) {
      if (stopped || pending.has(siteId)) return;
      const timer = setTimeout(() => {
        pending.delete(siteId);
        if (!stopped) void prune(siteId);
      }, delay);
      timer.unref();
      pending.set(siteId, timer);
    },
    async stop() {
      stopped = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      if (running === pruning) running = null;
      await Promise.all(passes);
    },
  };
  running = pruning;
  // At start, the sites one after another, so the database serves visitors between them.
  void track(
    (async () => {
      const rows = await db.select({ id: sites.id }).from(sites);
      for (const { id } of rows) {
        if (stopped) return;
        await prune(id);
      }
    })().catch((error) => console.error('[search] could not list the sites to prune:', (error as Error).message)),
  );
  return pruning;
}
