/**
 * The values of the common style fields that the renderer needs without zod (the visitor's browser
 * carries none): units, sides, the site's colour slots, hover effects and the window rule of links.
 */

export const LENGTH_UNITS = ['px', '%', 'em', 'rem', 'vw', 'vh'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export interface Length {
  value: number;
  unit: LengthUnit;
}

export const BOX_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type Box = Partial<Record<(typeof BOX_SIDES)[number], Length>>;

/** The site's colour slots (spec §3 Site config), which a block's colour may name instead of a value. */
export const COLOR_SLOTS = [
  'navBackground',
  'navText',
  'accent',
  'bodyBackground',
  'bodyHeaderText',
  'bodyText',
  'footerBackground',
  'footerHeaderText',
  'footerText',
] as const;
export type ColorSlot = (typeof COLOR_SLOTS)[number];
export const COLOR_SLOT_LABELS: Record<ColorSlot, string> = {
  navBackground: 'Navigation background',
  navText: 'Navigation text',
  accent: 'Accent',
  bodyBackground: 'Page background',
  bodyHeaderText: 'Headings',
  bodyText: 'Text',
  footerBackground: 'Footer background',
  footerHeaderText: 'Footer headings',
  footerText: 'Footer text',
};

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export function isColorSlot(value: unknown): value is ColorSlot {
  return typeof value === 'string' && (COLOR_SLOTS as readonly string[]).includes(value);
}

export const ALIGN_ITEMS = ['flex-start', 'center', 'flex-end', 'stretch'] as const;

/** The spec's hover effects: 1 colour overlay (hoverColor), 2 scale (hoverScale), 3 zoom (hoverZoom). */
export const HoverEffect = { None: 0, ColorOverlay: 1, Scale: 2, Zoom: 3 } as const;
export const HOVER_LIMITS = { min: 100, max: 200 } as const;
/** What a hover effect defaults to when the owner has not said (scale and zoom in percent). */
export const HOVER_DEFAULTS = { hoverColor: '#00000033', hoverScale: 105, hoverZoom: 110 } as const;

/**
 * A link (spec §2 Link shapes): to one of the site's pages, or to an external address, which opens in the
 * same window when its link type is 1 and in a new one otherwise.
 */
export type Link = { kind: 'page'; pageId: string } | { kind: 'external'; url: string; linkType: 0 | 1 };

/** The spec's window rule: an external link opens in a new window unless its link type is 1. */
export function opensInNewWindow(link: Link): boolean {
  return link.kind === 'external' && link.linkType !== 1;
}
