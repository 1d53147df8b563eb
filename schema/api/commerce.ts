import { z } from 'zod';
import { checkAddress, countryCodeSchema, orderAddressSchema } from './address';
import { editionSchema, imageSchema, moneyAmount } from './content';
import { idSchema } from './fields';

/** One cart line as the client sends it (and keeps in local storage): ids and quantities, never prices. */
export const cartEditionSchema = z.object({
  EditionId: idSchema,
  Quantity: z.number().int().min(1).max(999),
});
export type CartEdition = z.infer<typeof cartEditionSchema>;

const subSchema = z.string().min(1).max(63);
const required = (max: number) => z.string().trim().min(1, 'This field is required.').max(max);
const optional = (max: number) => z.string().trim().max(max).optional();

/**
 * POST /api/carts. Country and State are where the order will go, when the buyer has said (the
 * checkout form sends them as they are filled in): shipping and tax follow them.
 */
export const cartRequestSchema = z.object({
  Sub: subSchema,
  Editions: z.array(cartEditionSchema).max(100),
  PromoCodeId: idSchema.nullable().optional(),
  Country: countryCodeSchema.optional(),
  State: optional(100),
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
  /** What can be had: the request capped at what is left (a unique original sells one at a time). */
  quantity: z.number().int(),
  /** What the client asked for (repeated lines added up). */
  requestedQuantity: z.number().int(),
  subtotal: moneyAmount,
  canAdjustQuantity: z.boolean(),
  /** Why this line differs from the request, e.g. fewer left; null when it is as requested. */
  notice: z.string().nullable(),
});
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/**
 * A line of the request the cart changed: capped (quantity below requestedQuantity) or dropped
 * (quantity 0: sold, withdrawn, another site's, unknown). Dropped lines are not in lineItems.
 */
export const cartNoticeSchema = z.object({
  editionId: z.number().int(),
  /** The work's title, when the edition is known. */
  title: z.string().nullable(),
  requestedQuantity: z.number().int(),
  quantity: z.number().int(),
  message: z.string(),
});
export type CartNotice = z.infer<typeof cartNoticeSchema>;

export const cartPromoCodeSchema = z.object({ promoCodeId: z.number().int(), code: z.string(), description: z.string(), amount: moneyAmount });
export type CartPromoCode = z.infer<typeof cartPromoCodeSchema>;

