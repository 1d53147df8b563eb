import { describe, expect, it } from 'vitest';
import { EXPIRY_PATTERN, formatExpiry, parseExpiry } from './expiry';

describe('card expiry', () => {
  it('reformats 3 or 4 digits without a separator as month/year', () => {
    expect(formatExpiry('125')).toBe('01/25');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('0930')).toBe('09/30');
  });

  it('keeps MM/YY and normalises spacing', () => {
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry(' 3 / 29 ')).toBe('03/29');
    expect(parseExpiry('12/2034')).toEqual({ month: 12, year: 2034 });
  });

  it('leaves invalid values for the browser to flag', () => {
    expect(formatExpiry('13/25')).toBe('13/25');
    expect(formatExpiry('12')).toBe('12');
    expect(parseExpiry('00/25')).toBeNull();
  });

  it('the input pattern accepts what the formatter accepts', () => {
    const pattern = new RegExp(`^(?:${EXPIRY_PATTERN})$`, 'v');
    for (const ok of ['12/34', '1234', '125', '1/25']) expect(pattern.test(ok)).toBe(true);
    for (const bad of ['13/25', '12', 'ab/cd']) expect(pattern.test(bad)).toBe(false);
  });
});
