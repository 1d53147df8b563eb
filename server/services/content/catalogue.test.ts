import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  artistListQuerySchema,
  artistListResponseSchema,
  formatMoney,
  inventoryListQuerySchema,
  inventoryListResponseSchema,
  type InventoryItem,
} from '../../../schema';
import type { Database } from '../../db/client';
import { editions, inventory } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { getInventoryItem, listArtists, listInventory } from '.';
import { seedIfEmpty } from '../seed';

let database: Database;
let demo: number;
let artistSite: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const seeded = await seedIfEmpty(database.db, { artworksSamplePath: null, ownerEmail: null, ownerPassword: null });
  demo = seeded!.sites.find((s) => s.subdomain === 'demo')!.siteId;
  artistSite = seeded!.sites.find((s) => s.subdomain === 'artist')!.siteId;
});
afterAll(() => database?.close());

/** A query as the API parses it from the address, so defaults match what visitors get. */
const q = (params: Record<string, string | number> = {}) =>
  inventoryListQuerySchema.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));

async function all(params: Record<string, string | number> = {}): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  for (let offset = 0; ; offset += 10) {
    const page = await listInventory(database.db, demo, q({ ...params, limit: 10, offset }));
    items.push(...page.inventory);
    if (!page.hasMore) return items;
  }
}

describe('listInventory paging', () => {
  it('pages through every work once, with hasMore true until the last page', async () => {
    const first = await listInventory(database.db, demo, q({ limit: 15 }));
    expect(inventoryListResponseSchema.parse(first)).toEqual(first);
    expect([first.inventory.length, first.hasMore]).toEqual([15, true]);
    const second = await listInventory(database.db, demo, q({ limit: 15, offset: 15 }));
    expect([second.inventory.length, second.hasMore]).toEqual([15, true]);
    // 40 works: the third page holds the last 10 exactly, and says there is no more.
    const last = await listInventory(database.db, demo, q({ limit: 15, offset: 30 }));
    expect([last.inventory.length, last.hasMore]).toEqual([10, false]);
    const exact = await listInventory(database.db, demo, q({ limit: 15, offset: 25 }));
    expect([exact.inventory.length, exact.hasMore]).toEqual([15, false]);
    const ids = [...first.inventory, ...second.inventory, ...last.inventory].map((i) => i.inventoryId);
    expect(new Set(ids).size).toBe(40);
  });

  it('caps the whole list at maxLimit and stops paging there', async () => {
    const page = (offset: number) => listInventory(database.db, demo, q({ limit: 4, offset, maxLimit: 10 }));
    const pages = await Promise.all([page(0), page(4), page(8), page(12)]);
    expect(pages.map((p) => [p.inventory.length, p.hasMore])).toEqual([[4, true], [4, true], [2, false], [0, false]]);
    const capAtPageEnd = await listInventory(database.db, demo, q({ limit: 4, offset: 4, maxLimit: 8 }));
    expect([capAtPageEnd.inventory.length, capAtPageEnd.hasMore]).toEqual([4, false]);
  });

  it('keeps each site to its own works', async () => {
    const own = await listInventory(database.db, artistSite, q({ limit: 100 }));
    expect(own.inventory).toHaveLength(7);
    expect(new Set(own.inventory.map((i) => i.artist?.name))).toEqual(new Set(['Mara Ellison']));
    expect(await getInventoryItem(database.db, demo, own.inventory[0].inventoryId)).toBeNull();
    expect(await getInventoryItem(database.db, artistSite, own.inventory[0].inventoryId)).toMatchObject({ title: own.inventory[0].title });
  });
});

