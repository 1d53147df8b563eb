/**
 * How the canvas iframe sits in the stage. A desktop preview narrower than this would hit the site's
 * mobile layout (767 px and down) and stack columns a visitor on a laptop sees side by side, so a
 * narrower stage shows the page at this width, scaled down to fit. Coordinates inside the iframe are
 * its own CSS pixels either way, so Craft's measurements, drops and overlays need nothing else.
 */
export const DESKTOP_PREVIEW_MIN_WIDTH = 1024;
export const MOBILE_WIDTH = 390;
/** The frame's border, inside the sizes below (the page's own viewport is the width without it). */
export const FRAME_BORDER = 1;

export interface FrameFit {
  /** The iframe's own width and height in CSS pixels, border included, before scaling. */
  width: number;
  height: number;
  /** 1 when the page is shown at its size. */
  scale: number;
}

/** The frame for a stage of the given inner size (a stage not yet measured gets the unscaled frame). */
export function fitFrame(stageWidth: number, stageHeight: number, device: 'desktop' | 'mobile'): FrameFit {
  const borders = 2 * FRAME_BORDER;
  if (device === 'mobile') return { width: MOBILE_WIDTH + borders, height: stageHeight, scale: 1 };
  const desktop = DESKTOP_PREVIEW_MIN_WIDTH + borders;
  if (stageWidth <= 0 || stageWidth >= desktop) return { width: stageWidth, height: stageHeight, scale: 1 };
  const scale = stageWidth / desktop;
  return { width: desktop, height: Math.round(stageHeight / scale), scale };
}
