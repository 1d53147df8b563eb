/**
 * Card expiry as the buyer types it. The spec: 3 or 4 digits without a separator are reformatted as
 * month/year (125 -> 01/25, 1225 -> 12/25).
 */
export const EXPIRY_PATTERN = '\\s*(0?[1-9]|1[0-2])\\s*/?\\s*([0-9]{2}|20[0-9]{2})\\s*';

const EXPIRY = new RegExp(`^${EXPIRY_PATTERN}$`);

export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = EXPIRY.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2].length === 2 ? `20${match[2]}` : match[2]);
  return { month, year };
}

/** MM/YY when the value is a valid expiry; otherwise the value unchanged, for the browser to flag. */
export function formatExpiry(value: string): string {
  const parsed = parseExpiry(value);
  if (!parsed) return value;
  return `${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`;
}
