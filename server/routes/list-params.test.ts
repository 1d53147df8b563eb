import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ListKind, type BlogListResponse, type InventoryItem, type InventoryListResponse, type PublicMediaListResponse, type ShowListResponse } from '../../schema';
import { artists, chosenListItems, chosenLists, images, inventory, posts, shows, sites } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * The public list parameters of spec §7 that the other list tests leave out, over HTTP: blogs by
 * artistId, inventoryId, listId and maxLimit; media by tags, artistId and listId; shows by listId; the
 * inventory by q and artistId. Each is proven to change the list as it says, and a malformed value is
 * a 400 naming the field, never a 500.
 */

let server: TestServer;
let siteId: number;
let otherSiteId: number;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.select({ id: sites.id, subdomain: sites.subdomain }).from(sites);
  siteId = rows.find((s) => s.subdomain === 'demo')!.id;
  otherSiteId = rows.find((s) => s.subdomain === 'artist')!.id;
});
afterAll(() => server?.close());

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A malformed value: 400 invalid_request with a message naming the field. */
async function refused(path: string, field: string): Promise<void> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(400);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code, path).toBe('invalid_request');
  expect(body.error.message, path).toContain(field);
}

/** A chosen list of this kind made for the test, holding the items in this order. */
async function makeList(site: number, kind: ListKind, name: string, itemIds: number[]): Promise<number> {
  const [{ id }] = await server.db.insert(chosenLists).values({ siteId: site, name, kind }).returning({ id: chosenLists.id });
  await server.db.insert(chosenListItems).values(itemIds.map((itemId, position) => ({ listId: id, itemId, position })));
  return id;
}

/** Values no list parameter takes, each refused. */
const MALFORMED_IDS = ['zz', '0', '-3', '1.5', '2147483648', ''];

