import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import sharp from 'sharp';
import { DEFAULT_OWNER_EMAIL, seedIfEmpty } from '../server/services/seed';
import { cardToken, buyer, postJson, sellableEditions, serveApp } from '../server/test/harness';
import { measureBuilders, optionsFromEnv as builderOptionsFromEnv } from './builder';
import { measureSiteBuilder } from './builder/site';
import { measureLoad } from './load';
import { runSearchBench } from './search-cli';
import { runBackOfficeBench } from './back-office-cli';
import { measurePages } from './pages';
import { measureVisitorPages, optionsFromEnv as visitorOptionsFromEnv } from './visitor';

/**
 * `npm run bench`: the skeleton's speed and memory figures on this machine, printed, never asserted.
 * Seeds the real sample (when present) into an in-memory PGlite and measures the server over HTTP.
 */
interface Figure {
  what: string;
  value: string;
}
const figures: Figure[] = [];
const record = (what: string, value: string) => {
  figures.push({ what, value });
  console.log(`${what.padEnd(48)} ${value}`);
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeRequests(label: string, count: number, send: (i: number) => Promise<Response>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await send(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  record(label, `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (n=${count})`);
}

const config = loadConfig();
const started = performance.now();
const database = await openDatabase({ databaseUrl: null, dataDir: null });
record('open in-memory PGlite + migrations', `${(performance.now() - started).toFixed(0)} ms`);

const seedStarted = performance.now();
await seedIfEmpty(database.db, { artworksSamplePath: config.artworksSamplePath, ownerEmail: null, ownerPassword: 'bench-password' });
record(`seed both demo sites (${config.artworksSamplePath ? 'shared MoMA sample' : 'fixtures catalogue'})`, `${(performance.now() - seedStarted).toFixed(0)} ms`);

const server = await serveApp(database.db);
const base = server.url;

const coldStarted = performance.now();
const first = await fetch(`${base}/?sub=demo`);
const html = await first.text();
record('home page SSR, first request', `${(performance.now() - coldStarted).toFixed(1)} ms, ${(html.length / 1024).toFixed(1)} KiB`);
await timeRequests('home page, cached', 200, () => fetch(`${base}/?sub=demo`));
await timeRequests('GET /api/inventory (30 per page, varying offset)', 200, (i) => fetch(`${base}/api/inventory?sub=demo&limit=30&offset=${(i * 30) % 1800}`));

const numbered = await sellableEditions(database.db, 'demo', 'edition');
await timeRequests('POST /api/carts (3 lines)', 200, () =>
  postJson(`${base}/api/carts`, { Sub: 'demo', Editions: numbered.slice(0, 3).map((e) => ({ EditionId: e.editionId, Quantity: 1 })) }),
);
await timeRequests('/art/{id} pages, first render each', 50, (i) => fetch(`${base}/art/${numbered[i % numbered.length].inventoryId}?sub=demo`));

const originals = await sellableEditions(database.db, 'demo', 'original');
const buys: number[] = [];
for (const edition of originals.slice(0, 30)) {
  const t = performance.now();
  const token = await cardToken(base, '4242424242424242');
  const res = await postJson(`${base}/api/buy`, buyer({ LineItems: [{ EditionId: edition.editionId, Quantity: 1 }], Token: token }));
  if (res.status !== 200) throw new Error(`buy answered ${res.status}: ${await res.text()}`);
  buys.push(performance.now() - t);
}
buys.sort((a, b) => a - b);
record('tokenize + buy one original', `p50 ${percentile(buys, 50).toFixed(1)} ms, p95 ${percentile(buys, 95).toFixed(1)} ms (n=${buys.length})`);

const imageStarted = performance.now();
const image = await fetch(`${base}/img/w_640/1.jpg`);
await image.arrayBuffer();
record('/img/w_640, first request (generate + resize)', `${(performance.now() - imageStarted).toFixed(1)} ms`);
await timeRequests('/img/w_640, cached', 50, () => fetch(`${base}/img/w_640/1.jpg`));

// The media library: a 12-megapixel photo (noise, so it compresses like one), uploaded by the owner, then
// its first /img w_1024 (decode, resize, encode, cache).
const login = await postJson(`${base}/api/auth/login`, { email: DEFAULT_OWNER_EMAIL, password: 'bench-password' });
const ownerCookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7a6a58', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
  .jpeg({ quality: 90 })
  .toBuffer();
const uploads: number[] = [];
const firstResizes: number[] = [];
for (let i = 0; i < 5; i += 1) {
  const t = performance.now();
  const res = await fetch(`${base}/api/media`, { method: 'POST', headers: { cookie: ownerCookie, 'content-type': 'image/jpeg', 'x-file-name': `photo-${i}.jpg` }, body: new Uint8Array(photo) });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  uploads.push(performance.now() - t);
  const r = performance.now();
  const resized = await fetch(`${base}/img/w_1024/${id}.jpg`);
  await resized.arrayBuffer();
  firstResizes.push(performance.now() - r);
}
uploads.sort((a, b) => a - b);
firstResizes.sort((a, b) => a - b);
record(`upload a 12 MP JPEG (${(photo.length / 2 ** 20).toFixed(1)} MiB), budget 1.5 s`, `p50 ${percentile(uploads, 50).toFixed(0)} ms, max ${uploads[uploads.length - 1].toFixed(0)} ms (n=5)`);
record('its first /img/w_1024, budget 300 ms', `p50 ${percentile(firstResizes, 50).toFixed(0)} ms, max ${firstResizes[firstResizes.length - 1].toFixed(0)} ms (n=5)`);

const memory = process.memoryUsage();
record('process memory after the run', `rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);

await server.close();
await database.close();

console.log('\nUnder load: 50 connections for 10 s each (autocannon), against the server in its own process');
await measureLoad(config.artworksSamplePath, (line) => console.log(line));

console.log(`\nKept pages beside nginx serving the same bytes, wrk 32 connections for ${Number(process.env.BENCH_PAGES_SECONDS) || 10} s (npm run bench:pages runs only this)`);
await measurePages(config.artworksSamplePath, (line) => console.log(line));

console.log('\nThe visitor budget pages: JavaScript on first load, and Lighthouse mobile (BENCH_LIGHTHOUSE_RUNS, default 3; npm run bench:weight and bench:lighthouse run only these)');
await measureVisitorPages(visitorOptionsFromEnv({ weight: true, lighthouse: true }), (line) => console.log(line));

if (process.env.BENCH_SCALE === '0') {
  console.log('\nSearch at scale: skipped (BENCH_SCALE=0)');
} else {
  console.log('\nSearch and the filtered lists with the whole shared data in one site (npm run bench:search runs only this)');
  await runSearchBench((line) => console.log(line));
}

if (process.env.BENCH_SCALE === '0') {
  console.log('\nBack office at scale: skipped (BENCH_SCALE=0)');
} else {
  console.log('\nThe owner’s artworks table and saves with the whole shared data in one site (npm run bench:back-office runs only this)');
  await runBackOfficeBench((line) => console.log(line));
}

if (process.env.BENCH_BUILDER_N === '0') {
  console.log('\nBuilder canvas: skipped (BENCH_BUILDER_N=0)');
} else {
  console.log('\nBuilder canvas beside raw Craft.js and Puck, same probe and steps (BENCH_BUILDER_N, BENCH_BUILDER_RUNS; npm run bench:builder runs only this)');
  const builder = await measureBuilders(builderOptionsFromEnv());
  console.log(builder.lines.join('\n'));
}

console.log('\nThe owner’s whole site in the builder (BENCH_SITE_RUNS, default 5; npm run bench:site runs only this)');
const siteRuns = Math.max(1, Math.floor(Number(process.env.BENCH_SITE_RUNS) || 5));
console.log((await measureSiteBuilder(process.env.CHROME_PATH ?? '/usr/bin/chromium', siteRuns, (line) => console.log(line))).join('\n'));
