import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announceSiteChange } from '../../db/site-changes';
import { sites } from '../../db/schema';

/** Invalidates cached pages of the site: they may show stock (or a hold) that has just changed. */
export async function bumpStockVersion(tx: Pick<Db, 'update'>, siteId: number): Promise<void> {
  await tx
    .update(sites)
    .set({ stockVersion: sql`${sites.stockVersion} + 1` })
    .where(eq(sites.id, siteId));
}

/**
 * After a change to what carts are priced from besides the stock (a promotion code made, changed or
 * deleted): the carts and pages kept for the site, in this process and every other one, are stale.
 */
export async function pricingChanged(db: Db, siteId: number): Promise<void> {
  await bumpStockVersion(db, siteId);
  announceSiteChange(db, siteId);
}
