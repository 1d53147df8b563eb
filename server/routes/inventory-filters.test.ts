import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CM_PER_INCH, FILTER_COLORS, fitsSize, InventorySubType, InventoryType, MEDIUM_OPTIONS, type InventoryItem, type InventoryListResponse } from '../../schema';
import { artists, chosenListItems, chosenLists, editions, inventory, showArtworks, shows, sites } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { contentChanged } from '../services/content/changed';

/**
 * Every visitor filter and sort of GET /api/inventory (spec §3, §7, §9) over HTTP, each proven to
 * change the list as it says, and every malformed value refused with the field and what it takes.
 */

let server: TestServer;
let siteId: number;
/** The demo site's active works as stored: what each filter is checked against. */
let works: Array<typeof inventory.$inferSelect>;
let all: InventoryItem[];
let jewelry: { ring: number; necklace: number };
let stateArtist: number;

beforeAll(async () => {
  server = await startTestServer();
  const [site] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'demo'));
  siteId = site.id;
  works = await server.db.select().from(inventory).where(and(eq(inventory.siteId, siteId), eq(inventory.active, true))).orderBy(inventory.sortOrder, inventory.id);
  // The catalogue holds artworks only, with no artist's state: two works become jewellery and one
  // artist gets a state, before any list is asked for (lists are cached by the site's versions).
  const [ring, necklace] = works.slice(-2);
  await server.db.update(inventory).set({ type: InventoryType.Jewelry, subType: InventorySubType.Ring }).where(eq(inventory.id, ring.id));
  await server.db.update(inventory).set({ type: InventoryType.Jewelry, subType: InventorySubType.Necklace }).where(eq(inventory.id, necklace.id));
  jewelry = { ring: ring.id, necklace: necklace.id };
  stateArtist = works[0].artistId!;
  await server.db.update(artists).set({ state: 'New York' }).where(eq(artists.id, stateArtist));
  all = await list('');
  expect(all.length).toBe(works.length);
});
afterAll(() => server?.close());

async function fetchList(query: string): Promise<Response> {
  return fetch(`${server.url}/api/inventory?sub=demo&limit=100${query ? `&${query}` : ''}`);
}

async function list(query: string): Promise<InventoryItem[]> {
  const res = await fetchList(query);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as InventoryListResponse).inventory;
}

async function refused(query: string): Promise<string> {
  const res = await fetchList(query);
  expect(res.status, query).toBe(400);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('invalid_request');
  return body.error.message;
}

const ids = (items: InventoryItem[]) => items.map((i) => i.inventoryId).sort((a, b) => a - b);
const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);
/** The lowest price of an item's active editions, as the price filter and sort read it. */
const lowest = (item: InventoryItem) => Math.min(...item.editions.filter((e) => e.active).map((e) => e.priceValue));

