import { describe, expect, it } from 'vitest';
import { nextIdentifierPrefix } from './id-prefix';

describe('nextIdentifierPrefix', () => {
  it('never gives two roots of a page the same prefix', () => {
    const prefixes = Array.from({ length: 50 }, () => nextIdentifierPrefix());
    expect(new Set(prefixes).size).toBe(50);
    expect(prefixes.every((p) => /^r\d+-$/.test(p))).toBe(true);
  });
});
