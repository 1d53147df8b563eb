import type { BulkAction, BulkResponse } from '../../../schema';

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

const already = (unchanged: number, what: (one: boolean) => string = (one) => (one ? 'was so already' : 'were so already')) => (unchanged ? ` ${artworks(unchanged)} ${what(unchanged === 1)}.` : '');

export function report(input: BulkInput, answer: BulkResponse): string {
  const n = artworks(answer.changed.length);
  const rest = already(answer.unchanged.length);
  switch (input.action) {
    case 'addTag':
      return `Added the tag ‘${input.tag}’ to ${n}.${already(answer.unchanged.length, () => 'had it already')}`;
    case 'removeTag':
      return `Removed the tag ‘${input.tag}’ from ${n}.${already(answer.unchanged.length, () => 'did not have it')}`;
    case 'price': {
      const prices = answer.prices?.length ?? 0;
      return `Changed ${prices.toLocaleString('en-US')} ${prices === 1 ? 'price' : 'prices'} by ${signedPercent(input.percent)} on ${n}.${already(answer.unchanged.length, (one) => (one ? 'kept its prices' : 'kept their prices'))}`;
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
