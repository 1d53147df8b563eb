import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthYear, NotFoundText, rawDate, showDates } from '../../schema';
import { jsonLdOf, structuredDataProblems } from '../../renderer/testing/structured-data';
import { textOf } from '../../renderer/testing/fixtures';
import { artists, editions, images, inventory, posts, showArtworks, showPhotos, shows, sites } from '../db/schema';
import { getWithHost, startTestServer, type TestServer } from '../test/harness';
import { contentChanged } from '../services/content/changed';

/**
 * The content detail pages over HTTP on the seeded demo sites: /artist/{id}, /show/{id}, /post/{id},
 * the related works and recently viewed record on /art/{id}, each page's structured data, and 404s for
 * ids of another site or none. Every request carries its own query so a page cached before a change
 * in the database is never what a test reads.
 */

let server: TestServer;
let demo: number;
let artistSite: number;
let request = 0;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.select({ id: sites.id, subdomain: sites.subdomain }).from(sites);
  demo = rows.find((r) => r.subdomain === 'demo')!.id;
  artistSite = rows.find((r) => r.subdomain === 'artist')!.id;
});
afterAll(() => server?.close());

async function visit(path: string, sub = 'demo', extra = ''): Promise<{ status: number; html: string; body: string }> {
  const res = await fetch(`${server.url}${path}?sub=${sub}&n=${++request}${extra}`);
  const html = await res.text();
  // The page without its head, whose stylesheet names every class.
  return { status: res.status, html, body: html.slice(html.indexOf('<body')) };
}

const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function artistWith(siteId: number, withBiography: boolean) {
  const [row] = await server.db
    .select()
    .from(artists)
    .where(and(eq(artists.siteId, siteId), withBiography ? isNotNull(artists.biography) : isNull(artists.biography), sql`exists (select 1 from ${inventory} where ${inventory.artistId} = ${artists.id} and ${inventory.active})`))
    .orderBy(asc(artists.id))
    .limit(1);
  return row;
}

async function worksOf(artistId: number) {
  return server.db.select({ id: inventory.id, title: inventory.title }).from(inventory).where(and(eq(inventory.artistId, artistId), eq(inventory.active, true)));
}

describe('seeded content for the detail pages', () => {
  it('gives the solo artists a biography and CV, and the current show a description past 1000 characters', async () => {
    for (const siteId of [demo, artistSite]) {
      const withText = await server.db.select({ id: artists.id }).from(artists).where(and(eq(artists.siteId, siteId), isNotNull(artists.biography), isNotNull(artists.curriculumVitae)));
      expect(withText.length).toBeGreaterThan(0);
      const long = await server.db.select({ id: shows.id }).from(shows).where(and(eq(shows.siteId, siteId), gt(sql`length(${shows.description})`, 1000)));
      expect(long.length).toBeGreaterThan(0);
    }
  });
});

