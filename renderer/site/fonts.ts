import {
  CUSTOM_FONT_FALLBACK,
  fontFamily,
  fontFileUrl,
  isCustomFont,
  isFontName,
  isFontStylesheetAddress,
  type FontChoice,
  type FontFamily,
} from '../../schema/fonts';

/**
 * The site's chosen fonts as CSS and links, for SSR and for the builder's canvas. A choice that is
 * not valid here (an unknown family, a custom font still being typed) counts as none, so the canvas
 * never writes a half-typed name or address into the page.
 */

export interface FontSettings {
  headerFont?: FontChoice;
  bodyFont?: FontChoice;
}

type Resolved = { kind: 'curated'; family: FontFamily } | { kind: 'custom'; name: string; href: string };

function resolve(choice: FontChoice | undefined): Resolved | null {
  if (!choice) return null;
  if (isCustomFont(choice)) {
    return isFontName(choice.name) && isFontStylesheetAddress(choice.href) ? { kind: 'custom', name: choice.name.trim(), href: choice.href } : null;
  }
  const family = fontFamily(choice.id);
  return family ? { kind: 'curated', family } : null;
}

function stack(font: Resolved): string {
  return font.kind === 'curated' ? `"${font.family.family}",${font.family.fallback}` : `"${font.name}",${CUSTOM_FONT_FALLBACK}`;
}

function fontFaces({ id, family, weights, italicWeights }: FontFamily): string {
  const face = (weight: number, style: 'normal' | 'italic') =>
    `@font-face{font-family:"${family}";font-style:${style};font-weight:${weight};font-display:swap;src:url('${fontFileUrl(id, weight, style)}') format('woff2')}`;
  return [...weights.map((w) => face(w, 'normal')), ...italicWeights.map((w) => face(w, 'italic'))].join('');
}

/**
 * The @font-face rules of the chosen curated families (served from /fonts/) and the variables the
 * site stylesheet reads: --font for body text, --font-heading for headings. Empty when both are the theme's.
 */
export function fontCss(settings: FontSettings): string {
  const body = resolve(settings.bodyFont);
  const heading = resolve(settings.headerFont);
  const families = new Map<string, FontFamily>();
  for (const font of [heading, body]) if (font?.kind === 'curated') families.set(font.family.id, font.family);
  const variables = [body ? `--font:${stack(body)};` : '', heading ? `--font-heading:${stack(heading)};` : ''].join('');
  return [...families.values()].map(fontFaces).join('') + (variables ? `:root{${variables}}` : '');
}

/** The stylesheets custom fonts need (curated families need none: fontCss declares them). */
export function fontLinks(settings: FontSettings): string[] {
  const hrefs = [resolve(settings.headerFont), resolve(settings.bodyFont)].flatMap((font) => (font?.kind === 'custom' ? [font.href] : []));
  return [...new Set(hrefs)];
}

/** Files worth fetching before the CSS asks for them: the body font's regular face, which every page shows. */
export function fontPreloads(settings: FontSettings): string[] {
  const body = resolve(settings.bodyFont);
  return body?.kind === 'curated' ? [fontFileUrl(body.family.id, 400, 'normal')] : [];
}
