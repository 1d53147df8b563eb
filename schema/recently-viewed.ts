import { z } from 'zod';
import { imageSchema } from './api/content';

/**
 * The visitor's recently viewed artworks (spec §2: viewing an inventory detail page records the item;
 * §9: the recently viewed slider shows at most 4 items from local storage).
 *
 * Written by the art page's inline script (renderer/site/detail-scripts.ts), read by the recently viewed
 * list. Stored in localStorage under recentlyViewedKey(subdomain), per site because sites reached by
 * ?sub= share one origin: a JSON array, newest first, one entry per artwork, at most
 * RECENTLY_VIEWED_STORED entries. Each entry is a snapshot of what a cell needs to draw the work without
 * asking the server; prices and availability are not kept (they go stale), so a list that shows them
 * fetches the items by inventoryId.
 */

export const RECENTLY_VIEWED_STORED = 20;
/** The slider's own cap (spec §9). */
export const RECENTLY_VIEWED_SHOWN = 4;

export function recentlyViewedKey(subdomain: string): string {
  return `recentlyViewed.v1:${subdomain}`;
}

export const recentlyViewedEntrySchema = z.object({
  inventoryId: z.number().int().positive(),
  title: z.string().max(500),
  /** Null for a work without an artist; artist sites' lists leave it out as they do everywhere. */
  artistName: z.string().max(500).nullable(),
  image: imageSchema.nullable(),
  /** When it was viewed, in milliseconds since 1970. */
  viewedAt: z.number().int().nonnegative(),
});
export type RecentlyViewedEntry = z.infer<typeof recentlyViewedEntrySchema>;

/** The stored list as written; anything malformed (hand edits, another version) is dropped, not trusted. */
export function readRecentlyViewed(raw: string | null | undefined): RecentlyViewedEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const ok = recentlyViewedEntrySchema.safeParse(entry);
      return ok.success ? [ok.data] : [];
    });
  } catch {
    return [];
  }
}

/** The list after a view: the entry first, any earlier view of the same work dropped, capped. */
export function recordRecentlyViewed(list: RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  return [entry, ...list.filter((e) => e.inventoryId !== entry.inventoryId)].slice(0, RECENTLY_VIEWED_STORED);
}