describe('colour, medium and tags', () => {
  it('colour=blue shows exactly the blue works, and a list of colours shows either', async () => {
    const blue = works.filter((w) => w.color === 'blue');
    const red = works.filter((w) => w.color === 'red');
    expect(blue.length).toBeGreaterThan(0);
    expect(ids(await list('color=blue'))).toEqual(idsOf(blue));
    expect(ids(await list('color[0]=blue&color[1]=red'))).toEqual(idsOf([...blue, ...red]));
    expect(ids(await list('color=Blue'))).toEqual(idsOf(blue));
  });

  it('an unknown colour is refused with the colours there are', async () => {
    const message = await refused('color=pink');
    expect(message).toContain('color');
    for (const colour of FILTER_COLORS) expect(message).toContain(colour);
  });

  it('medium options are categories of the free-text medium: Oil, Photography, Sculpture, Paper and a list of them', async () => {
    const oil = await list('medium[0]=Oil');
    expect(ids(oil)).toEqual(idsOf(works.filter((w) => /\boil\b/i.test(w.medium ?? ''))));
    const photos = await list('medium[0]=Photography');
    expect(ids(photos)).toEqual(idsOf(works.filter((w) => w.classification === 'Photograph')));
    const sculpture = await list('medium[0]=Sculpture');
    expect(ids(sculpture)).toEqual(idsOf(works.filter((w) => w.classification === 'Sculpture')));
    const paper = await list('medium[0]=Paper');
    expect(paper.length).toBeGreaterThan(0);
    expect(paper.every((i) => /paper|print|etching|woodcut|linocut|lithograph|washi|graph/i.test(i.medium ?? ''))).toBe(true);
    expect(ids(await list('medium[0]=Oil&medium[1]=Sculpture'))).toEqual([...ids(oil), ...ids(sculpture)].sort((a, b) => a - b));
    const mixed = await list('medium=Mixed%20Media');
    expect(mixed.length).toBeGreaterThan(0);
    expect(mixed.every((i) => /\band\b/i.test(i.medium ?? ''))).toBe(true);
  });

  it('a medium the spec does not name is refused with the options', async () => {
    const message = await refused('medium[0]=Clay');
    expect(message).toContain('medium');
    for (const option of MEDIUM_OPTIONS) expect(message).toContain(option);
  });

  it('tags show the works carrying any of them', async () => {
    const tag = works.find((w) => w.tags.length)!.tags[0];
    const tagged = works.filter((w) => w.tags.includes(tag));
    expect(tagged.length).toBeLessThan(works.length);
    expect(ids(await list(`tags[0]=${encodeURIComponent(tag)}`))).toEqual(idsOf(tagged));
    expect(ids(await list(`status=6&tags=${encodeURIComponent(tag)}`))).toEqual(idsOf(tagged));
    expect(await refused('status=6')).toContain('tags');
  });
});

describe('price', () => {
  it('minPrice=99999999 shows nothing, and a range shows the works whose lowest active price is in it', async () => {
    expect(await list('minPrice=99999999')).toEqual([]);
    const prices = [...new Set(all.map(lowest))].sort((a, b) => a - b);
    const middle = prices[Math.floor(prices.length / 2)];
    const expected = all.filter((i) => lowest(i) >= middle && lowest(i) <= middle);
    expect(ids(await list(`minPrice=${middle / 100}&maxPrice=${middle / 100}`))).toEqual(ids(expected));
    const cheap = await list(`maxPrice=${middle / 100}`);
    expect(ids(cheap)).toEqual(ids(all.filter((i) => lowest(i) <= middle)));
    expect(cheap.length).toBeLessThan(all.length);
  });

  it('takes major units with a decimal point: half a unit below a price includes it, a cent above leaves it out', async () => {
    const price = lowest(all[0]);
    const below = ((price - 50) / 100).toFixed(2);
    const above = ((price + 1) / 100).toFixed(2);
    expect(ids(await list(`minPrice=${below}`))).toContain(all[0].inventoryId);
    expect(ids(await list(`minPrice=${above}`))).not.toContain(all[0].inventoryId);
  });

  it('a price that is not digits and one decimal point is refused, naming the field', async () => {
    expect(await refused('minPrice=12.3.4')).toContain('minPrice');
    expect(await refused('maxPrice=-5')).toContain('maxPrice');
    expect(await refused('maxPrice=1e5')).toContain('maxPrice');
  });

  it('follows an edition’s price change and a withdrawn edition (kept by the database)', async () => {
    const work = all[1];
    const [edition] = await server.db.select().from(editions).where(and(eq(editions.inventoryId, work.inventoryId), eq(editions.active, true)));
    await server.db.update(editions).set({ price: 987_654_321 }).where(inArray(editions.inventoryId, [work.inventoryId]));
    expect(ids(await list('minPrice=9876543'))).toEqual([work.inventoryId]);
    await server.db.update(editions).set({ active: false }).where(eq(editions.inventoryId, work.inventoryId));
    expect(await list('minPrice=9876542')).toEqual([]);
    await server.db.update(editions).set({ active: true, price: edition.price }).where(eq(editions.inventoryId, work.inventoryId));
  });
});

