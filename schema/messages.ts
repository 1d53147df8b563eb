/** The spec's exact commerce and form texts, shared by the renderer, the server and the tests. */
export const CommerceText = {
  emptyCart: 'Your shopping cart is empty.',
  purchaseConfirmation: 'Thank you for your purchase! You will receive an email confirmation.',
  checkoutFallbackError: 'An error has occurred. Please wait a moment and try again.',
  providerLibraryMissing:
    'The card payment library could not be found. Please disable any browser plug-ins that block scripts and try again.',
  addedToCart: 'Added To Cart',
  continueShopping: 'Continue Shopping',
  viewCart: 'View Cart',
  purchase: 'PURCHASE',
  payWithCreditCard: 'PAY WITH CREDIT CARD',
  fieldRequired: 'This field is required.',
  soldOut: 'Sorry, this piece has just been sold and is no longer available.',
  notEnoughLeft: 'Sorry, not enough of this edition is left.',
  unavailable: 'This piece is no longer available for purchase.',
  checkoutInProgress: 'This purchase is still being processed. Please wait a moment.',
  checkoutInterrupted: 'Your purchase could not be completed and your card was not charged. Please try again.',
  /** The spec's fallback when the promo code request fails; the server's own messages follow it. */
  promoCodeInvalid: 'Sorry, this promotion code is not valid.',
  promoCodeNotStarted: 'Sorry, this promotion code is not active yet.',
  promoCodeExpired: 'Sorry, this promotion code has expired.',
  promoCodeUsedUp: 'Sorry, this promotion code has been used up.',
  promoCodeApplied: 'Promotion code applied.',
  apply: 'APPLY',
  onHold: 'On Hold',
  heldForAnotherBuyer: 'This piece is on hold while another buyer completes their purchase. Please try again in a few minutes.',
  cannotShipThere: 'Sorry, we do not ship to this address.',
  notForSaleInCurrency: 'This piece cannot be bought in this currency.',
  orderNumber: 'Order number',
  backToArtworks: 'Back to artworks',
} as const;

/** The card provider's published messages for its test cards. */
export const CardMessage = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  incorrectNumber: 'Your card number is incorrect.',
  notTestCard:
    'Your card was declined. This store is in test mode and accepts only test card numbers, such as 4242 4242 4242 4242.',
  expiryInPast: "Your card's expiration date is in the past.",
  /** 3-D Secure: the bank asks the buyer to confirm the payment before it can be authorized. */
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

export const NotFoundText =
  'The page you are looking for could not be found. Please click here to return to the last page you were viewing.';
