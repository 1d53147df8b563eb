import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueEntry, type EditorDocumentResponse, type InventoryListResponse } from '../../schema';
import { postJson, signIn, startTestServer, type TestServer } from '../test/harness';

/**
 * Detail templates over HTTP: the owner saves and publishes an artwork template, and every artwork's
 * page on the demo site follows it, a list block in it read as a page's are; the same for the search
 * results page template and every search; a template that breaks the nesting rules is refused on save.
 */

let server: TestServer;
let owner: string;
let request = 0;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url);
});
afterAll(() => server?.close());

const defaults = (type: string) => structuredClone(catalogueEntry(type)!.defaultConfig) as Record<string, unknown>;

/** A page's <main>, at an address of its own (`fresh`) so no kept page answers, or at one always the same. */
async function page(path: string, query = '', fresh = true): Promise<string> {
  const html = await (await fetch(`${server.url}${path}?sub=demo${fresh ? `&n=${++request}` : ''}${query ? `&${query}` : ''}`)).text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

async function save(templates: Record<string, unknown>): Promise<Response> {
  const { document, revision } = (await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie: owner } })).json()) as EditorDocumentResponse;
  return fetch(`${server.url}/api/editor/document`, {
    method: 'PUT',
    headers: { cookie: owner, 'content-type': 'application/json' },
    body: JSON.stringify({ document: { ...document, site: { ...document.site, templates } }, baseRevision: revision }),
  });
}

describe('a published artwork template', () => {
  it('draws every artwork’s page, with the data of the list blocks it holds', async () => {
    const { inventory } = (await (await fetch(`${server.url}/api/inventory?sub=demo&limit=2`)).json()) as InventoryListResponse;
    const [first, second] = inventory;
    const before = await page(`/art/${first.inventoryId}`);
    expect(before).toContain('art-page__images');

    const templates = {
      inventory: {
        blocks: [
          { id: 'notice', type: 'text', config: { text: 'Every work ships insured.', variant: 'paragraph', align: 'left' } },
          { id: 'meta', type: 'inventory-meta', config: defaults('inventory-meta') },
          { id: 'arrivals', type: 'inventory-list', config: { ...defaults('inventory-list'), title: 'New arrivals', maxLimit: 2 } },
        ],
      },
    };
    const saved = await save(templates);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);

    for (const work of [first, second]) {
      const html = await page(`/art/${work.inventoryId}`);
      expect(html).toContain('Every work ships insured.');
      expect(html).not.toContain('art-page__images');
      expect(html).toContain('<h2 id="list-title-arrivals" class="list-title">New arrivals</h2>');
      expect(html).toContain('inventory-card');
    }
  });

  it('is refused on save when a block of another template is in it', async () => {
    const saved = await save({ artist: { blocks: [{ id: 'wrong', type: 'show-title', config: defaults('show-title') }] } });
    expect(saved.status).toBe(422);
    expect(await saved.text()).toContain('Show Title cannot be placed inside the artist page template (block wrong)');
  });
});

describe('the artwork modal template', () => {
  const head = async (path: string) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    return /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
  };

  it('draws the work a list opens over its page: as the artwork page until it has its own, then its own, the page unchanged', async () => {
    const { inventory } = (await (await fetch(`${server.url}/api/inventory?sub=demo&limit=1`)).json()) as InventoryListResponse;
    const work = inventory[0].inventoryId;
    const artworkPage = {
      blocks: [
        { id: 'insured', type: 'text', config: { text: 'Every work ships insured.', variant: 'paragraph', align: 'left' } },
        { id: 'meta', type: 'inventory-meta', config: defaults('inventory-meta') },
      ],
    };
    expect((await save({ inventory: artworkPage })).status).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);
    const following = await page(`/art/${work}`, 'view=modal');
    expect(following).toContain('Every work ships insured.');
    expect(following).toContain('art-page__title');

    const modal = {
      blocks: [
        { id: 'over-the-list', type: 'text', config: { text: 'Seen over the list.', variant: 'paragraph', align: 'left' } },
        { id: 'modal-image', type: 'inventory-image', config: defaults('inventory-image') },
      ],
    };
    const saved = await save({ inventory: artworkPage, modal });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);

    const inModal = await page(`/art/${work}`, 'view=modal');
    expect(inModal).toContain('Seen over the list.');
    expect(inModal).toContain('art-page__images');
    expect(inModal).not.toContain('Every work ships insured.');
    const own = await page(`/art/${work}`);
    expect(own).toContain('Every work ships insured.');
    expect(own).not.toContain('Seen over the list.');
    // Kept apart, each answered again from the kept pages as it was drawn.
    expect(await page(`/art/${work}`, 'view=modal', false)).toContain('Seen over the list.');
    expect(await page(`/art/${work}`, '', false)).not.toContain('Seen over the list.');
    // Search engines are sent to the work's page.
    expect(await head(`/art/${work}?sub=demo&view=modal`)).toBe(await head(`/art/${work}?sub=demo`));
  });

  it('is refused on save when a block of another kind is in it', async () => {
    const saved = await save({ modal: { blocks: [{ id: 'wrong', type: 'show-title', config: defaults('show-title') }] } });
    expect(saved.status).toBe(422);
    expect(await saved.text()).toContain('Show Title cannot be placed inside the artwork modal template (block wrong)');
  });
});

