import { describe, expect, it } from 'vitest';
import { acceptsNumberText, editedText, fixedPriceText, numberValueOut } from './number-input';

describe('number input rules', () => {
  it('blocks anything but digits', () => {
    expect(acceptsNumberText('123')).toBe(true);
    for (const bad of ['12a', 'e3', '1 2', '+1', '1,5']) expect(acceptsNumberText(bad)).toBe(false);
  });

  it('takes one decimal point, only when decimals are allowed', () => {
    expect(acceptsNumberText('1.5')).toBe(false);
    expect(acceptsNumberText('1.5', { decimals: true })).toBe(true);
    expect(acceptsNumberText('1.5.', { decimals: true })).toBe(false);
  });

  it('takes a minus only at the start, once, when negatives are allowed', () => {
    expect(acceptsNumberText('-5')).toBe(false);
    expect(acceptsNumberText('-5', { negative: true })).toBe(true);
    expect(acceptsNumberText('--5', { negative: true })).toBe(false);
    expect(acceptsNumberText('5-', { negative: true })).toBe(false);
  });

  it('rejects a leading zero unless zero is allowed', () => {
    expect(acceptsNumberText('0')).toBe(false);
    expect(acceptsNumberText('07')).toBe(false);
    expect(acceptsNumberText('0', { zero: true })).toBe(true);
    expect(acceptsNumberText('07', { zero: true })).toBe(false);
    expect(acceptsNumberText('0.5', { zero: true, decimals: true })).toBe(true);
    expect(acceptsNumberText('10')).toBe(true);
  });

  it('judges the text an edit leaves, so a paste obeys the same rules', () => {
    expect(editedText('12', 1, 1, '.')).toBe('1.2');
    expect(editedText('1234', 1, 3, '9')).toBe('194');
    expect(acceptsNumberText(editedText('1.2', 3, 3, '.'), { decimals: true })).toBe(false);
  });

  it('does not pass on a value of 0', () => {
    expect(numberValueOut('0')).toBe('');
    expect(numberValueOut('10')).toBe('10');
  });

  it('takes a fixed price as a plain number with at most one point; a lone dot becomes 0', () => {
    expect(fixedPriceText('.')).toBe('0');
    expect(fixedPriceText('950.50')).toBe('950.50');
    expect(fixedPriceText('.5')).toBe('.5');
    expect(fixedPriceText('9.5.0')).toBeNull();
    expect(fixedPriceText('-9')).toBeNull();
    expect(fixedPriceText('9e2')).toBeNull();
  });

  it('refuses in the field what the server would refuse: a third decimal, more than 8 digits', () => {
    expect(fixedPriceText('950.555')).toBeNull();
    expect(fixedPriceText('123456789')).toBeNull();
    expect(fixedPriceText('12345678.99')).toBe('12345678.99');
    expect(fixedPriceText('950.')).toBe('950.');
  });
});
