import { sql, type SQL } from 'drizzle-orm';
import { BackOfficeText, ErrorCode, type BulkAction, type BulkResponse } from '../../../schema';
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

/** New price: the percent applied, rounded to whole minor units, never below 0 nor above the largest price stored. */
const newPrice = (percent: number) => sql`least(2147483647, greatest(0, round(price::numeric * (100 + ${percent}::numeric) / 100)))::int`;

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
      const prices = await rowsOf<{ editionId: number; artworkId: number; before: number; after: number }>(
        tx,
        sql`update ${editions} e set price = ${newPrice(action.percent)}, revision = e.revision + 1
            from (select id, price as before from ${editions} where inventory_id = any(${sql.param(ids)}::int[]) for update) old
            where e.id = old.id and e.price <> ${newPrice(action.percent)}
            returning e.id as "editionId", e.inventory_id as "artworkId", old.before as "before", e.price as "after"`,
      );
      const works = [...new Set(prices.map((p) => p.artworkId))];
      if (works.length) await tx.execute(sql`update ${inventory} set revision = revision + 1, updated_at = now() where id = any(${sql.param(works)}::int[])`);
      return { changed: works, prices: prices.sort((a, b) => a.editionId - b.editionId) };
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
