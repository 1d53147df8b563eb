import { z } from 'zod';

/**
 * The header and footer documents: each has a desktop part and a mobile part, and each part has its
 * page config (block.position and block.backgroundColor, pageTopOffset, the footer's copyright font
 * size and includes flags). Without a mobile part, one is generated from the desktop part, the fixed
 * position carried over. Desktop is 768 px and wider, mobile 767 px and narrower.
 */

export const SITE_PARTS = ['header', 'footer'] as const;
export type SitePartName = (typeof SITE_PARTS)[number];
export const SCREENS = ['desktop', 'mobile'] as const;
export type Screen = (typeof SCREENS)[number];

/** The spec's breakpoints: desktop from 768 px, mobile up to 767 px. */
export const DESKTOP_MIN_WIDTH = 768;
export const MOBILE_MAX_WIDTH = 767;
/** A fixed mobile header pushes the page down this far when no offset is set (the spec's 75 px). */
export const MOBILE_FIXED_OFFSET = 75;
/** Copyright font size: the spec's default, and the smallest it may be (smaller values are raised). */
export const COPYRIGHT_DEFAULT_SIZE = 16;
export const COPYRIGHT_MIN_SIZE = 8;
export const MAX_PAGE_TOP_OFFSET = 400;

const colorValue = z.string().regex(/^#[0-9a-fA-F]{3,8}$/);

export const sitePartConfigSchema = z.object({
  block: z
    .object({
      /** 'fixed' keeps the header at the top while the page scrolls; anything else scrolls with it. */
      position: z.enum(['fixed', 'relative']).optional(),
      backgroundColor: colorValue.optional(),
    })
    .optional(),
  /** Space above the page while the header is fixed, in px. */
  pageTopOffset: z.number().int().min(0).max(MAX_PAGE_TOP_OFFSET).optional(),
  copyright: z.object({ fontSize: z.number().int().min(0).max(96).optional() }).optional(),
  /** Footer parts that can be switched off; shown when not false. */
  includes: z.object({ country: z.boolean().optional(), phone: z.boolean().optional(), contact: z.boolean().optional() }).optional(),
});
export type SitePartConfig = z.infer<typeof sitePartConfigSchema>;

export const sitePartSchema = z.object({ config: sitePartConfigSchema });
export type SitePart = z.infer<typeof sitePartSchema>;

const partPairSchema = z.object({ desktop: sitePartSchema.optional(), mobile: sitePartSchema.optional() });

export const siteDocumentsSchema = z.object({ header: partPairSchema.optional(), footer: partPairSchema.optional() });
export type SiteDocuments = z.infer<typeof siteDocumentsSchema>;

/**
 * The mobile part generated from a desktop one: the same settings, the fixed position carried over, and
 * a fixed header's offset the spec's 75 px unless the desktop one sets its own.
 */
export function generateMobilePart(desktop: SitePart | undefined): SitePart {
  const config = structuredClone(desktop?.config ?? {});
  if (config.block?.position === 'fixed' && config.pageTopOffset === undefined) config.pageTopOffset = MOBILE_FIXED_OFFSET;
  return { config };
}

/** The part a screen shows: the one set for it, else (on mobile) the one generated from desktop. */
export function resolvedPart(documents: SiteDocuments | undefined, part: SitePartName, screen: Screen): SitePart {
  const pair = documents?.[part];
  if (screen === 'desktop') return pair?.desktop ?? { config: {} };
  return pair?.mobile ?? generateMobilePart(pair?.desktop);
}

export const isFixed = (part: SitePart) => part.config.block?.position === 'fixed';

/** The space a fixed header takes above the page: its own offset, else the mobile default on phones, else none. */
export function pageTopOffset(part: SitePart, screen: Screen): number {
  if (!isFixed(part)) return 0;
  return part.config.pageTopOffset ?? (screen === 'mobile' ? MOBILE_FIXED_OFFSET : 0);
}

/** The copyright's font size: 16 unless set, never under 8. */
export function copyrightFontSize(part: SitePart): number {
  return Math.max(COPYRIGHT_MIN_SIZE, part.config.copyright?.fontSize ?? COPYRIGHT_DEFAULT_SIZE);
}

export type FooterInclude = 'country' | 'phone' | 'contact';

/** Whether a footer part shows an optional item (the includes flags; on unless switched off). */
export const includes = (part: SitePart, item: FooterInclude) => part.config.includes?.[item] !== false;
