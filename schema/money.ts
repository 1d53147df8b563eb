/** One formatter per currency: building an Intl.NumberFormat costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

/** Money is integer minor units everywhere; this formats it for display. */
export function formatMoney(minorUnits: number, currencyCode = 'USD'): string {
  let format = formatters.get(currencyCode);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode });
    formatters.set(currencyCode, format);
  }
  return format.format(minorUnits / 100);
}

export interface MoneyAmount {
  /** Formatted for display, e.g. "$1,200.00". */
  display: string;
  /** Integer minor units. */
  value: number;
}

export function money(minorUnits: number, currencyCode = 'USD'): MoneyAmount {
  return { display: formatMoney(minorUnits, currencyCode), value: minorUnits };
}
