import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { SearchResponse } from '../../../schema';
import { posts, searchTerms, sites } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { contentChanged } from './changed';
import { pruneSearchTerms, startSearchTermsPruning } from './search-terms';

/**
 * The site's search vocabulary loses the words no search document holds any more, so a typo is never
 * answered with a word that finds nothing; words still in use, and other sites' words, stay.
 */

let server: TestServer;
let demo: number;
let artist: number;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.select({ id: sites.id, subdomain: sites.subdomain }).from(sites);
  demo = rows.find((s) => s.subdomain === 'demo')!.id;
  artist = rows.find((s) => s.subdomain === 'artist')!.id;
});
afterAll(() => server?.close());

async function words(siteId: number, ...candidates: string[]): Promise<string[]> {
  const rows = await server.db.select({ word: searchTerms.word }).from(searchTerms).where(eq(searchTerms.siteId, siteId));
  const all = new Set(rows.map((r) => r.word));
  return candidates.filter((w) => all.has(w));
}

async function titles(query: string): Promise<string[]> {
  const res = await fetch(`${server.url}/api/search?sub=demo&type=2&q=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as SearchResponse).results.map((r) => r.title);
}

/** Every word of the site's vocabulary is in one of its documents, and every word of its documents is in its vocabulary. */
async function vocabularyMatchesDocuments(siteId: number): Promise<void> {
  const doc = `select document from search_documents where site_id = ${siteId}`;
  const stale = (await server.db.execute(sql`select count(*)::int as n from search_terms t where t.site_id = ${siteId} and t.word not in (select word from ts_stat(${doc}))`)) as unknown as { rows: Array<{ n: number }> };
  const missing = (await server.db.execute(sql`select count(*)::int as n from ts_stat(${doc}) s where not exists (select 1 from search_terms t where t.site_id = ${siteId} and t.word = s.word)`)) as unknown as { rows: Array<{ n: number }> };
  expect([stale.rows[0].n, missing.rows[0].n]).toEqual([0, 0]);
}

describe('pruning a site’s search vocabulary', () => {
  it('takes out the words of a post that is rewritten, so a typo of them finds the words still there', async () => {
    const [post] = await server.db
      .insert(posts)
      .values({ siteId: demo, title: 'Zephyrine light', excerpt: 'Over the quayside.', html: '<p>Marbled zephyrine skies.</p>', publishedAt: new Date(Date.now() - 86_400_000) })
      .returning({ id: posts.id });
    expect(await words(demo, 'zephyrine', 'marbled', 'quayside')).toEqual(['zephyrine', 'marbled', 'quayside']);
    // A typo of the word finds the post while the word is the site's.
    expect(await titles('zephyrinne')).toEqual(['Zephyrine light']);

    await server.db.update(posts).set({ title: 'Zephyrus light', html: '<p>Marbled skies.</p>' }).where(eq(posts.id, post.id));
    // Written, never taken out: the old word still passes for a word of the site, so what begins it is
    // taken as its prefix, and finds nothing.
    expect(await words(demo, 'zephyrine', 'zephyrus')).toEqual(['zephyrine', 'zephyrus']);
    await contentChanged(server.db, demo); // a new answer, not the one kept for the old versions
    expect(await titles('zephyrin')).toEqual([]);

    // Its documents listed in slices of 25, so the pass goes through several.
    expect(await pruneSearchTerms(server.db, demo, 25)).toBeGreaterThanOrEqual(1);
    expect(await words(demo, 'zephyrine', 'zephyrus', 'marbled', 'quayside')).toEqual(['zephyrus', 'marbled', 'quayside']);
    await contentChanged(server.db, demo);
    // Now it is a typo, standing for the nearest words that are still there.
    expect(await titles('zephyrin')).toEqual(['Zephyrus light']);
    expect(await titles('zephyrinne')).toEqual(['Zephyrus light']);
    await vocabularyMatchesDocuments(demo);
    expect(await pruneSearchTerms(server.db, demo)).toBe(0);
  });

  it('leaves other sites’ words alone, even the same word', async () => {
    await server.db.insert(searchTerms).values([
      { siteId: artist, word: 'quokkaesque' },
      { siteId: demo, word: 'quokkaesque' },
    ]);
    await pruneSearchTerms(server.db, demo);
    expect(await words(demo, 'quokkaesque')).toEqual([]);
    expect(await words(artist, 'quokkaesque')).toEqual(['quokkaesque']);
    await pruneSearchTerms(server.db, artist);
    expect(await words(artist, 'quokkaesque')).toEqual([]);
    await vocabularyMatchesDocuments(artist);
  });

  it('runs in a server process: every site at start, then a site a while after its content changes', async () => {
    await server.db.insert(searchTerms).values([
      { siteId: demo, word: 'gonewordatstart' },
      { siteId: artist, word: 'gonewordatstart' },
    ]);
    const lines: string[] = [];
    const pruning = startSearchTermsPruning(server.db, { delayMs: 10, log: (line) => lines.push(line) });
    try {
      await expect.poll(() => words(demo, 'gonewordatstart').then(async (d) => [...d, ...(await words(artist, 'gonewordatstart'))]), { timeout: 20_000 }).toEqual([]);
      await server.db.insert(searchTerms).values({ siteId: demo, word: 'gonewordafteredit' });
      await contentChanged(server.db, demo);
      await expect.poll(() => words(demo, 'gonewordafteredit'), { timeout: 20_000 }).toEqual([]);
      expect(lines.some((line) => line.includes(`site ${demo}`))).toBe(true);
    } finally {
      await pruning.stop();
    }
    // Stopped, it prunes no more.
    await server.db.insert(searchTerms).values({ siteId: demo, word: 'keptafterstop' });
    await contentChanged(server.db, demo);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await words(demo, 'keptafterstop')).toEqual(['keptafterstop']);
    await server.db.delete(searchTerms).where(and(eq(searchTerms.siteId, demo), eq(searchTerms.word, 'keptafterstop')));
  });
});
