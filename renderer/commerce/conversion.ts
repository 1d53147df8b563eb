import type { AnalyticsIds } from '../../schema/analytics';
import { ANALYTICS_CURRENCY } from '../../schema/commerce-constants';
import type { BuyResponse } from '../../schema/api/commerce';
import { GA4_READY, GA4_SCRIPT, META_PIXEL_READY, META_PIXEL_SCRIPT } from '../site/analytics-tags';
import { whenConsented } from '../site/cookie-notice/consent';

/**
 * A purchase's conversion events (storefront spec §4): GA4's `purchase` and the Meta pixel's
 * `Purchase`, in USD as the spec says, each only where the site has its id and only once the visitor
 * has accepted cookies. The tags' scripts are fetched then, never before, and only where the page's own
 * tags (site/analytics-tags.ts) have not already set them up.
 */

export { GA4_SCRIPT, META_PIXEL_SCRIPT };

export interface Conversion {
  orderId: number;
  /** Major units (money is minor units everywhere else). */
  value: number;
  items: Array<{ item_id: string; item_name: string; price: number; quantity: number }>;
}

export function conversionOf(order: BuyResponse): Conversion {
  return {
    orderId: order.orderId,
    value: order.total.value / 100,
    items: (order.confirmation?.lines ?? []).map((l) => ({ item_id: String(l.editionId), item_name: l.title, price: l.unitPrice.value / 100, quantity: l.quantity })),
  };
}

/** The calls made to each tag, in order (gtag's and fbq's arguments). */
export function ga4Calls(id: string, conversion: Conversion): unknown[][] {
  return [
    ['js', new Date(0)],
    ['config', id, { send_page_view: false }],
    ['event', 'purchase', { transaction_id: String(conversion.orderId), value: conversion.value, currency: ANALYTICS_CURRENCY, items: conversion.items }],
  ];
}

export function metaPixelCalls(id: string, conversion: Conversion): unknown[][] {
  return [
    ['init', id],
    ['track', 'Purchase', { value: conversion.value, currency: ANALYTICS_CURRENCY, content_type: 'product', content_ids: conversion.items.map((i) => i.item_id) }],
  ];
}

interface TagWindow {
  [GA4_READY]?: string;
  [META_PIXEL_READY]?: string;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; push?: unknown };
}

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

function sendGa4(win: Window & TagWindow, doc: Document, id: string, conversion: Conversion): void {
  win.dataLayer = win.dataLayer ?? [];
  // gtag.js reads the arguments objects gtag pushes, as Google's snippet does.
  win.gtag =
    win.gtag ??
    function gtag() {
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer!.push(arguments);
    };
  // Configured by the page already (site/analytics-tags.ts): only the event.
  const configured = win[GA4_READY] === id;
  for (const call of ga4Calls(id, conversion).slice(configured ? 2 : 0)) win.gtag(...(call[0] === 'js' ? ['js', new Date()] : call));
  if (!configured) addScript(doc, `${GA4_SCRIPT}?id=${encodeURIComponent(id)}`);
}

function sendMetaPixel(win: Window & TagWindow, doc: Document, id: string, conversion: Conversion): void {
  if (!win.fbq) {
    // The pixel's own stub: calls queue until fbevents.js arrives and replays them.
    const fbq = Object.assign((...args: unknown[]) => fbq.queue.push(args), { queue: [] as unknown[][], loaded: true, version: '2.0' });
    win.fbq = fbq;
    addScript(doc, META_PIXEL_SCRIPT);
  }
  // Initialised by the page already: only the event.
  for (const call of metaPixelCalls(id, conversion).slice(win[META_PIXEL_READY] === id ? 1 : 0)) win.fbq(...call);
}

/** Sends the purchase to the site's tags once consent is given; nothing at all without an id. */
export function sendConversion(ids: AnalyticsIds | undefined, order: BuyResponse, win: Window = window, doc: Document = document): void {
  const ga4 = ids?.ga4MeasurementId;
  const pixel = ids?.metaPixelId;
  if (!ga4 && !pixel) return;
  const conversion = conversionOf(order);
  whenConsented(
    () => {
      if (ga4) sendGa4(win, doc, ga4, conversion);
      if (pixel) sendMetaPixel(win, doc, pixel, conversion);
    },
    doc,
    win,
  );
}
