import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { SearchText } from '../../renderer/texts';
import { artists, inventory, sites } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

/** The search page (/search?q=) and the header's search bar, rendered on the server, read as a browser would. */

let server: TestServer;
let demoId: number;
const LANTERNS = 34;

beforeAll(async () => {
  server = await startTestServer();
  [{ id: demoId }] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'demo'));
  await server.db.insert(inventory).values(Array.from({ length: LANTERNS }, (_, i) => ({ siteId: demoId, title: `Lantern ${i + 1}`, medium: 'Paper and wire', sortOrder: 1000 + i })));
});
afterAll(() => server?.close());

async function page(path: string): Promise<Document> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  const window = new Window();
  window.document.write(await res.text());
  return window.document as unknown as Document;
}

const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent?.trim());

describe('the search page', () => {
  it('shows the results of the words in the address, the tabs and the form prefilled', async () => {
    const doc = await page('/search?sub=demo&q=harbour');
    expect(doc.querySelector('h1')?.textContent).toBe(SearchText.title);
    const field = doc.querySelector<HTMLInputElement>('#search-page-q')!;
    expect(field.value).toBe('harbour');
    expect(field.placeholder).toBe(SearchText.placeholderArtworksAndArtists);
    expect(texts(doc, '.search-tabs a')).toEqual(['All', 'Artists', 'Blogs', 'Inventory', 'Exhibitions']);
    expect(doc.querySelector('.search-tabs a[aria-current="page"]')?.textContent).toBe('All');
    expect([...doc.querySelectorAll('.search-tabs a')].map((a) => a.getAttribute('href'))).toEqual([
      '/search?q=harbour&sub=demo',
      '/search?q=harbour&type=1&sub=demo',
      '/search?q=harbour&type=2&sub=demo',
      '/search?q=harbour&type=0&sub=demo',
      '/search?q=harbour&type=3&sub=demo',
    ]);
    expect(texts(doc, '.search-result__title')).toEqual(expect.arrayContaining(['Harbour, Late', 'Study for Harbour']));
    for (const link of doc.querySelectorAll('.search-result')) expect(link.getAttribute('href')).toMatch(/^\/(art|artist|post|show)\/\d+\?sub=demo$/);
    expect(doc.querySelector('[data-island="SearchResultsMore"]')).toBeNull();
  });

  it('tags the results as an item list of their pages', async () => {
    const doc = await page('/search?sub=demo&q=harbour');
    const lists = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)).filter((d) => d['@type'] === 'ItemList');
    expect(lists).toHaveLength(1);
    const hrefs = [...doc.querySelectorAll('.search-result')].map((a) => a.getAttribute('href'));
    expect(lists[0].itemListElement.map((e: { url: string }) => new URL(e.url).pathname + new URL(e.url).search)).toEqual(hrefs);
  });

  it('says so, with the tab’s own word and the term, when nothing matches', async () => {
    const all = await page('/search?sub=demo&q=zzxqvw');
    expect(all.querySelector('.search-page__empty')?.textContent).toBe('No results matching your search term: zzxqvw');
    expect(all.querySelectorAll('.search-result')).toHaveLength(0);
    const nouns = { 1: 'artists', 2: 'blogs', 0: 'inventory', 3: 'exhibitions' };
    for (const [type, noun] of Object.entries(nouns)) {
      const doc = await page(`/search?sub=demo&q=zzxqvw&type=${type}`);
      expect(doc.querySelector('.search-page__empty')?.textContent).toBe(`No ${noun} matching your search term: zzxqvw`);
      expect(doc.querySelector('.search-tabs a[aria-current="page"]')?.getAttribute('href')).toContain(`type=${type}`);
    }
  });

  it('keeps to one tab’s kind', async () => {
    const doc = await page('/search?sub=demo&q=harbour&type=1');
    expect(doc.querySelectorAll('.search-result--artwork')).toHaveLength(0);
    expect(doc.querySelector<HTMLInputElement>('.search-page input[name="type"]')?.value).toBe('1');
    const works = await page('/search?sub=demo&q=harbour&type=0');
    expect(works.querySelectorAll('.search-result').length).toBe(works.querySelectorAll('.search-result--artwork').length);
  });

  it('escapes what the visitor typed', async () => {
    const res = await fetch(`${server.url}/search?sub=demo&q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    const html = await res.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('No results matching your search term: &lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows only the form before anything is searched', async () => {
    const doc = await page('/search?sub=demo');
    expect(doc.querySelector('#search-page-q')).not.toBeNull();
    expect(doc.querySelector('.search-tabs')).toBeNull();
    expect(doc.querySelector('.search-page__empty')).toBeNull();
    expect((await page('/search?sub=demo&q=%20%20')).querySelector('.search-page__empty')).toBeNull();
  });

  it('renders the first page and leaves the rest to the island while there is more', async () => {
    const doc = await page('/search?sub=demo&q=lantern&type=0');
    expect(doc.querySelectorAll('.search-result')).toHaveLength(30);
    const island = doc.querySelector('[data-island="SearchResultsMore"]')!;
    expect(JSON.parse(island.getAttribute('data-props')!).query).toEqual({ q: 'lantern', type: 0, limit: 30, offset: 30 });
    expect(island.textContent).toContain('Load more');
  });

  it('is searched afresh on every request, not kept', async () => {
    expect((await page('/search?sub=demo&q=zebulon')).querySelector('.search-page__empty')).not.toBeNull();
    await server.db.insert(artists).values({ siteId: demoId, name: 'Zebulon Quist' });
    expect(texts(await page('/search?sub=demo&q=zebulon'), '.search-result__title')).toEqual(['Zebulon Quist']);
  });

  it('on an artist site: no Artists tab, the artwork placeholder, and ?type=1 shows All', async () => {
    const doc = await page('/search?sub=artist&q=harbour&type=1');
    expect(texts(doc, '.search-tabs a')).toEqual(['All', 'Blogs', 'Inventory', 'Exhibitions']);
    expect(doc.querySelector('.search-tabs a[aria-current="page"]')?.textContent).toBe('All');
    expect(doc.querySelector<HTMLInputElement>('#search-page-q')!.placeholder).toBe(SearchText.placeholderArtworks);
    expect(doc.querySelectorAll('.search-result--artist')).toHaveLength(0);
    expect(doc.querySelectorAll('.search-result--artwork .search-result__line')).not.toHaveLength(0);
  });
});

describe('the header search bar', () => {
  it('is on every page: a toggle and a form to /search carrying sub, layout and dataSub', async () => {
    const doc = await page('/?sub=demo&layout=novara&dataSub=artist');
    const bar = doc.querySelector('details.site-search')!;
    expect(bar.hasAttribute('open')).toBe(false);
    expect(bar.querySelector('summary')?.textContent).toBe(SearchText.openBar);
    const form = bar.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    const field = form.querySelector<HTMLInputElement>('input[name="q"]')!;
    expect(field.placeholder).toBe(SearchText.placeholder);
    expect(field.required).toBe(true);
    expect([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value])).toEqual([
      ['sub', 'demo'],
      ['layout', 'novara'],
      ['dataSub', 'artist'],
    ]);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe(SearchText.button);
    expect(doc.querySelector('script:not([type])')?.textContent).toBeDefined();
    expect([...doc.querySelectorAll('script:not([type])')].some((s) => s.textContent!.includes('data-search-form'))).toBe(true);
  });
});
