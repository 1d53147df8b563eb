import { describe, expect, it } from 'vitest';
import { discountFor, NO_SHIPPING_RULES, NO_TAX, promoState, shippingFor, taxFor, totalsFor, type PromoCodeRow } from './pricing';

const promo = (overrides: Partial<PromoCodeRow> = {}): PromoCodeRow => ({
  id: 1,
  code: 'SPRING',
  description: '',
  kind: 'percentage',
  amount: 10,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  timesUsed: 0,
  active: true,
  ...overrides,
});
const now = new Date('2026-05-15T12:00:00Z');

describe('promotion codes', () => {
  it('are live between their dates, while active and under their limit', () => {
    expect(promoState(promo(), now)).toBe('live');
    expect(promoState(promo({ active: false }), now)).toBe('inactive');
    expect(promoState(promo({ startsAt: new Date('2026-05-16T00:00:00Z') }), now)).toBe('not_started');
    expect(promoState(promo({ endsAt: now }), now)).toBe('expired');
    expect(promoState(promo({ usageLimit: 3, timesUsed: 3 }), now)).toBe('used_up');
    expect(promoState(promo({ usageLimit: 3, timesUsed: 2 }), now)).toBe('live');
  });

  it('take a rounded percentage, or a fixed amount never above the subtotal', () => {
    expect(discountFor({ kind: 'percentage', amount: 15 }, 1999)).toBe(300);
    expect(discountFor({ kind: 'percentage', amount: 100 }, 1999)).toBe(1999);
    expect(discountFor({ kind: 'fixed', amount: 5000 }, 1999)).toBe(1999);
    expect(discountFor({ kind: 'fixed', amount: 500 }, 1999)).toBe(500);
  });
});

describe('shipping', () => {
  const rules = {
    flat: 2000,
    perItem: 500,
    regions: [
      { country: 'US', state: null, flat: 1000, perItem: 0 },
      { country: 'US', state: 'HI', flat: 4000, perItem: 0 },
    ],
    freeAbove: 100_000,
    onlyListedRegions: false,
  };

  it('charges a flat amount plus an amount per piece, by region, a state before its country', () => {
    expect(shippingFor(rules, 5000, 2, { country: 'FR', state: null })).toEqual({ kind: 'priced', amount: 3000 });
    expect(shippingFor(rules, 5000, 2, { country: 'US', state: 'NY' })).toEqual({ kind: 'priced', amount: 1000 });
    expect(shippingFor(rules, 5000, 2, { country: 'US', state: ' hi ' })).toEqual({ kind: 'priced', amount: 4000 });
  });

  it('is free from the threshold up, and refused outside the listed regions when the site says so', () => {
    expect(shippingFor(rules, 100_000, 1, { country: 'FR', state: null })).toEqual({ kind: 'priced', amount: 0 });
    expect(shippingFor({ ...rules, onlyListedRegions: true }, 100_000, 1, { country: 'FR', state: null })).toEqual({ kind: 'refused' });
  });

  it('waits for a destination only when the price depends on it', () => {
    expect(shippingFor(rules, 5000, 1, null)).toEqual({ kind: 'needs_destination' });
    expect(shippingFor({ ...rules, regions: [] }, 5000, 3, null)).toEqual({ kind: 'priced', amount: 3500 });
    expect(shippingFor(NO_SHIPPING_RULES, 5000, 3, null)).toEqual({ kind: 'priced', amount: 0 });
  });
});

describe('tax', () => {
  const rates = [
    { country: 'US', state: 'NY', rate: 888, name: 'Sales tax', appliesToShipping: true },
    { country: 'DE', state: null, rate: 1900, name: 'VAT', appliesToShipping: false },
  ];

  it('adds an exclusive rate on goods, and on shipping where it applies', () => {
    expect(taxFor({ pricesIncludeTax: false, rates }, 10_000, 1000, { country: 'US', state: 'NY' })).toEqual({ kind: 'priced', amount: 977, included: false });
    expect(taxFor({ pricesIncludeTax: false, rates }, 10_000, 1000, { country: 'DE', state: 'BE' })).toEqual({ kind: 'priced', amount: 1900, included: false });
    expect(taxFor({ pricesIncludeTax: false, rates }, 10_000, 1000, { country: 'US', state: 'CA' })).toEqual({ kind: 'priced', amount: 0, included: false });
  });

  it('reports the tax inside inclusive prices', () => {
    expect(taxFor({ pricesIncludeTax: true, rates }, 11_900, 0, { country: 'DE', state: null })).toEqual({ kind: 'priced', amount: 1900, included: true });
  });
});

describe('totals', () => {
  it('take the promotion off before shipping thresholds and tax, and add exclusive tax only', () => {
    const totals = totalsFor({
      subtotal: 20_000,
      items: 2,
      promo: { kind: 'percentage', amount: 10 },
      shipping: { flat: 1500, perItem: 0, regions: [], freeAbove: 20_000, onlyListedRegions: false },
      tax: { pricesIncludeTax: false, rates: [{ country: 'US', state: null, rate: 1000, name: 'Tax', appliesToShipping: false }] },
      to: { country: 'US', state: 'TX' },
    });
    expect(totals).toEqual({ subtotal: 20_000, discount: 2000, shipping: 1500, tax: 1800, total: 21_300, taxIncluded: false, needsDestination: false, cannotShip: false });
    const included = totalsFor({ subtotal: 11_900, items: 1, promo: null, shipping: NO_SHIPPING_RULES, tax: { pricesIncludeTax: true, rates: [{ country: 'DE', state: null, rate: 1900, name: 'VAT', appliesToShipping: false }] }, to: { country: 'DE', state: null } });
    expect(included).toMatchObject({ tax: 1900, total: 11_900, taxIncluded: true });
    expect(totalsFor({ subtotal: 100, items: 1, promo: null, shipping: NO_SHIPPING_RULES, tax: NO_TAX, to: null }).total).toBe(100);
  });

  it('are whole units in a currency charged in whole units: a yen price less 15% and 8% tax', () => {
    // ¥1,235 less 15% is ¥1,049.75 off-unit; the discount is rounded to ¥185, tax on ¥1,050 at 8% is ¥84.
    const yen = totalsFor({
      subtotal: 123_500,
      items: 1,
      promo: { kind: 'percentage', amount: 15 },
      shipping: { flat: 99_950, perItem: 0, regions: [], freeAbove: null, onlyListedRegions: false },
      tax: { pricesIncludeTax: false, rates: [{ country: 'JP', state: null, rate: 800, name: 'Consumption tax', appliesToShipping: false }] },
      to: { country: 'JP', state: null },
      currencyCode: 'JPY',
    });
    expect(yen).toMatchObject({ subtotal: 123_500, discount: 18_500, shipping: 100_000, tax: 8_400, total: 213_400 });
    for (const part of [yen.discount, yen.shipping, yen.tax, yen.total]) expect(part % 100).toBe(0);
  });
});
