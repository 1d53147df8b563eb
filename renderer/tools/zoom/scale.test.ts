import { describe, expect, it } from 'vitest';
import { clampPan, pinchScale, scalePercent, snapScale, stepScale, wheelScale, zoomAt } from './scale';

describe('zoom scale', () => {
  it('keeps every scale on the 0.05 grid between 0.3 and 6', () => {
    expect(snapScale(1.0249)).toBe(1);
    expect(snapScale(1.026)).toBe(1.05);
    expect(snapScale(0.1)).toBe(0.3);
    expect(snapScale(0.31)).toBe(0.3);
    expect(snapScale(9)).toBe(6);
    expect(snapScale(Number.NaN)).toBe(1);
    for (let s = 0; s < 8; s += 0.0137) {
      const snapped = snapScale(s);
      expect(snapped).toBeGreaterThanOrEqual(0.3);
      expect(snapped).toBeLessThanOrEqual(6);
      expect(Math.abs(snapped * 20 - Math.round(snapped * 20))).toBeLessThan(1e-9);
    }
  });

  it('steps by 0.05 and stops at the ends', () => {
    expect(stepScale(1, 1)).toBe(1.05);
    expect(stepScale(1, -1)).toBe(0.95);
    expect(stepScale(1.05, 4)).toBe(1.25);
    expect(stepScale(0.3, -1)).toBe(0.3);
    expect(stepScale(6, 1)).toBe(6);
    let s = 1;
    for (let i = 0; i < 200; i++) s = stepScale(s, 1);
    expect(s).toBe(6);
  });

  it('zooms in on a wheel turn towards the visitor and out away, by at least a step', () => {
    expect(wheelScale(1, -100)).toBeGreaterThan(1);
    expect(wheelScale(1, 100)).toBeLessThan(1);
    expect(wheelScale(1, -1)).toBe(1.05);
    expect(wheelScale(1, 1)).toBe(0.95);
    expect(wheelScale(1, 0)).toBe(1);
    expect(wheelScale(6, -500)).toBe(6);
    expect(wheelScale(0.3, 500)).toBe(0.3);
  });

  it('follows a pinch in proportion to the fingers’ spread', () => {
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(2, 200, 100)).toBe(1);
    expect(pinchScale(1, 100, 1000)).toBe(6);
    expect(pinchScale(1.5, 0, 50)).toBe(1.5);
  });

  it('keeps the point under the pointer in place while zooming', () => {
    const view = zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: -50 });
    expect(view).toEqual({ scale: 2, x: -100, y: 50 });
    // The picture point that was under (100, -50) at scale 1 is (100, -50); at scale 2 it is drawn at x + 2 * 100.
    expect(view.x + 2 * 100).toBe(100);
    expect(zoomAt({ scale: 2, x: 30, y: 10 }, 2)).toEqual({ scale: 2, x: 30, y: 10 });
  });

  it('never lets the picture leave the stage’s centre', () => {
    expect(clampPan({ scale: 2, x: 5000, y: -5000 }, { width: 400, height: 300 })).toEqual({ scale: 2, x: 400, y: -300 });
    expect(clampPan({ scale: 1, x: 10, y: 20 }, { width: 400, height: 300 })).toEqual({ scale: 1, x: 10, y: 20 });
  });

  it('reads as a percentage', () => {
    expect(scalePercent(1.05)).toBe('105%');
    expect(scalePercent(0.3)).toBe('30%');
  });
});
