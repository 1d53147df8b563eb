import { z } from 'zod';
import { countryCodeSchema, orderAddressSchema } from './address';
import { cartTotalsSchema, orderLineSchema, PAYMENT_METHODS } from './commerce';
import { INT32_MAX } from './int32';

/**
 * The owner's commerce API under /api/owner: orders (list, detail, refund, mark shipped) and the
 * settings for payments, shipping and tax. Promotion codes are in ./promo-codes.ts.
 */

/**
 * An order's status: 'authorized' while its card hold stands (for moments, or until the reconciler
 * settles it after a crash), 'paid' once captured, 'shipped' after the owner marks it so, 'refunded'
 * after a refund, 'failed' when the hold was lost before capture (its stock was returned).
 */
export const ORDER_STATUSES = ['authorized', 'paid', 'shipped', 'refunded', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GET /api/owner/orders */
export const ownerOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Buyer's name or email, or an order number. */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OwnerOrderListQuery = z.infer<typeof ownerOrderListQuerySchema>;

const moneyAmount = z.object({ display: z.string(), value: z.number().int() });

export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  buyerName: z.string(),
  email: z.string(),
  total: moneyAmount,
  /** Pieces in the order (quantities added up). */
  itemCount: z.number().int(),
  /** The first line's title, for the list. */
  firstTitle: z.string().nullable(),
  paymentReference: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ownerOrderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  /** Orders matching the filter in all. */
  total: z.number().int(),
  hasMore: z.boolean(),
  /** Orders of each status, whatever the filter, for the filter's counts. */
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
});
export type OwnerOrderList = z.infer<typeof ownerOrderListSchema>;

export const orderDetailSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  buyer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  shippingAddress: orderAddressSchema,
  billingAddress: orderAddressSchema,
  notes: z.string().nullable(),
  lines: z.array(orderLineSchema),
  totals: cartTotalsSchema,
  taxIncluded: z.boolean(),
  promoCode: z.object({ code: z.string(), description: z.string() }).nullable(),
  payment: z.object({
    provider: z.string(),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string().nullable(),
    last4: z.string().nullable(),
  }),
  tracking: z.object({ carrier: z.string().nullable(), number: z.string().nullable() }).nullable(),
  currencyCode: z.string(),
  /** Which of the owner's actions the order allows now. */
  canRefund: z.boolean(),
  canMarkShipped: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /api/owner/orders/{id}/ship: mails the buyer that the order is on its way. */
export const orderShipRequestSchema = z.object({
  carrier: z.string().trim().max(100).optional(),
  trackingNumber: z.string().trim().max(100).optional(),
});
export type OrderShipRequest = z.infer<typeof orderShipRequestSchema>;

/** POST /api/owner/orders/{id}/refund: the whole amount, through the payment gateway; mails the buyer. */
export const orderRefundRequestSchema = z.object({
  /** Put the pieces back on sale. */
  restock: z.boolean().default(false),
});
export type OrderRefundRequest = z.infer<typeof orderRefundRequestSchema>;

const minorUnits = z.number().int().min(0).max(INT32_MAX);

/** A shipping price: a flat amount per order plus an amount per piece (either may be 0). */
const shippingRateFields = { flat: minorUnits, perItem: minorUnits };

export const shippingRegionSchema = z.object({
  country: countryCodeSchema,
  /** A state or province of the country (as buyers type it, matched without regard to case); null for the whole country. */
  state: z.string().trim().min(1).max(100).nullable().default(null),
  ...shippingRateFields,
});

/**
 * Shipping rules of a site: the rate for anywhere not listed, rates by region (a state's rate before
 * its country's), and free shipping from a subtotal (after any promotion) up.
 */
export const shippingSettingsSchema = z.object({
  ...shippingRateFields,
  regions: z.array(shippingRegionSchema).max(300).default([]),
  /** Orders whose subtotal after discount is at least this ship free; null: never. */
  freeAbove: minorUnits.nullable().default(null),
  /** Ship only to the listed regions: checkout elsewhere is refused. */
  onlyListedRegions: z.boolean().default(false),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

export const taxRateSchema = z.object({
  country: countryCodeSchema,
  state: z.string().trim().min(1).max(100).nullable().default(null),
  /** Basis points: 825 is 8.25%. */
  rate: z.number().int().min(0).max(10_000),
  /** Its name on the bill ('VAT', 'Sales tax'). */
  name: z.string().trim().max(60).default('Tax'),
  /** Shipping is taxed too. */
  appliesToShipping: z.boolean().default(false),
});

/** Tax rates of a site by country and region (a state's rate before its country's); none elsewhere. */
export const taxSettingsSchema = z.object({
  /** Prices (and shipping) include tax: the tax line shows the part of them that is tax, the total does not grow. */
  pricesIncludeTax: z.boolean().default(false),
  rates: z.array(taxRateSchema).max(500).default([]),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'A currency is its three-letter ISO 4217 code.')
  .refine((code) => {
    try {
      return Intl.supportedValuesOf('currency').includes(code);
    } catch {
      return true;
    }
  }, 'This currency is not known.');

export const paymentSettingsSchema = z.object({
  /** 'test': the built-in test gateway; 'stripe': needs the server's Stripe keys; null: no card payments (no cart link). */
  provider: z.enum(['test', 'stripe']).nullable(),
  /** What carts are priced and charged in. */
  currencyCode: currencyCodeSchema,
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** GET /api/owner/commerce-settings */
export const commerceSettingsSchema = z.object({
  payments: paymentSettingsSchema.extend({ stripeAvailable: z.boolean() }),
  shipping: shippingSettingsSchema,
  tax: taxSettingsSchema,
  /** Counts saves: a save names it and is refused if another came since. */
  revision: z.number().int(),
});
export type CommerceSettings = z.infer<typeof commerceSettingsSchema>;

/** PUT /api/owner/commerce-settings: any of the three parts, and the revision they were made on. */
export const commerceSettingsUpdateSchema = z.object({
  payments: paymentSettingsSchema.optional(),
  shipping: shippingSettingsSchema.optional(),
  tax: taxSettingsSchema.optional(),
  revision: z.number().int().min(0).max(INT32_MAX),
});
export type CommerceSettingsUpdate = z.infer<typeof commerceSettingsUpdateSchema>;

/** The owner's commerce screens' own sentences, shared by the server and the screens. */
export const CommerceOwnerText = {
  settingsConflict: 'These settings were changed in another tab or by someone else. Reload them to see the changes, then make yours again.',
  promoCodeConflict: 'This promotion code was changed in another tab or by someone else. Reload it to see the changes, then make yours again.',
  promoCodeTaken: (code: string) => `This site already has a promotion code “${code}”. Each code can be used once per site.`,
  promoCodeNotFound: 'There is no such promotion code in this site.',
  orderNotFound: 'There is no such order in this site.',
  stripeNotConfigured: 'Stripe is not set up on this server: its keys (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY) must be configured first.',
} as const;
