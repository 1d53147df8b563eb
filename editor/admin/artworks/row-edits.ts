import { formatMoney, type ArtworkRow, type ArtworkStatus } from '../../../schema';
import { parseMajorUnits, PRICE_HINT } from './money';

/**
 * Inline edits from a row of the artworks table, each a call over the revision the row was read at, so
 * an edit over a change made elsewhere meanwhile is refused: a price per edition, and the work's status
 * through its editions (as the bulk actions change them) and its archive switch.
 */

export type RowStep = { kind: 'edition'; editionId: number; body: Record<string, unknown> } | { kind: 'archive' | 'unarchive'; revision: number };

/** The statuses an owner can set from a row; 'Not for sale' (no active edition) is only shown. */
export const SETTABLE_STATUSES = ['available', 'on_hold', 'sold', 'archived'] as const satisfies readonly ArtworkStatus[];
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

type RowEdition = ArtworkRow['editions'][number];

/** The calls that give the work the status; none when it has it already. */
export function statusSteps(row: ArtworkRow, to: SettableStatus): RowStep[] {
  if (to === 'archived') return row.active ? [{ kind: 'archive', revision: row.revision }] : [];
  const edit = (wants: (e: RowEdition) => boolean, change: Record<string, unknown>): RowStep[] =>
    row.editions.filter(wants).map((e) => ({ kind: 'edition', editionId: e.id, body: { ...change, revision: e.revision } }));
  const steps =
    to === 'available'
      ? edit((e) => e.quantity === 0 || e.isOnHold, { isSold: false, isOnHold: false })
      : to === 'on_hold'
        ? edit((e) => e.quantity === 0 || !e.isOnHold, { isSold: false, isOnHold: true })
        : edit((e) => e.quantity !== 0 || e.isOnHold, { isSold: true, isOnHold: false });
  // A sale status is the status visitors see only on a work that is not archived.
  return row.active ? steps : [...steps, { kind: 'unarchive', revision: row.revision }];
}

/** The price a row shows: the lowest of its active editions, in that edition's currency. */
export function rowPrice(row: ArtworkRow): string {
  if (row.lowestPrice === null) return '—';
  const cheapest = row.editions.find((e) => e.active && e.price === row.lowestPrice) ?? row.editions[0];
  return formatMoney(row.lowestPrice, cheapest?.currencyCode ?? 'USD');
}

/** The price calls for the prices typed per edition (major units), only those changed; or why one cannot be sent. */
export function priceSteps(row: ArtworkRow, typed: Record<number, string>): { steps: RowStep[]; refusals: Record<number, string> } {
  const steps: RowStep[] = [];
  const refusals: Record<number, string> = {};
  for (const e of row.editions) {
    if (typed[e.id] === undefined) continue;
    const price = parseMajorUnits(typed[e.id]);
    if (price === null) refusals[e.id] = PRICE_HINT;
    else if (price !== e.price) steps.push({ kind: 'edition', editionId: e.id, body: { price, revision: e.revision } });
  }
  return { steps, refusals };
}
