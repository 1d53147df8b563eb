/**
 * The offer popup's two ways of saying an offer (storefront spec §5): PriceFixed, an amount, and
 * PricePercent, percent off the list price. Percent converts to a price rounded to 2 decimals; a price
 * converts to a percent rounded up. Amounts are worked in integer minor units (cents), so no binary
 * fraction turns 5% into 5.000001%.
 */

/** The popup's starting offer, percent off (the server's OFFER_RULES.defaultPercentOff; kept apart from zod for the browser). */
export const DEFAULT_OFFER_PERCENT = 5;

/** The price, in minor units, that `percent` off the list price leaves, rounded to the cent. */
export function percentToPrice(listMinor: number, percent: number): number {
  return Math.round((listMinor * (100 - percent)) / 100);
}

/** The percent off the list price that `priceMinor` is, rounded up to a whole percent (never below 0). */
export function priceToPercent(listMinor: number, priceMinor: number): number {
  if (listMinor <= 0) return 0;
  const off = listMinor - priceMinor;
  if (off <= 0) return 0;
  return Math.ceil((off * 100) / listMinor);
}

/** A fixed price as typed ('950', '950.5', '.', '') in minor units; null when it is not a plain number. */
export function priceTextToMinor(text: string): number | null {
  const t = text.trim();
  if (t === '' || t === '.') return t === '.' ? 0 : null;
  if (!/^[0-9]*\.?[0-9]*$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** Minor units as the fixed-price input shows them: '950' or '950.50'. */
export function minorToPriceText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

