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

/** Documents whose words are listed by one statement (ts_stat), so visitors' queries pass between them. */
const SLICE = 20_000;
/** Words that seem gone, checked again and taken out by one short transaction. */
const CHECK = 500;

type Rows<T> = { rows: T[] };

/**
 * Takes out of the site's vocabulary every word none of its search documents holds, in three steps:
 * 1. the words the documents hold, listed by ts_stat a slice of documents at a time (by kind and item);
 * 2. the site's vocabulary, less those: the words that seem gone;
 * 3. each of them looked up once more in the documents' text indexes and taken out, a few hundred at a
 *    time, while writers of search terms wait. A word a transaction wrote after its slice was listed is
 *    seen then (or its writer waits until the word is gone from the check), so no live word is lost.
 * Measured on the embedded database while the machine was loaded: the demo site (2,000 works, 4,700
 * words) in 0.16 s; the whole shared data (193,000 works, 77,000 words) in 1.5 s, no other query waiting
 * more than 0.18 s meanwhile. Returns how many words went; a check whose lock
 * is not had within 5 s ends the pass (the next one does it).
 */
export async function pruneSearchTerms(db: Db, siteId: number, sliceSize = SLICE): Promise<number> {
  const live = await liveWords(db, siteId, sliceSize);
  const vocabulary = ((await db.execute(sql`select word from search_terms where site_id = ${siteId}`)) as unknown as Rows<{ word: string }>).rows;
  const candidates = vocabulary.map((r) => r.word).filter((word) => !live.has(word));
  let gone = 0;
  for (let i = 0; i < candidates.length; i += CHECK) {
    const taken = await takeOut(db, siteId, candidates.slice(i, i + CHECK));
    if (taken === null) return gone;
    gone += taken;
  }
  return gone;
}

async function liveWords(db: Db, siteId: number, sliceSize: number): Promise<Set<string>> {
  const live = new Set<string>();
  const site = Math.trunc(siteId);
  const size = Math.max(1, Math.trunc(sliceSize));
  let from = { kind: -1, item: 0 };
  for (;;) {
    // The slice's last document, off the (site, kind, item) index; none past it ends the listing.
    const [last] = ((await db.execute(
      sql`select kind, item_id as item from search_documents where site_id = ${site} and (kind, item_id) > (${from.kind}, ${from.item}) order by kind, item_id offset ${size - 1} limit 1`,
    )) as unknown as Rows<{ kind: number; item: number }>).rows;
    const range = `site_id = ${site} and (kind, item_id) > (${from.kind}, ${from.item})${last ? ` and (kind, item_id) <= (${last.kind}, ${last.item})` : ''}`;
    const words = ((await db.execute(sql`select word from ts_stat(${`select document from search_documents where ${range}`})`)) as unknown as Rows<{ word: string }>).rows;
    for (const { word } of words) live.add(word);
    if (!last) return live;
    from = last;
  }
}

/** Takes out those of the words no document holds now; null when the lock was not had. */
async function takeOut(db: Db, siteId: number, words: string[]): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`lock table search_terms in share row exclusive mode`);
      // Works and the other kinds have text indexes of their own (partial), so each is asked apart.
      const result = (await tx.execute(sql`
        delete from search_terms t
        where t.site_id = ${siteId} and t.word = any(${sql.param(words)}::text[])
          and not exists (select 1 from search_documents d where d.kind = 0 and d.site_id = ${siteId} and d.document @@ search_operand(t.word, false)::tsquery)
          and not exists (select 1 from search_documents d where d.kind <> 0 and d.site_id = ${siteId} and d.document @@ search_operand(t.word, false)::tsquery)
        returning t.word`)) as unknown as Rows<{ word: string }>;
      return result.rows.length;
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
