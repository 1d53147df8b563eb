/**
 * The selling screen's small conversions between what the owner types and what the API keeps: money
 * in major units ('15.50') against integer minor units (1550), tax rates in percent ('8.875') against
 * basis points (888), and the browser's local date-times against ISO instants.
 */

const MONEY = /^\s*(\d{1,9})(?:[.,](\d{0,2}))?\s*$/;

/** Minor units from a typed amount: digits and up to two decimals; null when it is not one. */
export function minorFromText(text: string): number | null {
  const match = MONEY.exec(text);
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  const value = Number(match[1]) * 100 + Number(cents);
  return Number.isSafeInteger(value) && value <= 2_147_483_647 ? value : null;
}

export function textFromMinor(minor: number | null): string {
  return minor === null ? '' : (minor / 100).toFixed(2);
}

const PERCENT = /^\s*(\d{1,3})(?:[.,](\d{0,4}))?\s*$/;

/** Basis points (825 is 8.25%) from a typed percent, rounded to a whole basis point; null unless 0 to 100. */
export function basisPointsFromPercent(text: string): number | null {
  const match = PERCENT.exec(text);
  if (!match) return null;
  const value = Math.round(Number(`${match[1]}.${match[2] || '0'}`) * 100);
  return value >= 0 && value <= 10_000 ? value : null;
}

export function percentFromBasisPoints(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** An ISO instant from a datetime-local value (read in the browser's time zone); null when blank or wrong. */
export function isoFromLocal(local: string): string | null {
  if (!local.trim()) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A datetime-local value (YYYY-MM-DDTHH:MM in the browser's time zone) for an ISO instant. */
export function localFromIso(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A promotion's worth as the owner reads it: '10%' or the amount in the site's currency. */
export function promoAmountText(kind: 'percentage' | 'fixed', amount: number, format: (minor: number) => string): string {
  return kind === 'percentage' ? `${amount}%` : format(amount);
}
