import { INT32_MAX } from '../../../schema';

/**
 * Prices as the owner types and reads them: major units with thousands separators ('1,250.00'), stored
 * and sent as integer minor units (125000), as every price of the product is.
 */

const GROUPED = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1,250.00' for 125000. */
export function formatMajorUnits(minorUnits: number): string {
  return GROUPED.format(minorUnits / 100);
}

/**
 * 125000 for '1,250.00', '1250', '1 250.5' or '$1,250'; null for anything that is not a price of at most
 * two decimals (a negative, a word, '1.255', '1,25'), so a form can say so instead of guessing.
 */
export function parseMajorUnits(text: string): number | null {
  // A currency sign or code in front is what the owner sees beside the field; it is dropped.
  const t = text.trim().replace(/^(\p{Sc}|[A-Za-z]{3}\s)\s*/u, '').replace(/\s/g, '');
  // Thousands separators only in groups of three, before any decimal point.
  if (!/^(\d{1,3}(,\d{3})+|\d+)?(\.\d{0,2})?$/.test(t) || !/\d/.test(t)) return null;
  const [whole, fraction = ''] = t.replace(/,/g, '').split('.');
  const minor = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) && minor <= INT32_MAX ? minor : null;
}

/** The reason a typed price is refused, beside its field. */
export const PRICE_HINT = 'Enter a price such as 1,250.00.';