describe('GET /api/blogs', () => {
  let all: BlogListResponse['blogs'];
  beforeAll(async () => {
    all = (await get<BlogListResponse>('/api/blogs?sub=demo&limit=100')).blogs;
    expect(all).toHaveLength(10);
  });

  it('artistId shows only the posts about that artist', async () => {
    const stored = await server.db.select().from(posts).where(eq(posts.siteId, siteId));
    const artistId = stored.find((p) => p.artistId !== null)!.artistId!;
    const expected = stored.filter((p) => p.artistId === artistId).map((p) => p.id);
    const shown = (await get<BlogListResponse>(`/api/blogs?sub=demo&limit=100&artistId=${artistId}`)).blogs.map((b) => b.blogId);
    expect(shown.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(shown.length).toBeLessThan(all.length);
    // An artist with no posts (another site's) shows none.
    const [foreign] = await server.db.select({ id: artists.id }).from(artists).where(eq(artists.siteId, otherSiteId)).limit(1);
    expect((await get<BlogListResponse>(`/api/blogs?sub=demo&artistId=${foreign.id}`)).blogs).toEqual([]);
  });

  it('inventoryId shows only the posts about that work', async () => {
    const stored = await server.db.select().from(posts).where(eq(posts.siteId, siteId));
    const inventoryId = stored.find((p) => p.inventoryId !== null)!.inventoryId!;
    const expected = stored.filter((p) => p.inventoryId === inventoryId).map((p) => p.id);
    const shown = (await get<BlogListResponse>(`/api/blogs?sub=demo&limit=100&inventoryId=${inventoryId}`)).blogs.map((b) => b.blogId);
    expect(shown.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(shown.length).toBeLessThan(all.length);
  });

  it('listId shows the chosen posts in the list’s own order; another site’s or another kind’s list shows none', async () => {
    const chosen = [all[6].blogId, all[1].blogId, all[4].blogId];
    const listId = await makeList(siteId, ListKind.Blogs, 'Chosen posts', chosen);
    expect((await get<BlogListResponse>(`/api/blogs?sub=demo&listId=${listId}`)).blogs.map((b) => b.blogId)).toEqual(chosen);
    const foreign = await makeList(otherSiteId, ListKind.Blogs, 'Their posts', chosen);
    expect((await get<BlogListResponse>(`/api/blogs?sub=demo&listId=${foreign}`)).blogs).toEqual([]);
    const artworks = await makeList(siteId, ListKind.Inventory, 'Not posts', chosen);
    expect((await get<BlogListResponse>(`/api/blogs?sub=demo&listId=${artworks}`)).blogs).toEqual([]);
  });

  it('maxLimit ends the list: no more pages past it', async () => {
    const first = await get<BlogListResponse>('/api/blogs?sub=demo&limit=3&maxLimit=4');
    expect([first.blogs.map((b) => b.blogId), first.hasMore]).toEqual([all.slice(0, 3).map((b) => b.blogId), true]);
    const last = await get<BlogListResponse>('/api/blogs?sub=demo&limit=3&offset=3&maxLimit=4');
    expect([last.blogs.map((b) => b.blogId), last.hasMore]).toEqual([[all[3].blogId], false]);
    const beyond = await get<BlogListResponse>('/api/blogs?sub=demo&limit=3&offset=6&maxLimit=4');
    expect(beyond).toEqual({ blogs: [], hasMore: false });
  });

  it('refuses a malformed artistId, inventoryId, listId or maxLimit', async () => {
    for (const field of ['artistId', 'inventoryId', 'listId', 'maxLimit']) {
      for (const value of MALFORMED_IDS) await refused(`/api/blogs?sub=demo&${field}=${value}`, field);
      await refused(`/api/blogs?sub=demo&${field}[0]=1&${field}[1]=2`, field);
    }
    await refused(`/api/blogs?sub=demo&tags=${'x'.repeat(61)}`, 'tags');
  });
});

describe('GET /api/mediaItems', () => {
  let media: PublicMediaListResponse['media'];
  beforeAll(async () => {
    media = (await get<PublicMediaListResponse>('/api/mediaItems?sub=demo&limit=100')).media;
    expect(media.length).toBeGreaterThanOrEqual(24);
  });

  it('tags show the pictures carrying any of them', async () => {
    // Every seeded installation view is tagged alike: two of them get a tag of their own.
    const [a, b] = [media[2].id, media[7].id];
    await server.db.update(images).set({ tags: ['installation view', 'opening night'] }).where(eq(images.id, a));
    await server.db.update(images).set({ tags: ['installation view', 'press'] }).where(eq(images.id, b));
    expect((await get<PublicMediaListResponse>('/api/mediaItems?sub=demo&tags=Opening%20Night')).media.map((m) => m.id)).toEqual([a]);
    const either = (await get<PublicMediaListResponse>('/api/mediaItems?sub=demo&tags[0]=press&tags[1]=opening%20night')).media.map((m) => m.id);
    expect(either.sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
    expect((await get<PublicMediaListResponse>('/api/mediaItems?sub=demo&tags=nothing-tagged-so')).media).toEqual([]);
  });

  it('artistId shows the pictures about the artist and of the artist’s works, and nobody else’s', async () => {
    const [work] = await server.db
      .select({ artistId: inventory.artistId })
      .from(inventory)
      .where(and(eq(inventory.siteId, siteId), eq(inventory.active, true), isNotNull(inventory.artistId)))
      .limit(1);
    const artistId = work.artistId!;
    // A picture of the studio, about the artist and not one of the works.
    const [studio] = await server.db
      .update(images)
      .set({ artistId })
      .where(eq(images.id, media[0].id))
      .returning({ id: images.id });
    const works = await server.db
      .select({ id: inventory.id })
      .from(inventory)
      .where(and(eq(inventory.siteId, siteId), eq(inventory.artistId, artistId), eq(inventory.active, true)));
    const expected = await server.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.siteId, siteId), inArray(images.inventoryId, works.map((w) => w.id))));
    const shown = (await get<PublicMediaListResponse>(`/api/mediaItems?sub=demo&limit=100&artistId=${artistId}`)).media;
    expect(shown.map((m) => m.id).sort((x, y) => x - y)).toEqual([studio.id, ...expected.map((e) => e.id)].sort((x, y) => x - y));
    expect(shown.every((m) => m.artistId === artistId || works.some((w) => w.id === m.inventoryId))).toBe(true);
  });

  it('listId shows the chosen pictures in the list’s own order, works’ pictures included; another site’s list shows none', async () => {
    const [workPicture] = await server.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.siteId, siteId), isNotNull(images.inventoryId)))
      .limit(1);
    const chosen = [media[5].id, workPicture.id, media[1].id];
    const listId = await makeList(siteId, ListKind.Media, 'Chosen pictures', chosen);
    expect((await get<PublicMediaListResponse>(`/api/mediaItems?sub=demo&listId=${listId}`)).media.map((m) => m.id)).toEqual(chosen);
    const foreign = await makeList(otherSiteId, ListKind.Media, 'Their pictures', chosen);
    expect((await get<PublicMediaListResponse>(`/api/mediaItems?sub=demo&listId=${foreign}`)).media).toEqual([]);
  });

  it('refuses a malformed artistId, inventoryId, listId, maxLimit or tag', async () => {
    for (const field of ['artistId', 'inventoryId', 'listId', 'maxLimit']) {
      for (const value of MALFORMED_IDS) await refused(`/api/mediaItems?sub=demo&${field}=${value}`, field);
    }
    await refused(`/api/mediaItems?sub=demo&tags=${Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')}`, 'tags');
  });
});

