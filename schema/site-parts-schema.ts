import { z } from 'zod';
import { blockSchema } from './block';
import { MAX_MENU_ENTRIES, MAX_PAGE_TOP_OFFSET, MAX_PART_BLOCKS, type SiteDocuments, type SitePart, type SitePartConfig } from './site-parts';

/** The header and footer documents' rules (site-parts.ts has their shape and what they mean). */
const colorValue = z.string().regex(/^#[0-9a-fA-F]{3,8}$/);

export const sitePartConfigSchema: z.ZodType<SitePartConfig> = z.object({
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
  /** The header's menu: group pages (with their submenus) left out, and at most this many entries. */
  navigation: z.object({ excludeGroups: z.boolean().optional(), limit: z.number().int().min(1).max(MAX_MENU_ENTRIES).optional() }).optional(),
  /** Footer parts that can be switched off; shown when not false. */
  includes: z.object({ country: z.boolean().optional(), phone: z.boolean().optional(), contact: z.boolean().optional() }).optional(),
});

export const sitePartSchema: z.ZodType<SitePart> = z.object({ config: sitePartConfigSchema, blocks: z.array(blockSchema).max(MAX_PART_BLOCKS).optional() });

const partPairSchema = z.object({ desktop: sitePartSchema.optional(), mobile: sitePartSchema.optional() });

export const siteDocumentsSchema: z.ZodType<SiteDocuments> = z.object({ header: partPairSchema.optional(), footer: partPairSchema.optional() });