describe('lists on a detail page', () => {
  const ids = (html: string) => [...new Set([...html.matchAll(/href="\/art\/(\d+)\?/g)].map((m) => Number(m[1])))];

  it('take the page’s item as their context: an artist’s page lists that artist’s works, an artwork’s page the posts about it', async () => {
    // Two artists with works of their own.
    const { artists } = (await (await fetch(`${server.url}/api/artists?sub=demo&limit=100`)).json()) as { artists: { artistId: number; name: string }[] };
    const withWorks: { artistId: number; works: number[] }[] = [];
    for (const artist of artists) {
      const { inventory } = (await (await fetch(`${server.url}/api/inventory?sub=demo&limit=100&artistId=${artist.artistId}`)).json()) as InventoryListResponse;
      if (inventory.length) withWorks.push({ artistId: artist.artistId, works: inventory.map((i) => i.inventoryId) });
      if (withWorks.length === 2) break;
    }
    expect(withWorks).toHaveLength(2);
    // A work some posts are about, and one no post is about.
    const { blogs } = (await (await fetch(`${server.url}/api/blogs?sub=demo&limit=100`)).json()) as { blogs: { blogId: number; title: string }[] };
    let about: { inventoryId: number; titles: string[] } | null = null;
    const { inventory: works } = (await (await fetch(`${server.url}/api/inventory?sub=demo&limit=100`)).json()) as InventoryListResponse;
    let unmentioned: number | null = null;
    for (const work of works) {
      const answer = (await (await fetch(`${server.url}/api/blogs?sub=demo&limit=100&inventoryId=${work.inventoryId}`)).json()) as { blogs: { title: string }[] };
      if (answer.blogs.length && !about) about = { inventoryId: work.inventoryId, titles: answer.blogs.map((b) => b.title) };
      if (!answer.blogs.length && unmentioned === null) unmentioned = work.inventoryId;
      if (about && unmentioned !== null) break;
    }
    expect(about).not.toBeNull();
    expect(unmentioned).not.toBeNull();

    const saved = await save({
      artist: { blocks: [{ id: 'their-works', type: 'inventory-list', config: { ...defaults('inventory-list'), title: 'Their works' } }] },
      inventory: {
        blocks: [
          { id: 'meta', type: 'inventory-meta', config: defaults('inventory-meta') },
          { id: 'press', type: 'blogs-list', config: { ...defaults('blogs-list'), title: 'In the press' } },
        ],
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);

    for (const { artistId, works: theirs } of withWorks) {
      const shown = ids(await page(`/artist/${artistId}`));
      expect(shown.length, `artist ${artistId}`).toBeGreaterThan(0);
      expect(theirs, `artist ${artistId}`).toEqual(expect.arrayContaining(shown));
    }
    const pressed = await page(`/art/${about!.inventoryId}`);
    expect(pressed).toContain('In the press');
    for (const title of about!.titles) expect(pressed).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    const otherPost = blogs.find((b) => !about!.titles.includes(b.title));
    if (otherPost) expect(pressed).not.toContain(`/post/${otherPost.blogId}?`);
    // No post is about this work: the list is not there for visitors.
    expect(await page(`/art/${unmentioned}`)).not.toContain('In the press');
  });
});

describe('a published search results page template', () => {
  async function search(q: string): Promise<string> {
    const html = await (await fetch(`${server.url}/search?sub=demo&q=${encodeURIComponent(q)}&n=${++request}`)).text();
    return html;
  }

  it('draws every search with the owner’s blocks around the results, and keeps the default until then', async () => {
    const before = await search('harbour');
    expect(before).toContain('<nav class="search-tabs"');
    const templates = {
      search: {
        blocks: [
          { id: 'help', type: 'text', config: { text: 'Can’t find a work? Write to us.', variant: 'paragraph', align: 'left' } },
          { id: 'meta', type: 'search-meta', config: defaults('search-meta') },
          { id: 'results', type: 'search-results-list', config: { ...defaults('search-results-list'), columns: 2, showTabs: false } },
        ],
      },
    };
    const saved = await save(templates);
    expect(saved.status, await saved.clone().text()).toBe(200);
    // Saved is not published: visitors still see the default.
    expect(await search('harbour')).toContain('<nav class="search-tabs"');
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);

    const html = await search('harbour');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('<section class="search-page" aria-labelledby="search-title-meta"><div class="block-text"><p>Can’t find a work? Write to us.</p></div><h1 id="search-title-meta"');
    expect(main).toContain('id="search-page-q-meta"');
    expect(main).not.toContain('search-tabs');
    expect(main).toContain('<ul class="search-results search-results--columns" style="--columns:2">');
    expect(main).toContain('Harbour, Late');
    expect(html).toContain('"@type":"ItemList"');
  });

  it('is refused on save with a search block out of its place', async () => {
    const columns = { id: 'c', type: 'columns', config: { columnCount: 1, gap: 0 }, blocks: [{ id: 'c1', type: 'column', config: {}, blocks: [{ id: 'r', type: 'search-results-list', config: defaults('search-results-list') }] }] };
    const inColumn = await save({ search: { blocks: [columns] } });
    expect(inColumn.status).toBe(422);
    expect(await inColumn.text()).toContain('Search Results List cannot be placed inside Column (block r)');
    const elsewhere = await save({ post: { blocks: [{ id: 'm', type: 'search-meta', config: defaults('search-meta') }] } });
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.text()).toContain('Search Meta cannot be placed inside the blog post page template (block m)');
  });
});

describe('a published artwork cell template', () => {
  it('draws every artwork’s cell in the home page’s grid, and in an exhibition’s works', async () => {
    const before = await page('/');
    expect(before).toContain('inventory-card__date');
    const templates = {
      inventoryGridCell: {
        blocks: [
          { id: 'cell-title', type: 'inventory-cell-title', config: { align: 'center', size: 'large' } },
          { id: 'cell-image', type: 'inventory-cell-image', config: { fit: 'cover', showStatus: true } },
        ],
      },
      blogCell: { blocks: [{ id: 'post-date', type: 'blog-cell-date', config: { size: 'small' } }, { id: 'post-title', type: 'blog-cell-title', config: {} }] },
    };
    const saved = await save(templates);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);

    const home = await page('/');
    const cells = [...home.matchAll(/<a class="inventory-card"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]);
    expect(cells.length).toBeGreaterThan(2);
    for (const cell of cells) expect(cell).toMatch(/^<span class="inventory-card__title cell-part--center cell-part--large">[^<]+<\/span><span class="inventory-card__media inventory-card__media--cover">/);
    expect(home).not.toContain('inventory-card__date');
    expect(home).not.toContain('inventory-card__artist');

    const { shows } = (await (await fetch(`${server.url}/api/shows?sub=demo&limit=1`)).json()) as { shows: Array<{ showId: number }> };
    const show = await page(`/show/${shows[0].showId}`);
    expect(show).toContain('<span class="inventory-card__title cell-part--center cell-part--large">');
    expect(show).not.toContain('inventory-card__artist');

    // The posts' cells: the date over the title, no picture and no excerpt.
    const news = await page('/news');
    const posts = [...news.matchAll(/<article class="blog-cell[^"]*">([\s\S]*?)<\/article>/g)].map((m) => m[1]);
    expect(posts.length).toBeGreaterThan(1);
    for (const post of posts) expect(post).toMatch(/^<div class="blog-cell__text"><time class="list-cell__meta cell-part--small"[^>]*>[^<]+<\/time><h\d class="list-cell__title blog-cell__title"><a href="\/post\/\d+[^"]*">[^<]+<\/a><\/h\d><\/div>$/);
  });

  it('is refused on save with anything but a cell’s parts in it, or a look it does not offer', async () => {
    const text = await save({ inventorySlideshowCell: { blocks: [{ id: 't', type: 'text', config: { text: 'Hi', variant: 'paragraph', align: 'left' } }] } });
    expect(text.status).toBe(422);
    expect(await text.text()).toContain('Text cannot be placed inside the artwork cell: slideshow template (block t)');
    const onPage = await save({ inventory: { blocks: [{ id: 'p', type: 'inventory-cell-price', config: {} }] } });
    expect(onPage.status).toBe(422);
    expect(await onPage.text()).toContain('Cell Price cannot be placed inside the artwork page template (block p)');
    const look = await save({ inventoryGridCell: { blocks: [{ id: 's', type: 'inventory-cell-title', config: { size: 'enormous' } }] } });
    expect(look.status).toBe(422);
  });
});
