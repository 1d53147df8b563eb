import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  artistListResponseSchema,
  blogListResponseSchema,
  publicMediaListResponseSchema,
  representativeListResponseSchema,
  ShowStatus,
  showListResponseSchema,
  type ArtistListResponse,
  type BlogListResponse,
  type PublicMediaListResponse,
  type RepresentativeListResponse,
  type ShowListResponse,
} from '../../schema';
import { chosenListItems, chosenLists, inventory, sites } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

/** The content lists beside artworks over HTTP: shows, blogs, representatives, media, and artists by list and tags. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function get<T>(path: string, status = 200): Promise<T> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function listOf(subdomain: string, name: string): Promise<{ id: number; items: number[] }> {
  const [list] = await server.db
    .select({ id: chosenLists.id })
    .from(chosenLists)
    .innerJoin(sites, eq(sites.id, chosenLists.siteId))
    .where(and(eq(sites.subdomain, subdomain), eq(chosenLists.name, name)));
  const items = await server.db.select().from(chosenListItems).where(eq(chosenListItems.listId, list.id)).orderBy(chosenListItems.position);
  return { id: list.id, items: items.map((i) => i.itemId) };
}

describe('GET /api/shows', () => {
  it('lists the demo exhibitions with dates, covers, installation photos and artists, newest first', async () => {
    const body = await get<ShowListResponse>('/api/shows?sub=demo&limit=100');
    expect(showListResponseSchema.parse(body)).toEqual(body);
    expect(body.shows.length).toBeGreaterThanOrEqual(8);
    for (const show of body.shows) {
      expect(show.date).not.toBe('');
      expect(show.image).not.toBeNull();
      expect(show.photos).toHaveLength(3);
      expect(show.artists.length).toBeGreaterThan(0);
    }
    const starts = body.shows.map((s) => s.startDate!);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('keeps current, upcoming and past shows apart by today’s date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const current = (await get<ShowListResponse>(`/api/shows?sub=demo&status=${ShowStatus.Current}`)).shows;
    const upcoming = (await get<ShowListResponse>(`/api/shows?sub=demo&status=${ShowStatus.Upcoming}`)).shows;
    const past = (await get<ShowListResponse>(`/api/shows?sub=demo&status=${ShowStatus.Past}&limit=100`)).shows;
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((s) => s.startDate! <= today && s.endDate! >= today)).toBe(true);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((s) => s.startDate! > today)).toBe(true);
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((s) => s.endDate! < today)).toBe(true);
    const all = (await get<ShowListResponse>('/api/shows?sub=demo&limit=100')).shows;
    expect(current.length + upcoming.length + past.length).toBe(all.length);
  });

  it('filters by artist and by tags, and refuses an unknown status with the reason', async () => {
    const all = (await get<ShowListResponse>('/api/shows?sub=demo&limit=100')).shows;
    const artistId = all[0].artists[0].artistId;
    const byArtist = (await get<ShowListResponse>(`/api/shows?sub=demo&limit=100&artistId=${artistId}`)).shows;
    expect(byArtist.length).toBeGreaterThan(0);
    expect(byArtist.length).toBeLessThan(all.length);
    expect(byArtist.every((s) => s.artists.some((a) => a.artistId === artistId))).toBe(true);
    const group = (await get<ShowListResponse>('/api/shows?sub=demo&limit=100&tags=Group%20Show')).shows;
    expect(group.length).toBeGreaterThan(0);
    expect(group.every((s) => s.tags.includes('group show'))).toBe(true);
    const error = await get<{ error: { code: string; message: string } }>('/api/shows?sub=demo&status=9', 400);
    expect(error.error.message).toMatch(/status/);
    // A chosen-list or by-tags source without its list or tags is refused, not answered with every show.
    expect((await get<{ error: { message: string } }>('/api/shows?sub=demo&status=3', 400)).error.message).toMatch(/^listId: status 3 \(a chosen list\) needs listId\./);
    expect((await get<{ error: { message: string } }>('/api/shows?sub=demo&status=6', 400)).error.message).toMatch(/^tags: status 6 \(by tags\) needs tags\./);
  });

  it('pages with hasMore and stops at maxLimit', async () => {
    const first = await get<ShowListResponse>('/api/shows?sub=demo&limit=3');
    expect([first.shows.length, first.hasMore]).toEqual([3, true]);
    const capped = await get<ShowListResponse>('/api/shows?sub=demo&limit=3&offset=3&maxLimit=5');
    expect([capped.shows.length, capped.hasMore]).toEqual([2, false]);
  });

  it('takes a page of up to 100 (the spec’s shows list asks for 100) and refuses a larger one with the reason, as /api/inventory and /api/artists do', async () => {
    const all = await get<ShowListResponse>('/api/shows?sub=demo&limit=100');
    expect(all.shows.length).toBeGreaterThan(3);
    for (const list of ['shows', 'inventory', 'artists']) {
      const error = await get<{ error: { code: string; message: string } }>(`/api/${list}?sub=demo&limit=101`, 400);
      expect(error.error.message, list).toMatch(/limit/);
    }
  });
});

describe('GET /api/blogs', () => {
  it('lists ten posts newest first, each with its link, excerpt and featured picture', async () => {
    const body = await get<BlogListResponse>('/api/blogs?sub=demo&limit=100');
    expect(blogListResponseSchema.parse(body)).toEqual(body);
    expect(body.blogs).toHaveLength(10);
    const dates = body.blogs.map((b) => b.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.blogs.every((b) => b.link === `post/${b.blogId}` && b.excerpt && b.html.startsWith('<') && b.featured)).toBe(true);
  });

  it('filters by tags and by artist', async () => {
    const advice = (await get<BlogListResponse>('/api/blogs?sub=demo&tags=advice')).blogs;
    expect(advice.length).toBeGreaterThan(0);
    expect(advice.length).toBeLessThan(10);
    expect(advice.every((b) => b.tags.includes('advice'))).toBe(true);
    const indexed = (await get<BlogListResponse>('/api/blogs?sub=demo&tags[0]=advice&tags[1]=artists')).blogs;
    expect(indexed.length).toBeGreaterThan(advice.length);
  });

  it('does not show a post scheduled for later', async () => {
    const [post] = (await get<BlogListResponse>('/api/blogs?sub=demo&limit=1')).blogs;
    const { posts } = await import('../db/schema');
    await server.db.update(posts).set({ publishedAt: new Date(Date.now() + 86_400_000) }).where(eq(posts.id, post.blogId));
    const later = (await get<BlogListResponse>('/api/blogs?sub=demo&limit=100&tags=news')).blogs;
    expect(later.map((b) => b.blogId)).not.toContain(post.blogId);
    await server.db.update(posts).set({ publishedAt: new Date(post.publishedAt) }).where(eq(posts.id, post.blogId));
  });
});

describe('GET /api/representatives and /api/mediaItems', () => {
  it('lists the three representatives in order, each with a picture of its rooms', async () => {
    const body = await get<RepresentativeListResponse>('/api/representatives?sub=demo');
    expect(representativeListResponseSchema.parse(body)).toEqual(body);
    expect(body.representatives.map((r) => r.company)).toEqual(['Harbour & Vale Fine Art', 'Galerie Lumen', 'Marrow Street Gallery']);
    expect(body.representatives.map((r) => r.image?.imageAlt)).toEqual(['The rooms of Harbour & Vale Fine Art, Brighton', 'The rooms of Galerie Lumen, Paris', 'The rooms of Marrow Street Gallery, Portland']);
    expect(body.representatives.every((r) => r.image && r.image.width === 1600 && r.image.height === 1200)).toBe(true);
    // The pictures are the site's own, served through /img.
    const picture = await fetch(`${server.url}/img/w_320/${body.representatives[0].image!.id}.jpg?sub=demo`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    expect(body.hasMore).toBe(false);
    const refused = await get<{ error: { message: string } }>('/api/representatives?sub=demo&tags=paris', 400);
    expect(refused.error.message).toMatch(/^tags: .*no chosen lists or tags/);
  });

  it('lists installation views and the representatives’ pictures as media, and a work’s own pictures by inventoryId', async () => {
    const media = await get<PublicMediaListResponse>('/api/mediaItems?sub=demo&limit=100');
    expect(publicMediaListResponseSchema.parse(media)).toEqual(media);
    expect(media.media.length).toBeGreaterThanOrEqual(27);
    expect(media.media.every((m) => m.inventoryId === null)).toBe(true);
    expect(media.media.filter((m) => m.tags.includes('installation view')).length).toBeGreaterThanOrEqual(24);
    expect(media.media.filter((m) => m.tags.includes('representative')).map((m) => m.title)).toEqual(['Marrow Street Gallery', 'Galerie Lumen', 'Harbour & Vale Fine Art']);
    const [work] = await server.db.select({ id: inventory.id }).from(inventory).limit(1);
    const own = await get<PublicMediaListResponse>(`/api/mediaItems?sub=demo&inventoryId=${work.id}`);
    expect(own.media.map((m) => m.inventoryId)).toEqual([work.id]);
  });
});

describe('lists by chosen list and tags', () => {
  it('shows a chosen list of artists in its own order, and nothing for another site’s list', async () => {
    const featured = await listOf('demo', 'Featured artists');
    const body = await get<ArtistListResponse>(`/api/artists?sub=demo&listId=${featured.id}`);
    expect(artistListResponseSchema.parse(body)).toEqual(body);
    expect(body.artists.map((a) => a.artistId)).toEqual(featured.items);
    const foreign = await listOf('artist', 'Featured artists');
    expect((await get<ArtistListResponse>(`/api/artists?sub=demo&listId=${foreign.id}`)).artists).toEqual([]);
  });

  it('sorts artists by name both ways and filters them by tags', async () => {
    const asc = (await get<ArtistListResponse>('/api/artists?sub=demo&order=5&dir=asc&limit=100')).artists.map((a) => a.name.toLowerCase());
    expect(asc).toEqual([...asc].sort());
    const desc = (await get<ArtistListResponse>('/api/artists?sub=demo&order=5&dir=desc&limit=100')).artists.map((a) => a.name.toLowerCase());
    expect(desc).toEqual([...asc].reverse());
    const all = (await get<ArtistListResponse>('/api/artists?sub=demo&limit=100')).artists;
    const tag = all.find((a) => a.tags.length)!.tags[0];
    const tagged = (await get<ArtistListResponse>(`/api/artists?sub=demo&limit=100&tags=${encodeURIComponent(tag)}`)).artists;
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((a) => a.tags.includes(tag))).toBe(true);
  });
});
