import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '../../schema/contrast';
import type { Colors } from '../../schema/document';
import { THEMES } from '../../schema/enums';
import { siteColorCss } from './styles';
import { DEFAULT_COLORS, THEME_COLORS, THEME_CSS, themeColors } from './themes';

const PAIRS: Array<[keyof Colors, keyof Colors]> = [
  ['navText', 'navBackground'],
  ['bodyHeaderText', 'bodyBackground'],
  ['bodyText', 'bodyBackground'],
  ['accent', 'bodyBackground'],
  ['footerHeaderText', 'footerBackground'],
  ['footerText', 'footerBackground'],
];

/** A theme's value for a variable its own rule sets, else the base's. */
function themeVariable(theme: string, name: string): string | undefined {
  const own = new RegExp(`\\.theme-${theme}\\{[^}]*${name}:([^;}]+)`).exec(THEME_CSS);
  return own?.[1];
}

describe('the eight themes', () => {
  it.each(THEMES)('%s has a full palette whose text passes WCAG AA against its background', (theme) => {
    const palette = THEME_COLORS[theme];
    expect(Object.keys(palette).sort()).toEqual(Object.keys(DEFAULT_COLORS).sort());
    for (const [text, background] of PAIRS) {
      expect(contrastRatio(palette[text], palette[background]), `${theme}: ${text} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
    // Muted text (dates, prices) and error text keep AA on the theme's page background too.
    const muted = themeVariable(theme, '--muted') ?? '#595959';
    expect(contrastRatio(muted, palette.bodyBackground), `${theme}: muted`).toBeGreaterThanOrEqual(AA_TEXT);
    const danger = themeVariable(theme, '--danger') ?? '#b3261e';
    expect(contrastRatio(danger, palette.bodyBackground), `${theme}: danger`).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('differ: no two themes share a palette and each has its own rules', () => {
    const palettes = new Set(THEMES.map((t) => JSON.stringify(THEME_COLORS[t])));
    expect(palettes.size).toBe(THEMES.length);
    for (const theme of THEMES) expect(THEME_CSS).toContain(`.theme-${theme}{`);
  });

  it('are looked up in lower case, with the generic palette for an unknown name', () => {
    expect(themeColors('Mariana')).toBe(THEME_COLORS.mariana);
    expect(themeColors('unknown')).toBe(DEFAULT_COLORS);
  });

  it('fill the colour slots the owner has not set from the theme, and ignore malformed values', () => {
    const css = siteColorCss({ accent: '#8a1538', navText: 'red;}body{display:none' as string }, 'sydney');
    expect(css).toContain('--accent:#8a1538;');
    expect(css).toContain(`--nav-text:${THEME_COLORS.sydney.navText};`);
    expect(css).toContain(`--footer-bg:${THEME_COLORS.sydney.footerBackground};`);
    expect(css).not.toContain('display:none');
  });
});
