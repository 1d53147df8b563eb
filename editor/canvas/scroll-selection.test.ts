// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { isInView, POINTER_SELECTION_MS, scrollIntoViewSettled, selectedByPointer, SETTLE_TRIES, watchCanvasPresses } from './scroll-selection';

describe('bringing the selected block into view', () => {
  it('leaves a block that is in view, or whose top is in the upper half of a view it overflows', () => {
    expect(isInView({ top: 10, bottom: 300 }, 800)).toBe(true);
    expect(isInView({ top: 100, bottom: 2000 }, 800)).toBe(true);
  });

  it('scrolls to a block below or above the view, or cut off at its bottom edge', () => {
    expect(isInView({ top: 900, bottom: 1000 }, 800)).toBe(false);
    expect(isInView({ top: -200, bottom: -50 }, 800)).toBe(false);
    expect(isInView({ top: 700, bottom: 900 }, 800)).toBe(false);
  });

  it('counts a selection as the pointer’s only for the block just pressed on the canvas', () => {
    const doc = document.implementation.createHTMLDocument('canvas');
    doc.body.innerHTML = '<div data-block-id="a"><p>Words</p></div><div data-block-id="b"></div>';
    watchCanvasPresses(doc);
    expect(selectedByPointer(doc, 'a')).toBe(false);
    doc.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const now = performance.now();
    expect(selectedByPointer(doc, 'a', now)).toBe(true);
    // Another block (one pasted or added by keyboard just after the click) is not the pointer's.
    expect(selectedByPointer(doc, 'b', now)).toBe(false);
    expect(selectedByPointer(doc, 'a', now + POINTER_SELECTION_MS + 1)).toBe(false);
  });

  it('counts a selection made a second after the press as the pointer’s, but not once a key was pressed since', () => {
    const doc = document.implementation.createHTMLDocument('canvas');
    doc.body.innerHTML = '<div data-block-id="a"><p>Words</p></div>';
    watchCanvasPresses(doc);
    doc.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const now = performance.now();
    // A loaded machine: the selection comes well after the press.
    expect(selectedByPointer(doc, 'a', now + 1500)).toBe(true);
    // The owner moved on by keyboard: selecting the same block again is not the pointer's.
    doc.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(selectedByPointer(doc, 'a', now + 1500)).toBe(false);
  });
});

describe('keeping a block scrolled to in view while the page settles', () => {
  /** A block whose top is `tops[i]` after its i-th scroll (a block above it grew once it was shown). */
  function block(tops: number[]) {
    const doc = document.implementation.createHTMLDocument('canvas');
    const el = doc.createElement('div');
    doc.body.append(el);
    let scrolls = 0;
    el.scrollIntoView = () => {
      scrolls++;
    };
    el.getBoundingClientRect = () => {
      const top = tops[Math.min(scrolls, tops.length) - 1] ?? 2000;
      return { top, bottom: top + 40 } as DOMRect;
    };
    return { el, scrolls: () => scrolls };
  }

  it('scrolls again, once the scroll has ended, to a block pushed back out of view', () => {
    const { el, scrolls } = block([900, 300]);
    scrollIntoViewSettled(el, window, 'smooth');
    expect(scrolls()).toBe(1);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls()).toBe(2);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls()).toBe(2);
  });

  it('looks again after a while when no scroll end comes, and gives up after a few tries', () => {
    vi.useFakeTimers();
    try {
      const { el, scrolls } = block([900]);
      scrollIntoViewSettled(el, window, 'auto');
      vi.advanceTimersByTime(60_000);
      expect(scrolls()).toBe(1 + SETTLE_TRIES);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the view to the owner once they scroll, and stops when the selection moves on', () => {
    const first = block([900, 900]);
    scrollIntoViewSettled(first.el, window, 'smooth');
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('scrollend'));
    expect(first.scrolls()).toBe(1);

    const second = block([900, 900]);
    const stop = scrollIntoViewSettled(second.el, window, 'smooth');
    stop();
    window.dispatchEvent(new Event('scrollend'));
    expect(second.scrolls()).toBe(1);
  });
});