describe('/artist/{artistId}', () => {
  it('shows the artist with the Artworks and Biography tabs, the biography and CV, the works and the exhibitions', async () => {
    const artist = await artistWith(demo, true);
    expect(artist.curriculumVitae).toBeTruthy();
    const { status, html } = await visit(`/artist/${artist.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escaped(artist.name)} | `);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(artist.name)}</h1>`));
    expect(html).toContain('href="#artworks"');
    expect(html).toContain('href="#biography"');
    expect(html).toContain('id="artworks"');
    expect(html).toContain('id="biography"');
    expect(html).toContain('data-detail-tabs');
    const text = textOf(html);
    expect(text).toContain(`${artist.nationality}, `);
    expect(text).toContain(textOf(artist.biography!).slice(0, 60));
    expect(text).toContain('Exhibitions at the gallery');
    const works = await worksOf(artist.id);
    // The first page of works (12) is on the page; the artist's other works load in the browser.
    expect(works.filter((w) => text.includes(w.title)).length).toBe(Math.min(12, works.length));
    expect(html.includes('data-island="InventoryListMore"')).toBe(works.length > 12);
    const ownShows = await server.db.select({ title: shows.title }).from(shows).where(sql`${shows.id} in (select show_id from show_artists where artist_id = ${artist.id})`);
    expect(ownShows.length).toBeGreaterThan(0);
    for (const show of ownShows) expect(text).toContain(show.title);
    expect(html).toContain('<meta property="og:type" content="profile">');
  });

  it('drops the Biography tab without a biography or CV, and hides each of them when empty', async () => {
    const artist = await artistWith(demo, false);
    const bare = await visit(`/artist/${artist.id}`);
    expect(bare.status).toBe(200);
    expect(bare.html).not.toContain('id="biography"');
    // No tab bar in the markup (the page's stylesheet may still name the attribute).
    expect(bare.html).not.toMatch(/<[a-z]+ [^>]*data-detail-tabs/);
    expect(bare.html).toContain('id="artworks"');

    await server.db.update(artists).set({ curriculumVitae: '<p>Residency, Lisbon, 2019</p>' }).where(eq(artists.id, artist.id));
    await contentChanged(server.db, demo);
    const cvOnly = await visit(`/artist/${artist.id}`);
    expect(cvOnly.html).toContain('id="biography"');
    expect(textOf(cvOnly.html)).toContain('Residency, Lisbon, 2019');
    expect(cvOnly.html).toContain('artist-cv-heading');
    await server.db.update(artists).set({ curriculumVitae: null, biography: '<p>Works at the coast.</p>' }).where(eq(artists.id, artist.id));
    await contentChanged(server.db, demo);
    const bioOnly = await visit(`/artist/${artist.id}`);
    expect(textOf(bioOnly.html)).toContain('Works at the coast.');
    expect(bioOnly.html).not.toContain('artist-cv-heading');
    await server.db.update(artists).set({ biography: null }).where(eq(artists.id, artist.id));
    await contentChanged(server.db, demo);
  });

  it('shows the profile picture only when the artist has one', async () => {
    const artist = await artistWith(demo, true);
    expect((await visit(`/artist/${artist.id}`)).body).not.toContain('artist-page__profile');
    const [picture] = await server.db.select({ id: images.id }).from(images).where(eq(images.siteId, demo)).limit(1);
    await server.db.update(artists).set({ profileImageId: picture.id }).where(eq(artists.id, artist.id));
    await contentChanged(server.db, demo);
    const { html } = await visit(`/artist/${artist.id}`);
    expect(html).toMatch(new RegExp(`class="artist-page__profile" src="/img/[^"]*/${picture.id}\\.`));
    await server.db.update(artists).set({ profileImageId: null }).where(eq(artists.id, artist.id));
    await contentChanged(server.db, demo);
  });

  it('is the artist profile on an artist site: the name heading for screen readers only, no artist names on works', async () => {
    const artist = await artistWith(artistSite, true);
    const { status, body } = await visit(`/artist/${artist.id}`, 'artist');
    expect(status).toBe(200);
    expect(body).toContain(`<h1 class="visually-hidden">${escaped(artist.name)}</h1>`);
    expect(body).toContain('inventory-card__title');
    expect(body).not.toContain('inventory-card__artist');
    expect(body).not.toContain('artist-page__facts');
  });

  it('answers 404 with the site’s not-found page for an unknown id or another site’s artist', async () => {
    const other = await artistWith(artistSite, true);
    for (const path of [`/artist/${other.id}`, '/artist/99999999']) {
      const { status, html } = await visit(path);
      expect(status).toBe(404);
      expect(html).toContain(NotFoundText.split('.')[0]);
    }
  });
});

describe('/show/{showId}', () => {
  async function showOf(siteId: number, where = sql`true`) {
    const [row] = await server.db.select().from(shows).where(and(eq(shows.siteId, siteId), where)).orderBy(asc(shows.id)).limit(1);
    return row;
  }

  it('shows the title, dates, opening reception, description, artists, installation views and works in the show’s order', async () => {
    const show = await showOf(demo, isNotNull(shows.openingReception));
    const { status, html } = await visit(`/show/${show.id}`);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(html).toContain(`<title>${escaped(show.title)} | `);
    expect(text).toContain(showDates(show.startDate, show.endDate));
    expect(text).toContain(show.openingReception);
    expect(html).toContain(`data-show-id="${show.id}"`);
    expect(html).toContain('Installation Views');
    const photos = await server.db.select({ id: showPhotos.imageId }).from(showPhotos).where(eq(showPhotos.showId, show.id));
    for (const photo of photos) expect(html).toMatch(new RegExp(`/img/[^"]*/${photo.id}\\.`));
    const works = await server.db
      .select({ title: inventory.title, position: showArtworks.position })
      .from(showArtworks)
      .innerJoin(inventory, eq(inventory.id, showArtworks.inventoryId))
      .where(and(eq(showArtworks.showId, show.id), eq(inventory.active, true)))
      .orderBy(asc(showArtworks.position));
    const cards = [...html.matchAll(/class="inventory-card__title">([^<]*)</g)].map((m) => m[1]);
    expect(cards).toEqual(works.map((w) => escaped(w.title)));
    const artistLinks = [...html.matchAll(/href="\/artist\/(\d+)\?sub=demo"/g)];
    expect(artistLinks.length).toBeGreaterThan(0);
  });

  it('cuts a description past 1000 characters behind Read More and Show Less, with the whole text still on the page', async () => {
    const long = await showOf(demo, sql`length(${shows.description}) > 1200`);
    expect(long).toBeTruthy();
    const { html } = await visit(`/show/${long.id}`);
    expect(html).toContain('<details class="read-more__details">');
    expect(html).toContain('Read More');
    expect(html).toContain('Show Less');
    const short = html.match(/<div class="rich-text read-more__short">([\s\S]*?)<\/div>/)![1];
    expect(short.replace(/<[^>]+>/g, '').length).toBeLessThanOrEqual(1001);
    expect(short).toMatch(/…(<\/[a-z]+>)*$/);
    expect(html).toContain(long.description);

    const brief = await showOf(demo, sql`length(${shows.description}) between 20 and 900`);
    const briefPage = await visit(`/show/${brief.id}`);
    expect(briefPage.html).toContain(brief.description);
    expect(briefPage.html).not.toContain('Read More');
  });

  it('hides the picture, description and installation views when the show has none', async () => {
    const show = await showOf(demo, sql`length(${shows.description}) < 900 and ${shows.coverImageId} is not null`);
    const before = (await visit(`/show/${show.id}`, 'demo', '&layout=novara')).body;
    expect(before).toContain('detail-cover');
    expect(before).toContain('show-page__description');
    await server.db.update(shows).set({ description: '', coverImageId: null, openingReception: null }).where(eq(shows.id, show.id));
    await contentChanged(server.db, demo);
    await server.db.delete(showPhotos).where(eq(showPhotos.showId, show.id));
    await contentChanged(server.db, demo);
    const { status, body } = await visit(`/show/${show.id}`, 'demo', '&layout=novara');
    expect(status).toBe(200);
    expect(body).toContain(escaped(show.title));
    expect(body).not.toContain('Installation Views');
    expect(body).not.toContain('detail-cover');
    expect(body).not.toContain('show-page__description');
    expect(body).not.toContain('show-page__reception');
  });

  it('draws the first 30 of a larger show’s works and hands the rest to the island that pages /api/inventory?showId from 30', async () => {
    const show = await showOf(demo);
    const inShow = await server.db.select({ id: showArtworks.inventoryId }).from(showArtworks).where(eq(showArtworks.showId, show.id));
    const taken = new Set(inShow.map((r) => r.id));
    const others = await server.db.select({ id: inventory.id }).from(inventory).where(and(eq(inventory.siteId, demo), eq(inventory.active, true))).orderBy(asc(inventory.id));
    const added = others.filter((w) => !taken.has(w.id)).slice(0, Math.max(0, 35 - inShow.length));
    expect(inShow.length + added.length).toBeGreaterThan(30);
    await server.db.insert(showArtworks).values(added.map((w, i) => ({ showId: show.id, inventoryId: w.id, position: 1000 + i })));
    await contentChanged(server.db, demo);
    try {
      const { body } = await visit(`/show/${show.id}`);
      expect([...body.matchAll(/class="inventory-card__title"/g)].length).toBe(30);
      const props = /data-island="InventoryListMore" data-props="([^"]*)"/.exec(body)?.[1];
      expect(props).toBeDefined();
      expect(JSON.parse(props!.replace(/&quot;/g, '"')).query).toEqual({ limit: 30, offset: 30, showId: show.id });
    } finally {
      await server.db.delete(showArtworks).where(and(eq(showArtworks.showId, show.id), sql`${showArtworks.position} >= 1000`));
      await contentChanged(server.db, demo);
    }
    // Back to its own works, all on the first page: nothing more to load.
    expect((await visit(`/show/${show.id}`)).body).not.toContain('data-island="InventoryListMore"');
  });

  it('answers 404 for another site’s show and an unknown one', async () => {
    const other = await showOf(artistSite);
    expect((await visit(`/show/${other.id}`)).status).toBe(404);
    expect((await visit('/show/99999999')).status).toBe(404);
    expect((await visit('/show/abc')).status).toBe(404);
  });
});

