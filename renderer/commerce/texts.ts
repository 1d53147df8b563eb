/**
 * The cart page's and purchase popup's own wording (the product's, not the spec's: the spec's exact
 * texts are CommerceText and CardMessage in schema/messages.ts, the older cart labels CartText in ../texts).
 */
export const CartUiText = {
  country: 'Country',
  chooseCountry: 'Choose a country',
  state: 'State',
  zip: 'Zip',
  billingPrefix: 'Billing',
  sameAddress: 'Billing address is the same as the shipping address',
  billingHeading: 'Billing address',
  contactHeading: 'Contact',
  promoLabel: 'Promo code',
  promoApplied: (code: string) => `Promo code ${code} applied.`,
  removePromo: 'Remove promo code',
  discount: (code: string) => `Promo code ${code}`,
  taxIncluded: 'Tax (included)',
  needsAddress: 'Calculated from your shipping address',
  noticeKept: (quantity: number, requested: number) => `${quantity} of the ${requested} you asked for`,
  confirmationTitle: 'Order Confirmation',
  orderNumber: (orderId: number) => `Order number ${orderId}`,
  orderLines: 'Your order',
  amountPaid: 'Amount paid',
  shippingTo: 'Shipping to',
  billedTo: 'Billed to',
  quantityOf: (quantity: number) => `Quantity: ${quantity}`,
  processing: 'Processing…',
  walletSheetTitle: 'Test wallet',
  walletSheetHint: 'This store takes test payments: the wallet pays with a test card and the address below.',
  walletCard: 'Card',
  walletPay: (amount: string) => `Pay ${amount}`,
  walletCancel: 'Cancel',
  walletPayWith: 'Pay with Apple Pay',
  walletGoodsWithPromo: (code: string) => `Subtotal with promo code ${code}`,
  challengeTitle: 'Confirm your payment',
  challengeText: (brand: string, last4: string) => `Your bank asks you to confirm this payment with your ${brand} card ending in ${last4}. This is the test gateway's 3-D Secure check.`,
  challengeComplete: 'Complete authentication',
  challengeFail: 'Fail authentication',
  medium: 'Medium',
  dimensions: 'Dimensions',
  price: 'Price',
  loadingEditions: 'Loading…',
} as const;

/** The wallet's messages, the spec's words (§8). */
export const WalletText = {
  noToken: 'Unable to obtain payment token for Apple Pay.',
  error: (message: string) => `Apple Pay error: ${message}`,
  cancelled: 'Cancelled Apple Pay',
} as const;

/** The test gateway's published test cards the test wallet can stand for. */
export const TEST_WALLET_CARDS = [
  { number: '4242424242424242', label: 'Visa •••• 4242' },
  { number: '5555555555554444', label: 'Mastercard •••• 4444' },
  { number: '4000000000000002', label: 'Visa •••• 0002 (declined)' },
] as const;
