import { describe, expect, it } from 'vitest';
import { basisPointsFromPercent, isoFromLocal, localFromIso, minorFromText, percentFromBasisPoints, promoAmountText, textFromMinor } from './settings-values';

describe('the selling screen’s values', () => {
  it('takes money in major units with up to two decimals, and shows it back', () => {
    expect(minorFromText('15')).toBe(1500);
    expect(minorFromText('15.5')).toBe(1550);
    expect(minorFromText(' 0.05 ')).toBe(5);
    expect(minorFromText('12,99')).toBe(1299);
    for (const bad of ['', '-1', '1.234', 'ten', '1e3', '99999999999']) expect(minorFromText(bad), bad).toBeNull();
    expect(textFromMinor(1550)).toBe('15.50');
    expect(textFromMinor(null)).toBe('');
  });

  it('takes a tax rate in percent, kept in whole basis points', () => {
    expect(basisPointsFromPercent('8.875')).toBe(888);
    expect(basisPointsFromPercent('20')).toBe(2000);
    expect(basisPointsFromPercent('0')).toBe(0);
    expect(basisPointsFromPercent('100')).toBe(10_000);
    for (const bad of ['101', '-5', '', 'VAT']) expect(basisPointsFromPercent(bad), bad).toBeNull();
    expect(percentFromBasisPoints(888)).toBe('8.88');
  });

  it('turns the browser’s local date-times into instants and back', () => {
    const iso = isoFromLocal('2030-03-01T10:30');
    expect(iso).not.toBeNull();
    expect(localFromIso(iso)).toBe('2030-03-01T10:30');
    expect(isoFromLocal('')).toBeNull();
    expect(isoFromLocal('tomorrow')).toBeNull();
    expect(localFromIso(null)).toBe('');
  });

  it('shows a promotion’s worth as a percent or an amount', () => {
    expect(promoAmountText('percentage', 10, String)).toBe('10%');
    expect(promoAmountText('fixed', 500, (m) => `$${(m / 100).toFixed(2)}`)).toBe('$5.00');
  });
});
