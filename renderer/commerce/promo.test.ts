import { describe, expect, it } from 'vitest';
import { CommerceText } from '../../schema/messages';
import { PROMO_LAYOUT, promoCodeInput, promoOutcome } from './promo';

describe('the promo code form', () => {
  it('lays the input at 57% and APPLY at 43% (spec §9)', () => {
    expect(PROMO_LAYOUT).toEqual({ input: '57%', apply: '43%' });
    expect(parseFloat(PROMO_LAYOUT.input) + parseFloat(PROMO_LAYOUT.apply)).toBe(100);
  });

  it('sends only a non-empty code, trimmed', () => {
    expect(promoCodeInput('  ')).toBeNull();
    expect(promoCodeInput('')).toBeNull();
    expect(promoCodeInput(' spring10 ')).toBe('spring10');
  });

  it("tells the server's message, valid or not", () => {
    expect(promoOutcome({ isValid: true, promoCodeId: 4, message: '10% off prints' })).toEqual({ ok: true, promoCodeId: 4, message: '10% off prints' });
    expect(promoOutcome({ isValid: false, promoCodeId: null, message: CommerceText.promoCodeExpired })).toEqual({ ok: false, message: CommerceText.promoCodeExpired });
  });

  it("falls back to the spec's words when the request failed or said nothing", () => {
    expect(promoOutcome(null)).toEqual({ ok: false, message: 'Sorry, this promotion code is not valid.' });
    expect(promoOutcome({ isValid: false, promoCodeId: null, message: '' }).message).toBe(CommerceText.promoCodeInvalid);
    expect(promoOutcome({ isValid: true, promoCodeId: 9, message: '' })).toEqual({ ok: true, promoCodeId: 9, message: CommerceText.promoCodeApplied });
  });
});
