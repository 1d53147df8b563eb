import { sql, type SQL } from 'drizzle-orm';
import { INT32_MAX, WHOLE_UNIT_CURRENCIES, type BulkChange, type BulkResponse } from '../../../schema';
import { editions, inventory } from '../../db/schema';
import { rowsOf, type Tx } from './records';

/**
 * What each bulk action of the artworks table changes, as set-based SQL over a list of works (locked by
 * the caller), shared by the action over chosen ids (./bulk.ts) and over every work a filter matches
 * (./bulk-filter.ts). Each says which rows it changes, so the same words count the works an action
 * would change before it runs. A changed work's revision moves on, so a form open on it in another tab
 * is told to reload.
 */

/** A change of the works' own row or of their editions: what is set, on the rows where `when` holds. */
interface RowChange {
  set: SQL;
  when: SQL;
}
interface Effect {
  works?: RowChange;
  editions?: RowChange;
}

/**
 * A price changed by the percent, in the database's exact decimals: rounded first to millionths (as
 * the rule in TypeScript was, rid of binary noise), then to what its currency can charge (any cent;
 * whole yen, schema/money.ts minorStep), half up, never below 0 nor above the largest price stored.
 */
export function priceAfter(value: SQL, currencyCode: SQL, percent: number): SQL {
  const step = sql`(case when upper(${currencyCode}) = any(${sql.param([...WHOLE_UNIT_CURRENCIES])}::text[]) then 100 else 1 end)`;
  const exact = sql`round(${value}::numeric * (100 + ${String(percent)}::numeric) / 100, 6)`;
  return sql`least(${INT32_MAX}, greatest(0, round(${exact} / ${step}) * ${step}))::int`;
}

/** An edition's other currencies' prices, each changed by the percent, in their order. */
const otherPricesAfter = (percent: number) =>
  sql`coalesce((select jsonb_agg(jsonb_set(p, '{value}', to_jsonb(${priceAfter(sql`(p->>'value')::int`, sql`p->>'currencyCode'`, percent)})) order by n)
      from jsonb_array_elements(prices) with ordinality as x(p, n)), '[]'::jsonb)`;

function effectOf(change: BulkChange): Effect {
  switch (change.action) {
    case 'addTag':
      return { works: { set: sql`tags = array_append(tags, ${change.tag}::text)`, when: sql`not (tags @> array[${change.tag}]::text[])` } };
    case 'removeTag':
      return { works: { set: sql`tags = array_remove(tags, ${change.tag}::text)`, when: sql`tags @> array[${change.tag}]::text[]` } };
    case 'archive':
      return { works: { set: sql`active = false`, when: sql`active` } };
    case 'unarchive':
      return { works: { set: sql`active = true`, when: sql`not active` } };
    case 'markSold':
      return { editions: { set: sql`quantity = 0, is_on_hold = false`, when: sql`quantity <> 0 or is_on_hold` } };
    case 'markOnHold':
      // A held piece is one still there to hold: a sold edition comes back as one piece on hold.
      return { editions: { set: sql`quantity = greatest(quantity, 1), is_on_hold = true`, when: sql`quantity = 0 or not is_on_hold` } };
    case 'markAvailable':
      // Available to visitors means not archived either.
      return {
        editions: { set: sql`quantity = greatest(quantity, 1), is_on_hold = false`, when: sql`quantity = 0 or is_on_hold` },
        works: { set: sql`active = true`, when: sql`not active` },
      };
    case 'price': {
      const price = priceAfter(sql`price`, sql`currency_code`, change.percent);
      const prices = otherPricesAfter(change.percent);
      return { editions: { set: sql`price = ${price}, prices = ${prices}`, when: sql`${price} <> price or ${prices} <> prices` } };
    }
  }
}

/**
 * The works (of `inventory` in the query) the change would change: the same conditions the updates
 * below apply, so a count made with it before is what the action then changes.
 */
export function wouldChange(change: BulkChange): SQL {
  const { works, editions: ofEditions } = effectOf(change);
  const either: SQL[] = [];
  if (works) either.push(sql`(${works.when})`);
  if (ofEditions) either.push(sql`exists (select 1 from ${editions} e where e.inventory_id = ${inventory.id} and (${ofEditions.when}))`);
  return sql.join(either, sql` or `);
}

const idList = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

type PriceChange = NonNullable<BulkResponse['prices']>[number];
interface MovedEdition {
  id: number;
  artworkId: number;
  currencyCode: string;
  before: number;
  after: number;
  beforePrices: { currencyCode: string; value: number }[];
  afterPrices: { currencyCode: string; value: number }[];
}

