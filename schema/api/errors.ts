import { z } from 'zod';

/** Every failed API call answers with this body and a 4xx status. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

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
  /** A builder tab's change names another site than the session's (switched in another tab). */
  SiteChanged: 'site_changed',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
