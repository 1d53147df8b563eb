import { describe, expect, it } from 'vitest';
import { CardMessage } from '../../../schema';
import { checkTestCard, passesLuhn } from './test-cards';

const now = new Date(Date.UTC(2026, 4, 15));

describe('checkTestCard', () => {
  it('accepts the published test numbers with spaces or dashes', () => {
    expect(checkTestCard({ number: '4242 4242 4242 4242', expMonth: 5, expYear: 26 }, now)).toEqual({
      ok: true,
      brand: 'Visa',
      last4: '4242',
      outcome: 'succeeded',
      authentication: false,
    });
    expect(checkTestCard({ number: '3782-822463-10005', expMonth: 1, expYear: 2030 }, now)).toMatchObject({ ok: true, brand: 'American Express' });
  });

  it('keeps a decline for the authorization rather than refusing the token', () => {
    expect(checkTestCard({ number: '4000000000000002', expMonth: 1, expYear: 2030 }, now)).toMatchObject({ ok: true, outcome: 'generic_decline' });
  });

  it('marks the 3-D Secure cards as asking for authentication', () => {
    expect(checkTestCard({ number: '4000 0027 6000 3184', expMonth: 1, expYear: 2030 }, now)).toMatchObject({ ok: true, outcome: 'succeeded', authentication: true });
  });

  it('treats a card as valid through the end of its expiry month', () => {
    expect(checkTestCard({ number: '4242424242424242', expMonth: 5, expYear: 2026 }, now).ok).toBe(true);
    expect(checkTestCard({ number: '4242424242424242', expMonth: 4, expYear: 2026 }, now)).toMatchObject({ ok: false, message: CardMessage.expiryInPast });
  });

  it('tells a mistyped number from a real card that is not a test card', () => {
    expect(checkTestCard({ number: '4242424242424243', expMonth: 1, expYear: 2030 }, now)).toMatchObject({ message: CardMessage.incorrectNumber });
    expect(checkTestCard({ number: '42', expMonth: 1, expYear: 2030 }, now)).toMatchObject({ message: CardMessage.incorrectNumber });
    expect(checkTestCard({ number: '5105105105105100', expMonth: 1, expYear: 2030 }, now)).toMatchObject({ message: CardMessage.notTestCard });
  });

  it('computes the Luhn check', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
