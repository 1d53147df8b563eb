import type { Block } from './block';
import type { BlockMeta } from './block-meta';
import { CART_LINE_SPACING, CART_MODES, CartBlockType, type CartBlockTypeValue, type CartMode } from './commerce-constants';

/**
 * The cart page (/buy/) as a document of blocks (storefront spec §2, builder spec §3 "Cart parts"): its
 * three modes each hold blocks, and a mode is used only if the page's configuration defines it. The
 * cart parts (line items with their quantity input and remove button, promo code, card form, totals,
 * wallet button, and the empty cart and confirmation messages) sit only on this page. The zod schemas
 * (the parts' configs, site.cartPage) are in cart-page-schema.ts, so the builder's first load has none.
 */

export { CartBlockType, CART_ROOT, CART_MODES, CART_LINE_SPACING, isCartBlock, cartBlockParent, type CartBlockTypeValue, type CartMode } from './commerce-constants';

/** The cart parts' labels and defaults (block-meta.ts takes them in); the builder offers them on the cart page only. */
export const CART_META = {
  [CartBlockType.LineItems]: {
    type: CartBlockType.LineItems,
    label: 'Line Items',
    defaultConfig: { lineSpacing: CART_LINE_SPACING, showImages: true },
    inspectorNote: 'Each piece in the cart, as the server priced it. Its Quantity Input and Remove Button show on every line.',
  },
  [CartBlockType.QuantityInput]: {
    type: CartBlockType.QuantityInput,
    label: 'Quantity Input',
    defaultConfig: {},
    inspectorNote: 'Shown on the lines of an edition, up to what is left of it; an original’s quantity is written out.',
  },
  [CartBlockType.RemoveButton]: { type: CartBlockType.RemoveButton, label: 'Remove Button', defaultConfig: {} },
  [CartBlockType.PromoCode]: {
    type: CartBlockType.PromoCode,
    label: 'Promo Code',
    defaultConfig: {},
    inspectorNote: 'Shown while the site has a promotion code buyers can use (Selling > Promotion codes).',
  },
  [CartBlockType.CardForm]: { type: CartBlockType.CardForm, label: 'Card Form', defaultConfig: { title: 'Checkout' } },
  [CartBlockType.Totals]: {
    type: CartBlockType.Totals,
    label: 'Totals',
    defaultConfig: {},
    inspectorNote: 'Subtotal, promotion, shipping, tax and total in the site’s currency, as the server works them out.',
  },
  [CartBlockType.WalletButton]: {
    type: CartBlockType.WalletButton,
    label: 'Apple Pay Button',
    defaultConfig: {},
    inspectorNote: 'Pays the cart subtotal with the buyer’s wallet, where the payment provider offers one.',
  },
  [CartBlockType.EmptyCartMessage]: {
    type: CartBlockType.EmptyCartMessage,
    label: 'Empty Cart Message',
    defaultConfig: {},
    inspectorNote: '“Your shopping cart is empty.” with a link back to the artworks.',
  },
  [CartBlockType.PurchaseConfirmation]: {
    type: CartBlockType.PurchaseConfirmation,
    label: 'Purchase Confirmation',
    defaultConfig: {},
    inspectorNote: 'The thanks, the order number, its pieces, the amount paid and where it goes.',
  },
} as const satisfies Record<string, BlockMeta>;

export interface CartPageMode {
  blocks: Block[];
}
export type CartPageConfig = Partial<Record<CartMode, CartPageMode>>;

function defaultBlock(type: CartBlockTypeValue, blocks?: Block[]): Block {
  const config = structuredClone(CART_META[type].defaultConfig) as Record<string, unknown>;
  return { id: `default-${type}`, type, config, ...(blocks ? { blocks } : {}) };
}

