import type { AnalyticsIds } from '../../schema/analytics';
import { consentGateScript } from './cookie-notice/consent';

/**
 * The site's analytics and ad pixel on every visitor page (Settings: the GA4 measurement id, the Meta
 * pixel id): GA4 counts the page view as its `config` does, the pixel its `PageView`. Neither script is
 * fetched, nor a call made, before the visitor accepts cookies (consentGateScript): at once on a page
 * opened with consent, else the moment the notice is accepted; never after a rejection.
 *
 * A purchase's conversion events (commerce/conversion.ts) go through the same tags: the marks set here
 * tell it the page has already configured them, so neither script is fetched twice nor set up again.
 */

export const GA4_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
/** window[GA4_READY] is the measurement id the page configured; window[META_PIXEL_READY] the pixel it initialised. */
export const GA4_READY = '__ga4Configured';
export const META_PIXEL_READY = '__metaPixelInitialised';

const addScript = (src: string) => `var s=document.createElement('script');s.async=true;s.src=${src};document.head.appendChild(s);`;

/** GA4's snippet: gtag queues on dataLayer until gtag.js arrives; config sends the page view. */
function ga4Code(id: string): string {
  const quoted = JSON.stringify(id);
  return (
    `var w=window;w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};` +
    `w.gtag('js',new Date());w.gtag('config',${quoted});w.${GA4_READY}=${quoted};` +
    addScript(`${JSON.stringify(`${GA4_SCRIPT}?id=`)}+encodeURIComponent(${quoted})`)
  );
}

/** The pixel's snippet: fbq queues its calls (as arrays) until fbevents.js arrives and replays them. */
function metaPixelCode(id: string): string {
  const quoted = JSON.stringify(id);
  return (
    `var v=window;if(!v.fbq){var n=v.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push([].slice.call(arguments))};` +
    `if(!v._fbq)v._fbq=n;n.push=n;n.loaded=true;n.version='2.0';n.queue=[];${addScript(JSON.stringify(META_PIXEL_SCRIPT))}}` +
    `v.fbq('init',${quoted});v.fbq('track','PageView');v.${META_PIXEL_READY}=${quoted};`
  );
}

/** The inline script a visitor page carries for the site's tags, or null when it has none. */
export function analyticsTagsScript(ids: AnalyticsIds | undefined): string | null {
  const code = [ids?.ga4MeasurementId ? ga4Code(ids.ga4MeasurementId) : '', ids?.metaPixelId ? metaPixelCode(ids.metaPixelId) : ''].join('');
  return code ? consentGateScript(code) : null;
}