describe('/post/{blogId}', () => {
  async function postOf(siteId: number) {
    const [row] = await server.db.select().from(posts).where(and(eq(posts.siteId, siteId), sql`${posts.publishedAt} <= now()`, isNotNull(posts.featuredImageId))).orderBy(asc(posts.id)).limit(1);
    return row;
  }

  it('shows the title, the date, the featured picture, the body and a link back', async () => {
    const post = await postOf(demo);
    const { status, html } = await visit(`/post/${post.id}`);
    expect(status).toBe(200);
    const iso = new Date(post.publishedAt).toISOString();
    // The demo is in the classic theme: the raw date (spec §2).
    expect(html).toContain(`<time dateTime="${iso}">${rawDate(iso)}</time>`);
    expect(html).toContain(post.html);
    expect(html).toMatch(new RegExp(`/img/[^"]*/${post.featuredImageId}\\.`));
    // The link back goes to the page with the blog list (the seeded News page), else home.
    const [row] = await server.db.select({ document: sites.publishedDocument }).from(sites).where(eq(sites.id, demo));
    const { pages } = row.document as { pages: Array<{ title: string; slug: string; blocks: Array<{ type: string }> }> };
    const blog = pages.find((p) => p.blocks.some((b) => b.type === 'blogs-list'));
    expect(html).toContain(blog ? `<a href="/${blog.slug}?sub=demo">Back to ${escaped(blog.title)}</a>` : '<a href="/?sub=demo">Back to Home</a>');
    expect(html).toContain('<meta property="og:type" content="article">');
  });

  it('gives the long month and year in the francisco theme', async () => {
    const post = await postOf(demo);
    const { html } = await visit(`/post/${post.id}`, 'demo', '&layout=francisco');
    const iso = new Date(post.publishedAt).toISOString();
    expect(html).toContain(`<time dateTime="${iso}">${monthYear(iso)}</time>`);
  });

  it('answers 404 for a post not yet published, another site’s post and an unknown one', async () => {
    const post = await postOf(demo);
    const [scheduled] = await server.db
      .insert(posts)
      .values({ siteId: demo, title: 'Next month', publishedAt: new Date(Date.now() + 30 * 86_400_000), html: '<p>Soon.</p>' })
      .returning({ id: posts.id });
    expect((await visit(`/post/${scheduled.id}`)).status).toBe(404);
    expect((await visit(`/post/${post.id}`, 'artist')).status).toBe(404);
    expect((await visit('/post/99999999')).status).toBe(404);
  });
});

