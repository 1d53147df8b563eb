import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, SearchType, searchResponseSchema, type SearchResponse, type SearchResult } from '../../schema';
import { artists, images, inventory, posts, showArtists, shows, sites } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * GET /api/search over HTTP on the seeded demo sites, with records added here for what the fixture
 * catalogue lacks: an accented name, an artist whose name is also a title word, shows and posts about
 * them, a work taken down and a post not yet published. Everything is written straight to the tables,
 * so the search documents are proven to follow the rows (the database's triggers).
 */

let server: TestServer;
let demoId: number;
const ids = { ibere: 0, carreteis: 0, varga: 0, vargaStudy: 0, vargaWorks: [] as number[], vargaShow: 0, vargaPost: 0, hidden: 0, scheduled: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server;
  [{ id: demoId }] = await db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'demo'));
  const added = await db
    .insert(artists)
    .values([
      { siteId: demoId, name: 'Iberê Camargo', bio: 'Brazilian, 1914–1994', nationality: 'Brazilian' },
      { siteId: demoId, name: 'Quillon Varga', bio: 'Hungarian, born 1950' },
    ])
    .returning({ id: artists.id });
  [ids.ibere, ids.varga] = added.map((a) => a.id);
  const works = await db
    .insert(inventory)
    .values([
      { siteId: demoId, artistId: ids.ibere, title: 'Carretéis', medium: 'Oil on canvas', sortOrder: 900 },
      { siteId: demoId, artistId: null, title: 'Varga Study', medium: 'Graphite on paper', sortOrder: 901 },
      { siteId: demoId, artistId: ids.varga, title: 'Blue Quarry', medium: 'Oil on board', sortOrder: 902 },
      { siteId: demoId, artistId: ids.varga, title: 'Red Quarry', medium: 'Oil on board', sortOrder: 903 },
      { siteId: demoId, artistId: ids.varga, title: 'Taken Down Quarry', medium: 'Oil on board', sortOrder: 904, active: false },
    ])
    .returning({ id: inventory.id });
  ids.carreteis = works[0].id;
  ids.vargaStudy = works[1].id;
  ids.vargaWorks = [works[2].id, works[3].id];
  ids.hidden = works[4].id;
  await db.insert(images).values({ siteId: demoId, inventoryId: ids.carreteis, extension: 'jpg', width: 800, height: 600, alt: 'Carretéis' });
  const [show] = await db.insert(shows).values({ siteId: demoId, title: 'Quarries: New Paintings', description: '<p>Recent landscapes.</p>', startDate: '2024-03-01', endDate: '2024-04-20' }).returning({ id: shows.id });
  ids.vargaShow = show.id;
  await db.insert(showArtists).values({ showId: show.id, artistId: ids.varga, position: 0 });
  const [post, later] = await db
    .insert(posts)
    .values([
      { siteId: demoId, title: 'In the studio', excerpt: 'A visit.', html: '<p>We spent a morning with <strong>Quillon Varga</strong>.</p>', publishedAt: new Date(Date.now() - 86_400_000) },
      { siteId: demoId, title: 'Coming soon: Varga', excerpt: '', html: '<p>Not yet.</p>', publishedAt: new Date(Date.now() + 7 * 86_400_000) },
    ])
    .returning({ id: posts.id });
  ids.vargaPost = post.id;
  ids.scheduled = later.id;
});
afterAll(() => server?.close());

