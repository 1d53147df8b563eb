/**
 * The site's fonts: a curated list of families the product serves itself from npm font packages
 * (@fontsource, latin subset only), and the rules a custom font must meet. Pure and free of zod, so the
 * visitor pages and the builder can use it without the validation library.
 */

export type FontCategory = 'serif' | 'sans-serif' | 'display';
export type FontStyle = 'normal' | 'italic';

export interface FontFamily {
  /** The @fontsource package's family slug, also the address segment under /fonts/. */
  id: string;
  /** The family name as CSS writes it. */
  family: string;
  /** 'display' is a high-contrast face meant for headings. */
  category: FontCategory;
  /** Upright weights served; the stylesheet uses 400 for text, 500 to 700 for headings and emphasis. */
  weights: readonly number[];
  /** Italic weights served. */
  italicWeights: readonly number[];
  /** What the browser shows until the face has loaded, or where a character is missing. */
  fallback: string;
}

const SERIF_FALLBACK = 'Georgia,"Times New Roman",serif';
const SANS_FALLBACK = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const WEIGHTS = [400, 500, 600, 700] as const;
const ITALIC_WEIGHTS = [400] as const;

function family(id: string, name: string, category: FontCategory): FontFamily {
  return { id, family: name, category, weights: WEIGHTS, italicWeights: ITALIC_WEIGHTS, fallback: category === 'sans-serif' ? SANS_FALLBACK : SERIF_FALLBACK };
}

/** A mix of text serifs, display serifs for headings and quiet sans-serifs, chosen for gallery sites. */
export const FONT_FAMILIES: readonly FontFamily[] = [
  family('playfair-display', 'Playfair Display', 'display'),
  family('cormorant-garamond', 'Cormorant Garamond', 'display'),
  family('bodoni-moda', 'Bodoni Moda', 'display'),
  family('lora', 'Lora', 'serif'),
  family('eb-garamond', 'EB Garamond', 'serif'),
  family('libre-baskerville', 'Libre Baskerville', 'serif'),
  family('source-serif-4', 'Source Serif 4', 'serif'),
  family('inter', 'Inter', 'sans-serif'),
  family('work-sans', 'Work Sans', 'sans-serif'),
  family('dm-sans', 'DM Sans', 'sans-serif'),
  family('montserrat', 'Montserrat', 'sans-serif'),
  family('libre-franklin', 'Libre Franklin', 'sans-serif'),
];

export const FONT_IDS = FONT_FAMILIES.map((f) => f.id) as [string, ...string[]];

/** The stack a custom font falls back to: it has no category, so the plain system sans-serif. */
export const CUSTOM_FONT_FALLBACK = SANS_FALLBACK;

export function fontFamily(id: string): FontFamily | undefined {
  return FONT_FAMILIES.find((f) => f.id === id);
}

/** A curated family chosen by id. */
export interface CuratedFont {
  id: string;
}

/** The owner's own font: a family name and the https stylesheet that declares it. */
export interface CustomFont {
  name: string;
  href: string;
  /** From the spec's custom font shape; the stylesheet is linked either way. */
  isHosted?: boolean;
}

export type FontChoice = CuratedFont | CustomFont;

export function isCustomFont(choice: FontChoice): choice is CustomFont {
  return 'name' in choice && 'href' in choice;
}

export const FONT_NAME_MAX = 100;
export const FONT_NAME_MESSAGE = 'Enter the font’s family name: letters, numbers, spaces and - _ . + & only, up to 100 characters.';
export const FONT_HREF_MESSAGE = 'Enter the full address of the font’s stylesheet, starting with https://.';

/**
 * A custom font's family name goes into CSS inside quotes, so only characters that can never end the
 * string, the declaration or the style element are allowed (no quotes, backslashes, ; { } < >).
 */
const FONT_NAME = /^[\p{L}\p{M}\p{N} ._+&-]+$/u;

export function isFontName(name: string): boolean {
  return name.length <= FONT_NAME_MAX && name.trim() !== '' && FONT_NAME.test(name);
}

/**
 * A custom font's stylesheet: an https address (a page served over https cannot load an http one),
 * written plainly, without spaces, quotes, backslashes or angle brackets.
 */
export function isFontStylesheetAddress(href: string): boolean {
  if (href.length > 2000 || /[\s"'`<>\\]/.test(href)) return false;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The address of one served font file: /fonts/{id}/{id}-latin-{weight}-{style}.woff2. */
export function fontFileUrl(id: string, weight: number, style: FontStyle): string {
  return `/fonts/${id}/${id}-latin-${weight}-${style}.woff2`;
}

/**
 * The served file a /fonts/{family}/{file} request names, or null when it is not one of the curated
 * families' latin files at a served weight and style. The file name returned is rebuilt from the list.
 */
export function servedFontFile(id: string, file: string): { family: FontFamily; file: string } | null {
  const entry = fontFamily(id);
  if (!entry) return null;
  const match = /^([a-z0-9-]+)-latin-([0-9]{3})-(normal|italic)\.woff2$/.exec(file);
  if (!match || match[1] !== entry.id) return null;
  const weight = Number(match[2]);
  const style = match[3] as FontStyle;
  if (!(style === 'normal' ? entry.weights : entry.italicWeights).includes(weight)) return null;
  return { family: entry, file: `${entry.id}-latin-${weight}-${style}.woff2` };
}
