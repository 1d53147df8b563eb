import { z } from 'zod';
import { catalogueEntry, imageRefSchema } from './catalogue';
import { COOKIE_NOTICE_POSITIONS, POPUP_DELAY_MAX_MS, SOCIAL_NETWORKS, THEMES, VIRTUAL_INSTALL_DEPTH_MAX_IN } from './enums';
import { FONT_HREF_MESSAGE, FONT_IDS, FONT_NAME_MESSAGE, isFontName, isFontStylesheetAddress } from './fonts';
import { findNestingViolations } from './nesting';
import { pageProblems } from './pages';
import { blockSchema, type Block } from './block';
import { isWebAddress } from './web';
import { partsWithBlocks } from './site-parts';
import { siteDocumentsSchema } from './site-parts-schema';
import { PAGE_ROOT, PART_ROOT } from './block-types';
import { TEMPLATE_LABEL, TEMPLATE_ROOT } from './detail-blocks';
import { setTemplates } from './detail-templates';
import { detailTemplatesSchema } from './detail-templates-schema';
import { CART_ROOT, cartPageModes } from './cart-page';
import { cartPageSchema } from './cart-page-schema';
import { analyticsSchema } from './analytics';
import { upgradeLegacyBlocks } from './migrate';
import { SCHEMA_VERSION } from './version';

export { blockSchema, type Block } from './block';
export { isWebAddress, safeCss } from './web';

export { SCHEMA_VERSION };

export const pageSchema = z.object({
  pageId: z.string().min(1).max(64),
  title: z.string().max(200),
  /** Relative URL without slashes; the home page has an empty slug. */
  slug: z.string().max(200).regex(/^[a-z0-9-]*$/),
  type: z.number().int().min(0).max(8),
  showInNavigation: z.boolean(),
  isTitleVisible: z.boolean(),
  blocks: z.array(blockSchema),
  /** The group page (type 8) this page sits in, as a subpage in the menus. */
  parentPageId: z.string().min(1).max(64).nullable().optional(),
  /** External link pages (type 6): where the menu entry goes; link type 1 opens it in the same window. */
  externalUrl: z.string().max(2000).optional(),
  externalLinkType: z.number().int().min(0).max(1).optional(),
  /** Search and sharing: the title and description search engines show, and the picture shared links show. */
  seoTitle: z.string().max(200).optional(),
  seoDescription: z.string().max(500).optional(),
  shareImage: imageRefSchema.nullable().optional(),
  /** Visitors must unlock the page (the gate itself is the visitor side's work). */
  isProtected: z.boolean().optional(),
});
export type Page = z.infer<typeof pageSchema>;


