import { CART_MODE_LABEL, type CartMode } from '../../../schema/cart-page';

/** What the builder says about the cart page and its modes, in one place for the code and the tests. */
export const CartPageText = {
  title: 'Cart page',
  pagesHint: 'Where buyers pay (/buy/): one set of blocks while the cart has items, one for an empty cart, one after paying.',
  modes: 'Cart page mode',
  /** The page list's entry, with the modes the page uses. */
  meta: (modes: readonly CartMode[]) => (modes.length ? modes.map((m) => CART_MODE_LABEL[m]).join(' · ') : 'No modes'),
  /** When visitors see a mode's blocks (spec §2). */
  when: {
    checkout: 'Buyers see these blocks while their cart has items and they have not paid.',
    empty_cart: 'Buyers see these blocks when their cart is empty.',
    purchase_confirmation: 'Buyers see these blocks after they have paid.',
  } satisfies Record<CartMode, string>,
  /** The canvas's note over a mode's blocks: what it is, and what its cart blocks are shown with. */
  note: (mode: CartMode) =>
    `The cart page’s ${CART_MODE_LABEL[mode].toLowerCase()} mode${
      mode === 'checkout' ? ', shown with the site’s first available works in a buyer’s cart.' : mode === 'purchase_confirmation' ? ', shown with an order of the site’s first available works.' : '.'
    }`,
  checkoutStays: 'Checkout is where buyers pay, and stands in for a mode the page leaves out: it cannot be removed.',
  remove: (mode: CartMode) => `Remove the ${CART_MODE_LABEL[mode].toLowerCase()} mode`,
  /** What visitors get instead of a mode once it is removed. */
  removeConfirm: (mode: CartMode) =>
    `Remove the ${CART_MODE_LABEL[mode].toLowerCase()} mode and its blocks? ${mode === 'empty_cart' ? 'Buyers whose cart is empty' : 'Buyers who have paid'} then see the checkout mode’s blocks. Leave without saving to keep it.`,
  confirmRemove: 'Remove mode',
  keep: 'Keep it',
  removed: (mode: CartMode) => `${CART_MODE_LABEL[mode]} mode removed: buyers see the checkout mode in its place.`,
  add: (mode: CartMode) => `Add the ${CART_MODE_LABEL[mode].toLowerCase()} mode`,
  added: (mode: CartMode) => `${CART_MODE_LABEL[mode]} mode added with its default blocks.`,
  notUsed: 'not used',
  /** The top bar's page list names the open mode. */
  pageLabel: (mode: CartMode) => `Cart page: ${CART_MODE_LABEL[mode]}`,
} as const;
