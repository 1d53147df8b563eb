import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShowStatus, type ArtistListResponse, type BlogListResponse, type InventoryListResponse, type ShowListResponse } from '../../schema';
import { jsonLdOf, structuredDataProblems, type LdNode } from '../../renderer/testing/structured-data';
import { artists, inventory, posts, shows, sites } from '../db/schema';
import { getWithHost, startTestServer, type TestServer } from '../test/harness';
import { contentChanged } from '../services/content/changed';

/** /sitemap.xml, /robots.txt and the structured data of the list pages of each seeded site, over HTTP. */

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

describe('structured data of the list pages and the artist profile', () => {
  /** The page's JSON-LD, each node checked against what its schema.org type needs, and the page's links. */
  async function structured(path: string, sub: string): Promise<{ nodes: LdNode[]; hrefs: string[]; html: string }> {
    const res = await fetch(`${server.url}${path}?sub=${sub}`);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    const nodes = jsonLdOf(html);
    for (const node of nodes) expect(structuredDataProblems(node), `${sub} ${path} ${node['@type']}`).toEqual([]);
    const hrefs = [...html.slice(html.indexOf('<body')).matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    return { nodes, hrefs, html };
  }

  async function api<T>(path: string): Promise<T> {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  }

  /** An ItemList's names and addresses, to compare with what the list shows. */
  const itemList = (node: LdNode) => ({
    type: node['@type'],
    name: node.name,
    numberOfItems: node.numberOfItems,
    urls: (node.itemListElement as Array<{ url: string }>).map((li) => li.url),
  });
  const addresses = (sub: string, path: string, ids: number[]) => ids.map((id) => `${server.url}/${path}/${id}?sub=${sub}`);

  /** Every address of the item list is a link the visitor has on the page. */
  function linkedOnPage(urls: string[], hrefs: string[]) {
    for (const url of urls) expect(hrefs.some((href) => href.startsWith('/') && url === server.url + href), url).toBe(true);
  }

  it('/artists is an ItemList of the artists the page shows, in its order, named by the page', async () => {
    const { nodes, hrefs } = await structured('/artists', 'demo');
    const shown = (await api<ArtistListResponse>('/api/artists?sub=demo&order=5&limit=30')).artists.map((a) => a.artistId);
    const stored = await server.db.select({ id: artists.id }).from(artists).where(eq(artists.siteId, demo));
    expect(shown.length).toBe(stored.length);
    expect(nodes.map(itemList)).toEqual([{ type: 'ItemList', name: 'Artists', numberOfItems: shown.length, urls: addresses('demo', 'artist', shown) }]);
    linkedOnPage(addresses('demo', 'artist', shown), hrefs);
  });

  it('/exhibitions is one ItemList per exhibitions list, each named by its block: current and upcoming, then past', async () => {
    for (const sub of ['demo', 'artist']) {
      const { nodes, hrefs } = await structured('/exhibitions', sub);
      const current = (await api<ShowListResponse>(`/api/shows?sub=${sub}&status=${ShowStatus.CurrentAndUpcoming}`)).shows.map((s) => s.showId);
      const past = (await api<ShowListResponse>(`/api/shows?sub=${sub}&status=${ShowStatus.Past}`)).shows.map((s) => s.showId);
      expect(current.length).toBeGreaterThan(0);
      expect(past.length).toBeGreaterThan(0);
      expect(nodes.map(itemList), sub).toEqual([
        { type: 'ItemList', name: 'Current & Upcoming', numberOfItems: current.length, urls: addresses(sub, 'show', current) },
        { type: 'ItemList', name: 'Past Exhibitions', numberOfItems: past.length, urls: addresses(sub, 'show', past) },
      ]);
      linkedOnPage(addresses(sub, 'show', [...current, ...past]), hrefs);
    }
  });

  it('/news is an ItemList of the published posts, newest first, named by the page', async () => {
    for (const sub of ['demo', 'artist']) {
      const { nodes, hrefs } = await structured('/news', sub);
      const blogs = (await api<BlogListResponse>(`/api/blogs?sub=${sub}`)).blogs.map((b) => b.blogId);
      expect(blogs).toHaveLength(10);
      expect(nodes.map(itemList), sub).toEqual([{ type: 'ItemList', name: 'News', numberOfItems: blogs.length, urls: addresses(sub, 'post', blogs) }]);
      linkedOnPage(addresses(sub, 'post', blogs), hrefs);
    }
  });

  it('the artist profile of an artist site is a Person at the page’s canonical address, with an ItemList of the works', async () => {
    const [artist] = await server.db
      .select()
      .from(artists)
      .where(and(eq(artists.siteId, artistSite), isNotNull(artists.biography)))
      .orderBy(asc(artists.id))
      .limit(1);
    const { nodes, html } = await structured(`/artist/${artist.id}`, 'artist');
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)![1];
    expect(nodes.map((n) => n['@type'])).toEqual(['Person', 'ItemList']);
    const [person, works] = nodes;
    expect(person).toMatchObject({ '@context': 'https://schema.org', name: artist.name, url: canonical });
    expect(typeof person.description === 'string' && person.description.length > 0).toBe(true);
    const shown = (await api<InventoryListResponse>(`/api/inventory?sub=artist&artistId=${artist.id}&limit=12`)).inventory.map((i) => i.inventoryId);
    expect(shown.length).toBeGreaterThan(0);
    expect(itemList(works)).toEqual({ type: 'ItemList', name: artist.name, numberOfItems: shown.length, urls: addresses('artist', 'art', shown) });
  });
});