describe('size', () => {
  const range = { small: [0, 12], medium: [12, 30], large: [30, 999999] } as const;
  const sizeQuery = (names: Array<keyof typeof range>) =>
    names.map((n, i) => `minHeight[${i}]=${range[n][0]}&maxHeight[${i}]=${range[n][1]}&minWidth[${i}]=${range[n][0]}&maxWidth[${i}]=${range[n][1]}`).join('&');
  const ofSize = (names: Array<keyof typeof range>) =>
    works.filter(
      (w) =>
        w.heightCm !== null &&
        w.widthCm !== null &&
        names.some((n) =>
          fitsSize({ height: w.heightCm! / CM_PER_INCH, width: w.widthCm! / CM_PER_INCH }, { minHeight: range[n][0], maxHeight: range[n][1], minWidth: range[n][0], maxWidth: range[n][1] }),
        ),
    );

  it('small, medium and large (inches) split the works by their longer side, and lists of sizes add up', async () => {
    const small = await list(sizeQuery(['small']));
    const medium = await list(sizeQuery(['medium']));
    const large = await list(sizeQuery(['large']));
    expect(ids(small)).toEqual(idsOf(ofSize(['small'])));
    expect(ids(medium)).toEqual(idsOf(ofSize(['medium'])));
    expect(ids(large)).toEqual(idsOf(ofSize(['large'])));
    for (const part of [small, medium, large]) expect(part.length).toBeGreaterThan(0);
    expect(small.length + medium.length + large.length).toBe(works.filter((w) => w.heightCm !== null && w.widthCm !== null).length);
    expect(ids(await list(sizeQuery(['small', 'large'])))).toEqual([...ids(small), ...ids(large)].sort((a, b) => a - b));
  });

  it('height lists alone filter by height', async () => {
    const tall = works.filter((w) => w.heightCm !== null && w.heightCm >= 30 * CM_PER_INCH);
    expect(ids(await list('minHeight[0]=30&maxHeight[0]=999999'))).toEqual(idsOf(tall));
  });

  it('size lists of different lengths, or sizes that are not numbers, are refused', async () => {
    expect(await refused('minHeight[0]=0&minHeight[1]=12&maxHeight[0]=12')).toMatch(/minHeight, maxHeight.*same number/);
    expect(await refused('maxWidth[0]=wide')).toContain('maxWidth');
  });
});

