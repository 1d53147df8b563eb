import type { BuyResponse, CartLineItem, CartResponse } from '../../schema/api/commerce';
import type { Edition, InventoryItem } from '../../schema/api/content';
import { EditionType } from '../../schema/enums';
import { money } from '../../schema/money';
import { sampleInventoryItem } from '../data/sample';
import { hasShownPrice, isEditionAvailable } from '../site/artwork';
import { PREVIEW_LINES, type CartPreview } from './cart-preview-context';

export { PREVIEW_LINES };
import { INITIAL_CART_STATE, type CartState, type CartStore } from './cart-store';

/**
 * The cart the builder shows on the cart page: one of each of the site's first available works (the
 * builder loads them; samples where the site has none), priced by their shown prices, with shipping and
 * tax waiting for an address as a buyer first sees them, a promotion code offered, the test card form
 * and wallet button, and a paid order for the purchase confirmation. Nothing here is ever charged:
 * the builder adds the sample's prices up itself, which the browser never does for a real cart.
 */

/** The order number the preview's confirmation shows. */
const PREVIEW_ORDER_ID = 1001;
const PREVIEW_EMAIL = 'buyer@example.com';
const PREVIEW_ADDRESS = { addressLineOne: '1 Sample Street', addressLineTwo: null, city: 'Sample City', state: null, zip: null, country: '', countryName: 'Sample Country' };

function editionOf(item: InventoryItem): Edition | null {
  return item.editions.find((e) => isEditionAvailable(e) && hasShownPrice(e)) ?? null;
}

function lineOf(item: InventoryItem, edition: Edition): CartLineItem {
  return {
    inventory: { inventoryId: item.inventoryId, title: item.title, artistName: item.artist?.name ?? null, image: item.images[0] ?? null },
    edition,
    quantity: 1,
    requestedQuantity: 1,
    subtotal: { display: edition.price, value: edition.priceValue },
    // As the server decides it (services/commerce/cart.ts): an edition's quantity can change, an original's cannot.
    canAdjustQuantity: edition.editionType !== EditionType.Original,
    notice: null,
  };
}

/** The preview's lines: the first works given that can be bought, one of each. */
export function previewLines(items: readonly InventoryItem[]): CartLineItem[] {
  return items
    .flatMap((item) => {
      const edition = item.available ? editionOf(item) : null;
      return edition ? [lineOf(item, edition)] : [];
    })
    .slice(0, PREVIEW_LINES);
}

function previewCart(lines: CartLineItem[]): CartResponse {
  const currencyCode = lines[0]?.edition.currencyCode ?? 'USD';
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal.value, 0);
  const zero = money(0, currencyCode);
  return {
    lineItems: lines,
    editions: lines.map((line) => ({ EditionId: line.edition.editionId, Quantity: line.quantity })),
    notices: [],
    promoCode: null,
    promoCodeMessage: null,
    totals: { subtotal: money(subtotal, currencyCode), discount: zero, shipping: zero, tax: zero, total: money(subtotal, currencyCode) },
    taxIncluded: false,
    destination: null,
    needsDestination: true,
    cannotShip: false,
    hasError: false,
    error: null,
    hasActivePromoCodes: true,
    config: { currencyCode },
  };
}

function previewOrder(cart: CartResponse): BuyResponse {
  return {
    orderId: PREVIEW_ORDER_ID,
    total: cart.totals.total,
    confirmation: {
      orderId: PREVIEW_ORDER_ID,
      email: PREVIEW_EMAIL,
      lines: cart.lineItems.map((line) => ({
        editionId: line.edition.editionId,
        inventoryId: line.inventory.inventoryId,
        title: line.inventory.title,
        artistName: line.inventory.artistName,
        editionLabel: line.edition.edition,
        unitPrice: line.subtotal,
        quantity: line.quantity,
        subtotal: line.subtotal,
      })),
      totals: cart.totals,
      taxIncluded: false,
      promoCode: null,
      shippingAddress: PREVIEW_ADDRESS,
      billingAddress: PREVIEW_ADDRESS,
      currencyCode: cart.config.currencyCode,
    },
  };
}

/** The cart state the builder's cart blocks are drawn from, for these works (samples when none can be bought). */
export function previewCartState(items: readonly InventoryItem[]): CartState {
  const own = previewLines(items);
  const lines = own.length ? own : previewLines([0, 1, 3].map(sampleInventoryItem));
  const cart = previewCart(lines);
  return {
    ...INITIAL_CART_STATE,
    phase: 'ready',
    items: cart.editions,
    cart,
    payment: { provider: 'test', publishableKey: null },
    order: previewOrder(cart),
  };
}

const nothing = () => undefined;

/** A cart store that does nothing: the builder's previews are inert. */
export const INERT_CART_STORE: CartStore = {
  getState: () => INITIAL_CART_STATE,
  subscribe: () => nothing,
  start: nothing,
  setQuantity: nothing,
  remove: nothing,
  applyPromo: async () => undefined,
  removePromo: nothing,
  setDestination: nothing,
  // Nothing is priced in the builder: a wallet sheet there (there is none) would refuse every address.
  priceFor: () => Promise.reject(new Error('The builder prices nothing')),
  setDraft: nothing,
  checkout: async () => null,
  checkoutFailed: nothing,
  openWallet: nothing,
  walletStarted: nothing,
  walletCancelled: nothing,
  walletFailed: nothing,
  payWithWallet: async () => undefined,
  challengeDone: nothing,
};

export function cartPreview(items: readonly InventoryItem[]): CartPreview {
  return { state: previewCartState(items), store: INERT_CART_STORE };
}

/** The preview with sample works, for cart blocks drawn in the builder before the site's own have come. */
export const SAMPLE_CART_PREVIEW: CartPreview = cartPreview([]);