describe('/art/{inventoryId}', () => {
  it('lists other works by the same artist under the details, and carries the recently viewed record', async () => {
    const artist = await artistWith(demo, true);
    const works = await worksOf(artist.id);
    expect(works.length).toBeGreaterThan(2);
    const { html } = await visit(`/art/${works[0].id}`);
    expect(html).toContain(`More by ${escaped(artist.name)}`);
    const related = html.slice(html.indexOf('art-page__related'));
    const linked = [...related.matchAll(/href="\/art\/(\d+)\?sub=demo"/g)].map((m) => Number(m[1]));
    expect(linked.length).toBe(Math.min(4, works.length - 1));
    expect(linked).not.toContain(works[0].id);
    expect(linked.every((id) => works.some((w) => w.id === id))).toBe(true);
    expect(html).toContain('data-recently-viewed-key="recentlyViewed.v1:demo"');
    expect(html).toContain(`data-recently-viewed="{&quot;inventoryId&quot;:${works[0].id},`);
    expect(html).toContain('localStorage.setItem');
  });
});

describe('/art/{inventoryId}: the work and its related works, read together', () => {
  const relatedIds = (html: string) => [...html.slice(html.indexOf('art-page__related')).matchAll(/href="\/art\/(\d+)\?sub=demo"/g)].map((m) => Number(m[1]));

  it('shows the first four other active works of the artist in the site’s order, never the work itself nor one taken down', async () => {
    const [artist] = await server.db.insert(artists).values({ siteId: demo, name: 'Ottilie Brandt' }).returning({ id: artists.id });
    const titles = ['Brandt One', 'Brandt Two', 'Brandt Three', 'Brandt Four', 'Brandt Five', 'Brandt Six'];
    const works = await server.db
      .insert(inventory)
      .values(titles.map((title, i) => ({ siteId: demo, artistId: artist.id, title, sortOrder: 5000 - i, active: title !== 'Brandt Two' })))
      .returning({ id: inventory.id, title: inventory.title });
    const id = (title: string) => works.find((w) => w.title === title)!.id;
    // Site order is by sort order: Six (4995) first, then Five, Four, Three, (Two is taken down), One.
    expect(relatedIds((await visit(`/art/${id('Brandt Four')}`)).html)).toEqual([id('Brandt Six'), id('Brandt Five'), id('Brandt Three'), id('Brandt One')]);
    expect(relatedIds((await visit(`/art/${id('Brandt Six')}`)).html)).toEqual([id('Brandt Five'), id('Brandt Four'), id('Brandt Three'), id('Brandt One')]);
    expect((await visit(`/art/${id('Brandt Two')}`)).status).toBe(404);
    expect((await visit(`/art/${id('Brandt One')}`, 'artist')).status).toBe(404);
  });

  it('draws the work’s editions as the API gives them: prices, sizes, and a buyer’s checkout hold while it lasts', async () => {
    const [priced] = await server.db
      .select({ id: inventory.id })
      .from(inventory)
      .where(and(eq(inventory.siteId, demo), eq(inventory.active, true), sql`(select count(*) from editions e where e.inventory_id = ${inventory.id} and e.active and not e.is_on_hold and e.quantity = 1 and e.price > 0) = 1 and not exists (select 1 from editions e where e.inventory_id = ${inventory.id} and (not e.active or e.quantity <> 1))`))
      .limit(1);
    const api = async () => ((await (await fetch(`${server.url}/api/inventory?sub=demo&inventoryId=${priced.id}&limit=${1 + (++request % 100)}`)).json()) as { inventory: Array<{ editions: Array<{ price: string; dimensions: { formatted: string } }> }> }).inventory[0];
    const { html } = await visit(`/art/${priced.id}`);
    const [edition] = (await api()).editions;
    expect(html).toContain(escaped(edition.price));
    if (edition.dimensions.formatted) expect(html).toContain(escaped(edition.dimensions.formatted));
    expect(html).toContain('data-island="PurchaseButton"');
    // A checkout holds the piece: on hold until the hold runs out.
    await server.db.update(editions).set({ heldUntil: new Date(Date.now() + 600_000) }).where(eq(editions.inventoryId, priced.id));
    await contentChanged(server.db, demo);
    const held = (await visit(`/art/${priced.id}`)).html;
    expect(held).not.toContain('data-island="PurchaseButton"');
    expect(held).toContain('On Hold');
    await server.db.update(editions).set({ heldUntil: new Date(Date.now() - 1000) }).where(eq(editions.inventoryId, priced.id));
    await contentChanged(server.db, demo);
    expect((await visit(`/art/${priced.id}`)).html).toContain('data-island="PurchaseButton"');
  });

  it('shows no related works for a work without an artist', async () => {
    const [work] = await server.db.insert(inventory).values({ siteId: demo, artistId: null, title: 'Anonymous Sampler', sortOrder: 6000 }).returning({ id: inventory.id });
    const { status, html } = await visit(`/art/${work.id}`);
    expect(status).toBe(200);
    expect(html).toContain('Anonymous Sampler');
    expect(html).not.toContain('class="art-page__related"');
  });
});

