/** The code of every failed API call's { error: { code, message } } body. */
export const ErrorCode = {
  InvalidRequest: 'invalid_request',
  NotFound: 'not_found',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  InvalidDocument: 'invalid_document',
  SoldOut: 'sold_out',
  CardDeclined: 'card_declined',
  CardError: 'card_error',
  PaymentsUnavailable: 'payments_unavailable',
  EmptyCart: 'empty_cart',
  PriceChanged: 'price_changed',
  InvalidCredentials: 'invalid_credentials',
  IdempotencyConflict: 'idempotency_conflict',
  /** Another request is still working on this purchase: retry the same request in a moment. */
  CheckoutInProgress: 'checkout_in_progress',
  /** The purchase was stopped before an order was made; nothing was charged, so it can be made afresh. */
  CheckoutInterrupted: 'checkout_interrupted',
  /** The server is at capacity for the moment: retry after the Retry-After seconds. */
  Busy: 'busy',
  TooManyRequests: 'too_many_requests',
  PayloadTooLarge: 'payload_too_large',
  /** An upload is not an image the library takes (type, damage, scripts). */
  UnsupportedMedia: 'unsupported_media',
  /** The thing cannot be removed while something else uses it. */
  InUse: 'in_use',
  /** A save was made on an older draft than the one stored. */
  DraftConflict: 'draft_conflict',
  /** An owner's edit was made on an older revision of a record than the one stored (another tab or person saved since). */
  EditConflict: 'edit_conflict',
  /** A builder tab's change names another site than the session's (switched in another tab). */
  SiteChanged: 'site_changed',
  /** A unique piece is held for another buyer's checkout right now. */
  OnHold: 'on_hold',
  /** The card needs 3-D Secure: the answer's `action` says how to open the check. */
  AuthenticationRequired: 'authentication_required',
  /** A PromoCodeId at checkout that cannot be used (expired, used up, another site's). */
  PromoCodeInvalid: 'promo_code_invalid',
  /** The destination is outside the site's shipping regions. */
  CannotShip: 'cannot_ship',
  /** An owner's action the order's status does not allow (refund a failed order, ship a refunded one). */
  OrderState: 'order_state',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
