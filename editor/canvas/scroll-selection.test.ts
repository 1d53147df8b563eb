// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isInView, POINTER_SELECTION_MS, selectedByPointer, watchCanvasPresses } from './scroll-selection';

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
