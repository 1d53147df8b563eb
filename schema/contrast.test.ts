import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

describe('contrast', () => {
  it('follows the WCAG formula', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});
