import { describe, expect, it } from 'vitest';
import { OFFER_RULES } from '../../schema/api/forms';
import { DEFAULT_OFFER_PERCENT, minorToPriceText, percentToPrice, priceTextToMinor, priceToPercent } from './offer';

describe('offer price and percent', () => {
  it('starts at the server’s default of 5 percent off', () => {
    expect(DEFAULT_OFFER_PERCENT).toBe(OFFER_RULES.defaultPercentOff);
    expect(DEFAULT_OFFER_PERCENT).toBe(5);
  });

  it('converts percent off to a price rounded to 2 decimals', () => {
    expect(percentToPrice(100_000, 5)).toBe(95_000);
    expect(percentToPrice(33_333, 5)).toBe(31_666); // 316.6635 -> 316.66
    expect(percentToPrice(99_999, 7)).toBe(92_999); // 929.9907 -> 929.99
    expect(percentToPrice(1_000, 0)).toBe(1_000);
  });

  it('converts a price to percent off rounded up', () => {
    expect(priceToPercent(100_000, 95_000)).toBe(5);
    expect(priceToPercent(100_000, 94_999)).toBe(6);
    expect(priceToPercent(100_000, 95_001)).toBe(5);
    expect(priceToPercent(30_000, 20_000)).toBe(34); // 33.33 -> 34
    expect(priceToPercent(100_000, 120_000)).toBe(0);
    expect(priceToPercent(0, 10)).toBe(0);
  });

  it('reads the fixed price as typed, a lone dot as 0', () => {
    expect(priceTextToMinor('950')).toBe(95_000);
    expect(priceTextToMinor('950.5')).toBe(95_050);
    expect(priceTextToMinor('0.07')).toBe(7);
    expect(priceTextToMinor('.')).toBe(0);
    expect(priceTextToMinor('')).toBeNull();
    expect(priceTextToMinor('9a')).toBeNull();
    expect(minorToPriceText(95_000)).toBe('950');
    expect(minorToPriceText(31_666)).toBe('316.66');
    expect(minorToPriceText(31_660)).toBe('316.60');
  });
});
