import type { BulkAction, BulkFilterCount, BulkResponse } from '../../../schema';

/**
 * What each bulk action of the artworks table asks before it runs and says after: the owner confirms
 * exactly what will change, over how many works, and reads what did.
 */

export type BulkKind = BulkAction['action'];

/** The actions in the order the table offers them, with their names there. */
export const BULK_ACTIONS: ReadonlyArray<{ action: BulkKind; label: string }> = [
  { action: 'addTag', label: 'Add a tag' },
  { action: 'removeTag', label: 'Remove a tag' },
  { action: 'price', label: 'Change prices by a percent' },
  { action: 'markSold', label: 'Mark sold' },
  { action: 'markOnHold', label: 'Mark on hold' },
  { action: 'markAvailable', label: 'Mark available' },
  { action: 'archive', label: 'Archive' },
  { action: 'unarchive', label: 'Unarchive' },
];

/** '1 artwork', '1,204 artworks'. */
export const artworks = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'artwork' : 'artworks'}`;

/** '+10%', '−12.5%'. */
export const signedPercent = (percent: number) => `${percent < 0 ? '−' : '+'}${Math.abs(percent).toLocaleString('en-US')}%`;

/** The percent typed ('10', '+10', '-12.5', '10%'); null when it is not a number. */
export function parsePercent(text: string): number | null {
  const t = text.trim().replace(/%$/, '').replace('−', '-').trim();
  return /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

/** What the action needs besides the works: a tag, a percent. */
export type BulkInput = { action: 'addTag' | 'removeTag'; tag: string } | { action: 'price'; percent: number } | { action: Exclude<BulkKind, 'addTag' | 'removeTag' | 'price'> };

export function question(input: BulkInput, count: number): string {
  const n = artworks(count);
  switch (input.action) {
    case 'addTag':
      return `Add the tag ‘${input.tag}’ to ${n}?`;
    case 'removeTag':
      return `Remove the tag ‘${input.tag}’ from ${n}?`;
    case 'price': {
      const factor = (100 + input.percent) / 100;
      return `Change the price of every edition of ${n} by ${signedPercent(input.percent)}? Each price is multiplied by ${factor.toLocaleString('en-US', { maximumFractionDigits: 4 })} in each of its currencies, and rounded to that currency’s smallest unit (the cent, the whole yen).`;
    }
    case 'markSold':
      return `Mark ${n} sold? Every edition of each is sold, none left to sell.`;
    case 'markOnHold':
      return `Put ${n} on hold? Visitors cannot buy them until they are available again.`;
    case 'markAvailable':
      return `Mark ${n} available? Every edition comes off hold, a sold one comes back as one left to sell, and archived works come back.`;
    case 'archive':
      return `Archive ${n}? Visitors no longer see them; they stay here.`;
    case 'unarchive':
      return `Bring ${n} back from the archive? Visitors see them again.`;
  }
}

/** What a bulk action did, in counts: by ids or by filter. */
export interface BulkDone {
  changed: number;
  unchanged: number;
  /** A price change's prices that moved. */
  prices?: number;
}

/** The counts of an answer by ids. */
export const doneByIds = (answer: BulkResponse): BulkDone => ({ changed: answer.changed.length, unchanged: answer.unchanged.length, prices: answer.prices?.length });

/** What the works an action leaves as they were already are, by action: 'were so already', 'had it already'. */
function alreadyWords(input: BulkInput, one: boolean): string {
  switch (input.action) {
    case 'addTag':
      return one ? 'has it already' : 'have it already';
    case 'removeTag':
      return one ? 'does not have it' : 'do not have it';
    case 'price':
      return one ? 'keeps its prices (none to change, or too small to move)' : 'keep their prices (none to change, or too small to move)';
    default:
      return one ? 'is so already' : 'are so already';
  }
}

/**
 * The question over every work a filter matches, with the server's count: how many will change, and
 * how many of those matching will not and why.
 */
export function matchingQuestion(input: BulkInput, count: BulkFilterCount): string {
  const { matching, changing } = count;
  if (changing === 0) return `Nothing to change: the ${artworks(matching)} matching ${alreadyWords(input, matching === 1)}.`;
  const rest = matching - changing;
  return `${question(input, changing)}${rest ? ` ${rest.toLocaleString('en-US')} of the ${artworks(matching)} matching ${alreadyWords(input, rest === 1)}.` : ''}`;
}

const already = (unchanged: number, what: (one: boolean) => string = (one) => (one ? 'was so already' : 'were so already')) => (unchanged ? ` ${artworks(unchanged)} ${what(unchanged === 1)}.` : '');

export function report(input: BulkInput, done: BulkDone): string {
  const n = artworks(done.changed);
  const rest = already(done.unchanged);
  switch (input.action) {
    case 'addTag':
      return `Added the tag ‘${input.tag}’ to ${n}.${already(done.unchanged, () => 'had it already')}`;
    case 'removeTag':
      return `Removed the tag ‘${input.tag}’ from ${n}.${already(done.unchanged, () => 'did not have it')}`;
    case 'price': {
      const prices = done.prices ?? 0;
      return `Changed ${prices.toLocaleString('en-US')} ${prices === 1 ? 'price' : 'prices'} by ${signedPercent(input.percent)} on ${n}.${already(done.unchanged, (one) => (one ? 'kept its prices' : 'kept their prices'))}`;
    }
    case 'markSold':
      return `Marked ${n} sold.${rest}`;
    case 'markOnHold':
      return `Put ${n} on hold.${rest}`;
    case 'markAvailable':
      return `Marked ${n} available.${rest}`;
    case 'archive':
      return `Archived ${n}.${rest}`;
    case 'unarchive':
      return `Brought ${n} back from the archive.${rest}`;
  }
}
