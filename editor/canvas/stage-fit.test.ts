import { describe, expect, it } from 'vitest';
import { DESKTOP_MIN_WIDTH } from '../../schema/site-parts';
import { DESKTOP_PREVIEW_MIN_WIDTH, fitFrame, FRAME_BORDER, MOBILE_WIDTH } from './stage-fit';

describe('the canvas frame in its stage', () => {
  it('shows a desktop page at the stage size when the stage is wide enough', () => {
    expect(fitFrame(1400, 800, 'desktop')).toEqual({ width: 1400, height: 800, scale: 1 });
  });

  it('keeps a desktop page at desktop width on a laptop-sized stage, scaled to fit the stage exactly', () => {
    const fit = fitFrame(726, 600, 'desktop');
    expect(fit.width - 2 * FRAME_BORDER).toBe(DESKTOP_PREVIEW_MIN_WIDTH);
    expect(DESKTOP_PREVIEW_MIN_WIDTH).toBeGreaterThanOrEqual(DESKTOP_MIN_WIDTH);
    expect(fit.width * fit.scale).toBeCloseTo(726);
    expect(fit.height * fit.scale).toBeCloseTo(600, 0);
  });

  it('shows the mobile preview at phone width, unscaled', () => {
    expect(fitFrame(726, 600, 'mobile')).toEqual({ width: MOBILE_WIDTH + 2 * FRAME_BORDER, height: 600, scale: 1 });
  });
});
