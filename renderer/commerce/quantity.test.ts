import { describe, expect, it } from 'vitest';
import { acceptsQuantityText, quantityOf } from './quantity';

describe('the quantity input (§5 number inputs)', () => {
  it('takes digits only: no letters, decimal point, minus or sign', () => {
    for (const bad of ['a', '1a', '1.5', '.', '-1', '+2', '1e3', ' 1']) expect(acceptsQuantityText(bad), bad).toBe(false);
    for (const good of ['', '1', '12', '999']) expect(acceptsQuantityText(good), good).toBe(true);
  });

  it('rejects a leading zero and anything past 999', () => {
    expect(acceptsQuantityText('0')).toBe(false);
    expect(acceptsQuantityText('01')).toBe(false);
    expect(acceptsQuantityText('1000')).toBe(false);
  });

  it('passes on a whole number from 1 to 999, never 0 or an empty field', () => {
    expect(quantityOf('60')).toBe(60);
    expect(quantityOf('999')).toBe(999);
    expect(quantityOf('0')).toBeNull();
    expect(quantityOf('')).toBeNull();
    expect(quantityOf('1000')).toBeNull();
    expect(quantityOf('2.5')).toBeNull();
  });
});