describe('structured data, canonical and share tags', () => {
  it('gives every page kind JSON-LD of its schema.org type that parses and has what the type needs', async () => {
    const artist = await artistWith(demo, true);
    const [show] = await server.db.select().from(shows).where(eq(shows.siteId, demo)).orderBy(asc(shows.id)).limit(1);
    const [post] = await server.db.select().from(posts).where(and(eq(posts.siteId, demo), sql`${posts.publishedAt} <= now()`)).limit(1);
    const [priced] = await server.db
      .select({ id: inventory.id })
      .from(inventory)
      .where(and(eq(inventory.siteId, demo), eq(inventory.active, true), sql`exists (select 1 from editions e where e.inventory_id = ${inventory.id} and e.active and not e.is_on_hold and e.quantity > 0 and e.price > 0)`))
      .limit(1);
    const expected: Array<[string, string[]]> = [
      ['/', ['ItemList']],
      ['/artworks', ['ItemList']],
      [`/art/${priced.id}`, ['VisualArtwork']],
      [`/artist/${artist.id}`, ['Person', 'ItemList']],
      [`/show/${show.id}`, ['ExhibitionEvent', 'ItemList']],
      [`/post/${post.id}`, ['BlogPosting']],
    ];
    for (const [path, types] of expected) {
      const { status, html } = await visit(path);
      expect(status, path).toBe(200);
      const nodes = jsonLdOf(html);
      expect(nodes.map((n) => n['@type']), path).toEqual(types);
      for (const node of nodes) expect(structuredDataProblems(node), `${path} ${node['@type']}`).toEqual([]);
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="${server.url}${path === '/' ? '/' : path}\\?sub=demo">`));
      expect(html, path).toContain('<meta property="og:title"');
      // The shared address is the canonical one: it keeps the sub that names the site.
      expect(html, path).toContain(`<meta property="og:url" content="${server.url}${path === '/' ? '/' : path}?sub=demo">`);
    }
  });

  it('offers a priced artwork at its price, currency and availability', async () => {
    const [edition] = await server.db
      .select({ inventoryId: editions.inventoryId, price: editions.price, currencyCode: editions.currencyCode })
      .from(editions)
      .innerJoin(inventory, eq(inventory.id, editions.inventoryId))
      .where(
        and(
          eq(inventory.siteId, demo),
          eq(inventory.active, true),
          eq(editions.active, true),
          eq(editions.isOnHold, false),
          gt(editions.quantity, 0),
          gt(editions.price, 0),
          sql`(select count(*) from editions x where x.inventory_id = ${inventory.id}) = 1`,
        ),
      )
      .limit(1);
    const { html } = await visit(`/art/${edition.inventoryId}`);
    const [artwork] = jsonLdOf(html);
    expect(artwork.offers).toEqual([expect.objectContaining({ '@type': 'Offer', price: (edition.price / 100).toFixed(2), priceCurrency: edition.currencyCode, availability: 'https://schema.org/InStock' })]);
  });

  it('keeps a title holding </script> inside its JSON-LD', async () => {
    const [show] = await server.db.select().from(shows).where(eq(shows.siteId, demo)).orderBy(asc(shows.id)).limit(1);
    const hostile = 'Night </script><script>alert(1)</script> & Day';
    await server.db.update(shows).set({ title: hostile }).where(eq(shows.id, show.id));
    await contentChanged(server.db, demo);
    const { html } = await visit(`/show/${show.id}`);
    expect(html).not.toContain('<script>alert(1)');
    const event = jsonLdOf(html).find((n) => n['@type'] === 'ExhibitionEvent')!;
    expect(event.name).toBe(hostile);
    await server.db.update(shows).set({ title: show.title }).where(eq(shows.id, show.id));
    await contentChanged(server.db, demo);
  });

  it('writes addresses on the origin the visitor used, without ?sub= on a subdomain', async () => {
    const artist = await artistWith(demo, true);
    const { body } = await getWithHost(`${server.url}/artist/${artist.id}`, 'demo.localhost:4321');
    expect(body).toContain(`<link rel="canonical" href="http://demo.localhost:4321/artist/${artist.id}">`);
    const person = jsonLdOf(body).find((n) => n['@type'] === 'Person')!;
    expect(person.url).toBe(`http://demo.localhost:4321/artist/${artist.id}`);
  });

  it('leaves the canonical link and structured data off a not-found answer', async () => {
    const { status, html } = await visit('/artist/99999999');
    expect(status).toBe(404);
    expect(html).not.toContain('rel="canonical"');
    expect(jsonLdOf(html)).toEqual([]);
  });
});
