/**
 * The commerce constants the browser needs, in a module without zod (the visitor bundle never carries
 * it): the cart page's block types, root and modes (cart-page.ts has their schemas), and the spec's
 * analytics currency.
 */

export const CartBlockType = {
  LineItems: 'cart-line-items',
  QuantityInput: 'cart-quantity-input',
  RemoveButton: 'cart-remove-button',
  PromoCode: 'cart-promo-code',
  CardForm: 'cart-card-form',
  Totals: 'cart-totals',
  WalletButton: 'cart-wallet-button',
  EmptyCartMessage: 'cart-empty-message',
  PurchaseConfirmation: 'cart-purchase-confirmation',
} as const;
export type CartBlockTypeValue = (typeof CartBlockType)[keyof typeof CartBlockType];

/** The root of a cart mode's blocks: the cart parts sit only there (and a line's parts in the line items). */
export const CART_ROOT = 'cart-page' as const;

/** The spec's three modes, in the order the builder lists them. */
export const CART_MODES = ['checkout', 'empty_cart', 'purchase_confirmation'] as const;
export type CartMode = (typeof CART_MODES)[number];

/** Cart line spacing default 20px (spec §9). */
export const CART_LINE_SPACING = 20;

const LINE_PARTS: readonly string[] = [CartBlockType.QuantityInput, CartBlockType.RemoveButton];
const CART_TYPES: readonly string[] = Object.values(CartBlockType);

export function isCartBlock(type: string): boolean {
  return CART_TYPES.includes(type);
}

/** The one container a cart part may sit in directly, or null for a block that is not a cart part. */
export function cartBlockParent(type: string): string | null {
  if (!isCartBlock(type)) return null;
  return LINE_PARTS.includes(type) ? CartBlockType.LineItems : CART_ROOT;
}

/** The spec's analytics currency (§9). */
export const ANALYTICS_CURRENCY = 'USD';
