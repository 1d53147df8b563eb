import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, inventory, posts, shows, sites } from '../db/schema';
import { getWithHost, startTestServer, type TestServer } from '../test/harness';
import { contentChanged } from '../services/content/changed';

/** /sitemap.xml and /robots.txt of each seeded site, over HTTP. */

let server: TestServer;
let demo: number;
let artistSite: number;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.select({ id: sites.id, subdomain: sites.subdomain }).from(sites);
  demo = rows.find((r) => r.subdomain === 'demo')!.id;
  artistSite = rows.find((r) => r.subdomain === 'artist')!.id;
});
afterAll(() => server?.close());

/** The published pages visitors can open, as paths: not menu-only entries (external links, groups), not protected pages. */
async function pagePaths(siteId: number): Promise<string[]> {
  const [row] = await server.db.select({ document: sites.publishedDocument }).from(sites).where(eq(sites.id, siteId));
  const { pages } = row.document as { pages: Array<{ slug: string; type: number; isProtected?: boolean }> };
  return pages.filter((p) => p.type !== 6 && p.type !== 8 && !p.isProtected).map((p) => `/${p.slug}`);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

async function expectedPaths(siteId: number): Promise<string[]> {
  const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);
  const [a, s, p, w] = await Promise.all([
    ids(server.db.select({ id: artists.id }).from(artists).where(eq(artists.siteId, siteId))),
    ids(server.db.select({ id: shows.id }).from(shows).where(eq(shows.siteId, siteId))),
    ids(server.db.select({ id: posts.id }).from(posts).where(and(eq(posts.siteId, siteId), sql`${posts.publishedAt} <= now()`))),
    ids(server.db.select({ id: inventory.id }).from(inventory).where(and(eq(inventory.siteId, siteId), eq(inventory.active, true)))),
  ]);
  return [...a.map((id) => `/artist/${id}`), ...s.map((id) => `/show/${id}`), ...p.map((id) => `/post/${id}`), ...w.map((id) => `/art/${id}`)];
}

describe('/sitemap.xml', () => {
  it('lists every public page, artist, exhibition, published post and active work of the site, on the origin used', async () => {
    const [hidden] = await server.db.update(inventory).set({ active: false }).where(eq(inventory.id, sql`(select min(id) from inventory where site_id = ${demo})`)).returning({ id: inventory.id });
    await contentChanged(server.db, demo);
    const [scheduled] = await server.db
      .insert(posts)
      .values({ siteId: demo, title: 'Later', publishedAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: posts.id });

    const res = await getWithHost(`${server.url}/sitemap.xml`, 'demo.localhost:4321');
    expect(res.status).toBe(200);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const urls = locs(res.body);
    const origin = 'http://demo.localhost:4321';
    const pages = await pagePaths(demo);
    expect(pages).toEqual(expect.arrayContaining(['/', '/artworks']));
    expect(urls.slice(0, pages.length)).toEqual(pages.map((p) => origin + p));
    const expected = await expectedPaths(demo);
    expect(urls.slice(pages.length).sort()).toEqual(expected.map((p) => origin + p).sort());
    expect(urls).not.toContain(`${origin}/art/${hidden.id}`);
    expect(urls).not.toContain(`${origin}/post/${scheduled.id}`);
    expect(new Set(urls).size).toBe(urls.length);

    const other = await expectedPaths(artistSite);
    expect(urls.some((u) => other.some((p) => u.endsWith(p)))).toBe(false);
    await server.db.update(inventory).set({ active: true }).where(eq(inventory.id, hidden.id));
    await contentChanged(server.db, demo);
  });

  it('keeps ?sub= on every address of a site reached by it, and answers with XML', async () => {
    const res = await fetch(`${server.url}/sitemap.xml?sub=artist`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const urls = locs(await res.text());
    expect(urls.length).toBe((await pagePaths(artistSite)).length + (await expectedPaths(artistSite)).length);
    expect(urls.every((u) => u.startsWith(`${server.url}/`) && u.endsWith('?sub=artist'))).toBe(true);
  });

  it('answers 404 for a site that does not exist, and for a sitemap file past the last', async () => {
    expect((await fetch(`${server.url}/sitemap.xml?sub=nosuchsite`)).status).toBe(404);
    expect((await fetch(`${server.url}/sitemap.xml?sub=-bad-`)).status).toBe(404);
    expect((await fetch(`${server.url}/sitemap-1.xml?sub=demo`)).status).toBe(200);
    expect((await fetch(`${server.url}/sitemap-2.xml?sub=demo`)).status).toBe(404);
    expect((await fetch(`${server.url}/sitemap-0.xml?sub=demo`)).status).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('points at the site’s own sitemap on the origin used', async () => {
    const byHost = await getWithHost(`${server.url}/robots.txt`, 'artist.localhost:4321');
    expect(byHost.status).toBe(200);
    expect(byHost.body).toContain('User-agent: *\n');
    expect(byHost.body).toContain('Sitemap: http://artist.localhost:4321/sitemap.xml\n');
    const bySub = await (await fetch(`${server.url}/robots.txt?sub=demo`)).text();
    expect(bySub).toContain(`Sitemap: ${server.url}/sitemap.xml?sub=demo`);
  });
});
