import type { Colors } from '../../schema/document';
import { THEMES, type ThemeName } from '../../schema/enums';
import { own } from '../../schema/own';

/**
 * The eight themes: each has its own palette, type scale, header and footer layout. Every palette
 * passes WCAG AA for text against its background (where the spec's example colour fails, as the
 * generic accent #00b1ff does on white, the nearest passing shade takes its place).
 */

/** The generic palette, for a theme name the site does not know. */
export const DEFAULT_COLORS: Required<Colors> = {
  navBackground: '#ffffff',
  navText: '#1a1a1a',
  accent: '#006d9e',
  bodyBackground: '#ffffff',
  bodyHeaderText: '#111111',
  bodyText: '#2b2b2b',
  footerBackground: '#161616',
  footerHeaderText: '#ffffff',
  footerText: '#cccccc',
};

export const THEME_COLORS: Record<ThemeName, Required<Colors>> = {
  classic: DEFAULT_COLORS,
  arizona: {
    navBackground: '#f7efe3',
    navText: '#3d2b1f',
    accent: '#9a3b0f',
    bodyBackground: '#fbf7f1',
    bodyHeaderText: '#3d2b1f',
    bodyText: '#4a3b30',
    footerBackground: '#3d2b1f',
    footerHeaderText: '#f7efe3',
    footerText: '#e3d5c3',
  },
  francisco: {
    navBackground: '#ffffff',
    navText: '#222222',
    accent: '#1f5fa8',
    bodyBackground: '#ffffff',
    bodyHeaderText: '#1b1b1b',
    bodyText: '#333333',
    footerBackground: '#f3f3f3',
    footerHeaderText: '#1b1b1b',
    footerText: '#4d4d4d',
  },
  mariana: {
    navBackground: '#0b0b0b',
    navText: '#f2f2f2',
    accent: '#7cc4ff',
    bodyBackground: '#121212',
    bodyHeaderText: '#ffffff',
    bodyText: '#d9d9d9',
    footerBackground: '#000000',
    footerHeaderText: '#ffffff',
    footerText: '#bdbdbd',
  },
  nashville: {
    navBackground: '#ffffff',
    navText: '#141414',
    accent: '#b4380e',
    bodyBackground: '#ffffff',
    bodyHeaderText: '#141414',
    bodyText: '#2e2e2e',
    footerBackground: '#9e300b',
    footerHeaderText: '#ffffff',
    footerText: '#fdebe4',
  },
  novara: {
    navBackground: '#ffffff',
    navText: '#404040',
    accent: '#6b4fa0',
    bodyBackground: '#ffffff',
    bodyHeaderText: '#262626',
    bodyText: '#4a4a4a',
    footerBackground: '#fafafa',
    footerHeaderText: '#262626',
    footerText: '#595959',
  },
  piedmont: {
    navBackground: '#fbf8f3',
    navText: '#3b3226',
    accent: '#7a4b26',
    bodyBackground: '#fbf8f3',
    bodyHeaderText: '#2e261c',
    bodyText: '#4a3f33',
    footerBackground: '#efe8dc',
    footerHeaderText: '#2e261c',
    footerText: '#4a3f33',
  },
  sydney: {
    navBackground: '#0f3d3e',
    navText: '#ffffff',
    accent: '#0f6e6f',
    bodyBackground: '#ffffff',
    bodyHeaderText: '#0f3d3e',
    bodyText: '#2d3a3a',
    footerBackground: '#0f3d3e',
    footerHeaderText: '#ffffff',
    footerText: '#cfe3e3',
  },
};

/** The theme's palette (the generic one for an unknown name; names are compared in lower case). */
export function themeColors(theme: string): Required<Colors> {
  return THEME_COLORS[theme.toLowerCase() as ThemeName] ?? DEFAULT_COLORS;
}

/**
 * The classic theme's own cover picture, used until the owner sets one: a quiet dusk gradient with two
 * soft forms, drawn as SVG so it costs no request and is sharp at any size.
 */
const DEFAULT_COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1600 600' preserveAspectRatio='xMidYMid slice'%3E%3Cdefs%3E%3ClinearGradient id='s' x1='0' y1='0' x2='1' y2='1'%3E%3Cstop offset='0' stop-color='%23544a40'/%3E%3Cstop offset='1' stop-color='%231f1c19'/%3E%3C/linearGradient%3E%3CradialGradient id='g' cx='.7' cy='.35' r='.5'%3E%3Cstop offset='0' stop-color='%23c9a27a' stop-opacity='.55'/%3E%3Cstop offset='1' stop-color='%23c9a27a' stop-opacity='0'/%3E%3C/radialGradient%3E%3C/defs%3E%3Crect width='1600' height='600' fill='url(%23s)'/%3E%3Crect width='1600' height='600' fill='url(%23g)'/%3E%3Ccircle cx='360' cy='470' r='260' fill='%23877462' fill-opacity='.25'/%3E%3C/svg%3E";

const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif';
const SERIF = '"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,serif';
const DIDONE = 'Didot,"Bodoni 72","Bodoni MT","Iowan Old Style",Georgia,serif';

/** The variables every theme starts from. */
const THEME_BASE_CSS = `
:root{--theme-font:${SANS};--theme-font-heading:var(--theme-font);--heading-weight:500;--heading-transform:none;--heading-spacing:-0.01em;--h1:clamp(2rem,1.4rem + 2.4vw,3rem);--nav-transform:none;--nav-spacing:normal;--nav-size:.95rem;--logo-size:1.25rem;--logo-weight:600;--logo-transform:none}
`;

