import { describe, expect, it } from 'vitest';
import type { CommerceSettings } from '../../../schema';
import { draftOf, updateOf } from './draft';

const settings: CommerceSettings = {
  payments: { provider: 'test', currencyCode: 'USD', stripeAvailable: false },
  shipping: { flat: 2500, perItem: 0, freeAbove: null, onlyListedRegions: false, regions: [{ country: 'US', state: null, flat: 1500, perItem: 500 }] },
  tax: { pricesIncludeTax: false, rates: [{ country: 'US', state: 'NY', rate: 888, name: 'Sales tax', appliesToShipping: false }] },
  revision: 3,
};

describe('the selling settings form', () => {
  it('round-trips the settings through what the owner types', () => {
    const result = updateOf(draftOf(settings), 3);
    expect(result).toEqual({ ok: true, update: { payments: { provider: 'test', currencyCode: 'USD' }, shipping: settings.shipping, tax: settings.tax, revision: 3 } });
  });

  it('reads a blank free-shipping threshold as never, and no provider as no card payments', () => {
    const draft = { ...draftOf(settings), provider: '' as const, freeAbove: ' ' };
    const result = updateOf(draft, 3);
    expect(result.ok && result.update.shipping?.freeAbove).toBeNull();
    expect(result.ok && result.update.payments?.provider).toBeNull();
  });

  it('names every field to correct before saving', () => {
    const draft = draftOf(settings);
    draft.flat = 'ten';
    draft.regions[0].country = '';
    draft.rates[0].rate = '120';
    expect(updateOf(draft, 3)).toEqual({
      ok: false,
      problems: ['Flat rate per order: an amount such as 15 or 15.50.', 'Shipping region 1: choose its country.', 'Tax rate 1: a percent from 0 to 100.'],
    });
  });
});
