import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findBlocks, migrateDocument, NotFoundText, PageType, type ArtistListResponse, type InventoryListResponse } from '../../schema';
import { richTextPlain, type RichTextDocument } from '../../schema/rich-text';
import { collectListQueries } from '../../renderer/ssr';
import { sites } from '../db/schema';
import { buyer, cardToken, getWithHost, postJson, sellableEditions, serveApp, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  // A stand-in build: a manifest naming the islands bundle, one asset and the builder's index page.
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'editor'));
  writeFileSync(join(dist, '.vite', 'visitor-manifest.json'), JSON.stringify({ 'renderer/client.tsx': { file: 'assets/client-abc123.js', isEntry: true } }));
  writeFileSync(join(dist, 'assets', 'client-abc123.js'), 'console.log("islands")');
  writeFileSync(join(dist, 'assets', 'chunk-def456.js'), `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`);
  writeFileSync(join(dist, 'editor', 'index.html'), '<!doctype html><title>Builder</title><div id="root"></div>');
  server = await startTestServer({ distDir: dist });
});
afterAll(() => server?.close());

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function inventoryPage(query: string): Promise<InventoryListResponse> {
  const res = await fetch(`${server.url}/api/inventory?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as InventoryListResponse;
}

describe('GET /api/inventory and /api/artists', () => {
  it('pages through the inventory with hasMore until the end', async () => {
    const first = await inventoryPage('sub=demo&limit=5&offset=0');
    expect(first.inventory).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    const second = await inventoryPage('sub=demo&limit=5&offset=5');
    const firstIds = first.inventory.map((i) => i.inventoryId);
    expect(second.inventory.every((i) => !firstIds.includes(i.inventoryId))).toBe(true);

    const all = await inventoryPage('sub=demo&limit=100');
    expect(all.hasMore).toBe(false);
    const last = await inventoryPage(`sub=demo&limit=5&offset=${all.inventory.length - 2}`);
    expect(last.inventory).toHaveLength(2);
    expect(last.hasMore).toBe(false);
  });

  it('finds the site from the subdomain in the Host header', async () => {
    const res = await getWithHost(`${server.url}/api/inventory?limit=1`, 'artist.localhost:3000');
    const bySub = await inventoryPage('sub=artist&limit=1');
    const byDefault = await inventoryPage('limit=1');
    const byHost = (JSON.parse(res.body) as InventoryListResponse).inventory[0].inventoryId;
    expect(byHost).toBe(bySub.inventory[0].inventoryId);
    expect(byHost).not.toBe(byDefault.inventory[0].inventoryId);
  });

  it('lists artists with paging', async () => {
    const res = await fetch(`${server.url}/api/artists?sub=demo&limit=2`);
    const body = (await res.json()) as ArtistListResponse;
    expect(body.artists).toHaveLength(2);
    expect(body.hasMore).toBe(true);
  });

  it('refuses a bad query with 400 and an unknown site with 404', async () => {
    const bad = await fetch(`${server.url}/api/inventory?sub=demo&limit=0`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/^limit: /);
    const unknown = await fetch(`${server.url}/api/inventory?sub=nosuchsite`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('not_found');
  });
});

describe('the visitor site', () => {
  it('carries the sub, dataSub and layout parameters on every link, and shows the layout named (in any case) as its theme', async () => {
    const html = await (await fetch(`${server.url}/?sub=demo&layout=Mariana&dataSub=artist`)).text();
    expect(html).toContain('<body class="theme-mariana');
    expect(html).toMatch(/<a class="site-logo" href="\/\?sub=demo&amp;dataSub=artist&amp;layout=mariana">/);
    const links = [...html.matchAll(/<a (?:class="[^"]*" )?href="(\/[^"]*)"/g)].map((m) => m[1]).filter((href) => !href.startsWith('/static/'));
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(href).toMatch(/\?(.*&amp;)?sub=demo&amp;dataSub=artist&amp;layout=mariana/);
    // Values that are not well formed are left off, and the site keeps its own theme.
    const plain = await (await fetch(`${server.url}/?sub=demo&layout=nosuchtheme&dataSub=bad_name!`)).text();
    expect(plain).not.toContain('theme-nosuchtheme');
    expect(plain).toMatch(/<a class="site-logo" href="\/\?sub=demo">/);
  });

  it('renders the published home page on the server with its text and artwork titles', async () => {
    const [site] = await server.db.select().from(sites).where(eq(sites.subdomain, 'demo'));
    const document = migrateDocument(site.publishedDocument);
    const home = document.pages.find((p) => p.type === PageType.Home) ?? document.pages.find((p) => p.slug === '')!;
    const res = await fetch(`${server.url}/?sub=demo`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html.toLowerCase().startsWith('<!doctype html>')).toBe(true);

    const texts = findBlocks(home.blocks, 'text').map((b) => richTextPlain(b.config.content as RichTextDocument).split('\n')[0].trim());
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(html).toContain(escapeHtml(text));

    const lists = collectListQueries(home);
    expect(lists.length).toBeGreaterThan(0);
    const params = new URLSearchParams(Object.entries(lists[0].query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    params.set('sub', 'demo');
    const items = await inventoryPage(params.toString());
    expect(items.inventory.length).toBeGreaterThan(0);
    for (const item of items.inventory) expect(html).toContain(escapeHtml(item.title));
    // The home page's 'Available Works' shows only what a visitor can still buy.
    expect(lists[0].query.status).toBe(5);
    expect(items.inventory.every((item) => item.available)).toBe(true);
  });

  it('carries ?sub= on to links and loads the islands script from the manifest', async () => {
    // The artworks page: its list has the visitor filters, an island.
    const html = await (await fetch(`${server.url}/artworks?sub=demo`)).text();
    expect(html).toContain('data-island');
    expect(html).toContain('/static/assets/client-abc123.js');
    expect(html).toMatch(/href="[^"]*sub=demo/);
    const script = await fetch(`${server.url}/static/assets/client-abc123.js`);
    expect(await script.text()).toContain('islands');
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('sends no script file with a page that has no island', async () => {
    const { shows } = (await (await fetch(`${server.url}/api/shows?sub=demo&limit=1`)).json()) as { shows: { showId: number }[] };
    const html = await (await fetch(`${server.url}/show/${shows[0].showId}?sub=demo`)).text();
    expect(html).toContain('<main');
    expect(html).not.toContain('data-island');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('type="module"');
  });

  it('serves the site named by the subdomain of the Host header', async () => {
    const rows = await server.db.select().from(sites);
    const artist = rows.find((r) => r.subdomain === 'artist')!;
    const demo = rows.find((r) => r.subdomain === 'demo')!;
    expect(artist.company).not.toBe(demo.company);
    const byHost = (await getWithHost(`${server.url}/`, 'artist.localhost:3000')).body;
    expect(byHost).toContain(escapeHtml(artist.company));
    expect(byHost).not.toContain(escapeHtml(demo.company));
    const bare = await (await fetch(`${server.url}/`)).text();
    expect(bare).toContain(escapeHtml(demo.company));
  });

  it('shows an artwork page and a not-found page', async () => {
    const { inventory } = await inventoryPage('sub=demo&limit=1');
    const art = await fetch(`${server.url}/art/${inventory[0].inventoryId}?sub=demo`);
    expect(art.status).toBe(200);
    expect(await art.text()).toContain(escapeHtml(inventory[0].title));

    for (const path of ['/art/999999', '/art/2147483648', '/art/99999999999999999999', '/art/0', '/no-such-page', '/a/b/c']) {
      const res = await fetch(`${server.url}${path}?sub=demo`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(NotFoundText.split('.')[0]);
    }
  });

  it('stops offering a piece on its cached artwork page once it is sold', async () => {
    const [piece] = await sellableEditions(server.db, 'demo', 'original');
    const page = () => fetch(`${server.url}/art/${piece.inventoryId}?sub=demo`).then((r) => r.text());
    const purchaseLink = `/buy/?products=${piece.editionId}`;
    expect(await page()).toContain(purchaseLink);
    expect(await page()).toContain(purchaseLink);

    const token = await cardToken(server.url, '4242424242424242');
    const sale = await postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token: token }));
    expect(sale.status).toBe(200);
    expect(await page()).not.toContain(purchaseLink);
  });

  it('shows a piece as sold in the cached inventory list once it is sold, and in the next page of a list', async () => {
    const [, piece] = await sellableEditions(server.db, 'demo', 'original');
    const listed = async () => {
      const { inventory } = await inventoryPage(`sub=demo&inventoryId=${piece.inventoryId}`);
      return inventory[0].editions[0];
    };
    expect(await listed()).toMatchObject({ isSold: false, quantity: 1 });
    // Asked twice: the second answer comes from the cache.
    expect(await listed()).toMatchObject({ isSold: false, quantity: 1 });
    const available = async () => (await inventoryPage('sub=demo&status=5&limit=100')).inventory.map((i) => i.inventoryId);
    expect(await available()).toContain(piece.inventoryId);

    const token = await cardToken(server.url, '4242424242424242');
    const sale = await postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token: token }));
    expect(sale.status).toBe(200);
    expect(await listed()).toMatchObject({ isSold: true, quantity: 0 });
    expect(await available()).not.toContain(piece.inventoryId);
  });

  it('serves the cart page at /buy/ and /buy/{editionId}', async () => {
    expect((await fetch(`${server.url}/buy/?sub=demo`)).status).toBe(200);
    expect((await fetch(`${server.url}/buy/12?sub=demo`)).status).toBe(200);
  });

  it('sends security headers with HTML', async () => {
    const res = await fetch(`${server.url}/?sub=demo`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
  });
});

describe('the rest of the surface', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('refuses an oversized body with 413 payload_too_large', async () => {
    const res = await postJson(`${server.url}/api/carts`, { Sub: 'demo', Editions: [], filler: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('sends built scripts and API JSON gzip’ed to a browser that takes it, unchanged by the trip', async () => {
    // fetch takes gzip and unpacks it; the header says how it travelled.
    const script = await fetch(`${server.url}/static/assets/chunk-def456.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toContain('"row 399"];');
    const json = await fetch(`${server.url}/api/inventory?sub=demo&limit=30`, { headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
    expect(json.headers.get('content-encoding')).toBe('gzip');
    expect(((await json.json()) as InventoryListResponse).inventory).toHaveLength(30);
    const plain = await fetch(`${server.url}/api/inventory?sub=demo&limit=30`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves the built builder app at /editor and its sub-paths', async () => {
    for (const path of ['/editor', '/editor/pages/home']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Builder</title>');
    }
  });

  it('tells the newcomer to build when the builder is missing', async () => {
    const bare = await serveApp(server.db);
    try {
      const res = await fetch(`${bare.url}/editor`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