export const cartTotalsSchema = z.object({
  subtotal: moneyAmount,
  /** The promo code's reduction (0 without one). */
  discount: moneyAmount,
  shipping: moneyAmount,
  /** Added to the total, or already in the prices when taxIncluded. */
  tax: moneyAmount,
  total: moneyAmount,
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartResponseSchema = z.object({
  lineItems: z.array(cartLineItemSchema),
  /**
   * The cart as the client should keep it (local storage, the header counter, the address bar): the
   * lines that can be bought with the quantities they can be bought in.
   */
  editions: z.array(cartEditionSchema),
  /** Every line the server capped or dropped, so the client can tell the buyer. */
  notices: z.array(cartNoticeSchema),
  promoCode: cartPromoCodeSchema.nullable(),
  /** Why the PromoCodeId sent was not applied (expired, used up, another site's); null otherwise. */
  promoCodeMessage: z.string().nullable(),
  totals: cartTotalsSchema,
  /** Prices include tax (the tax line says how much of them is tax). */
  taxIncluded: z.boolean(),
  /** Where shipping and tax were worked out for; null when no destination was sent. */
  destination: z.object({ country: z.string(), state: z.string().nullable() }).nullable(),
  /** Shipping or tax depend on where the order goes and no destination was sent: they are not in the total yet. */
  needsDestination: z.boolean(),
  /** The site ships only to its listed regions and the destination sent is not one of them (a wallet's sheet refuses the address). */
  cannotShip: z.boolean(),
  hasError: z.boolean(),
  error: z.string().nullable(),
  hasActivePromoCodes: z.boolean(),
  config: z.object({ currencyCode: z.string() }),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** How the buyer paid: the card form, or the wallet button (both send a card token). */
export const PAYMENT_METHODS = ['card', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const buyFieldsSchema = z.object({
  Sub: subSchema,
  FirstName: required(100),
  LastName: required(100),
  Email: z.string().trim().email('Enter a valid email address.').max(254),
  Phone: required(40),
  AddressLineOne: required(200),
  AddressLineTwo: optional(200),
  City: required(100),
  /** Required only where the country uses states (schema/countries.ts). */
  State: optional(100),
  /** Required only where the country has postal codes. */
  Zip: optional(20),
  /** ISO 3166-1 code or English name; parsed to the code. */
  Country: countryCodeSchema,
  /** Sent only when the billing address differs from the shipping address (the same-address box is off). */
  BillingAddressLineOne: optional(200),
  BillingAddressLineTwo: optional(200),
  BillingCity: optional(100),
  BillingState: optional(100),
  BillingZip: optional(20),
  BillingCountry: countryCodeSchema.optional(),
  Notes: optional(2000),
  LineItems: z.array(cartEditionSchema).min(1, 'Your shopping cart is empty.').max(100),
  PromoCodeId: idSchema.nullable().optional(),
  /** The card token from the payment provider (a confirmation token for Stripe). */
  Token: z.string().min(1).max(200),
  PaymentMethod: z.enum(PAYMENT_METHODS).optional(),
  Referrer: optional(2000),
  Utm: optional(2000),
});

const BILLING_FIELDS = ['BillingAddressLineOne', 'BillingAddressLineTwo', 'BillingCity', 'BillingState', 'BillingZip', 'BillingCountry'] as const;

/** Whether a checkout names a billing address of its own. */
export function hasBillingAddress(request: Pick<z.infer<typeof buyFieldsSchema>, (typeof BILLING_FIELDS)[number]>): boolean {
  return BILLING_FIELDS.some((field) => Boolean(request[field]));
}

/**
 * POST /api/buy. Unknown keys (a client-sent price, say) are dropped by parsing. State and Zip are
 * checked against the country's rules, and so are the billing fields when any is given.
 */
export const buyRequestSchema = buyFieldsSchema.superRefine((request, ctx) => {
  checkAddress(request, '', ctx);
  if (hasBillingAddress(request)) {
    checkAddress(
      {
        AddressLineOne: request.BillingAddressLineOne,
        AddressLineTwo: request.BillingAddressLineTwo,
        City: request.BillingCity,
        State: request.BillingState,
        Zip: request.BillingZip,
        Country: request.BillingCountry,
      },
      'Billing',
      ctx,
    );
  }
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

export const orderLineSchema = z.object({
  editionId: z.number().int(),
  inventoryId: z.number().int(),
  title: z.string(),
  artistName: z.string().nullable(),
  editionLabel: z.string(),
  unitPrice: moneyAmount,
  quantity: z.number().int(),
  subtotal: moneyAmount,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** What the confirmation shows: the order number, its lines, the amounts and where it goes. */
export const orderConfirmationSchema = z.object({
  orderId: z.number().int(),
  email: z.string(),
  lines: z.array(orderLineSchema),
  totals: cartTotalsSchema,
  taxIncluded: z.boolean(),
  promoCode: z.object({ code: z.string(), description: z.string() }).nullable(),
  shippingAddress: orderAddressSchema,
  billingAddress: orderAddressSchema,
  currencyCode: z.string(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

export const buyResponseSchema = z.object({
  orderId: z.number().int(),
  total: moneyAmount,
  /** Always sent by the server (optional only so clients written before it still type-check). */
  confirmation: orderConfirmationSchema.optional(),
});
export type BuyResponse = z.infer<typeof buyResponseSchema>;

/**
 * A step the buyer must take before the card can be charged (3-D Secure): the checkout opens it, then
 * posts the same purchase again with a new Idempotency-Key and the same Token.
 */
export const paymentActionSchema = z.discriminatedUnion('type', [
  /** The test gateway's challenge page: GET and POST /api/payments/test/challenges/{challengeId}. */
  z.object({ type: z.literal('test_challenge'), challengeId: z.string() }),
  /** Stripe.js handleNextAction with this client secret. */
  z.object({ type: z.literal('stripe_next_action'), clientSecret: z.string() }),
]);
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** A 402 from POST /api/buy whose code is authentication_required carries the action to take. */
export const buyErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), action: paymentActionSchema.optional() }),
});
export type BuyError = z.infer<typeof buyErrorSchema>;

/** POST /api/payments/test/tokens: the built-in test gateway's stand-in for the card provider's tokenizer. */
export const testCardTokenRequestSchema = z.object({
  number: z.string().trim().max(23),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().trim().regex(/^[0-9]{3,4}$/, "Your card's security code is invalid."),
  zip: z.string().trim().max(20).optional(),
});
export type TestCardTokenRequest = z.infer<typeof testCardTokenRequestSchema>;

/**
 * POST /api/payments/test/wallet-tokens: what the test wallet sheet returns when the buyer pays in it
 * (a test card stands behind it: 4242… unless the sheet names another published test number).
 */
export const testWalletTokenRequestSchema = z.object({
  Sub: subSchema,
  number: z.string().trim().max(23).optional(),
});
export type TestWalletTokenRequest = z.infer<typeof testWalletTokenRequestSchema>;

export const cardTokenResponseSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
  /** The card asks for 3-D Secure: /api/buy answers authentication_required until its challenge is passed. */
  requiresAuthentication: z.boolean().optional(),
});
export type CardTokenResponse = z.infer<typeof cardTokenResponseSchema>;

/** GET /api/payments/test/challenges/{challengeId}: the test 3-D Secure page's state. */
export const testChallengeSchema = z.object({
  challengeId: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
  status: z.enum(['pending', 'succeeded', 'failed']),
});
export type TestChallenge = z.infer<typeof testChallengeSchema>;

/** POST /api/payments/test/challenges/{challengeId}: the buyer completes or fails the check. */
export const testChallengeRequestSchema = z.object({ result: z.enum(['complete', 'fail']) });
export type TestChallengeRequest = z.infer<typeof testChallengeRequestSchema>;

/** GET /api/payments/config: which card provider the checkout talks to. */
export const paymentConfigSchema = z.object({
  provider: z.enum(['test', 'stripe']).nullable(),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
