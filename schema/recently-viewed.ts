import { z } from 'zod';
import { imageSchema } from './api/content';
import { DetailDisplay, detailDisplaySchema } from './inventory-list-config';
import { MAX_ENTRY_TEXT } from './recently-viewed-store';

/**
 * The recently viewed store's entry as a zod schema, and the recently viewed slider block. The store
 * itself (its key, reading and recording, no zod so the browser carries none) is recently-viewed-store.ts.
 */
export * from './recently-viewed-store';

export const recentlyViewedEntrySchema = z.object({
  inventoryId: z.number().int().positive(),
  title: z.string().max(MAX_ENTRY_TEXT),
  artistName: z.string().max(MAX_ENTRY_TEXT).nullable(),
  image: imageSchema.nullable(),
  viewedAt: z.number().int().nonnegative(),
});

/**
 * The recently viewed slider block (spec §3 catalogue). Visitors see it filled from their own store; the
 * builder previews it with the site's first works, asked for as the spec's call does (§7: limit 8,
 * offset 0, order 0, status 1, any type).
 */
export const recentlyViewedConfigSchema = z.object({
  title: z.string().max(300).default('Recently Viewed'),
  /** Where a work opens: the modal over the page (0) or its art page (1), as inventory lists do. */
  detailDisplay: detailDisplaySchema.default(DetailDisplay.Page),
});

export const RECENTLY_VIEWED_PREVIEW_QUERY = { limit: 8, offset: 0, order: 0, status: 1 } as const;