describe('listInventory filters and order', () => {
  it('filters by artist', async () => {
    const everything = await all();
    const artistId = everything.find((i) => i.artist?.name === 'Kenji Hayase')!.artist!.artistId;
    const works = await all({ artistId });
    expect(works.map((i) => i.title).sort()).toEqual(everything.filter((i) => i.artist?.artistId === artistId).map((i) => i.title).sort());
    expect(works).toHaveLength(5);
  });

  it('finds works by words of the title or the artist name, treating % as a plain character', async () => {
    expect((await all({ q: 'orange' })).map((i) => i.title)).toEqual(['Slow Orange Weather']);
    expect((await all({ q: 'hayase' })).map((i) => i.artist!.name)).toEqual(Array(5).fill('Kenji Hayase'));
    expect((await all({ q: 'ORANGE wea' })).map((i) => i.title)).toEqual(['Slow Orange Weather']);
    expect(await all({ q: '%' })).toEqual([]);
  });

  it('status 5 shows only available works, leaving out sold-out and held ones', async () => {
    const everything = await all();
    const available = await all({ status: 5 });
    expect(available.every((i) => i.available)).toBe(true);
    expect(available.length).toBe(everything.filter((i) => i.available).length);
    expect(available.length).toBeLessThan(everything.length);
    const missing = everything.filter((i) => !available.some((a) => a.inventoryId === i.inventoryId));
    expect(missing.every((i) => i.editions.every((e) => e.isSold || e.isOnHold))).toBe(true);
  });

  it('sorts by title, price and artist name, both ways', async () => {
    const titles = (await all({ order: 4 })).map((i) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await all({ order: 4, dir: 'desc' })).map((i) => i.title.toLowerCase())).toEqual([...titles].reverse());

    const prices = (await all({ order: 3 })).map((i) => Math.min(...i.editions.map((e) => e.priceValue)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await all({ order: 3, dir: 'desc' })).map((i) => Math.min(...i.editions.map((e) => e.priceValue)));
    expect(descending).toEqual([...prices].sort((a, b) => b - a));

    const names = (await all({ order: 5 })).map((i) => i.artist!.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    expect(names[0]).toBe('Adaeze Okonkwo-Hale');
  });

  it('keeps the default order stable across pages', async () => {
    const twice = [await all(), await all()].map((list) => list.map((i) => i.inventoryId));
    expect(twice[0]).toEqual(twice[1]);
  });
});

describe('inventory items', () => {
  it('maps editions, prices, dimensions and the artist as the API promises', async () => {
    const item = (await all()).find((i) => i.title === 'Slow Orange Weather')!;
    expect(item).toMatchObject({ medium: 'Oil on linen', date: '2019', canReceiveOffers: true });
    expect(item.artist).toMatchObject({ name: 'Mara Ellison', lifespan: 'born 1962' });
    const [edition] = item.editions;
    expect(edition).toMatchObject({ edition: 'Unique', editionType: 0, price: formatMoney(edition.priceValue), currencyCode: 'USD' });
    expect(edition.dimensions).toEqual({ height: 152.4, width: 121.9, depth: null, metric: 1, formatted: '152.4 × 121.9 cm' });
    expect(item.images).toEqual([expect.objectContaining({ extension: 'jpg', height: 2000, width: 1600, imageAlt: 'Slow Orange Weather by Mara Ellison' })]);

    const sculpture = (await all()).find((i) => i.title === 'Stone Listening')!;
    expect(sculpture.editions[0].dimensions.formatted).toBe('45 × 38 × 30 cm');
    expect(sculpture.artist!.lifespan).toBe('1948–2019');
  });

  it('marks a work sold out when no edition is left, and unavailable when held', async () => {
    const row = (await all()).find((i) => i.available && i.editions.length === 1)!;
    const [edition] = row.editions;
    const look = () => getInventoryItem(database.db, demo, row.inventoryId).then((i) => [i!.available, i!.editions[0].isSold, i!.editions[0].isOnHold]);
    await database.db.update(editions).set({ quantity: 0 }).where(eq(editions.id, edition.editionId));
    expect(await look()).toEqual([false, true, false]);
    await database.db.update(editions).set({ quantity: edition.quantity, isOnHold: true }).where(eq(editions.id, edition.editionId));
    expect(await look()).toEqual([false, false, true]);
    await database.db.update(editions).set({ isOnHold: false }).where(eq(editions.id, edition.editionId));
    expect(await look()).toEqual([true, false, false]);
  });

  it('leaves inactive works out of lists and item look-ups', async () => {
    const row = (await all())[1];
    await database.db.update(inventory).set({ active: false }).where(and(eq(inventory.id, row.inventoryId), eq(inventory.siteId, demo)));
    expect(await getInventoryItem(database.db, demo, row.inventoryId)).toBeNull();
    expect((await all()).some((i) => i.inventoryId === row.inventoryId)).toBe(false);
    await database.db.update(inventory).set({ active: true }).where(eq(inventory.id, row.inventoryId));
  });
});

describe('listArtists', () => {
  it('lists artists by name with paging, lifespans, countries and a cover picture', async () => {
    const query = (params: Record<string, string>) => artistListQuerySchema.parse(params);
    const first = await listArtists(database.db, demo, query({ limit: '5' }));
    expect(artistListResponseSchema.parse(first)).toEqual(first);
    expect([first.artists.length, first.hasMore]).toEqual([5, true]);
    const rest = await listArtists(database.db, demo, query({ limit: '5', offset: '5' }));
    expect([rest.artists.length, rest.hasMore]).toEqual([3, false]);
    const names = [...first.artists, ...rest.artists].map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const tomasz = [...first.artists, ...rest.artists].find((a) => a.name === 'Tomasz Wierzba')!;
    expect(tomasz).toMatchObject({ lifespan: '1931–2004', country: 'Polish', bio: 'Polish, 1931–2004' });
    expect(tomasz.biography).toContain('Tomasz Wierzba (1931–2004)');
    expect(tomasz.cover).toMatchObject({ extension: 'jpg' });
    const capped = await listArtists(database.db, demo, query({ limit: '5', maxLimit: '5' }));
    expect(capped.hasMore).toBe(false);
  });
});
