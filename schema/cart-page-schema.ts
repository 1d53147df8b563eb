import { z } from 'zod';
import { blockSchema } from './block';
import { CART_META, CartBlockType, type CartPageConfig, type CartPageMode } from './cart-page';
import { withConfig } from './catalogue-entry';
import { field } from './fields';

/** The cart page's zod schemas: its parts' configs with their inspector fields, their catalogue entries, and site.cartPage (cart-page.ts has the rest). */

export const lineItemsConfigSchema = z.object({
  lineSpacing: field(z.number().int().min(0).max(200), { label: 'Line spacing', control: 'number', unit: 'px', min: 0, max: 200 }),
  showImages: field(z.boolean(), { label: 'Show pictures', control: 'toggle' }),
});

export const cardFormConfigSchema = z.object({
  title: field(z.string().max(200), { label: 'Title', control: 'text' }),
});

const noConfig = z.object({});

/** The cart parts' catalogue entries (catalogue.ts takes them in). */
export const CART_CATALOGUE = {
  [CartBlockType.LineItems]: withConfig(CART_META[CartBlockType.LineItems], lineItemsConfigSchema),
  [CartBlockType.QuantityInput]: withConfig(CART_META[CartBlockType.QuantityInput], noConfig),
  [CartBlockType.RemoveButton]: withConfig(CART_META[CartBlockType.RemoveButton], noConfig),
  [CartBlockType.PromoCode]: withConfig(CART_META[CartBlockType.PromoCode], noConfig),
  [CartBlockType.CardForm]: withConfig(CART_META[CartBlockType.CardForm], cardFormConfigSchema),
  [CartBlockType.Totals]: withConfig(CART_META[CartBlockType.Totals], noConfig),
  [CartBlockType.WalletButton]: withConfig(CART_META[CartBlockType.WalletButton], noConfig),
  [CartBlockType.EmptyCartMessage]: withConfig(CART_META[CartBlockType.EmptyCartMessage], noConfig),
  [CartBlockType.PurchaseConfirmation]: withConfig(CART_META[CartBlockType.PurchaseConfirmation], noConfig),
} as const;

const MAX_MODE_BLOCKS = 200;
const modeSchema: z.ZodType<CartPageMode> = z.object({ blocks: z.array(blockSchema).max(MAX_MODE_BLOCKS) });

/** site.cartPage: the blocks of each mode the owner defines; a mode left out is not used. */
export const cartPageSchema: z.ZodType<CartPageConfig> = z.object({
  checkout: modeSchema.optional(),
  empty_cart: modeSchema.optional(),
  purchase_confirmation: modeSchema.optional(),
});

