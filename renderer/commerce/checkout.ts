import type { BuyRequest, BuyResponse, CartEdition, CartResponse, PaymentAction, PaymentMethod } from '../../schema/api/commerce';
import { ErrorCode } from '../../schema/api/error-codes';
import { CardMessage, CommerceText } from '../../schema/messages';
import { addressToSend, billingFields, type AddressValues } from './address-rules';
import { ApiRequestError, type CommerceApi } from './api';

/** The buyer's details, named as the API names them: contact, the shipping address, notes, and a billing address when it differs. */
export interface CheckoutDetails extends AddressValues {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  Notes: string;
  /** Null when the billing address is the shipping address (the same-address box is on). */
  billing: AddressValues | null;
}

/**
 * Where the card token comes from: the card form (the test gateway's tokenizer or Stripe's Payment
 * Element) or the wallet. `fingerprint` names the card details, so a retry with the same ones can
 * reuse the token of a purchase whose outcome is not known.
 */
export interface PaymentSource {
  method: PaymentMethod;
  fingerprint: string;
  tokenize(): Promise<string>;
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

/** Where a failed checkout stopped: the cart check, the card token, or the purchase itself. */
export type CheckoutStage = 'cart' | 'token' | 'buy';

export type CheckoutResult =
  | { ok: true; order: BuyResponse; cart: CartResponse }
  | { ok: false; stage: CheckoutStage; message: string; cart: CartResponse | null };

export interface CheckoutInput {
  api: CommerceApi;
  sub: string;
  items: CartEdition[];
  promoCodeId: number | null;
  details: CheckoutDetails;
  payment: PaymentSource;
  memory: CheckoutMemory;
  /** Opens the 3-D Secure check the card asks for; false when the buyer left it without an answer. */
  authenticate?: (action: PaymentAction) => Promise<boolean>;
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

/** A card check may be asked for once per token; a second ask after it was answered is not looped on. */
const MAX_AUTHENTICATIONS = 1;

/**
 * The spec's checkout flow after the form is valid: refresh the cart (for where it goes, with the promo
 * code), create a card token, then post the purchase with an Idempotency-Key; when the card asks for
 * 3-D Secure, open the check and post again with a new key and the same token. Totals and quantities are
 * the server's; the browser only sends ids and quantities.
 */
export async function runCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  const { api, sub, details, payment, memory } = input;
  const shipping = addressToSend(details);
  let cart: CartResponse;
  try {
    cart = await api.getCart({ Sub: sub, Editions: input.items, PromoCodeId: input.promoCodeId, Country: shipping.Country, State: shipping.State });
  } catch (error) {
    return { ok: false, stage: 'cart', message: messageOf(error), cart: null };
  }
  if (cart.lineItems.length === 0) {
    return { ok: false, stage: 'cart', message: input.items.length ? (cart.notices[0]?.message ?? CommerceText.unavailable) : CommerceText.emptyCart, cart };
  }
  const gone = cart.lineItems.find((l) => l.edition.isSold || l.edition.isOnHold || !l.edition.active);
  if (gone) return { ok: false, stage: 'cart', message: gone.notice || CommerceText.soldOut, cart };
  if (cart.hasError) return { ok: false, stage: 'cart', message: cart.error || CommerceText.checkoutFallbackError, cart };

  const LineItems = cart.lineItems.map((l) => ({ EditionId: l.edition.editionId, Quantity: l.quantity }));
  const request: BuyRequest = {
    Sub: sub,
    FirstName: details.FirstName.trim(),
    LastName: details.LastName.trim(),
    Email: details.Email.trim(),
    Phone: details.Phone.trim(),
    ...shipping,
    Country: shipping.Country ?? '',
    AddressLineOne: shipping.AddressLineOne ?? '',
    City: shipping.City ?? '',
    ...(details.billing ? billingFields(details.billing) : {}),
    ...(details.Notes.trim() ? { Notes: details.Notes.trim() } : {}),
    LineItems,
    PromoCodeId: cart.promoCode?.promoCodeId ?? null,
    Token: '',
    PaymentMethod: payment.method,
  };
  if (input.referrer) request.Referrer = input.referrer;
  if (input.utm) request.Utm = input.utm;
  const fingerprint = JSON.stringify({ request, payment: payment.fingerprint });

  let attempt = memory.pending?.fingerprint === fingerprint ? memory.pending : null;
  if (!attempt) {
    try {
      attempt = { fingerprint, idempotencyKey: (input.newKey ?? randomKey)(), token: await payment.tokenize() };
    } catch (error) {
      // The card provider's own message, as given (e.g. "Your card number is incorrect.").
      return { ok: false, stage: 'token', message: messageOf(error), cart };
    }
  }

  let authentications = 0;
  for (;;) {
    try {
      const order = await api.buy({ ...request, Token: attempt.token }, attempt.idempotencyKey);
      memory.pending = null;
      return { ok: true, order, cart };
    } catch (error) {
      const action = error instanceof ApiRequestError && error.code === ErrorCode.AuthenticationRequired ? error.action : null;
      if (action && input.authenticate && authentications < MAX_AUTHENTICATIONS) {
        authentications += 1;
        memory.pending = null;
        if (!(await input.authenticate(action))) return { ok: false, stage: 'buy', message: CardMessage.authenticationFailed, cart };
        // The first key's answer is kept by the server: the purchase after the check is a new request.
        attempt = { ...attempt, idempotencyKey: (input.newKey ?? randomKey)() };
        continue;
      }
      memory.pending = outcomeUnknown(error) ? attempt : null;
      return { ok: false, stage: 'buy', message: messageOf(error), cart };
    }
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
