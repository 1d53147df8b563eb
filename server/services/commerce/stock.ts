import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';

/** Invalidates cached pages of the site: they may show stock (or a hold) that has just changed. */
export async function bumpStockVersion(tx: Pick<Db, 'update'>, siteId: number): Promise<void> {
  await tx
    .update(sites)
    .set({ stockVersion: sql`${sites.stockVersion} + 1` })
    .where(eq(sites.id, siteId));
}
