import { describe, expect, it } from 'vitest';
import { cleanPriceInput, fitsSize, isPriceInput, parsePriceInput, SIZE_RANGES, sizeQuery, toMinorUnits } from './inventory-filters';

describe('price inputs', () => {
  it('accept digits and one decimal point only', () => {
    for (const ok of ['', '0', '1200', '1200.', '1200.50', '.5']) expect(isPriceInput(ok), ok).toBe(true);
    for (const bad of ['12.3.4', '-5', '1e5', '1,200', ' 12', '$12', 'abc']) expect(isPriceInput(bad), bad).toBe(false);
  });

  it('drop every typed character but digits and the first decimal point', () => {
    expect(cleanPriceInput('$1,200.50')).toBe('1200.50');
    expect(cleanPriceInput('12.3.4')).toBe('12.34');
    expect(cleanPriceInput('-5e3')).toBe('53');
    expect(cleanPriceInput('..5')).toBe('.5');
  });

  it('commit a number, or nothing when no digit was typed', () => {
    expect(parsePriceInput('1200.50')).toBe(1200.5);
    expect(parsePriceInput('.5')).toBe(0.5);
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('.')).toBeNull();
    expect(parsePriceInput('1.2.3')).toBeNull();
  });

  it('are major units, stored as minor units without float error', () => {
    expect(toMinorUnits(1200.5)).toBe(120050);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(19.99)).toBe(1999);
  });
});

describe('size ranges', () => {
  it('are the spec’s inches: small 0-12, medium 12-30, large 30-999999', () => {
    expect(SIZE_RANGES).toEqual({ small: { min: 0, max: 12 }, medium: { min: 12, max: 30 }, large: { min: 30, max: 999_999 } });
  });

  it('send one index per chosen size, in the spec’s order, for heights and widths alike', () => {
    expect(sizeQuery(['large', 'small'])).toEqual({ minHeight: [0, 30], maxHeight: [12, 999_999], minWidth: [0, 30], maxWidth: [12, 999_999] });
    expect(sizeQuery([])).toEqual({ minHeight: [], maxHeight: [], minWidth: [], maxWidth: [] });
  });

  it('put every work in exactly one size by its longer side, the lower bound inclusive', () => {
    const size = (height: number, width: number) =>
      (Object.keys(SIZE_RANGES) as Array<keyof typeof SIZE_RANGES>).filter((name) => {
        const r = SIZE_RANGES[name];
        return fitsSize({ height, width }, { minHeight: r.min, maxHeight: r.max, minWidth: r.min, maxWidth: r.max });
      });
    expect(size(8, 10)).toEqual(['small']);
    expect(size(10, 20)).toEqual(['medium']);
    expect(size(12, 5)).toEqual(['medium']);
    expect(size(11.99, 11.99)).toEqual(['small']);
    expect(size(40, 10)).toEqual(['large']);
    expect(size(30, 30)).toEqual(['large']);
  });

  it('ask only about the dimensions whose bounds are given', () => {
    expect(fitsSize({ height: 40, width: 5 }, { minHeight: 30, maxHeight: 999_999 })).toBe(true);
    expect(fitsSize({ height: 40, width: 5 }, { minWidth: 30, maxWidth: 999_999 })).toBe(false);
    expect(fitsSize({ height: 40, width: 5 }, {})).toBe(true);
  });
});
