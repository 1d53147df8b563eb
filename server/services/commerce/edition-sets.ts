import { and, asc, eq } from 'drizzle-orm';
import { EditionType, ErrorCode, formatMoney, type EditionGroup, type EditionSetResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { editions, inventory } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { toEdition } from '../content';
import type { SiteRow } from '../sites';

const NOT_FOUND = 'There are no editions of this piece for sale.';

/**
 * GET /api/editionSets: the editions of a work that can be bought now, grouped by medium (the
 * edition's own, else the work's) and dimensions, in the owner's order of editions. Prices are in the
 * site's currency (the edition's own, or the price the owner set for that currency); an edition
 * without one, sold, on hold or withdrawn is left out.
 */
export async function editionSet(db: Db, site: SiteRow, inventoryId: number): Promise<EditionSetResponse> {
  const rows = await db
    .select({ edition: editions, title: inventory.title, medium: inventory.medium })
    .from(inventory)
    .innerJoin(editions, eq(editions.inventoryId, inventory.id))
    .where(and(eq(inventory.id, inventoryId), eq(inventory.siteId, site.id), eq(inventory.active, true)))
    .orderBy(asc(editions.id));
  if (!rows.length) throw new HttpError(404, ErrorCode.NotFound, NOT_FOUND);
  const currency = site.currencyCode;
  const now = Date.now();
  const groups = new Map<string, EditionGroup>();
  for (const { edition: e, medium } of rows) {
    const price = e.currencyCode === currency ? e.price : e.prices.find((p) => p.currencyCode === currency)?.value;
    const held = e.isOnHold || (e.heldUntil !== null && e.heldUntil.getTime() > now);
    if (price === undefined || !e.active || held || e.quantity === 0) continue;
    if (e.editionType === EditionType.Original && e.quantity < 1) continue;
    const shown = { ...toEdition(e), price: formatMoney(price, currency), priceValue: price, currencyCode: currency };
    const group = { medium: e.medium ?? medium ?? '', dimensions: shown.dimensions.formatted };
    const key = JSON.stringify(group);
    const existing = groups.get(key);
    if (existing) existing.editions.push(shown);
    else groups.set(key, { ...group, editions: [shown] });
  }
  return { editionSetId: inventoryId, inventoryId, title: rows[0].title, currencyCode: currency, groups: [...groups.values()] };
}
