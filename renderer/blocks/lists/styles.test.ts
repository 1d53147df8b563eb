import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '../../../schema/contrast';
import { BAND_SCRIM_ALPHA, LIST_CSS } from './styles';

/** The colour black at `alpha` makes over a white picture, as #rrggbb. */
function overWhite(alpha: number): string {
  const channel = Math.round(255 * (1 - alpha)).toString(16).padStart(2, '0');
  return `#${channel}${channel}${channel}`;
}

describe('the exhibition bands’ scrim', () => {
  it('keeps white words at AA contrast over the lightest picture', () => {
    expect(contrastRatio('#ffffff', overWhite(BAND_SCRIM_ALPHA))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(LIST_CSS).toContain(`rgba(0,0,0,${BAND_SCRIM_ALPHA}) calc(100% - 64px)`);
  });

  it('starts every band’s picture at the spec’s first parallax offset', () => {
    expect(LIST_CSS).toContain('object-position:50% var(--parallax-offset,6%)');
  });
});
