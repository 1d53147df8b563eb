/**
 * The renderer's user-facing texts in one place, so components and tests share them. Texts the spec
 * gives word for word come from schema/messages.ts; the rest are the product's own wording.
 */
export { CommerceText, CardMessage, NotFoundText } from '../schema/messages';

export const BuilderText = {
  emptyText: 'Click to add text',
  emptyImage: 'Click to choose an image',
  emptyColumn: 'Drop blocks here',
  emptyHoverLayer: 'Drop blocks for this state here',
  /** The spec's builder hint for an inventory list without items. */
  emptyInventory: "You haven't added any inventory yet. Once you do, you'll see them here.",
} as const;

export const SiteText = {
  skipToMain: 'Skip To Main Content',
  mainNavigation: 'Main',
  menu: 'Menu',
  closeMenu: 'Close menu',
  socialLinks: 'Follow us',
  quickLinks: 'Quick links',
  /** The builder's stand-in where a site has neither a logo nor a name (the spec's words). */
  noLogoSet: '[No Logo Set]',
  openingHours: 'Opening hours',
  contact: 'Contact',
  customFooterCode: 'Site code',
  home: 'Home',
  cart: 'Cart',
  loading: 'Loading...',
  loadMore: 'Load more',
  copyright: (year: number, company: string) => `© ${year} ${company}`.trim(),
  notFoundTitle: 'Page Not Found',
  cartTitle: 'Shopping Cart',
} as const;

/** Artwork status stickers, in the spec's priority order: sold, then on hold, then inactive. */
export const StatusText = {
  sold: 'Sold',
  onHold: 'On Hold',
  inactive: 'Unavailable',
} as const;

export const ArtworkText = {
  editions: 'Editions',
  dimensions: 'Dimensions',
  medium: 'Medium',
  date: 'Date',
  chooseEdition: 'Choose an edition',
  addToCart: 'Add To Cart',
  close: 'Close',
} as const;

export const CartText = {
  remove: 'Remove',
  quantity: 'Quantity',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  promo: 'Promo code',
  checkoutHeading: 'Checkout',
  shippingHeading: 'Shipping address',
  paymentHeading: 'Payment',
  orderSummary: 'Order summary',
  checkoutUnavailable: 'Online checkout is not available on this site. Please contact the gallery to purchase.',
  noScript: 'Please turn on JavaScript to see your cart and check out.',
  processing: 'Processing your payment…',
} as const;
