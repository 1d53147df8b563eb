import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryListQuerySchema } from '../../../schema';
import type { Database } from '../../db/client';
import { inventory, sites } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { seedIfEmpty } from '../seed';
import { getInventoryItem, listInventory } from '.';

/**
 * What a visitor's item says about the inquire and offer buttons (storefront spec §5) follows what the
 * forms API enforces: an offer needs both the site and the work to take offers; inquiries the work's say.
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