/**
 * Per theme: the type scale (families, heading weight, case and size, the menu's case and spacing)
 * as variables, then the header and footer layouts. The base stylesheet reads the variables; an owner's
 * chosen fonts (--font, --font-heading) win over the theme's.
 */
const THEME_RULES: Record<ThemeName, string> = {
  classic: `
.theme-classic{--theme-font-heading:${SERIF};--heading-weight:400}
.theme-classic .cover-banner{margin:-48px calc(var(--page-pad) * -1) 48px;background-image:url("${DEFAULT_COVER}")}
`,
  arizona: `
.theme-arizona{--theme-font-heading:${SERIF};--heading-weight:600;--logo-size:1.75rem;--nav-transform:uppercase;--nav-spacing:.12em;--nav-size:.8125rem;--line:#e6d9c6;--surface:#f3ebde;--muted:#6b5444}
.theme-arizona .site-header__inner{flex-direction:column;justify-content:center;text-align:center;padding-top:28px;padding-bottom:16px}
.theme-arizona .site-nav{justify-content:center}
.theme-arizona .site-footer__inner{flex-direction:column;align-items:center;text-align:center}
.theme-arizona .site-footer__social,.theme-arizona .site-footer__links ul{justify-content:center}
`,
  francisco: `
.theme-francisco{--heading-weight:300;--heading-spacing:0;--h1:clamp(1.75rem,1.3rem + 1.6vw,2.5rem);--logo-size:1.125rem;--logo-transform:uppercase;--nav-size:.9375rem}
.theme-francisco .site-footer__inner{font-size:.875rem}
@media (min-width:768px){
.theme-francisco .site-shell{display:grid;grid-template-columns:minmax(200px,240px) minmax(0,1fr);grid-template-rows:1fr auto}
.theme-francisco .site-header{grid-row:1 / span 2;border-bottom:0;border-right:1px solid var(--line)}
.theme-francisco .site-header__inner{position:sticky;top:0;flex-direction:column;align-items:flex-start;justify-content:flex-start;gap:40px;padding:40px 28px;max-height:100vh;overflow:auto}
.theme-francisco .site-nav,.theme-francisco .site-nav ul{flex-direction:column;align-items:flex-start;gap:6px}
.theme-francisco .site-nav__group[open]>ul{position:static;box-shadow:none;border:0;padding:4px 0 4px 14px;min-width:0;background:none}
.theme-francisco .site-main{margin:0;max-width:none}
.theme-francisco .site-footer__inner{margin:0;max-width:none}}
`,
  mariana: `
.theme-mariana{--heading-weight:300;--heading-transform:uppercase;--heading-spacing:.08em;--nav-transform:uppercase;--nav-spacing:.16em;--nav-size:.8125rem;--logo-transform:uppercase;--logo-weight:400;--muted:#a3a3a3;--line:#2e2e2e;--surface:#1d1d1d;--danger:#ff8a80}
.theme-mariana .site-header{border-bottom-color:#262626}
`,
  nashville: `
.theme-nashville{--heading-weight:800;--heading-spacing:-0.02em;--h1:clamp(2.25rem,1.4rem + 3.4vw,4rem);--logo-size:2rem;--logo-weight:800;--logo-transform:uppercase;--nav-size:1rem;--line:#141414}
.theme-nashville .site-header__inner{flex-direction:column;align-items:flex-start;gap:12px;padding-bottom:0}
.theme-nashville .site-nav{width:100%;border-top:3px solid currentColor;padding:10px 0}
.theme-nashville .site-footer__company{font-size:1.5rem;font-weight:800}
`,
  novara: `
.theme-novara{--heading-weight:300;--heading-spacing:.01em;--h1:clamp(2.25rem,1.5rem + 3vw,3.75rem);--logo-weight:300;--logo-size:1.5rem;--logo-transform:uppercase;--nav-size:.8125rem;--nav-transform:uppercase;--nav-spacing:.2em}
.theme-novara .site-header{border-bottom:0}
.theme-novara .site-header__inner{flex-direction:column;justify-content:center;padding-top:40px;padding-bottom:24px;gap:20px}
.theme-novara .site-nav{justify-content:center}
.theme-novara .page-title{text-align:center}
.theme-novara .site-footer{border-top:1px solid var(--line)}
.theme-novara .site-footer__inner{flex-direction:column;align-items:center;text-align:center}
.theme-novara .site-footer__social,.theme-novara .site-footer__links ul{justify-content:center}
`,
  piedmont: `
.theme-piedmont{--theme-font:${SERIF};--theme-font-heading:${DIDONE};--heading-weight:400;--logo-weight:400;--logo-size:1.5rem;--nav-size:1rem;--line:#e5dccd;--surface:#f3ede3;--muted:#675a4a}
.theme-piedmont .site-logo{font-style:italic}
.theme-piedmont .site-nav a,.theme-piedmont .site-nav summary{font-variant:small-caps;letter-spacing:.04em}
`,
  sydney: `
.theme-sydney{--heading-weight:700;--heading-spacing:-0.015em;--logo-weight:700;--nav-size:.9375rem}
.theme-sydney .site-header{border-bottom:0}
.theme-sydney .site-header__inner{padding-top:16px;padding-bottom:16px}
.theme-sydney .site-footer__inner{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}
`,
};

/** Every theme's rules, for the builder's canvas, where the owner switches between them. */
export const THEME_CSS = `${THEME_BASE_CSS}${THEMES.map((theme) => THEME_RULES[theme]).join('')}`;

/** One theme's rules: a visitor page is drawn in one theme (its body's theme-{name} class); an unknown name has none. */
export function themeCss(theme: string): string {
  return `${THEME_BASE_CSS}${own(THEME_RULES, theme) ?? ''}`;
}
