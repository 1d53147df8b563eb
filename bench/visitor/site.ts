import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../server/config';
import { processStorage, startServerProcess } from '../../server/test/process';
import { CHROMIUM_ARGS } from '../builder/steps';

/**
 * The product as a visitor meets it, for the page weight and Lighthouse benches: a fresh browser build
 * in a folder of its own, the server (server/start.ts) in its own process on a new embedded database
 * seeded with the demo sites, and the five pages the budgets name.
 */
const ROOT = resolve(import.meta.dirname, '../..');

export interface VisitorPage {
  name: string;
  path: string;
}

export interface VisitorSite {
  url: string;
  pages: VisitorPage[];
  stop(): Promise<void>;
}

function build(outDir: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`vite build failed:\n${`${result.stdout}${result.stderr}`.trim().split('\n').slice(-20).join('\n')}`);
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The demo home, an art page with PURCHASE, an artist page, a show page and a search page, on the gallery site. */
async function budgetPages(url: string): Promise<VisitorPage[]> {
  const { inventory } = await json<{ inventory: { inventoryId: number; artist: { name: string } | null }[] }>(`${url}/api/inventory?sub=demo&status=5&limit=20`);
  let forSale: (typeof inventory)[number] | undefined;
  for (const item of inventory) {
    const html = await (await fetch(`${url}/art/${item.inventoryId}?sub=demo`)).text();
    if (html.includes('data-island="PurchaseButton"')) {
      forSale = item;
      break;
    }
  }
  if (!forSale) throw new Error('no art page of the demo site shows PURCHASE');
  const { artists } = await json<{ artists: { artistId: number }[] }>(`${url}/api/artists?sub=demo&limit=1`);
  const { shows } = await json<{ shows: { showId: number }[] }>(`${url}/api/shows?sub=demo&limit=1`);
  if (!artists[0] || !shows[0]) throw new Error('the demo site has no artist or no show');
  const word = forSale.artist?.name.split(/\s+/).pop() ?? 'art';
  return [
    { name: 'home', path: '/?sub=demo' },
    { name: 'art (for sale)', path: `/art/${forSale.inventoryId}?sub=demo` },
    { name: 'artist', path: `/artist/${artists[0].artistId}?sub=demo` },
    { name: 'show', path: `/show/${shows[0].showId}?sub=demo` },
    { name: 'search', path: `/search?q=${encodeURIComponent(word)}&sub=demo` },
  ];
}

/** Builds, starts and seeds (on BENCH_PORT if set, else a free port); print tells what it is doing, as the first start takes a while. */
export async function startVisitorSite(print: (line: string) => void): Promise<VisitorSite> {
  const dist = mkdtempSync(join(tmpdir(), 'bench-visitor-dist-'));
  print('visitor bench: vite build …');
  build(dist);
  const storage = await processStorage(null);
  const samplePath = loadConfig().artworksSamplePath;
  print('visitor bench: starting the server and seeding the demo sites …');
  const port: Record<string, string> = process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {};
  const server = await startServerProcess({ ...storage.env, DIST_DIR: dist, ...port, ...(samplePath ? { ARTWORKS_SAMPLE_PATH: samplePath } : {}) });
  const cleanUp = async () => {
    await server.stop();
    await storage.dispose();
    rmSync(storage.env.DATA_DIR, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  };
  try {
    return { url: server.url, pages: await budgetPages(server.url), stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * Loads each page once as Lighthouse's phone does (412 px wide, 1.75 device pixels), scrolled to the end,
 * twice (a picture refused while the server was busy resizing is asked again), so every picture it
 * will ask for is made and kept: the benches measure a visit, not the first resize of each picture.
 */
export async function warmPages(site: VisitorSite, chromiumPath: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const { path } of [...site.pages, ...site.pages]) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await browser.close();
  }
}
