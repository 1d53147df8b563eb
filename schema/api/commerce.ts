import { z } from 'zod';
import { editionSchema, imageSchema, moneyAmount } from './content';
import { idSchema } from './fields';

/** One cart line as the client sends it: ids and quantities, never prices. */
export const cartEditionSchema = z.object({
  EditionId: idSchema,
  Quantity: z.number().int().min(1).max(999),
});
export type CartEdition = z.infer<typeof cartEditionSchema>;

/** POST /api/carts */
export const cartRequestSchema = z.object({
  Sub: z.string().min(1).max(63),
  Editions: z.array(cartEditionSchema).max(100),
  PromoCodeId: idSchema.nullable().optional(),
});
export type CartRequest = z.infer<typeof cartRequestSchema>;

export const cartLineItemSchema = z.object({
  inventory: z.object({
    inventoryId: z.number().int(),
    title: z.string(),
    artistName: z.string().nullable(),
    image: imageSchema.nullable(),
  }),
  edition: editionSchema,
  quantity: z.number().int(),
  subtotal: moneyAmount,
  canAdjustQuantity: z.boolean(),
  /** Why this line was changed or dropped, e.g. sold out; null when it is as requested. */
  notice: z.string().nullable(),
});
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

export const cartResponseSchema = z.object({
  lineItems: z.array(cartLineItemSchema),
  promoCode: z
    .object({ promoCodeId: z.number().int(), code: z.string(), description: z.string(), amount: moneyAmount })
    .nullable(),
  totals: z.object({ subtotal: moneyAmount, shipping: moneyAmount, tax: moneyAmount, total: moneyAmount }),
  hasError: z.boolean(),
  error: z.string().nullable(),
  hasActivePromoCodes: z.boolean(),
  config: z.object({ currencyCode: z.string() }),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

const required = (max: number) => z.string().trim().min(1, 'This field is required.').max(max);
const optional = (max: number) => z.string().trim().max(max).optional();

/** POST /api/buy. Unknown keys (a client-sent price, say) are dropped by parsing. */
export const buyRequestSchema = z.object({
  Sub: z.string().min(1).max(63),
  FirstName: required(100),
  LastName: required(100),
  Email: z.string().trim().email('Enter a valid email address.').max(254),
  Phone: required(40),
  AddressLineOne: required(200),
  AddressLineTwo: optional(200),
  City: required(100),
  State: required(100),
  Zip: required(20),
  Country: required(100),
  Notes: optional(2000),
  LineItems: z.array(cartEditionSchema).min(1, 'Your shopping cart is empty.').max(100),
  PromoCodeId: idSchema.nullable().optional(),
  /** The card token from the payment provider. */
  Token: z.string().min(1).max(200),
  Referrer: optional(2000),
  Utm: optional(2000),
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

export const buyResponseSchema = z.object({
  orderId: z.number().int(),
  total: moneyAmount,
});
export type BuyResponse = z.infer<typeof buyResponseSchema>;

/** POST /api/payments/test/tokens: the built-in test gateway's stand-in for the card provider's tokenizer. */
export const testCardTokenRequestSchema = z.object({
  number: z.string().trim().max(23),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().trim().regex(/^[0-9]{3,4}$/, "Your card's security code is invalid."),
  zip: z.string().trim().max(20).optional(),
});
export type TestCardTokenRequest = z.infer<typeof testCardTokenRequestSchema>;

export const cardTokenResponseSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
});
export type CardTokenResponse = z.infer<typeof cardTokenResponseSchema>;

/** GET /api/payments/config: which card provider the checkout talks to. */
export const paymentConfigSchema = z.object({
  provider: z.enum(['test', 'stripe']).nullable(),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