/** The cart page a site has until its owner changes it: all three modes, drawn as the product always has. */
export function defaultCartPage(): Required<CartPageConfig> {
  return {
    checkout: {
      blocks: [
        defaultBlock(CartBlockType.LineItems, [defaultBlock(CartBlockType.QuantityInput), defaultBlock(CartBlockType.RemoveButton)]),
        defaultBlock(CartBlockType.PromoCode),
        defaultBlock(CartBlockType.Totals),
        defaultBlock(CartBlockType.WalletButton),
        defaultBlock(CartBlockType.CardForm),
      ],
    },
    empty_cart: { blocks: [defaultBlock(CartBlockType.EmptyCartMessage)] },
    purchase_confirmation: { blocks: [defaultBlock(CartBlockType.PurchaseConfirmation)] },
  };
}

/** The cart page drawn: the site's own, else the default. */
export function cartPageOf(config: CartPageConfig | undefined): CartPageConfig {
  return config ?? defaultCartPage();
}

/** Every mode the page defines, with its blocks (for validation and drawing). */
export function cartPageModes(config: CartPageConfig | undefined): Array<{ mode: CartMode; blocks: Block[] }> {
  return CART_MODES.flatMap((mode) => {
    const blocks = config?.[mode]?.blocks;
    return blocks ? [{ mode, blocks }] : [];
  });
}

/** The modes as the builder names them. */
export const CART_MODE_LABEL: Readonly<Record<CartMode, string>> = {
  checkout: 'Checkout',
  empty_cart: 'Empty cart',
  purchase_confirmation: 'Purchase confirmation',
};

/**
 * Whether the owner may take a mode out of the page. Checkout may not: it is where buyers pay, and it
 * stands in for the other two when they are left out (an empty cart, or a paid one, shows its blocks).
 */
export function isCartModeRemovable(mode: CartMode): boolean {
  return mode !== 'checkout';
}

/** Whether the page drawn for visitors uses a mode (the default page uses all three). */
export function isCartModeUsed(config: CartPageConfig | undefined, mode: CartMode): boolean {
  return cartPageOf(config)[mode] !== undefined;
}

/** A mode's blocks as drawn (a copy, safe to edit), or none for a mode the page leaves out. */
export function cartModeBlocks(config: CartPageConfig | undefined, mode: CartMode): Block[] {
  return structuredClone(cartPageOf(config)[mode]?.blocks ?? []);
}

/**
 * The page with a mode's blocks replaced, as the builder saves it. A mode left out stays out until the
 * owner gives it blocks, and a site still on the default page keeps it (not a copy of it) while its
 * blocks are the default's, so opening the cart page in the builder changes nothing by itself.
 */
export function withCartModeBlocks(config: CartPageConfig | undefined, mode: CartMode, blocks: Block[]): CartPageConfig | undefined {
  const current = cartPageOf(config)[mode]?.blocks;
  if (!current && blocks.length === 0) return config;
  if (!config && JSON.stringify(current) === JSON.stringify(blocks)) return config;
  return { ...cartPageOf(config), [mode]: { blocks } };
}

/** The page without a mode: visitors are then shown the checkout mode in its place (spec §2). */
export function withoutCartMode(config: CartPageConfig | undefined, mode: CartMode): CartPageConfig {
  const modes: CartPageConfig = { ...cartPageOf(config) };
  delete modes[mode];
  return modes;
}

/** The page with a mode given back, holding its default blocks. */
export function withDefaultCartMode(config: CartPageConfig | undefined, mode: CartMode): CartPageConfig {
  return { ...cartPageOf(config), [mode]: defaultCartPage()[mode] };
}

/**
 * The builder opens a mode on the canvas as it opens a page, under an id no page can have (page ids
 * never start with '@'), as it does the header's and footer's blocks and the detail templates.
 */
export function cartModePageId(mode: CartMode): string {
  return `@cart-${mode}`;
}

export function cartModeOfPageId(pageId: string | null | undefined): CartMode | null {
  const m = /^@cart-(checkout|empty_cart|purchase_confirmation)$/.exec(pageId ?? '');
  return m ? (m[1] as CartMode) : null;
}
