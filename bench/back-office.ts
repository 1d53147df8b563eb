import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { artists, owners, ownerSites } from '../server/db/schema';
import { SCALE_SUBDOMAIN, seedScaleSite } from '../server/services/seed-scale';
import { DEFAULT_OWNER_EMAIL, seedIfEmpty } from '../server/services/seed';
import { postJson, serveApp } from '../server/test/harness';
import { hasTateData, tateSpreadsheet } from '../server/test/import-csv';
import { measureBulkByFilter } from './back-office-bulk';

/**
 * The owner's back office with the whole shared data in one site (about 193,000 works), over HTTP, as
 * the budgets state them: the artworks table opens in at most 1 s and filters in at most 150 ms
 * at the 95th percentile; saving an artwork takes at most 100 ms. Each filtered page is one the server
 * has not answered before (nothing in the back office is kept), so no figure is a cache hit.
 */

const PASSWORD = 'bench-password';

/** What an owner of a large collection filters and sorts the table by; {artist} is a prolific artist's id. */
export const TABLE_QUERIES: Array<[string, string]> = [
  ['sort title', 'sort=title'],
  ['sort title Z-A', 'sort=title&dir=desc'],
  ['sort artist', 'sort=artist'],
  ['sort date, newest', 'sort=date&dir=desc'],
  ['sort price', 'sort=price'],
  ['sort price, highest', 'sort=price&dir=desc'],
  ['search a title word', 'q=landscape'],
  ['search an artist', 'q=turner'],
  ['search a sku', 'q=sc-moma:4262'],
  ['search, rare', 'q=brancusi'],
  ['status available', 'status=available'],
  ['status on hold', 'status=on_hold'],
  ['status sold', 'status=sold'],
  ['status archived', 'status=archived'],
  ['price 1,000-5,000', 'minPrice=100000&maxPrice=500000'],
  ['type Artwork', 'type=0'],
  ['tag', 'tag=painting'],
  ['one artist', 'artistId={artist}'],
  ['one artist, by date', 'artistId={artist}&sort=date'],
  ['on hold, by price', 'status=on_hold&sort=price'],
  ['search + available + by title', 'q=study&status=available&sort=title'],
];

const PAGES_PER_QUERY = 5;

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return `p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (n=${sorted.length})`;
}

/**
 * `keepDir` names a data folder to load once and measure again and again (the load takes minutes);
 * without it, a fresh one is made and removed.
 */
