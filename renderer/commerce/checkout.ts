import type { BuyRequest, BuyResponse, CartEdition, CartResponse } from '../../schema/api/commerce';
import { ErrorCode } from '../../schema/api/error-codes';
import { CommerceText } from '../../schema/messages';
import { ApiRequestError, type CommerceApi } from './api';
import { parseExpiry } from './expiry';

/** The buyer's details, named as the API names them. */
export interface CheckoutDetails {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  AddressLineOne: string;
  AddressLineTwo: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
  Notes: string;
}

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * A purchase whose outcome is not known yet (no answer came, or the server was still at it). Retrying the
 * same details resends the same Idempotency-Key and card token, so the server answers with the first
 * outcome instead of charging twice.
 */
export interface PendingAttempt {
  fingerprint: string;
  idempotencyKey: string;
  token: string;
}

export interface CheckoutMemory {
  pending: PendingAttempt | null;
}

export type CheckoutResult =
  | { ok: true; order: BuyResponse; cart: CartResponse }
  | { ok: false; message: string; cart: CartResponse | null };

export interface CheckoutInput {
  api: CommerceApi;
  sub: string;
  items: CartEdition[];
  details: CheckoutDetails;
  card: CardDetails;
  memory: CheckoutMemory;
  newKey?: () => string;
  referrer?: string;
  utm?: string;
}

function messageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : CommerceText.checkoutFallbackError;
}

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The spec's checkout flow after the form is valid: refresh the cart, ask which card provider to use,
 * create a card token, then post the purchase with an Idempotency-Key. Totals and quantities are the
 * server's; the browser only sends ids and quantities.
 */
export async function runCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  const { api, sub, details, card, memory } = input;
  let cart: CartResponse;
  try {
    cart = await api.getCart({ Sub: sub, Editions: input.items });
  } catch (error) {
    return { ok: false, message: messageOf(error), cart: null };
  }
  if (cart.hasError) return { ok: false, message: cart.error || CommerceText.checkoutFallbackError, cart };
  if (cart.lineItems.length === 0) {
    return { ok: false, message: input.items.length ? CommerceText.unavailable : CommerceText.emptyCart, cart };
  }
  const gone = cart.lineItems.find((l) => l.edition.isSold || l.edition.isOnHold || !l.edition.active);
  if (gone) return { ok: false, message: gone.notice || CommerceText.soldOut, cart };

  const LineItems = cart.lineItems.map((l) => ({ EditionId: l.edition.editionId, Quantity: l.quantity }));
  const cardNumber = card.number.replace(/[\s-]+/g, '');
  const fingerprint = JSON.stringify({ sub, details, LineItems, cardNumber, expiry: card.expiry, cvc: card.cvc });

  let attempt = memory.pending?.fingerprint === fingerprint ? memory.pending : null;
  if (!attempt) {
    try {
      const config = await api.getPaymentConfig(sub);
      if (config.provider === 'stripe') return { ok: false, message: CommerceText.providerLibraryMissing, cart };
      if (config.provider !== 'test') return { ok: false, message: CommerceText.checkoutFallbackError, cart };
    } catch (error) {
      return { ok: false, message: messageOf(error), cart };
    }
    const expiry = parseExpiry(card.expiry);
    if (!expiry) return { ok: false, message: CommerceText.checkoutFallbackError, cart };
    try {
      const token = await api.createTestCardToken({
        number: cardNumber,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: card.cvc.trim(),
        zip: details.Zip.trim() || undefined,
      });
      attempt = { fingerprint, idempotencyKey: (input.newKey ?? randomKey)(), token: token.id };
    } catch (error) {
      // The card provider's own message, as given (e.g. "Your card number is incorrect.").
      return { ok: false, message: messageOf(error), cart };
    }
  }

  const request: BuyRequest = { Sub: sub, ...details, LineItems, Token: attempt.token };
  if (input.referrer) request.Referrer = input.referrer;
  if (input.utm) request.Utm = input.utm;
  try {
    const order = await api.buy(request, attempt.idempotencyKey);
    memory.pending = null;
    return { ok: true, order, cart };
  } catch (error) {
    memory.pending = outcomeUnknown(error) ? attempt : null;
    return { ok: false, message: messageOf(error), cart };
  }
}

/**
 * Whether the purchase may still have gone through, so that trying again must resend the same key and
 * token (the server then answers with the real outcome instead of charging twice): no answer came, the
 * server failed or was too busy, or it is still working on this very purchase. Any other answer is final.
 */
function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === ErrorCode.CheckoutInProgress;
}