async function search(query: string, sub = 'demo'): Promise<SearchResponse> {
  const res = await fetch(`${server.url}/api/search?sub=${sub}&${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as SearchResponse;
  expect(searchResponseSchema.parse(body)).toEqual(body);
  return body;
}

const keys = (results: SearchResult[]) => results.map((r) => `${r.type}:${r.id}`);
const key = (type: SearchType, id: number) => `${type}:${id}`;

describe('GET /api/search', () => {
  it('folds accents both ways: Ibere finds Iberê Camargo, carreteis finds Carretéis', async () => {
    const { results } = await search('q=Ibere');
    expect(results[0]).toMatchObject({ type: SearchType.Artist, id: ids.ibere, title: 'Iberê Camargo', link: `artist/${ids.ibere}` });
    expect(keys(results)).toContain(key(SearchType.Inventory, ids.carreteis));
    const works = await search('q=carreteis');
    expect(works.results[0]).toMatchObject({ type: SearchType.Inventory, id: ids.carreteis, title: 'Carretéis', artistName: 'Iberê Camargo', text: 'Oil on canvas', link: `art/${ids.carreteis}` });
    expect(works.results[0].image).toMatchObject({ width: 800, height: 600, extension: 'jpg' });
    expect((await search('q=IBERÊ')).results[0].id).toBe(ids.ibere);
  });

  it('matches the beginning of a word', async () => {
    const { results } = await search('q=harb&type=0');
    const titles = results.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Harbour, Late', 'Study for Harbour']));
    expect(results.every((r) => /harb/i.test(`${r.title} ${r.artistName} ${r.text}`))).toBe(true);
  });

  it('tolerates typos: a word that begins no word of the site stands for the words most like it', async () => {
    expect((await search('q=harbor&type=0')).results.map((r) => r.title)).toEqual(expect.arrayContaining(['Harbour, Late', 'Study for Harbour']));
    expect((await search('q=Ellisson&type=1')).results.map((r) => r.title)).toEqual(['Mara Ellison']);
    expect((await search('q=Quillonn%20Vargaa')).results[0]).toMatchObject({ type: SearchType.Artist, id: ids.varga });
  });

  it('finds nothing for words like nothing on the site', async () => {
    expect(await search('q=zzxqvw')).toEqual({ results: [], hasMore: false });
    expect(await search('q=harbour%20zzxqvw')).toEqual({ results: [], hasMore: false });
    expect(await search('q=%21%3F%2A')).toEqual({ results: [], hasMore: false });
  });

  it('ranks names and titles first, then the other matches: shows, posts, then works in the site’s order', async () => {
    const { results } = await search('q=varga');
    expect(keys(results)).toEqual([
      key(SearchType.Artist, ids.varga),
      key(SearchType.Inventory, ids.vargaStudy),
      key(SearchType.Show, ids.vargaShow),
      key(SearchType.Blog, ids.vargaPost),
      ...ids.vargaWorks.map((id) => key(SearchType.Inventory, id)),
    ]);
    const show = results.find((r) => r.type === SearchType.Show)!;
    expect(show).toMatchObject({ title: 'Quarries: New Paintings', date: 'March 1 – April 20, 2024', text: 'Quillon Varga', link: `show/${ids.vargaShow}` });
    const post = results.find((r) => r.type === SearchType.Blog)!;
    expect(post).toMatchObject({ title: 'In the studio', text: 'A visit.', link: `post/${ids.vargaPost}` });
    expect(Date.parse(post.date!)).toBeLessThan(Date.now());
    const artist = results[0];
    expect(artist).toMatchObject({ title: 'Quillon Varga', text: 'Hungarian, born 1950', link: `artist/${ids.varga}` });
  });

  it('needs every word, wherever in the record it stands', async () => {
    const { results } = await search('q=quarry&type=0');
    expect(results.map((r) => r.title)).toEqual(['Blue Quarry', 'Red Quarry']);
    const both = await search('q=varga%20quarry');
    expect(keys(both.results)).toEqual(ids.vargaWorks.map((id) => key(SearchType.Inventory, id)));
  });

  it('searches one kind per tab', async () => {
    const tab = async (type: SearchType) => (await search(`q=varga&type=${type}`)).results;
    expect(keys(await tab(SearchType.Artist))).toEqual([key(SearchType.Artist, ids.varga)]);
    expect(keys(await tab(SearchType.Show))).toEqual([key(SearchType.Show, ids.vargaShow)]);
    expect(keys(await tab(SearchType.Blog))).toEqual([key(SearchType.Blog, ids.vargaPost)]);
    expect(keys(await tab(SearchType.Inventory))).toEqual([ids.vargaStudy, ...ids.vargaWorks].map((id) => key(SearchType.Inventory, id)));
  });

  it('shows visitors only what they may see: no works taken down, no posts before they are published', async () => {
    const all = keys((await search('q=varga&limit=100')).results);
    expect(all).not.toContain(key(SearchType.Inventory, ids.hidden));
    expect(all).not.toContain(key(SearchType.Blog, ids.scheduled));
    expect((await search('q=taken%20down')).results).toEqual([]);
  });

  it('follows changes to the rows: a rename, a work taken down and put back', async () => {
    await server.db.update(artists).set({ name: 'Quillon Vargas-Lindqvist' }).where(eq(artists.id, ids.varga));
    const renamed = await search('q=lindqvist');
    expect(keys(renamed.results)).toEqual(expect.arrayContaining([key(SearchType.Artist, ids.varga), key(SearchType.Show, ids.vargaShow), ...ids.vargaWorks.map((id) => key(SearchType.Inventory, id))]));
    await server.db.update(inventory).set({ active: false }).where(eq(inventory.id, ids.vargaWorks[0]));
    expect(keys((await search('q=lindqvist&type=0')).results)).toEqual([key(SearchType.Inventory, ids.vargaWorks[1])]);
    await server.db.update(inventory).set({ active: true }).where(eq(inventory.id, ids.vargaWorks[0]));
    await server.db.update(artists).set({ name: 'Quillon Varga' }).where(eq(artists.id, ids.varga));
    expect((await search('q=lindqvist')).results).toEqual([]);
    await server.db.delete(showArtists).where(eq(showArtists.showId, ids.vargaShow));
    expect(keys((await search('q=varga&type=3')).results)).toEqual([]);
    await server.db.insert(showArtists).values({ showId: ids.vargaShow, artistId: ids.varga, position: 0 });
  });

  it('is scoped to the site asked for', async () => {
    expect((await search('q=varga', 'artist')).results).toEqual([]);
    const res = await fetch(`${server.url}/api/search?sub=nosuchsite&q=varga`);
    expect(res.status).toBe(404);
  });

  it('leaves artists out on an artist site (it has no artist pages), while finding its works by the artist’s name', async () => {
    const [site] = await server.db.select({ company: sites.company }).from(sites).where(eq(sites.subdomain, 'artist'));
    const surname = site.company.split(' ').pop()!;
    const all = await search(`q=${encodeURIComponent(surname)}&limit=100`, 'artist');
    expect(all.results.length).toBeGreaterThan(0);
    expect(all.results.some((r) => r.type === SearchType.Artist)).toBe(false);
    expect(all.results.some((r) => r.type === SearchType.Inventory)).toBe(true);
    expect(await search(`q=${encodeURIComponent(surname)}&type=1`, 'artist')).toEqual({ results: [], hasMore: false });
  });

  it('pages each tab with hasMore, in the same order as one long page', async () => {
    const whole = await search('q=oil&type=0&limit=100');
    expect(whole.results.length).toBeGreaterThan(5);
    const pages: SearchResult[] = [];
    for (let offset = 0; ; offset += 2) {
      const page = await search(`q=oil&type=0&limit=2&offset=${offset}`);
      pages.push(...page.results);
      if (!page.hasMore) break;
      expect(page.results).toHaveLength(2);
    }
    expect(keys(pages)).toEqual(keys(whole.results));
    expect(new Set(keys(pages)).size).toBe(pages.length);
    expect((await search(`q=oil&type=0&limit=2&offset=${whole.results.length}`)).results).toEqual([]);
  });

  it('answers bad input with 400 and the reason', async () => {
    for (const query of ['', 'q=', 'q=%20%20%20', `q=${'a'.repeat(201)}`, 'q=oil&type=7', 'q=oil&type=', 'q=oil&type=art', 'q=oil&limit=0', 'q=oil&limit=101', 'q=oil&offset=-1']) {
      const res = await fetch(`${server.url}/api/search?sub=demo&${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe(ErrorCode.InvalidRequest);
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });
});