const colorValue = z.string().regex(/^#[0-9a-fA-F]{3,8}$/);

export const colorsSchema = z.object({
  navBackground: colorValue.optional(),
  navText: colorValue.optional(),
  accent: colorValue.optional(),
  bodyBackground: colorValue.optional(),
  bodyHeaderText: colorValue.optional(),
  bodyText: colorValue.optional(),
  footerBackground: colorValue.optional(),
  footerHeaderText: colorValue.optional(),
  footerText: colorValue.optional(),
});
export type Colors = z.infer<typeof colorsSchema>;

/**
 * A heading or body font: one of the curated families the product serves, or the owner's own font
 * (its family name, written into CSS, and the https stylesheet that declares it).
 */
export const fontChoiceSchema = z.union([
  z.object({ id: z.enum(FONT_IDS) }),
  z.object({
    name: z.string().refine(isFontName, FONT_NAME_MESSAGE),
    href: z.string().refine((href) => isWebAddress(href) && isFontStylesheetAddress(href), FONT_HREF_MESSAGE),
    isHosted: z.boolean().optional(),
  }),
]);

/** Opening hours: how many lines, and how long each part of a line may be. */
export const HOURS_LIMITS = { lines: 14, days: 60, hours: 100 } as const;

/** Owner-edited site settings saved with the document. */
export const siteConfigSchema = z.object({
  company: z.string().max(200),
  layout: z.enum(THEMES),
  colors: colorsSchema,
  /** The site's icon (browser tab, bookmarks) from the media library; without one, a monogram of the company name. */
  icon: imageRefSchema.nullable().optional(),
  /** The classic theme's cover banner behind page titles; without one, the theme's own picture. */
  cover: imageRefSchema.nullable().optional(),
  /** The header's logo; without one, the company name. */
  logo: imageRefSchema.nullable().optional(),
  /** Contact details, shown in the footer where set. */
  addressLineOne: z.string().max(200).optional(),
  addressLineTwo: z.string().max(200).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  zip: z.string().max(20).optional(),
  country: z.string().max(100).optional(),
  phone: z.string().max(50).optional(),
  /** The owner's own CSS, added after the theme's (made safe by safeCss wherever it is written into a page). */
  style: z.string().max(50_000).optional(),
  /** The spec's social profiles, each a full web address; shown in the footer where set. */
  social: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string().max(500).refine(isWebAddress, 'Enter a full web address, starting with https://.')).optional(),
  /** The header and footer documents (desktop and mobile parts); without them, the theme's as they come. */
  documents: siteDocumentsSchema.optional(),
  /** The artwork, artist, exhibition, blog post and search results pages' templates; a kind without one has its default. */
  templates: detailTemplatesSchema.optional(),
  /** The cart page's modes and their blocks; without it, the default cart page (cart-page.ts). */
  cartPage: cartPageSchema.optional(),
  /** GA4 and Meta pixel ids: purchases send their conversion events there, with the visitor's consent. */
  analytics: analyticsSchema.optional(),
  /** The owner's own code (analytics, chat) added hidden to every page, in a sandbox that cannot reach the page. */
  footer: z.string().max(20_000).optional(),
  /** The contact page the footer links to (where its includes flag is on). */
  contact: z.object({ title: z.string().max(200), relativeUrl: z.string().max(300).regex(/^\/([a-z0-9-][a-z0-9\-/]*)?$/) }).nullable().optional(),
  /** Opening hours, a line each (a day or days, and the hours), shown in the footer. */
  hours: z.array(z.object({ days: z.string().max(HOURS_LIMITS.days), hours: z.string().max(HOURS_LIMITS.hours) })).max(HOURS_LIMITS.lines).optional(),
  /**
   * The subscribe popup's delay in milliseconds; without one (null or absent) there is no popup. Visitors
   * wait at most POPUP_DELAY_CAP_MS whatever is stored (subscribePopupWait).
   */
  popupDelay: z.number().int().min(0).max(POPUP_DELAY_MAX_MS).nullable().optional(),
  /** Works deeper than this many inches get no virtual install button; without one, VIRTUAL_INSTALL_DEPTH_DEFAULT_IN. */
  virtualInstallMaxDepth: z.number().int().min(1).max(VIRTUAL_INSTALL_DEPTH_MAX_IN).optional(),
  /** Where the cookie notice sits on the screen; without one, DEFAULT_COOKIE_NOTICE_POSITION. */
  cookieNoticePosition: z.enum(COOKIE_NOTICE_POSITIONS).optional(),
  /** The fonts of headings and of body text; without one, the theme's. */
  headerFont: fontChoiceSchema.optional(),
  bodyFont: fontChoiceSchema.optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteDocumentSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  site: siteConfigSchema,
  pages: z.array(pageSchema).min(1).max(200),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

function blockLabel(type: string): string {
  return catalogueEntry(type)?.label ?? type;
}

export interface DocumentIssue {
  path: string;
  message: string;
}

/**
 * Full validation of a saved document: shape, every known block's config, unique ids and the nesting
 * rules. Unknown block types are kept (they render nothing) so newer documents are never broken.
 */
export function validateDocument(input: unknown): { ok: true; document: SiteDocument } | { ok: false; issues: DocumentIssue[] } {
  // Blocks in an older shape (a text block's plain string) are checked, and kept, in today's.
  const parsed = siteDocumentSchema.safeParse(upgradeLegacyBlocks(input));
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  }
  const issues: DocumentIssue[] = [];
  const seenIds = new Set<string>();
  const pageIds = new Set<string>();
  for (const problem of pageProblems(parsed.data.pages)) issues.push({ path: `pages.${problem.index}.${problem.field}`, message: problem.message });
  const visit = (blocks: Block[], path: string) => {
    blocks.forEach((block, index) => {
      const here = `${path}.${index}`;
      if (seenIds.has(block.id)) issues.push({ path: `${here}.id`, message: `Duplicate block id ${block.id}` });
      seenIds.add(block.id);
      const entry = catalogueEntry(block.type);
      if (entry) {
        const config = entry.config.safeParse(block.config);
        if (!config.success) {
          for (const i of config.error.issues) {
            issues.push({ path: `${here}.config.${i.path.join('.')}`, message: `${entry.label}: ${i.message}` });
          }
        }
      }
      if (block.blocks) visit(block.blocks, `${here}.blocks`);
    });
  };
  const nesting = (blocks: Block[], rootType: string, rootLabel: string, path: string) => {
    for (const v of findNestingViolations(blocks, rootType)) {
      issues.push({
        path,
        message: `${blockLabel(v.childType)} cannot be placed inside ${v.parentType === rootType ? rootLabel : blockLabel(v.parentType)} (block ${v.childId})`,
      });
    }
  };
  parsed.data.pages.forEach((page, pageIndex) => {
    if (pageIds.has(page.pageId)) issues.push({ path: `pages.${pageIndex}.pageId`, message: `Duplicate page id ${page.pageId}` });
    pageIds.add(page.pageId);
    visit(page.blocks, `pages.${pageIndex}.blocks`);
    nesting(page.blocks, PAGE_ROOT, 'the page', `pages.${pageIndex}`);
  });
  for (const { part, screen, blocks } of partsWithBlocks(parsed.data.site.documents)) {
    const path = `site.documents.${part}.${screen}`;
    visit(blocks, `${path}.blocks`);
    nesting(blocks, PART_ROOT, `the ${part}`, path);
  }
  for (const { kind, blocks } of setTemplates(parsed.data.site.templates)) {
    const path = `site.templates.${kind}`;
    visit(blocks, `${path}.blocks`);
    nesting(blocks, TEMPLATE_ROOT[kind], `the ${TEMPLATE_LABEL[kind].toLowerCase()} template`, path);
  }
  for (const { mode, blocks } of cartPageModes(parsed.data.site.cartPage)) {
    const path = `site.cartPage.${mode}`;
    visit(blocks, `${path}.blocks`);
    nesting(blocks, CART_ROOT, 'the cart page', path);
  }
  return issues.length ? { ok: false, issues } : { ok: true, document: parsed.data };
}
