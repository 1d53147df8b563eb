import { CommerceText } from '../../schema/messages';
import { ApiRequestError, type CommerceApi } from './api';
import type { PaymentSource } from './checkout';
import { parseExpiry } from './expiry';

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/** The card form on the test gateway: its tokenizer takes the number, expiry, CVC and postal code. */
export function testCardSource(api: CommerceApi, card: CardDetails, zip: string): PaymentSource {
  const number = card.number.replace(/[\s-]+/g, '');
  return {
    method: 'card',
    fingerprint: JSON.stringify({ number, expiry: card.expiry, cvc: card.cvc }),
    async tokenize() {
      const expiry = parseExpiry(card.expiry);
      if (!expiry) throw new ApiRequestError(CommerceText.checkoutFallbackError, 400, 'invalid_expiry');
      const token = await api.createTestCardToken({ number, expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc.trim(), zip: zip.trim() || undefined });
      return token.id;
    },
  };
}

/** The test wallet sheet: the test gateway makes a wallet token for the test card the sheet names. */
export function testWalletSource(api: CommerceApi, sub: string, cardNumber: string): PaymentSource {
  return {
    method: 'wallet',
    fingerprint: JSON.stringify({ wallet: cardNumber }),
    async tokenize() {
      return (await api.createTestWalletToken({ Sub: sub, number: cardNumber })).id;
    },
  };
}

/** A token made already (Stripe's confirmation token from its Payment or Express Checkout Element). */
export function madeTokenSource(method: PaymentSource['method'], token: string): PaymentSource {
  return { method, fingerprint: JSON.stringify({ token }), tokenize: async () => token };
}
