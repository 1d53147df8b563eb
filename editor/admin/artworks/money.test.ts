import { describe, expect, it } from 'vitest';
import { formatMajorUnits, parseMajorUnits } from './money';

describe('parseMajorUnits', () => {
  it('reads prices typed in major units, with or without separators, cents or a symbol, as integer minor units', () => {
    expect(parseMajorUnits('1,250.00')).toBe(125000);
    expect(parseMajorUnits('1250')).toBe(125000);
    expect(parseMajorUnits(' 1 250.5 ')).toBe(125050);
    expect(parseMajorUnits('$1,250')).toBe(125000);
    expect(parseMajorUnits('USD 1,250')).toBe(125000);
    expect(parseMajorUnits('0.07')).toBe(7);
    expect(parseMajorUnits('.5')).toBe(50);
    expect(parseMajorUnits('12,345,678.90')).toBe(1234567890);
  });

  it('refuses what is not a price: words, negatives, a third decimal, misplaced separators, too much', () => {
    for (const bad of ['', 'abc', '-5', '1.255', '1,25', '12,34.00', '1.2.3', '.', '99,999,999.00']) expect(parseMajorUnits(bad)).toBeNull();
  });
});

describe('formatMajorUnits', () => {
  it('shows minor units as major units with separators and two decimals, and reads back the same', () => {
    expect(formatMajorUnits(125000)).toBe('1,250.00');
    expect(formatMajorUnits(7)).toBe('0.07');
    expect(parseMajorUnits(formatMajorUnits(1234567890))).toBe(1234567890);
  });
});
