import { describe, expect, it } from 'vitest';
import { addressRules, addressToSend, billingFields, COUNTRY_OPTIONS, defaultCountry } from './address-rules';

const address = { AddressLineOne: ' 1 Gallery Row ', AddressLineTwo: '', City: 'Somewhere', State: 'NY', Zip: '10001', Country: '' };

describe('address rules per country', () => {
  it('shows and requires State and Zip in the United States, under those names', () => {
    expect(addressRules('US')).toEqual({ state: { shown: true, required: true, label: 'State' }, zip: { shown: true, required: true, label: 'Zip' } });
  });

  it('uses the country’s own names: Province and Postal code in Canada, Prefecture in Japan', () => {
    expect(addressRules('CA').state.label).toBe('Province');
    expect(addressRules('CA').zip.label).toBe('Postal code');
    expect(addressRules('JP').state.label).toBe('Prefecture');
  });

  it('asks no State where the country has none, and no Zip where it has no postal codes', () => {
    expect(addressRules('FR')).toMatchObject({ state: { shown: false, required: false }, zip: { shown: true, required: true } });
    expect(addressRules('GB').zip.label).toBe('Postcode');
    expect(addressRules('HK')).toMatchObject({ state: { shown: false }, zip: { shown: false } });
    expect(addressRules('AE').zip.shown).toBe(false);
  });

  it('shows neither before a country is chosen, or for one that is not in the list', () => {
    for (const none of ['', null, undefined, 'XX', 'Atlantis']) {
      expect(addressRules(none)).toMatchObject({ state: { shown: false }, zip: { shown: false } });
    }
  });

  it('starts on the site’s country, named by code or name, else none', () => {
    expect(defaultCountry('United States')).toBe('US');
    expect(defaultCountry('gb')).toBe('GB');
    expect(defaultCountry('Nowhere')).toBe('');
    expect(defaultCountry(undefined)).toBe('');
  });

  it('lists every ISO 3166-1 country once', () => {
    expect(COUNTRY_OPTIONS.length).toBe(249);
    expect(new Set(COUNTRY_OPTIONS.map((c) => c.code)).size).toBe(249);
  });
});

describe('the address sent', () => {
  it('keeps State and Zip only where the country uses them, and leaves blanks out', () => {
    expect(addressToSend({ ...address, Country: 'US' })).toEqual({ AddressLineOne: '1 Gallery Row', City: 'Somewhere', State: 'NY', Zip: '10001', Country: 'US' });
    expect(addressToSend({ ...address, Country: 'FR' })).toEqual({ AddressLineOne: '1 Gallery Row', City: 'Somewhere', Zip: '10001', Country: 'FR' });
    expect(addressToSend({ ...address, Country: 'HK' })).toEqual({ AddressLineOne: '1 Gallery Row', City: 'Somewhere', Country: 'HK' });
  });

  it('names a billing address with the Billing prefix', () => {
    expect(billingFields({ ...address, Country: 'CA', State: 'ON', Zip: 'M5V 2T6' })).toEqual({
      BillingAddressLineOne: '1 Gallery Row',
      BillingCity: 'Somewhere',
      BillingState: 'ON',
      BillingZip: 'M5V 2T6',
      BillingCountry: 'CA',
    });
  });
});
