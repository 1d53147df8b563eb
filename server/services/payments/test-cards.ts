import { CardMessage, ErrorCode, own } from '../../../schema';

/** The documented outcome of a test card, stored with its token and acted on at authorization. */
export type TestCardOutcome =
  | 'succeeded'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

interface TestCard {
  brand: string;
  outcome: TestCardOutcome;
  /** The card asks for 3-D Secure on every payment: authorization waits until the buyer passes the check. */
  authentication?: true;
}

/** The card provider's (Stripe's) published test numbers and what each one does. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'Visa', outcome: 'succeeded' },
  '4000056655665556': { brand: 'Visa', outcome: 'succeeded' },
  '5555555555554444': { brand: 'Mastercard', outcome: 'succeeded' },
  '378282246310005': { brand: 'American Express', outcome: 'succeeded' },
  '4000000000000002': { brand: 'Visa', outcome: 'generic_decline' },
  '4000000000009995': { brand: 'Visa', outcome: 'insufficient_funds' },
  '4000000000000069': { brand: 'Visa', outcome: 'expired_card' },
  '4000000000000127': { brand: 'Visa', outcome: 'incorrect_cvc' },
  '4000000000000119': { brand: 'Visa', outcome: 'processing_error' },
  '4000002760003184': { brand: 'Visa', outcome: 'succeeded', authentication: true },
  '4000002500003155': { brand: 'Visa', outcome: 'succeeded', authentication: true },
};

/** What a declining outcome tells the buyer, in the provider's words. */
export const DECLINES: Record<Exclude<TestCardOutcome, 'succeeded'>, { code: string; message: string }> = {
  generic_decline: { code: ErrorCode.CardDeclined, message: CardMessage.declined },
  insufficient_funds: { code: ErrorCode.CardDeclined, message: CardMessage.insufficientFunds },
  expired_card: { code: ErrorCode.CardError, message: CardMessage.expired },
  incorrect_cvc: { code: ErrorCode.CardError, message: CardMessage.incorrectCvc },
  processing_error: { code: ErrorCode.CardError, message: CardMessage.processingError },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardCheck =
  | { ok: true; brand: string; last4: string; outcome: TestCardOutcome; authentication: boolean }
  | { ok: false; status: 400 | 402; code: string; message: string };

/**
 * Checks a card as the provider's tokenizer would in test mode: a malformed number or past expiry is
 * refused at once; a real-looking number that is not a published test card is refused as in test mode;
 * a test card is accepted and its outcome kept for the authorization.
 */
export function checkTestCard(input: { number: string; expMonth: number; expYear: number }, now = new Date()): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^[0-9]{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, status: 400, code: ErrorCode.CardError, message: CardMessage.incorrectNumber };
  }
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  // A card is valid through the last day of its expiry month.
  if (year * 12 + input.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, status: 400, code: ErrorCode.CardError, message: CardMessage.expiryInPast };
  }
  const card = own(TEST_CARDS, digits);
  if (!card) return { ok: false, status: 402, code: ErrorCode.CardDeclined, message: CardMessage.notTestCard };
  return { ok: true, brand: card.brand, last4: digits.slice(-4), outcome: card.outcome, authentication: card.authentication === true };
}
