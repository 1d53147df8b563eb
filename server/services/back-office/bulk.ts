import { sql, type SQL } from 'drizzle-orm';
import { BackOfficeText, ErrorCode, INT32_MAX, roundToCurrency, type BulkAction, type BulkResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { editions, inventory } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { contentChanged } from '../content/changed';
import { rowsOf, type Tx } from './records';

/**
 * Bulk actions of the artworks table over chosen works: tag, untag, price change by percent, mark sold,
 * on hold or available, archive. Each is one transaction over the site's works (an id of another site
 * refuses the whole action with 404, nothing changed), and answers which works changed. A changed work's
 * revision moves on, so a form open on it in another tab is told to reload.
 */

/** Locks the chosen works of the site, in id order (a fixed order, so two bulk actions cannot deadlock). */
async function lockWorks(tx: Tx, siteId: number, ids: number[]): Promise<void> {
  const rows = await rowsOf<{ id: number }>(tx, sql`select id from ${inventory} where site_id = ${siteId} and id = any(${sql.param(ids)}::int[]) order by id for update`);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    throw new HttpError(404, ErrorCode.NotFound, `${BackOfficeText.notFound('artwork')} (${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}) Nothing was changed.`);
  }
}

/** Updates the chosen works where `changes` says so; answers the ids changed. */
async function updateWorks(tx: Tx, ids: number[], set: SQL, changes: SQL): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update ${inventory} set ${set}, revision = revision + 1, updated_at = now() where id = any(${sql.param(ids)}::int[]) and (${changes}) returning id`,
  );
  return rows.map((r) => r.id);
}

/** Updates the editions of the chosen works where `changes` says so; answers the works whose editions changed, and bumps their revisions. */
async function updateEditions(tx: Tx, ids: number[], set: SQL, changes: SQL): Promise<number[]> {
  const rows = await rowsOf<{ inventoryId: number }>(
    tx,
    sql`update ${editions} set ${set}, revision = revision + 1 where inventory_id = any(${sql.param(ids)}::int[]) and (${changes}) returning inventory_id as "inventoryId"`,
  );
  const works = [...new Set(rows.map((r) => r.inventoryId))];
  if (works.length) await tx.execute(sql`update ${inventory} set revision = revision + 1, updated_at = now() where id = any(${sql.param(works)}::int[])`);
  return works;
}

/**
 * A price changed by the percent, rounded to what its currency can charge (any cent; whole yen), never
 * below 0 nor above the largest price stored. The product is first rid of binary noise (110.1% has no
 * exact binary form), so a price on a half rounds up as decimal arithmetic would.
 */
export function changedPrice(value: number, percent: number, currencyCode: string): number {
  const exact = Math.round(((value * (100 + percent)) / 100) * 1e6) / 1e6;
  return Math.min(INT32_MAX, Math.max(0, roundToCurrency(exact, currencyCode)));
}

type PriceChange = NonNullable<BulkResponse['prices']>[number];

/**
 * Every price of each chosen work's editions changed by the percent: the edition's own and those in
 * other currencies, each rounded for its currency. One locked read, one update of the editions whose
 * prices moved; answers each price that changed.
 */
async function changePrices(tx: Tx, ids: number[], percent: number): Promise<PriceChange[]> {
  const rows = await rowsOf<{ id: number; artworkId: number; price: number; currencyCode: string; prices: { currencyCode: string; value: number }[] }>(
    tx,
    sql`select id, inventory_id as "artworkId", price, currency_code as "currencyCode", prices from ${editions}
        where inventory_id = any(${sql.param(ids)}::int[]) order by id for update`,
  );
  const changes: PriceChange[] = [];
  const updates: { id: number; price: number; prices: { currencyCode: string; value: number }[] }[] = [];
  for (const e of rows) {
    const price = changedPrice(e.price, percent, e.currencyCode);
    const prices = e.prices.map((p) => ({ ...p, value: changedPrice(p.value, percent, p.currencyCode) }));
    const moved = [
      { currencyCode: e.currencyCode, before: e.price, after: price },
      ...e.prices.map((p, i) => ({ currencyCode: p.currencyCode, before: p.value, after: prices[i].value })),
    ].filter((p) => p.before !== p.after);
    if (!moved.length) continue;
    changes.push(...moved.map((p) => ({ editionId: e.id, artworkId: e.artworkId, ...p })));
    updates.push({ id: e.id, price, prices });
  }
  if (updates.length) {
    await tx.execute(
      sql`update ${editions} e set price = c.price, prices = c.prices, revision = e.revision + 1
          from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as c(id int, price int, prices jsonb) where e.id = c.id`,
    );
  }
  return changes;
}

async function apply(tx: Tx, action: BulkAction): Promise<Omit<BulkResponse, 'unchanged'>> {
  const ids = action.ids;
  switch (action.action) {
    case 'addTag':
      return { changed: await updateWorks(tx, ids, sql`tags = array_append(tags, ${action.tag}::text)`, sql`not (tags @> array[${action.tag}]::text[])`) };
    case 'removeTag':
      return { changed: await updateWorks(tx, ids, sql`tags = array_remove(tags, ${action.tag}::text)`, sql`tags @> array[${action.tag}]::text[]`) };
    case 'archive':
      return { changed: await updateWorks(tx, ids, sql`active = false`, sql`active`) };
    case 'unarchive':
      return { changed: await updateWorks(tx, ids, sql`active = true`, sql`not active`) };
    case 'markSold':
      return { changed: await updateEditions(tx, ids, sql`quantity = 0, is_on_hold = false`, sql`quantity <> 0 or is_on_hold`) };
    case 'markOnHold':
      // A held piece is one still there to hold: a sold edition comes back as one piece on hold.
      return { changed: await updateEditions(tx, ids, sql`quantity = greatest(quantity, 1), is_on_hold = true`, sql`quantity = 0 or not is_on_hold`) };
    case 'markAvailable': {
      const fromEditions = await updateEditions(tx, ids, sql`quantity = greatest(quantity, 1), is_on_hold = false`, sql`quantity = 0 or is_on_hold`);
      // Available to visitors means not archived either.
      const fromWorks = await updateWorks(tx, ids, sql`active = true`, sql`not active`);
      return { changed: [...new Set([...fromEditions, ...fromWorks])] };
    }
    case 'price': {
      const prices = await changePrices(tx, ids, action.percent);
      const works = [...new Set(prices.map((p) => p.artworkId))];
      if (works.length) await tx.execute(sql`update ${inventory} set revision = revision + 1, updated_at = now() where id = any(${sql.param(works)}::int[])`);
      return { changed: works, prices };
    }
  }
}

export async function bulkArtworks(db: Db, siteId: number, action: BulkAction): Promise<BulkResponse> {
  const result = await db.transaction(async (tx) => {
    await lockWorks(tx, siteId, action.ids);
    return apply(tx, action);
  });
  if (result.changed.length) await contentChanged(db, siteId);
  const changed = new Set(result.changed);
  return { ...result, changed: [...changed].sort((a, b) => a - b), unchanged: action.ids.filter((id) => !changed.has(id)) };
}