describe('GET /api/shows by listId', () => {
  it('shows the chosen exhibitions in the list’s own order, with status 3 or without; another site’s list shows none', async () => {
    const stored = await server.db.select({ id: shows.id }).from(shows).where(eq(shows.siteId, siteId)).orderBy(shows.id);
    const chosen = [stored[4].id, stored[0].id, stored[2].id];
    const listId = await makeList(siteId, ListKind.Shows, 'Chosen shows', chosen);
    expect((await get<ShowListResponse>(`/api/shows?sub=demo&listId=${listId}`)).shows.map((s) => s.showId)).toEqual(chosen);
    expect((await get<ShowListResponse>(`/api/shows?sub=demo&status=3&listId=${listId}`)).shows.map((s) => s.showId)).toEqual(chosen);
    const foreign = await makeList(otherSiteId, ListKind.Shows, 'Their shows', chosen);
    expect((await get<ShowListResponse>(`/api/shows?sub=demo&listId=${foreign}`)).shows).toEqual([]);
    for (const value of MALFORMED_IDS) await refused(`/api/shows?sub=demo&listId=${value}`, 'listId');
  });
});

describe('GET /api/inventory by q and artistId', () => {
  let works: Array<typeof inventory.$inferSelect>;
  const list = async (query: string) => (await get<InventoryListResponse>(`/api/inventory?sub=demo&limit=100&${query}`)).inventory;
  const ids = (items: InventoryItem[]) => items.map((i) => i.inventoryId).sort((a, b) => a - b);

  beforeAll(async () => {
    works = await server.db.select().from(inventory).where(and(eq(inventory.siteId, siteId), eq(inventory.active, true)));
  });

  it('q shows the works whose title or artist’s name holds the words, whatever their case', async () => {
    const word = works.map((w) => w.title.split(/\s+/).find((t) => t.length >= 5)).find(Boolean)!;
    const found = await list(`q=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(works.length);
    const holds = (i: InventoryItem) => `${i.title} ${i.artist?.name ?? ''}`.toLowerCase().includes(word.toLowerCase());
    expect(found.every(holds)).toBe(true);
    // Every work with the word in its title is found.
    const titled = works.filter((w) => w.title.toLowerCase().includes(word.toLowerCase())).map((w) => w.id);
    expect(ids(found)).toEqual(expect.arrayContaining(titled));
    expect(await list('q=zzqxjv-no-such-work')).toEqual([]);
    // A blank q filters nothing.
    expect(await list('q=%20%20')).toHaveLength(Math.min(works.length, 100));
  });

  it('artistId shows exactly that artist’s works, and another site’s artist shows none', async () => {
    const artistId = works.find((w) => w.artistId !== null)!.artistId!;
    const expected = works.filter((w) => w.artistId === artistId).map((w) => w.id).sort((a, b) => a - b);
    const shown = await list(`artistId=${artistId}`);
    expect(ids(shown)).toEqual(expected);
    expect(shown.length).toBeLessThan(works.length);
    expect(shown.every((i) => i.artist?.artistId === artistId)).toBe(true);
    const [foreign] = await server.db.select({ id: artists.id }).from(artists).where(eq(artists.siteId, otherSiteId)).limit(1);
    expect(await list(`artistId=${foreign.id}`)).toEqual([]);
  });

  it('refuses a malformed artistId or a q past 200 characters', async () => {
    for (const value of MALFORMED_IDS) await refused(`/api/inventory?sub=demo&artistId=${value}`, 'artistId');
    await refused(`/api/inventory?sub=demo&q=${'a'.repeat(201)}`, 'q');
  });
});

describe('parameters a list does not take', () => {
  const LISTS = ['inventory', 'artists', 'shows', 'blogs', 'representatives', 'mediaItems'];

  it('are refused with their name on every list and on search, never ignored', async () => {
    for (const list of LISTS) {
      await refused(`/api/${list}?sub=demo&colour=red`, 'colour');
      await refused(`/api/${list}?sub=demo&size=small`, 'size');
    }
    await refused('/api/search?sub=demo&q=rose&page=2', 'page');
  });

  it('a filter given twice filters by both; a parameter that takes one value given twice is refused', async () => {
    const both = await get<InventoryListResponse>('/api/inventory?sub=demo&limit=100&medium=Oil&medium=Paper');
    const oil = await get<InventoryListResponse>('/api/inventory?sub=demo&limit=100&medium=Oil');
    const paper = await get<InventoryListResponse>('/api/inventory?sub=demo&limit=100&medium=Paper');
    expect(oil.inventory.length).toBeGreaterThan(0);
    expect(paper.inventory.length).toBeGreaterThan(0);
    const union = new Set([...oil.inventory, ...paper.inventory].map((i) => i.id));
    expect(new Set(both.inventory.map((i) => i.id))).toEqual(union);
    // The same as the indexed form.
    const indexed = await get<InventoryListResponse>('/api/inventory?sub=demo&limit=100&medium[0]=Oil&medium[1]=Paper');
    expect(indexed.inventory.map((i) => i.id)).toEqual(both.inventory.map((i) => i.id));
    await refused('/api/inventory?sub=demo&limit=5&limit=10', 'limit');
    await refused('/api/artists?sub=demo&offset=0&offset=30', 'offset');
  });
});

describe('paging ends where maxLimit says', () => {
  it('artists and the inventory stop at maxLimit, with hasMore false on the page that reaches it', async () => {
    for (const [list, key] of [['artists', 'artists'], ['inventory', 'inventory']] as const) {
      const first = await get<Record<string, { id: number }[]> & { hasMore: boolean }>(`/api/${list}?sub=demo&limit=4&maxLimit=6`);
      expect(first[key], list).toHaveLength(4);
      expect(first.hasMore, list).toBe(true);
      const second = await get<Record<string, { id: number }[]> & { hasMore: boolean }>(`/api/${list}?sub=demo&limit=4&offset=4&maxLimit=6`);
      expect(second[key], list).toHaveLength(2);
      expect(second.hasMore, list).toBe(false);
      const unbounded = await get<Record<string, { id: number }[]> & { hasMore: boolean }>(`/api/${list}?sub=demo&limit=4&offset=4`);
      expect(unbounded[key], list).toHaveLength(4);
      expect(second[key].map((i) => i.id)).toEqual(unbounded[key].slice(0, 2).map((i) => i.id));
    }
  });

  it('representatives page with limit and offset, and hasMore says when more are left', async () => {
    type Reps = { representatives: { id: number }[]; hasMore: boolean };
    const all = await get<Reps>('/api/representatives?sub=demo&limit=100');
    expect(all.representatives.length).toBe(3);
    expect(all.hasMore).toBe(false);
    const first = await get<Reps>('/api/representatives?sub=demo&limit=2');
    expect(first.representatives.map((r) => r.id)).toEqual(all.representatives.slice(0, 2).map((r) => r.id));
    expect(first.hasMore).toBe(true);
    const rest = await get<Reps>('/api/representatives?sub=demo&limit=2&offset=2');
    expect(rest.representatives.map((r) => r.id)).toEqual(all.representatives.slice(2).map((r) => r.id));
    expect(rest.hasMore).toBe(false);
    const capped = await get<Reps>('/api/representatives?sub=demo&limit=2&maxLimit=2');
    expect(capped.representatives).toHaveLength(2);
    expect(capped.hasMore).toBe(false);
  });
});
