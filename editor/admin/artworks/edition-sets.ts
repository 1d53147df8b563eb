import { EditionType } from '../../../schema';

/**
 * Edition sets (spec §3: groups, each with medium, dimensions and editions): the editions visitors can
 * buy, grouped as the purchase popup offers them (server/services/commerce/edition-sets.ts), by each
 * edition's medium (its own, else the work's) and size.
 */

const UNITS = ['in', 'cm', 'ft'];
const SIZE_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '61 × 50.8 cm': height × width [× depth] in the edition's unit, as visitors read it; empty when unknown. */
export function formatDimensions(height: number | null, width: number | null, depth: number | null, metric: number): string {
  if (height === null || width === null) return '';
  const parts = [height, width, ...(depth !== null ? [depth] : [])].map((n) => SIZE_FORMAT.format(n));
  return `${parts.join(' × ')} ${UNITS[metric] ?? 'cm'}`;
}

export interface SetEdition {
  name: string;
  /** The edition's own medium; null: the work's. */
  medium: string | null;
  editionType: number;
  price: number | null;
  quantity: number;
  active: boolean;
  isOnHold: boolean;
  dimensions: { height: number | null; width: number | null; depth: number | null; metric: number };
}

export interface EditionSet<E> {
  medium: string;
  dimensions: string;
  editions: E[];
}

/** What visitors can put in the cart: active, not held, one left at least, and priced. */
export const offered = (e: SetEdition): boolean => e.active && !e.isOnHold && e.quantity > 0 && e.price !== null && e.price > 0;

/** The offered editions in sets of one medium and one size, in the order the editions come; the rest apart. */
export function editionSets<E extends SetEdition>(workMedium: string | null, editions: readonly E[]): { sets: EditionSet<E>[]; notOffered: E[] } {
  const sets = new Map<string, EditionSet<E>>();
  const notOffered: E[] = [];
  for (const edition of editions) {
    if (!offered(edition)) {
      notOffered.push(edition);
      continue;
    }
    const { height, width, depth, metric } = edition.dimensions;
    const dimensions = formatDimensions(height, width, depth, metric);
    const medium = (edition.medium?.trim() || workMedium?.trim()) ?? '';
    const key = JSON.stringify([medium, dimensions]);
    const set = sets.get(key);
    if (set) set.editions.push(edition);
    else sets.set(key, { medium, dimensions, editions: [edition] });
  }
  return { sets: [...sets.values()], notOffered };
}

/** Why an edition is not offered, in a word or two. */
export function notOfferedReason(e: SetEdition): string {
  if (!e.active) return 'inactive';
  if (e.quantity === 0) return e.editionType === EditionType.Original ? 'sold' : 'sold out';
  if (e.isOnHold) return 'on hold';
  return 'no price';
}
