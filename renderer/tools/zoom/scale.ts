import { ZOOM_CONFIG } from '../config';

/**
 * The zoom's pure rules (spec §5: scale 0.3 to 6 in steps of 0.05). A view is the picture's scale and
 * its offset from the stage's centre in pixels; scale 1 fits the picture in the stage.
 */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const RESET_VIEW: ZoomView = { scale: 1, x: 0, y: 0 };

const { minScale, maxScale, step } = ZOOM_CONFIG;

/** The nearest allowed scale: on the 0.05 grid, within 0.3 to 6. */
export function snapScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  const snapped = Math.round(scale / step) * step;
  return Math.round(Math.min(maxScale, Math.max(minScale, snapped)) * 100) / 100;
}

/** `steps` steps of 0.05 up (or down, when negative). */
export function stepScale(scale: number, steps: number): number {
  return snapScale(scale + steps * step);
}

/** The scale after a wheel turn: smooth in proportion to the turn, at least one step, up for a turn towards the visitor (negative deltaY). */
export function wheelScale(scale: number, deltaY: number): number {
  if (deltaY === 0) return scale;
  const next = snapScale(scale * Math.exp(-deltaY * 0.0015));
  return next === scale ? stepScale(scale, deltaY < 0 ? 1 : -1) : next;
}

/** The scale during a pinch: the scale it started at, grown as the fingers spread. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startScale;
  return snapScale((startScale * distance) / startDistance);
}

/**
 * The view at a new scale, keeping the picture's point under `at` (pixels from the stage's centre) where
 * it is, as zooming under the pointer does.
 */
export function zoomAt(view: ZoomView, scale: number, at: { x: number; y: number } = { x: 0, y: 0 }): ZoomView {
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/** Keeps some of the picture under the stage's centre: the offset never passes half the scaled picture. */
export function clampPan(view: ZoomView, base: { width: number; height: number }): ZoomView {
  const limitX = (base.width * view.scale) / 2;
  const limitY = (base.height * view.scale) / 2;
  return { scale: view.scale, x: Math.max(-limitX, Math.min(limitX, view.x)), y: Math.max(-limitY, Math.min(limitY, view.y)) };
}

/** The scale as visitors read it: 105%. */
export function scalePercent(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}
