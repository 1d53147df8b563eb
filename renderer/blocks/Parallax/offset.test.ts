import { describe, expect, it } from 'vitest';
import { bandScroll, parallaxOffset } from './offset';

describe('parallax offsets', () => {
  it('go from 6% at scroll 0 to 24% at 500, in proportion between, and stay there', () => {
    expect([0, 250, 500, 2000, -40].map(parallaxOffset)).toEqual([6, 15, 24, 24, 6]);
  });

  it('count a band shown at first from the top of the page', () => {
    // A band 300 px down an 800 px window is in view at once: the page's own scroll.
    expect(bandScroll(0, 300, 800)).toBe(0);
    expect(bandScroll(120, 300, 800)).toBe(120);
  });

  it('count a band further down from when its top reaches the window’s bottom, so it starts at 6% when first seen', () => {
    // Its top at 2000 meets the bottom of an 800 px window at scroll 1200.
    expect(bandScroll(900, 2000, 800)).toBe(0);
    expect(parallaxOffset(bandScroll(1200, 2000, 800))).toBe(6);
    expect(parallaxOffset(bandScroll(1450, 2000, 800))).toBe(15);
    expect(parallaxOffset(bandScroll(1700, 2000, 800))).toBe(24);
  });
});