describe('source, type and artist', () => {
  it('a chosen list shows its works in the list’s own order', async () => {
    const [staff] = await server.db.select().from(chosenLists).where(and(eq(chosenLists.siteId, siteId), eq(chosenLists.name, 'Staff picks')));
    const items = await server.db.select().from(chosenListItems).where(eq(chosenListItems.listId, staff.id)).orderBy(chosenListItems.position);
    const inList = (await list(`listId=${staff.id}`)).map((i) => i.inventoryId);
    expect(inList).toEqual(items.map((i) => i.itemId));
    expect((await list(`status=3&listId=${staff.id}&dir=desc`)).map((i) => i.inventoryId)).toEqual(items.map((i) => i.itemId).reverse());
    expect(await refused('status=3')).toContain('listId');
  });

  it('an exhibition shows its works in the show’s own order; another site’s show shows none of this site’s', async () => {
    const [show] = await server.db.select().from(shows).where(eq(shows.siteId, siteId)).orderBy(shows.id).limit(1);
    const shown = await server.db.select().from(showArtworks).where(eq(showArtworks.showId, show.id)).orderBy(showArtworks.position);
    expect(shown.length).toBeGreaterThan(1);
    expect((await list(`showId=${show.id}`)).map((i) => i.inventoryId)).toEqual(shown.map((w) => w.inventoryId));
    expect((await list(`showId=${show.id}&dir=desc`)).map((i) => i.inventoryId)).toEqual(shown.map((w) => w.inventoryId).reverse());
    expect((await list(`showId=${show.id}&maxLimit=2`)).map((i) => i.inventoryId)).toEqual(shown.slice(0, 2).map((w) => w.inventoryId));
    const titles = (await list(`showId=${show.id}&order=4`)).map((i) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const [other] = await server.db.select().from(shows).where(ne(shows.siteId, siteId)).limit(1);
    expect(await list(`showId=${other.id}`)).toEqual([]);
    expect(await refused('showId=abc')).toContain('showId');
  });

  it('an exhibition’s works page by limit and offset (the Show Grid’s paging), in the show’s order, hasMore until the last', async () => {
    const counts = await server.db
      .select({ showId: showArtworks.showId, n: sql<number>`count(*)::int` })
      .from(showArtworks)
      .innerJoin(inventory, eq(inventory.id, showArtworks.inventoryId))
      .where(and(eq(inventory.siteId, siteId), eq(inventory.active, true)))
      .groupBy(showArtworks.showId);
    const show = counts.find((c) => c.n >= 5)!;
    expect(show).toBeDefined();
    const shown = (await list(`showId=${show.showId}`)).map((i) => i.inventoryId);
    const page = async (limit: number, offset: number) => {
      const res = await fetch(`${server.url}/api/inventory?sub=demo&showId=${show.showId}&limit=${limit}&offset=${offset}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as InventoryListResponse;
      return { ids: body.inventory.map((i) => i.inventoryId), hasMore: body.hasMore };
    };
    expect(await page(2, 0)).toEqual({ ids: shown.slice(0, 2), hasMore: true });
    expect(await page(2, 2)).toEqual({ ids: shown.slice(2, 4), hasMore: true });
    expect(await page(3, 2)).toEqual({ ids: shown.slice(2, 5), hasMore: shown.length > 5 });
    expect(await page(2, shown.length - 1)).toEqual({ ids: shown.slice(-1), hasMore: false });
    const bad = async (query: string) => {
      const res = await fetch(`${server.url}/api/inventory?sub=demo&showId=${show.showId}&${query}`);
      expect(res.status, query).toBe(400);
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    expect(await bad('limit=0')).toContain('limit');
    expect(await bad('offset=-1')).toContain('offset');
    expect(await bad('limit=abc')).toContain('limit');
  });

  it('type and subType pick the jewellery, and a ring among it', async () => {
    expect(ids(await list(`type=${InventoryType.Jewelry}`))).toEqual([jewelry.ring, jewelry.necklace].sort((a, b) => a - b));
    expect(ids(await list(`type=${InventoryType.Jewelry}&subType=${InventorySubType.Ring}`))).toEqual([jewelry.ring]);
    expect(ids(await list(`subType=${InventorySubType.Necklace}`))).toEqual([jewelry.necklace]);
    expect((await list(`type=${InventoryType.Artwork}`)).length).toBe(works.length - 2);
    expect(await refused('subType=23')).toContain('subType');
  });

  it('artistState shows the works of artists in that state, whatever its case', async () => {
    const expected = works.filter((w) => w.artistId === stateArtist);
    expect(ids(await list('artistState=new%20york'))).toEqual(idsOf(expected));
    expect(expected.length).toBeLessThan(works.length);
    expect(await list('artistState=Ohio')).toEqual([]);
  });

  it('status 5 shows only available works', async () => {
    const available = await list('status=5');
    expect(available.every((i) => i.available)).toBe(true);
    expect(ids(available)).toEqual(ids(all.filter((i) => i.available)));
    expect(available.length).toBeLessThan(all.length);
    expect(await refused('status=2')).toContain('status');
  });

  it('filters combine: available blue works under a price', async () => {
    const cap = Math.max(...all.map(lowest));
    const expected = all.filter((i) => i.available && works.find((w) => w.id === i.inventoryId)!.color === 'blue');
    expect(ids(await list(`status=5&color=blue&maxPrice=${cap / 100}`))).toEqual(ids(expected));
  });
});

describe('sorts', () => {
  it('order 3 sorts by the lowest price, both ways', async () => {
    const asc = (await list('order=3&dir=asc')).map(lowest);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('order=3&dir=desc')).map(lowest);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc[0]).toBeLessThan(asc[asc.length - 1]);
  });

  it('order 4 sorts by title and order 5 by artist, both ways', async () => {
    const titles = (await list('order=4&dir=asc')).map((i) => i.title);
    expect(titles).not.toEqual(all.map((i) => i.title));
    expect((await list('order=4&dir=desc')).map((i) => i.title)).toEqual([...titles].reverse());
    const names = (await list('order=5&dir=asc')).map((i) => i.artist!.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const back = (await list('order=5&dir=desc')).map((i) => i.artist!.name.toLowerCase());
    expect(back).toEqual([...names].sort().reverse());
  });

  it('the artist sort follows an artist’s new name (kept by the database)', async () => {
    const last = (await list('order=5&dir=desc&maxLimit=999'))[0];
    const [artist] = await server.db.select().from(artists).where(eq(artists.id, last.artist!.artistId));
    await server.db.update(artists).set({ name: 'Aaron Aardvark' }).where(eq(artists.id, artist.id));
    const first = await list('order=5&dir=asc&maxLimit=999');
    expect(first[0].artist!.name).toBe('Aaron Aardvark');
    await server.db.update(artists).set({ name: artist.name }).where(eq(artists.id, artist.id));
  });

  it('an order the spec does not name is refused', async () => {
    expect(await refused('order=7')).toMatch(/order must be one of 0.*3.*4.*5/);
  });
});

describe('the filter bar’s artist state options', () => {
  /** The props the page gives its filter bar island, as the browser reads them. */
  async function filterBarProps(path: string): Promise<{ artistStates?: string[] } | null> {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const attribute = /data-island="InventoryFilterList" data-props="([^"]*)"/.exec(html)?.[1];
    if (attribute === undefined) return null;
    const json = attribute.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    return JSON.parse(json) as { artistStates?: string[] };
  }

  it('are the states of the site’s artists with works on show, each once whatever its case, and each one filters', async () => {
    const [sameState, otherState] = [...new Set(works.map((w) => w.artistId).filter((id): id is number => id !== null && id !== stateArtist))];
    await server.db.update(artists).set({ state: 'NEW YORK' }).where(eq(artists.id, sameState));
    await server.db.update(artists).set({ state: 'California' }).where(eq(artists.id, otherState));
    const [idle] = await server.db.insert(artists).values({ siteId, name: 'No Works Yet', state: 'Texas' }).returning({ id: artists.id });
    const [foreign] = await server.db.select({ id: artists.id, state: artists.state }).from(artists).where(ne(artists.siteId, siteId)).limit(1);
    await server.db.update(artists).set({ state: 'Oregon' }).where(eq(artists.id, foreign.id));
    await contentChanged(server.db, siteId);
    try {
      // The demo's Artworks page lists every work with the filter bar.
      const props = await filterBarProps('/artworks?sub=demo&n=states');
      // One option per state, spelt as the first of its artists spells it.
      expect(props?.artistStates).toEqual(['California', stateArtist < sameState ? 'New York' : 'NEW YORK']);
      const californian = works.filter((w) => w.artistId === otherState);
      expect(ids(await list('artistState=California'))).toEqual(idsOf(californian));
      const newYork = works.filter((w) => w.artistId === stateArtist || w.artistId === sameState);
      expect(ids(await list('artistState=New%20York'))).toEqual(idsOf(newYork));
    } finally {
      await server.db.update(artists).set({ state: null }).where(inArray(artists.id, [sameState, otherState]));
      await server.db.update(artists).set({ state: foreign.state }).where(eq(artists.id, foreign.id));
      await server.db.delete(artists).where(eq(artists.id, idle.id));
      await contentChanged(server.db, siteId);
    }
  });
});
