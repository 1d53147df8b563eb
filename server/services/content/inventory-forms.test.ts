import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryListQuerySchema } from '../../../schema';
import type { Database } from '../../db/client';
import { inventory, sites } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { seedIfEmpty } from '../seed';
import { getInventoryItem, listInventory, listInventoryByIds } from '.';
import { getInventoryItemWithRelated } from './art-page';

/**
 * What a visitor's item says about the inquire and offer buttons (storefront spec §5) follows what the
 * forms API enforces: an offer needs both the site and the work to take offers; inquiries the work's say,
 * and where they go the work's own contact link.
 */

let database: Database;
let demo: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const seeded = await seedIfEmpty(database.db, { artworksSamplePath: null, ownerEmail: null, ownerPassword: null });
  demo = seeded!.sites.find((s) => s.subdomain === 'demo')!.siteId;
});
afterAll(() => database?.close());

describe('an item’s canInquire and canReceiveOffers', () => {
  it('are the work’s own, and offers are closed when the site takes none', async () => {
    const { inventory: [first, second] } = await listInventory(database.db, demo, inventoryListQuerySchema.parse({ limit: '2' }));
    expect(first).toMatchObject({ canInquire: true, canReceiveOffers: true });

    await database.db.update(inventory).set({ canInquire: false, canReceiveOffers: false }).where(eq(inventory.id, first.inventoryId));
    expect(await getInventoryItem(database.db, demo, first.inventoryId)).toMatchObject({ canInquire: false, canReceiveOffers: false });
    expect((await getInventoryItem(database.db, demo, second.inventoryId))?.canReceiveOffers).toBe(true);

    await database.db.update(sites).set({ canReceiveOffers: false }).where(eq(sites.id, demo));
    expect((await getInventoryItem(database.db, demo, second.inventoryId))?.canReceiveOffers).toBe(false);
  });
});

describe('an item’s contactUrl', () => {
  it('is the work’s own contact link wherever visitors get the item: lists, one item, an art page and its related works', async () => {
    const { inventory: works } = await listInventory(database.db, demo, inventoryListQuerySchema.parse({ limit: '3' }));
    const [first, second] = works;
    expect(works.every((w) => w.contactUrl === null)).toBe(true);

    await database.db.update(inventory).set({ contactUrl: 'https://dealer.example/consigned' }).where(eq(inventory.id, first.inventoryId));
    await database.db.update(inventory).set({ contactUrl: '/contact' }).where(eq(inventory.id, second.inventoryId));
    const listed = await listInventory(database.db, demo, inventoryListQuerySchema.parse({ limit: '3' }));
    expect(listed.inventory.map((w) => w.contactUrl).slice(0, 2)).toEqual(['https://dealer.example/consigned', '/contact']);
    expect((await getInventoryItem(database.db, demo, first.inventoryId))?.contactUrl).toBe('https://dealer.example/consigned');
    expect((await listInventoryByIds(database.db, demo, [second.inventoryId]))[0]?.contactUrl).toBe('/contact');
    expect((await getInventoryItemWithRelated(database.db, demo, first.inventoryId, 4))?.item.contactUrl).toBe('https://dealer.example/consigned');

    const byArtist = first.artist && (await listInventory(database.db, demo, inventoryListQuerySchema.parse({ limit: '5', artistId: String(first.artist.artistId) }))).inventory;
    const other = byArtist?.find((w) => w.inventoryId !== first.inventoryId);
    expect(other).toBeDefined();
    await database.db.update(inventory).set({ contactUrl: 'mailto:estate@example.com' }).where(eq(inventory.id, other!.inventoryId));
    const page = await getInventoryItemWithRelated(database.db, demo, first.inventoryId, 4);
    expect(page?.related.find((w) => w.inventoryId === other!.inventoryId)?.contactUrl).toBe('mailto:estate@example.com');
  });
});
