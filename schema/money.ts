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

/**
 * Currencies whose smallest unit at card payment providers (Stripe's list) is the whole unit. Money here
 * is hundredths of the unit for every currency, so these are charged in whole units (¥1,500.00 is 1500).
 */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
/** Currencies counted in thousandths at providers; their last digit must be 0, which tenfold hundredths always are. */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);
/** Counted in hundredths at providers, but charged in whole units only (card networks since 2023). */
const WHOLE_UNITS_ONLY = new Set(['ISK']);

/** The currencies charged in whole units only (minorStep 100), for the database's own rounding. */
export const WHOLE_UNIT_CURRENCIES: readonly string[] = [...ZERO_DECIMAL, ...WHOLE_UNITS_ONLY];

/** The smallest amount a price, discount, shipping or tax can be in this currency, in hundredths: 100 where only whole units are charged. */
export function minorStep(currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  return ZERO_DECIMAL.has(code) || WHOLE_UNITS_ONLY.has(code) ? 100 : 1;
}

/** An amount rounded to what the currency can charge (whole yen, any cent). */
export function roundToCurrency(hundredths: number, currencyCode: string): number {
  const step = minorStep(currencyCode);
  return step === 1 ? Math.round(hundredths) : Math.round(hundredths / step) * step;
}

/** An amount as a card provider counts it in the currency (Stripe's `amount`): whole yen, cents, thousandths of a dinar. */
export function providerAmount(hundredths: number, currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return Math.round(hundredths / 100);
  if (THREE_DECIMAL.has(code)) return Math.round(hundredths) * 10;
  return roundToCurrency(hundredths, code);
}

/** A provider's amount back in hundredths of the unit. */
export function fromProviderAmount(amount: number, currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return amount * 100;
  if (THREE_DECIMAL.has(code)) return Math.round(amount / 10);
  return amount;
}
