import { PARALLAX } from '../../../schema/parallax';

const { from, to } = PARALLAX;

/** The picture's offset follows the page's scroll: 6% at 0 and 24% at 500 (spec §9), in between in proportion. */
export function parallaxOffset(scrollY: number): number {
  const k = Math.max(0, Math.min(1, (scrollY - from.scroll) / (to.scroll - from.scroll)));
  return from.offset + (to.offset - from.offset) * k;
}

/**
 * How far the page has scrolled for one band of a list of them: from the top of the page for a band the
 * window shows at first, else from the moment its top comes up at the window's bottom edge. So every band
 * starts at 6% and moves as it passes, not only those near the top (bands further down would all be at
 * 24% before they were ever seen). `bandTop` is the band's top in the document, not in the window.
 */
export function bandScroll(scrollY: number, bandTop: number, windowHeight: number): number {
  return Math.max(0, scrollY - Math.max(0, bandTop - windowHeight));
}
