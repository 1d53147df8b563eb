import { formatMoney } from '../../schema/money';
import type { CartResponse } from '../../schema/api/commerce';
import type { Edition, InventoryItem, InventoryListResponse } from '../../schema/api/content';
import type { Block, Page, SiteDocument } from '../../schema/document';
import type { SiteContext } from '../../schema/site-context';
import type { RenderRequest, SiteRoute } from '../ssr-types';

/** Test data builders for renderer tests: realistic defaults, overridden per test. */
export function edition(overrides: Partial<Edition> = {}): Edition {
  return {
    editionId: 501,
    edition: 'Unique',
    editionType: 0,
    number: null,
    price: '$1,200.00',
    priceValue: 120000,
    currencyCode: 'USD',
    prices: [],
    active: true,
    isOnHold: false,
    isSold: false,
    quantity: 1,
    dimensions: { width: 24, height: 30, depth: null, metric: 0, formatted: '30 x 24 in' },
    alternateDimensions: null,
    framing: null,
    isFramed: false,
    mounting: null,
    ...overrides,
  };
}

export function item(overrides: Partial<InventoryItem> = {}): InventoryItem {
  const id = overrides.inventoryId ?? 101;
  return {
    id,
    inventoryId: id,
    title: 'Harbour at Dusk',
    subtitle: null,
    date: '1921',
    medium: 'Oil on canvas',
    type: 0,
    subType: null,
    sku: null,
    notes: null,
    available: true,
    canInquire: true,
    canReceiveOffers: false,
    contactUrl: null,
    seo: { title: null, description: null },
    artist: { artistId: 7, name: 'Mary Cassatt', lifespan: '1844-1926' },
    images: [{ id: 9001, extension: 'jpg', width: 1600, height: 1200, imageAlt: '' }],
    editions: [edition()],
    dimensionsText: '30 x 24 in',
    creditLine: null,
    ...overrides,
  };
}

export function list(items: InventoryItem[], hasMore = false): InventoryListResponse {
  return { inventory: items, hasMore };
}

export function site(overrides: Partial<SiteContext> = {}): SiteContext {
  return {
    subdomain: 'demo',
    userType: 0,
    isStripeConnected: true,
    canDownloadImages: false,
    canReceiveOffers: false,
    currencyCode: 'USD',
    providerUrl: 'https://provider.test/websites',
    config: { company: 'Harbour Gallery', layout: 'classic', colors: {} },
    ...overrides,
  };
}

export function page(blocks: Block[], overrides: Partial<Page> = {}): Page {
  return { pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: false, blocks, ...overrides };
}

export function document(pages: Page[]): SiteDocument {
  return { schemaVersion: 1, site: { company: 'Harbour Gallery', layout: 'classic', colors: {} }, pages };
}

export function renderRequest(route: SiteRoute, overrides: Partial<RenderRequest> = {}): RenderRequest {
  const pages = route.kind === 'page' ? [route.page] : [page([])];
  return {
    site: site(),
    document: document(pages),
    route,
    data: { lists: {} },
    linkParams: {},
    origin: 'https://harbour.example',
    path: route.kind === 'page' ? `/${route.page.slug}` : '/',
    assets: { clientScript: '/static/assets/client-abc123.js' },
    ...overrides,
  };
}

export function cartResponse(overrides: Partial<CartResponse> = {}): CartResponse {
  const money = (value: number) => ({ value, display: formatMoney(value) });
  return {
    lineItems: [
      {
        inventory: { inventoryId: 101, title: 'Harbour at Dusk', artistName: 'Mary Cassatt', image: null },
        edition: edition(),
        quantity: 1,
        requestedQuantity: 1,
        subtotal: money(120000),
        canAdjustQuantity: false,
        notice: null,
      },
    ],
    editions: [{ EditionId: edition().editionId, Quantity: 1 }],
    notices: [],
    promoCode: null,
    promoCodeMessage: null,
    totals: { subtotal: money(120000), discount: money(0), shipping: money(0), tax: money(9600), total: money(129600) },
    taxIncluded: false,
    destination: null,
    needsDestination: false,
    cannotShip: false,
    hasError: false,
    error: null,
    hasActivePromoCodes: false,
    config: { currencyCode: 'USD' },
    ...overrides,
  };
}

/** Visible text of server-rendered markup: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}
