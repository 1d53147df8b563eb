import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ArtistListResponse, InventoryListResponse, SearchResponse } from '../../schema';
import { owners, ownerSites, sites } from '../db/schema';
import { OWNER_EMAIL, startTestServer, type TestServer } from '../test/harness';


/**
 * dataSub (spec §1 and §7): a site shows the content of another site of the same owner. The gallery
 * owner of the demo runs the artist site too, so the gallery site can show the artist site's artists
 * and works, its links carry dataSub on, and the works are shown, not sold, there. A site whose owners
 * are not the site's own is never shown: the lists answer 400 naming dataSub, the pages show their own.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function json<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}
const page = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, html: await res.text() };
};

/** The artist site's own artist, as its list gives it (the demo catalogue depends on the shared data). */
const artistSiteArtist = async () => (await json<ArtistListResponse>('/api/artists?sub=artist')).body.artists[0].name;

/** The ids of the artists a page links to, in order. */
const artistLinks = (html: string) => [...html.matchAll(/class="artist-cell[^"]*" href="\/artist\/(\d+)/g)].map((m) => m[1]);

describe('dataSub', () => {
  it('lists another site’s artists, works and search results when the two share an owner', async () => {
    const theirs = await json<ArtistListResponse>('/api/artists?sub=artist');
    const shown = await json<ArtistListResponse>('/api/artists?sub=demo&dataSub=artist');
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.artists.map((a) => a.name)).toEqual(theirs.body.artists.map((a) => a.name));
    expect(shown.body.artists.map((a) => a.name)).not.toEqual((await json<ArtistListResponse>('/api/artists?sub=demo')).body.artists.map((a) => a.name));

    const works = await json<InventoryListResponse>('/api/inventory?sub=demo&dataSub=ARTIST&limit=5');
    expect(works.body.inventory.map((w) => w.inventoryId)).toEqual((await json<InventoryListResponse>('/api/inventory?sub=artist&limit=5')).body.inventory.map((w) => w.inventoryId));

    const [name] = theirs.body.artists.map((a) => a.name.split(' ').pop()!);
    const found = await json<SearchResponse>(`/api/search?sub=demo&dataSub=artist&q=${encodeURIComponent(name)}&type=0`);
    expect(found.status).toBe(200);
    expect(found.body.results.length).toBeGreaterThan(0);
    // The site's own name is its own content.
    expect((await json<ArtistListResponse>('/api/artists?sub=demo&dataSub=demo')).body).toEqual((await json<ArtistListResponse>('/api/artists?sub=demo')).body);
  });

  it('refuses a site that is not there, or whose owners are not this site’s, with 400 naming dataSub', async () => {
    const unknown = await json<{ error: { code: string; message: string } }>('/api/artists?sub=demo&dataSub=nowhere');
    expect(unknown).toEqual({ status: 400, body: { error: { code: 'invalid_request', message: 'dataSub: There is no site “nowhere” whose content this site may show.' } } });

    // The gallery owner leaves the artist site: it has only its own owner now.
    const [gallery] = await server.db.select({ id: owners.id }).from(owners).where(eq(owners.email, OWNER_EMAIL));
    const [artist] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'artist'));
    const removed = await server.db.delete(ownerSites).where(and(eq(ownerSites.ownerId, gallery.id), eq(ownerSites.siteId, artist.id))).returning();
    expect(removed).toHaveLength(1);
    try {
      for (const path of ['/api/artists', '/api/inventory', '/api/shows', '/api/blogs', '/api/representatives', '/api/mediaItems', '/api/search']) {
        const answer = await json<{ error?: { message: string } }>(`${path}?sub=demo&dataSub=artist${path === '/api/search' || path === '/api/inventory' ? '&q=levine' : ''}`);
        expect([answer.status, answer.body.error?.message], path).toEqual([400, 'dataSub: There is no site “artist” whose content this site may show.']);
      }
      // A page is never refused for it: it shows its own content, and its links do not carry it.
      const own = await page('/artists?sub=demo&dataSub=artist');
      expect(own.status).toBe(200);
      expect(artistLinks(own.html).length).toBeGreaterThan(0);
      expect(artistLinks(own.html)).toEqual(artistLinks((await page('/artists?sub=demo')).html));
      expect(own.html.match(/.{80}dataSub=artist.{40}/g) ?? []).toEqual([]);
    } finally {
      await server.db.insert(ownerSites).values(removed);
    }
  });

  it('draws the gallery’s pages with the artist site’s content, links that keep dataSub, and works shown but not sold', async () => {
    const artists = await page('/artists?sub=demo&dataSub=artist');
    expect(artists.status).toBe(200);
    expect(artists.html).toContain(await artistSiteArtist());
    const theirIds = (await json<ArtistListResponse>('/api/artists?sub=artist')).body.artists.map((a) => String(a.artistId));
    expect(artistLinks(artists.html)).toEqual(theirIds);
    expect(artists.html).toMatch(/href="\/artist\/\d+\?sub=demo&amp;dataSub=artist"/);
    expect(artists.html).toContain('data-data-sub="artist"');

    const { inventory } = (await json<InventoryListResponse>('/api/inventory?sub=artist&status=5&limit=1')).body;
    const work = inventory[0];
    expect((await page(`/art/${work.inventoryId}?sub=demo`)).status).toBe(404);
    const shown = await page(`/art/${work.inventoryId}?sub=demo&dataSub=artist`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(work.title);
    expect(shown.html).not.toContain('class="button button--primary purchase-button"');
    // Not offered for sale here, nor to search engines: the work's own site is where it is found.
    expect(shown.html).toContain('<meta name="robots" content="noindex">');
    expect(shown.html).not.toContain('rel="canonical"');
    expect(shown.html).not.toContain('"@type":"Offer"');
    // Nor inquired about or shared through this site, which would send its own name with the work's id.
    expect(shown.html).not.toContain('data-island="ArtActions"');
    // On its own site the same work is for sale, and can be inquired about.
    const own = (await page(`/art/${work.inventoryId}?sub=artist`)).html;
    expect(own).toContain('class="button button--primary purchase-button"');
    expect(own).toContain('data-island="ArtActions"');
  });
});