describe('a word that matches thousands', () => {
  // More than a part gathers (PROBE in search.ts), so the page is read off the site's order instead.
  const PEBBLES = 2600;
  let stone = 0;
  let pebbles: number[] = [];
  let post = 0;

  beforeAll(async () => {
    const { db } = server;
    [{ id: stone }] = await db.insert(artists).values({ siteId: demoId, name: 'Orla Stonecutter', bio: 'Irish, born 1961' }).returning({ id: artists.id });
    pebbles = (
      await db
        .insert(inventory)
        .values(Array.from({ length: PEBBLES }, (_, i) => ({ siteId: demoId, artistId: stone, title: `Pebble ${i + 1}`, medium: 'Slate', sortOrder: 2000 + i })))
        .returning({ id: inventory.id })
    ).map((w) => w.id);
    [{ id: post }] = await db.insert(posts).values({ siteId: demoId, title: 'Notes from the beach', html: '<p>A pebble, then another.</p>', publishedAt: new Date(Date.now() - 3_600_000) }).returning({ id: posts.id });
  });

  async function everything(query: string): Promise<SearchResult[]> {
    const all: SearchResult[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await search(`${query}&limit=100&offset=${offset}`);
      all.push(...page.results);
      if (!page.hasMore) return all;
    }
  }

  it('lists every match once, in the site’s order, page after page, and then what matches elsewhere', async () => {
    const all = await everything('q=pebble');
    expect(keys(all)).toEqual([...pebbles.map((id) => key(SearchType.Inventory, id)), key(SearchType.Blog, post)]);
    const tab = await everything('q=pebble&type=0');
    expect(tab).toHaveLength(PEBBLES);
    const page = await search(`q=pebble&limit=30&offset=${PEBBLES - 10}`);
    expect(keys(page.results)).toEqual([...pebbles.slice(-10).map((id) => key(SearchType.Inventory, id)), key(SearchType.Blog, post)]);
    expect(page.hasMore).toBe(false);
  });

  it('puts the artist first, then her thousands of works', async () => {
    const first = await search('q=stonecutter&limit=5');
    expect(keys(first.results)).toEqual([key(SearchType.Artist, stone), ...pebbles.slice(0, 4).map((id) => key(SearchType.Inventory, id))]);
    expect(first.hasMore).toBe(true);
    const later = await search('q=stonecutter&limit=5&offset=1000');
    expect(keys(later.results)).toEqual(pebbles.slice(999, 1004).map((id) => key(SearchType.Inventory, id)));
  });
});