/** Each price of a changed edition that moved, its own first, then its other currencies' in their order. */
function pricesMoved(e: MovedEdition): PriceChange[] {
  return [
    { currencyCode: e.currencyCode, before: e.before, after: e.after },
    ...e.beforePrices.map((p, i) => ({ currencyCode: p.currencyCode, before: p.value, after: e.afterPrices[i].value })),
  ]
    .filter((p) => p.before !== p.after)
    .map((p) => ({ editionId: e.id, artworkId: e.artworkId, ...p }));
}

/** What an action changed: the works; for a price change, how many prices moved and, when asked for, each. */
export interface Applied {
  changed: number[];
  pricesMoved?: number;
  prices?: PriceChange[];
}

/**
 * The works whose editions changed, in one update each: the revision moves on, and what the
 * database's per-row triggers would have kept (migration 0019) is set from their editions at once,
 * the lowest price after a price change, the status after a change of stock or holds (as the table's
 * settling of the status queue sets it). One write of each work's row, however many editions.
 */
async function settleWorks(tx: Tx, change: BulkChange, works: number[]): Promise<void> {
  if (!works.length) return;
  const kept =
    change.action === 'price'
      ? sql`, lowest_price = s.lowest`
      : sql`, sale_status = inventory_sale_status(s.open, s.left_over, s.live)`;
  await tx.execute(sql`
    update ${inventory} i set revision = i.revision + 1, updated_at = now()${kept}
    from (
      select inventory_id, min(price) filter (where active) as lowest,
        bool_or(active and not is_on_hold and quantity > 0) as open, bool_or(active and quantity > 0) as left_over, bool_or(active) as live
      from ${editions} where inventory_id = any(${idList(works)}) group by inventory_id
    ) s
    where i.id = s.inventory_id`);
}

/**
 * Applies the change to the works (locked already, in id order): one update of their editions (their
 * prior values locked and read in the same statement, for what a price change reports), one of the
 * works, each with the upkeep of what it changed done once for all (migration 0019).
 * `pricesInDetail` lists each price that moved (a selection of ids); a whole collection is told in counts.
 */
export async function applyChange(tx: Tx, change: BulkChange, ids: number[], pricesInDetail: boolean): Promise<Applied> {
  const { works, editions: ofEditions } = effectOf(change);
  const applied: Applied = { changed: [] };
  let fromEditions: number[] = [];
  let fromWorks: number[] = [];
  await tx.execute(sql`set local app.upkeep_deferred = 'on'`);
  if (ofEditions) {
    const pricing = change.action === 'price';
    const detail = pricing && pricesInDetail ? sql`, old_price as before, ${editions}.price as after, old_prices as "beforePrices", ${editions}.prices as "afterPrices"` : sql``;
    const moved = await rowsOf<MovedEdition & { pricesMoved: number }>(
      tx,
      sql`with old as (select id as old_id, price as old_price, prices as old_prices from ${editions} where inventory_id = any(${idList(ids)}) and (${ofEditions.when}) order by id for update)
          update ${editions} set ${ofEditions.set}, revision = ${editions}.revision + 1 from old where ${editions}.id = old.old_id
          returning ${editions}.id, inventory_id as "artworkId", currency_code as "currencyCode",
            (old_price <> ${editions}.price)::int + (select count(*) from jsonb_array_elements(old_prices) with ordinality as a(p, n)
              join jsonb_array_elements(${editions}.prices) with ordinality as b(q, m) on m = n where p->'value' <> q->'value')::int as "pricesMoved"${detail}`,
    );
    fromEditions = [...new Set(moved.map((e) => e.artworkId))];
    if (pricing) {
      applied.pricesMoved = moved.reduce((sum, e) => sum + e.pricesMoved, 0);
      if (pricesInDetail) applied.prices = moved.sort((a, b) => a.id - b.id).flatMap(pricesMoved);
    }
    await settleWorks(tx, change, fromEditions);
  }
  if (works) {
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`update ${inventory} set ${works.set}, revision = revision + 1, updated_at = now() where id = any(${idList(ids)}) and (${works.when}) returning id`,
    );
    fromWorks = rows.map((r) => r.id);
  }
  if (fromWorks.length) {
    // The search documents of the works whose own row changed (tags, archived), as the trigger would have.
    await tx.execute(sql`set local app.upkeep_deferred = 'off'`);
    await tx.execute(sql`select search_refresh_inventory(${idList(fromWorks)})`);
  }
  applied.changed = [...new Set([...fromEditions, ...fromWorks])];
  return applied;
}
