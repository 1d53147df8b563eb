// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest';
import type { BuyResponse } from '../../schema/api/commerce';
import { sendConversion } from '../commerce/conversion';
import { analyticsTagsScript, GA4_READY, GA4_SCRIPT, META_PIXEL_READY, META_PIXEL_SCRIPT } from './analytics-tags';
import { CONSENT_COOKIE, writeConsent } from './cookie-notice/consent';

/** The page-view tags' inline script, run in a document as a visitor page runs it. */

type Tags = Window & { dataLayer?: IArguments[]; fbq?: { queue: unknown[][] } } & Record<string, unknown>;
const tags = () => window as unknown as Tags;
const scripts = () => [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const ga4Calls = () => (tags().dataLayer ?? []).map((args) => [...args]);
const IDS = { ga4MeasurementId: 'G-PAGE1234', metaPixelId: '9876543210' };
const run = (code: string | null) => new Function(code!)();

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.head.innerHTML = '';
  for (const key of ['dataLayer', 'gtag', 'fbq', '_fbq', GA4_READY, META_PIXEL_READY]) delete tags()[key];
});

describe('the analytics and ad pixel tags of a visitor page', () => {
  it('are not on a page of a site without ids', () => {
    expect(analyticsTagsScript(undefined)).toBeNull();
    expect(analyticsTagsScript({})).toBeNull();
  });

  it('count the page view only once the visitor accepts: nothing before, nothing on a rejection', () => {
    run(analyticsTagsScript(IDS));
    expect(scripts()).toEqual([]);
    expect(tags().dataLayer).toBeUndefined();
    writeConsent('rejected');
    expect(scripts()).toEqual([]);
    writeConsent('accepted');
    expect(scripts()).toEqual([`${GA4_SCRIPT}?id=G-PAGE1234`, META_PIXEL_SCRIPT]);
    expect(ga4Calls()).toEqual([['js', expect.any(Date)], ['config', 'G-PAGE1234']]);
    expect(tags().fbq?.queue).toEqual([['init', '9876543210'], ['track', 'PageView']]);
    // Accepting again changes nothing.
    writeConsent('accepted');
    expect(scripts()).toHaveLength(2);
  });

  it('load at once on a page opened with consent, each tag only where its id is set', () => {
    writeConsent('accepted');
    run(analyticsTagsScript({ ga4MeasurementId: 'G-ONLY5678' }));
    expect(scripts()).toEqual([`${GA4_SCRIPT}?id=G-ONLY5678`]);
    expect(tags().fbq).toBeUndefined();
  });

  it('carry a purchase’s conversion on the same tags, fetched once and set up once', () => {
    writeConsent('accepted');
    run(analyticsTagsScript(IDS));
    const order = { orderId: 7, total: { value: 5000, display: '$50.00' }, confirmation: null } as unknown as BuyResponse;
    sendConversion(IDS, order);
    expect(scripts()).toEqual([`${GA4_SCRIPT}?id=G-PAGE1234`, META_PIXEL_SCRIPT]);
    expect(ga4Calls().filter((c) => c[0] === 'config')).toHaveLength(1);
    expect(ga4Calls().at(-1)).toEqual(['event', 'purchase', expect.objectContaining({ transaction_id: '7', value: 50, currency: 'USD' })]);
    expect(tags().fbq?.queue).toEqual([['init', '9876543210'], ['track', 'PageView'], ['track', 'Purchase', expect.objectContaining({ value: 50, currency: 'USD' })]]);
  });
});
