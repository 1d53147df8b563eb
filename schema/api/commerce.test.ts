import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountry } from '../countries';
import { buyRequestSchema, cartRequestSchema } from './commerce';
import { commerceSettingsUpdateSchema } from './commerce-owner';
import { promoCodeCreateSchema, promoCodeParamSchema } from './promo-codes';

const buyer = {
  Sub: 'demo',
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.com',
  Phone: '555-0100',
  AddressLineOne: '1 Analytical Way',
  City: 'London',
  Zip: 'N1 1AA',
  Country: 'GB',
  LineItems: [{ EditionId: 1, Quantity: 1 }],
  Token: 'tok_test_x',
};

const issues = (input: unknown) => {
  const result = buyRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the country list', () => {
  it('holds every ISO 3166-1 country once, by code and by name', () => {
    expect(COUNTRIES.length).toBe(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(findCountry('us')?.name).toBe('United States');
    expect(findCountry('United Kingdom')?.code).toBe('GB');
    expect(findCountry('  united   states of america ')?.code).toBe('US');
    expect(findCountry('Narnia')).toBeNull();
    expect(findCountry('toString')).toBeNull();
    expect(findCountry('XX')).toBeNull();
  });

  it('asks for State only where a country uses states, and Zip only where it has postal codes', () => {
    expect(findCountry('US')).toMatchObject({ state: true, zip: true });
    expect(findCountry('GB')).toMatchObject({ state: false, zip: true });
    expect(findCountry('HK')).toMatchObject({ state: false, zip: false });
  });
});

describe('buyRequestSchema addresses', () => {
  it('takes a British address without a State, and gives the country as its code', () => {
    expect(issues(buyer)).toEqual([]);
    expect(buyRequestSchema.parse({ ...buyer, Country: 'United Kingdom' }).Country).toBe('GB');
  });

  it('requires State and Zip in the United States, and neither in Hong Kong', () => {
    expect(issues({ ...buyer, Country: 'US', Zip: '' })).toEqual(['State: This field is required.', 'Zip: This field is required.']);
    expect(issues({ ...buyer, Country: 'HK', Zip: undefined })).toEqual([]);
  });

  it('refuses a country that is not in the list', () => {
    expect(issues({ ...buyer, Country: 'Atlantis' })).toEqual(['Country: Choose a country from the list.']);
  });

  it('checks a billing address by its own country when one is given', () => {
    expect(issues({ ...buyer, BillingCity: 'Paris' })).toEqual([
      'BillingAddressLineOne: This field is required.',
      'BillingCountry: This field is required.',
    ]);
    expect(issues({ ...buyer, BillingAddressLineOne: '5 Main St', BillingCity: 'Austin', BillingCountry: 'US', BillingZip: '73301' })).toEqual([
      'BillingState: This field is required.',
    ]);
    expect(issues({ ...buyer, BillingAddressLineOne: '5 Main St', BillingCity: 'Austin', BillingCountry: 'US', BillingZip: '73301', BillingState: 'TX' })).toEqual([]);
  });

  it('drops prices and totals a client sends', () => {
    const parsed = buyRequestSchema.parse({ ...buyer, Total: 1, LineItems: [{ EditionId: 1, Quantity: 1, Price: 1 }] });
    expect(parsed).not.toHaveProperty('Total');
    expect(parsed.LineItems[0]).toEqual({ EditionId: 1, Quantity: 1 });
  });
});

describe('cart and settings schemas', () => {
  it('takes a destination on a cart', () => {
    expect(cartRequestSchema.parse({ Sub: 'demo', Editions: [], Country: 'Canada', State: 'ON' })).toMatchObject({ Country: 'CA', State: 'ON' });
    expect(cartRequestSchema.safeParse({ Sub: 'demo', Editions: [{ EditionId: 1, Quantity: -1 }] }).success).toBe(false);
  });

  it('refuses a percentage over 100 and an end before the start', () => {
    const bad = promoCodeCreateSchema.safeParse({ code: 'SPRING', kind: 'percentage', amount: 101, startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'))).toEqual(['amount', 'endsAt']);
    expect(promoCodeParamSchema.safeParse('../x').success).toBe(false);
  });

  it('takes shipping by region and tax rates by country code or name', () => {
    const parsed = commerceSettingsUpdateSchema.parse({
      revision: 0,
      shipping: { flat: 1500, perItem: 500, regions: [{ country: 'Canada', flat: 3000, perItem: 0 }], freeAbove: 100000 },
      tax: { rates: [{ country: 'US', state: 'NY', rate: 888 }] },
    });
    expect(parsed.shipping?.regions[0]).toEqual({ country: 'CA', state: null, flat: 3000, perItem: 0 });
    expect(parsed.tax).toEqual({ pricesIncludeTax: false, rates: [{ country: 'US', state: 'NY', rate: 888, name: 'Tax', appliesToShipping: false }] });
  });
});