export async function measureBackOffice(sharedDataDir: string, log: (line: string) => void, keepDir?: string): Promise<void> {
  const line = (what: string, value: string) => log(`${what.padEnd(76)} ${value}`);
  // On disk: the whole data with its indexes is about 1.5 GB of database files.
  const dir = keepDir ?? mkdtempSync(join(tmpdir(), 'bench-back-office-'));
  const database = await openDatabase({ databaseUrl: null, dataDir: dir });
  try {
    await seedIfEmpty(database.db, { artworksSamplePath: null, ownerEmail: DEFAULT_OWNER_EMAIL, ownerPassword: PASSWORD });
    const started = performance.now();
    const loaded = await seedScaleSite(database.db, sharedDataDir);
    if (loaded.created) line(`scale load, ${loaded.artworks.toLocaleString('en-US')} works (with the back office's indexes)`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    // The demo owner may work on the scale site too.
    const [owner] = await database.db.select({ id: owners.id }).from(owners).where(eq(owners.email, DEFAULT_OWNER_EMAIL));
    await database.db.insert(ownerSites).values({ ownerId: owner.id, siteId: loaded.siteId }).onConflictDoNothing();
    const [prolific] = await database.db.select({ id: artists.id }).from(artists).where(eq(artists.name, 'Joseph Mallord William Turner'));

    const server = await serveApp(database.db);
    try {
      const login = await postJson(`${server.url}/api/auth/login`, { email: DEFAULT_OWNER_EMAIL, password: PASSWORD });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
      const switched = await postJson(`${server.url}/api/editor/site`, { subdomain: SCALE_SUBDOMAIN }, { cookie });
      if (!switched.ok) throw new Error(`switching to the scale site answered ${switched.status}`);
      const timed = async (method: string, path: string, body?: unknown): Promise<{ ms: number; json: unknown }> => {
        const t = performance.now();
        const res = await fetch(`${server.url}/api/owner${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
        const json = await res.json();
        if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
        return { ms: performance.now() - t, json };
      };

      const opened = await timed('GET', '/artworks?limit=50');
      line(`artworks table opens, first request, ${(opened.json as { total: number }).total.toLocaleString('en-US')} works (budget 1 s)`, `${opened.ms.toFixed(0)} ms`);
      const opens: number[] = [];
      for (let i = 0; i < 10; i += 1) opens.push((await timed('GET', '/artworks?limit=50')).ms);
      line('artworks table opens, again', summary(opens));

      const all: number[] = [];
      for (const [name, raw] of TABLE_QUERIES) {
        const query = raw.replace('{artist}', String(prolific?.id ?? 1));
        const times: number[] = [];
        for (let page = 0; page < PAGES_PER_QUERY; page += 1) times.push((await timed('GET', `/artworks?limit=50&offset=${page * 50}&${query}`)).ms);
        all.push(...times);
        line(`  ${name}`, summary(times));
      }
      line('artworks table, every filter and sort (budget p95 150 ms)', summary(all));

      // Saving: the edit form's PATCH of a title (search documents, the size and stock version follow).
      const { items } = (await timed('GET', '/artworks?limit=60&sort=title')).json as { items: Array<{ id: number; revision: number; title: string }> };
      const saves: number[] = [];
      for (const item of items) saves.push((await timed('PATCH', `/artworks/${item.id}`, { revision: item.revision, title: `${item.title} (edited)`, tags: ['edited'] })).ms);
      line('saving an artwork, PATCH title and tags (budget 100 ms)', summary(saves.slice(10)));
      const prices: number[] = [];
      for (const item of items.slice(0, 30)) {
        const work = (await timed('GET', `/artworks/${item.id}`)).json as { editions: Array<{ id: number; revision: number; price: number }> };
        const edition = work.editions[0];
        if (edition) prices.push((await timed('PATCH', `/artworks/${item.id}/editions/${edition.id}`, { revision: edition.revision, price: edition.price + 100 })).ms);
      }
      line('saving an edition’s price', summary(prices));
      const bulk = await timed('POST', '/artworks/bulk', { ids: items.map((i) => i.id), action: 'price', percent: 10 });
      line(`bulk price change of ${items.length} works`, `${bulk.ms.toFixed(0)} ms`);
      // A visitor of the scale site meanwhile: its home page, a list of works, and works' own pages.
      const visit = async (path: string) => {
        const t = performance.now();
        const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}sub=${SCALE_SUBDOMAIN}`);
        await res.arrayBuffer();
        return { ms: performance.now() - t, status: res.status };
      };
      const visitorPaths = ['/', '/api/inventory?limit=24', ...items.slice(0, 8).map((i) => `/art/${i.id}`)];
      // The whole site's action (193,000 works, some 10-20 minutes each way) only when asked for.
      await measureBulkByFilter(timed, line, { visit, visitorPaths, wholeSite: process.env.BENCH_BULK_WHOLE_SITE === '1' });

      if (hasTateData()) await measureImport(server.url, cookie, line);
      else line('CSV import of 5,000 rows', 'skipped: the Tate files are not in the shared data');
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
    if (!keepDir) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The CSV import as the wizard sends it, into the site that already holds the whole collection: a
 * spreadsheet of 5,000 rows (budget 10 s), its dry run, and the same file again (nothing changes).
 */
async function measureImport(url: string, cookie: string, line: (what: string, value: string) => void): Promise<void> {
  const { csv, works } = await tateSpreadsheet(5_000, `BENCH${Date.now().toString(36)}`);
  const analysed = await sendCsv(url, cookie, 'analyze', csv);
  const mapping = (analysed.json as { mapping: Array<string | null> }).mapping;
  const dry = await sendCsv(url, cookie, 'dry-run', csv, mapping);
  line(`CSV import, dry run of 5,000 rows (${works.length.toLocaleString('en-US')} works)`, `${dry.ms.toFixed(0)} ms`);
  const imported = await sendCsv(url, cookie, 'import', csv, mapping);
  const report = imported.json as { created: number; editionsCreated: number };
  line(`CSV import of 5,000 rows: ${report.created.toLocaleString('en-US')} works, ${report.editionsCreated.toLocaleString('en-US')} editions created (budget 10 s)`, `${imported.ms.toFixed(0)} ms`);
  const again = await sendCsv(url, cookie, 'import', csv, mapping);
  line(`CSV import of the same file again (${(again.json as { unchanged: number }).unchanged.toLocaleString('en-US')} unchanged)`, `${again.ms.toFixed(0)} ms`);
}

async function sendCsv(url: string, cookie: string, step: string, csv: string, mapping?: Array<string | null>): Promise<{ ms: number; json: unknown }> {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'works.csv');
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  const t = performance.now();
  const res = await fetch(`${url}/api/owner/csv/artworks/${step}`, { method: 'POST', headers: { cookie }, body: form });
  const json = await res.json();
  if (!res.ok) throw new Error(`CSV ${step}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
  return { ms: performance.now() - t, json };
}
