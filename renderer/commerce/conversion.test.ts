// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest';
import type { BuyResponse } from '../../schema/api/commerce';
import { CONSENT_COOKIE, writeConsent } from '../site/cookie-notice/consent';
import { conversionOf, GA4_SCRIPT, META_PIXEL_SCRIPT, sendConversion } from './conversion';

const order: BuyResponse = {
  orderId: 42,
  total: { value: 129600, display: '$1,296.00' },
  confirmation: {
    orderId: 42,
    email: 'ada@example.com',
    lines: [{ editionId: 7, inventoryId: 3, title: 'Harbour', artistName: null, editionLabel: 'Unique', unitPrice: { value: 120000, display: '$1,200.00' }, quantity: 1, subtotal: { value: 120000, display: '$1,200.00' } }],
    totals: {
      subtotal: { value: 120000, display: '' },
      discount: { value: 0, display: '' },
      shipping: { value: 0, display: '' },
      tax: { value: 9600, display: '' },
      total: { value: 129600, display: '' },
    },
    taxIncluded: false,
    promoCode: null,
    shippingAddress: { addressLineOne: '1 Row', addressLineTwo: null, city: 'NYC', state: 'NY', zip: '10001', country: 'US', countryName: 'United States' },
    billingAddress: { addressLineOne: '1 Row', addressLineTwo: null, city: 'NYC', state: 'NY', zip: '10001', country: 'US', countryName: 'United States' },
    currencyCode: 'USD',
  },
};

type Tags = Window & { dataLayer?: IArguments[]; fbq?: { queue: unknown[][] } };
const tags = () => window as Tags;
const scripts = () => [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.head.innerHTML = '';
  delete tags().dataLayer;
  delete (tags() as { gtag?: unknown }).gtag;
  delete tags().fbq;
});

describe('purchase conversion events', () => {
  it('are worth the order total in major units, in USD, with the order number', () => {
    expect(conversionOf(order)).toMatchObject({ orderId: 42, value: 1296, items: [{ item_id: '7', item_name: 'Harbour', price: 1200, quantity: 1 }] });
  });

  it('go nowhere and fetch nothing without ids, even with consent', () => {
    writeConsent('accepted');
    sendConversion({}, order);
    sendConversion(undefined, order);
    expect(scripts()).toEqual([]);
    expect(tags().dataLayer).toBeUndefined();
  });

  it('wait for consent: nothing before it, nothing on a rejection, both tags once accepted', () => {
    sendConversion({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890' }, order);
    expect(scripts()).toEqual([]);
    writeConsent('rejected');
    expect(scripts()).toEqual([]);
    writeConsent('accepted');
    expect(scripts()).toEqual([`${GA4_SCRIPT}?id=G-TEST1234`, META_PIXEL_SCRIPT]);
    const events = (tags().dataLayer ?? []).map((args) => [...args]);
    expect(events.find((e) => e[0] === 'event')).toEqual(['event', 'purchase', expect.objectContaining({ transaction_id: '42', value: 1296, currency: 'USD' })]);
    expect(tags().fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'Purchase', expect.objectContaining({ value: 1296, currency: 'USD' })],
    ]);
  });

  it('send only the tag whose id is set, at once when consent was given before', () => {
    writeConsent('accepted');
    sendConversion({ metaPixelId: '555555' }, order);
    expect(scripts()).toEqual([META_PIXEL_SCRIPT]);
    expect(tags().dataLayer).toBeUndefined();
  });
});
