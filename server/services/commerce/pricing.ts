import type { PromoCodeKind, ShippingSettings, TaxSettings } from '../../../schema';
import { roundToCurrency } from '../../../schema/money';

/**
 * The arithmetic of a cart's totals, pure and in integer minor units: the promotion's reduction, then
 * shipping on what is left, then tax on both. The cart and checkout call it with rows from the
 * database; nothing the client sends but ids, quantities and the destination reaches it.
 */

export interface Destination {
  /** ISO 3166-1 alpha-2. */
  country: string;
  state: string | null;
}

export const NO_SHIPPING_RULES: ShippingSettings = { flat: 0, perItem: 0, regions: [], freeAbove: null, onlyListedRegions: false };
export const NO_TAX: TaxSettings = { pricesIncludeTax: false, rates: [] };

export interface PromoCodeRow {
  id: number;
  code: string;
  description: string;
  kind: string;
  amount: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  active: boolean;
}

export type PromoState = 'live' | 'inactive' | 'not_started' | 'expired' | 'used_up';

/** Whether a code can be used at this moment, and if not, why. */
export function promoState(promo: PromoCodeRow, now: Date): PromoState {
  if (!promo.active) return 'inactive';
  if (promo.startsAt && promo.startsAt > now) return 'not_started';
  if (promo.endsAt && promo.endsAt <= now) return 'expired';
  if (promo.usageLimit !== null && promo.timesUsed >= promo.usageLimit) return 'used_up';
  return 'live';
}

/** The reduction a code gives on a subtotal: a percentage rounded to the minor unit, or a fixed amount never above the subtotal. */
export function discountFor(promo: { kind: string; amount: number }, subtotal: number): number {
  const kind = promo.kind as PromoCodeKind;
  const off = kind === 'percentage' ? Math.round((subtotal * Math.min(promo.amount, 100)) / 100) : promo.amount;
  return Math.max(0, Math.min(off, subtotal));
}

const sameState = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The most specific rule for a destination: the state's own, else the whole country's. */
function ruleFor<R extends { country: string; state: string | null }>(rules: readonly R[], to: Destination): R | undefined {
  return (
    (to.state ? rules.find((r) => r.country === to.country && r.state !== null && sameState(r.state, to.state)) : undefined) ??
    rules.find((r) => r.country === to.country && r.state === null)
  );
}

export type ShippingQuote =
  | { kind: 'priced'; amount: number }
  /** The price depends on where the order goes, and no destination was given. */
  | { kind: 'needs_destination' }
  /** The site ships only to its listed regions, and this is not one. */
  | { kind: 'refused' };

/**
 * Shipping for `items` pieces worth `subtotal` (after any promotion): free from the site's threshold
 * up, else the destination's region rate (a state's before its country's) or the rate for elsewhere,
 * each a flat amount per order plus an amount per piece.
 */
export function shippingFor(rules: ShippingSettings, subtotal: number, items: number, to: Destination | null): ShippingQuote {
  if (items === 0) return { kind: 'priced', amount: 0 };
  const free = rules.freeAbove !== null && subtotal >= rules.freeAbove;
  if (!to) {
    if (rules.regions.length > 0 || rules.onlyListedRegions) return free && !rules.onlyListedRegions ? { kind: 'priced', amount: 0 } : { kind: 'needs_destination' };
    return { kind: 'priced', amount: free ? 0 : rules.flat + rules.perItem * items };
  }
  const region = ruleFor(rules.regions, to);
  if (!region && rules.onlyListedRegions) return { kind: 'refused' };
  if (free) return { kind: 'priced', amount: 0 };
  const rate = region ?? rules;
  return { kind: 'priced', amount: rate.flat + rate.perItem * items };
}

export type TaxQuote = { kind: 'priced'; amount: number; included: boolean } | { kind: 'needs_destination'; included: boolean };

/**
 * Tax on the goods after any promotion, and on shipping where the rate says so. Exclusive rates add
 * to the total; inclusive ones report the part of the price that is tax (price × r / (1 + r)).
 */
export function taxFor(settings: TaxSettings, goods: number, shipping: number, to: Destination | null): TaxQuote {
  const included = settings.pricesIncludeTax;
  if (settings.rates.length === 0) return { kind: 'priced', amount: 0, included };
  if (!to) return { kind: 'needs_destination', included };
  const rate = ruleFor(settings.rates, to);
  if (!rate || rate.rate === 0) return { kind: 'priced', amount: 0, included };
  const base = goods + (rate.appliesToShipping ? shipping : 0);
  const amount = included ? Math.round((base * rate.rate) / (10_000 + rate.rate)) : Math.round((base * rate.rate) / 10_000);
  return { kind: 'priced', amount, included };
}

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  taxIncluded: boolean;
  /** Shipping or tax could not be worked out without a destination (they count as 0 until then). */
  needsDestination: boolean;
  /** The destination is outside the site's shipping regions. */
  cannotShip: boolean;
}

/**
 * Every total of a cart, in order: subtotal, promotion, shipping, tax, total. Each is rounded to what the
 * currency can charge (whole yen), so the total is what a card provider is asked for, to the unit.
 */
export function totalsFor(input: {
  subtotal: number;
  items: number;
  promo: { kind: string; amount: number } | null;
  shipping: ShippingSettings;
  tax: TaxSettings;
  to: Destination | null;
  /** The cart's currency; USD when not said. */
  currencyCode?: string;
}): Totals {
  const currency = input.currencyCode ?? 'USD';
  const discount = input.promo ? Math.min(roundToCurrency(discountFor(input.promo, input.subtotal), currency), input.subtotal) : 0;
  const goods = input.subtotal - discount;
  const ship = shippingFor(input.shipping, goods, input.items, input.to);
  const shipping = ship.kind === 'priced' ? roundToCurrency(ship.amount, currency) : 0;
  const tax = taxFor(input.tax, goods, shipping, input.to);
  const taxAmount = tax.kind === 'priced' ? roundToCurrency(tax.amount, currency) : 0;
  return {
    subtotal: input.subtotal,
    discount,
    shipping,
    tax: taxAmount,
    total: goods + shipping + (tax.included ? 0 : taxAmount),
    taxIncluded: tax.included,
    needsDestination: ship.kind === 'needs_destination' || tax.kind === 'needs_destination',
    cannotShip: ship.kind === 'refused',
  };
}
