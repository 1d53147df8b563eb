import type { Block } from './block';

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
export const MAX_MENU_ENTRIES = 50;

/** A part's page config (see site-parts-schema.ts for the rules each value follows). */
export interface SitePartConfig {
  block?: { position?: 'fixed' | 'relative'; backgroundColor?: string };
  pageTopOffset?: number;
  navigation?: { excludeGroups?: boolean; limit?: number };
  copyright?: { fontSize?: number };
  includes?: { country?: boolean; phone?: boolean; contact?: boolean };
}

export interface SitePart {
  config: SitePartConfig;
  blocks?: Block[];
}

export interface SiteDocuments {
  header?: { desktop?: SitePart; mobile?: SitePart };
  footer?: { desktop?: SitePart; mobile?: SitePart };
}

/** A part's own blocks (text, images, buttons…) come after the theme's header or before its footer columns. */
export const MAX_PART_BLOCKS = 100;

/**
 * The mobile part generated from a desktop one: the same settings, the fixed position carried over, and
 * a fixed header's offset the spec's 75 px unless the desktop one sets its own.
 */
export function generateMobilePart(desktop: SitePart | undefined): SitePart {
  const config = structuredClone(desktop?.config ?? {});
  if (config.block?.position === 'fixed' && config.pageTopOffset === undefined) config.pageTopOffset = MOBILE_FIXED_OFFSET;
  return desktop?.blocks ? { config, blocks: desktop.blocks.map(mobileCopy) } : { config };
}

/** A desktop block copied for the mobile part, under ids of its own (ids are unique in a document). */
function mobileCopy(block: Block): Block {
  return { ...block, id: `m-${block.id}`.slice(0, 64), config: structuredClone(block.config), ...(block.blocks ? { blocks: block.blocks.map(mobileCopy) } : {}) };
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

/**
 * The builder opens a part's blocks on the canvas as it opens a page, under an id no page can have
 * (page ids never start with '@').
 */
export function partPageId(part: SitePartName, screen: Screen): string {
  return `@${part}-${screen}`;
}

export function partOfPageId(pageId: string | null | undefined): { part: SitePartName; screen: Screen } | null {
  const m = /^@(header|footer)-(desktop|mobile)$/.exec(pageId ?? '');
  return m ? { part: m[1] as SitePartName, screen: m[2] as Screen } : null;
}

/** The documents with one part's blocks replaced (a generated mobile part is set apart with them). */
export function withPartBlocks(documents: SiteDocuments | undefined, part: SitePartName, screen: Screen, blocks: SitePart['blocks']): SiteDocuments {
  const current = resolvedPart(documents, part, screen);
  return { ...documents, [part]: { ...documents?.[part], [screen]: { config: current.config, blocks } } };
}

/** Every part that has blocks of its own, with where it is (for validation and image uses). */
export function partsWithBlocks(documents: SiteDocuments | undefined): Array<{ part: SitePartName; screen: Screen; blocks: NonNullable<SitePart['blocks']> }> {
  return SITE_PARTS.flatMap((part) => SCREENS.flatMap((screen) => {
    const blocks = documents?.[part]?.[screen]?.blocks;
    return blocks?.length ? [{ part, screen, blocks }] : [];
  }));
}

/** A part as the builder names it: 'Desktop header', 'Mobile footer'… */
export function partLabel(part: SitePartName, screen: Screen): string {
  return `${screen === 'desktop' ? 'Desktop' : 'Mobile'} ${part}`;
}
