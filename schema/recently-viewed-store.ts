/**
 * The visitor's recently viewed artworks (spec §2: viewing an inventory detail page records the item;
 * §9: the recently viewed slider shows at most 4 items from local storage).
 *
 * Written by the art page's inline script (renderer/site/detail-scripts.ts) and the detail modal, read
 * by the recently viewed slider. Stored in localStorage under recentlyViewedKey(subdomain), per site
 * because sites reached by ?sub= share one origin: a JSON array, newest first, one entry per artwork,
 * at most RECENTLY_VIEWED_STORED entries. Each entry is a snapshot of what a cell needs to draw the work
 * without asking the server; prices and availability are not kept (they go stale), so a list that shows
 * them fetches the items by inventoryId.
 *
 * Read in the browser, so checked by hand rather than with zod (which would weigh more than the slider);
 * recently-viewed.ts holds the same shape as a zod schema and a test keeps the two in agreement.
 */

export const RECENTLY_VIEWED_STORED = 20;
/** The slider's own cap (spec §9). */
export const RECENTLY_VIEWED_SHOWN = 4;

export function recentlyViewedKey(subdomain: string): string {
  return `recentlyViewed.v1:${subdomain}`;
}

export interface RecentlyViewedEntry {
  inventoryId: number;
  title: string;
  /** Null for a work without an artist; artist sites' lists leave it out as they do everywhere. */
  artistName: string | null;
  image: { id: number; extension: string; width: number; height: number; imageAlt: string } | null;
  /** When it was viewed, in milliseconds since 1970. */
  viewedAt: number;
}

/** The longest title or artist name an entry may carry. */
export const MAX_ENTRY_TEXT = 500;

const isInt = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_ENTRY_TEXT;

function isImage(v: unknown): v is RecentlyViewedEntry['image'] {
  if (v === null) return true;
  if (typeof v !== 'object') return false;
  const image = v as Record<string, unknown>;
  return isInt(image.id, Number.MIN_SAFE_INTEGER) && typeof image.extension === 'string' && isInt(image.width, Number.MIN_SAFE_INTEGER) && isInt(image.height, Number.MIN_SAFE_INTEGER) && typeof image.imageAlt === 'string';
}

/** A stored value as an entry (its own fields only), or null when it is not one. */
export function asRecentlyViewedEntry(value: unknown): RecentlyViewedEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const e = value as Record<string, unknown>;
  if (!isInt(e.inventoryId, 1) || !isText(e.title) || !(e.artistName === null || isText(e.artistName)) || !isImage(e.image) || !isInt(e.viewedAt, 0)) return null;
  const image = e.image as RecentlyViewedEntry['image'];
  return {
    inventoryId: e.inventoryId,
    title: e.title,
    artistName: e.artistName as string | null,
    image: image && { id: image.id, extension: image.extension, width: image.width, height: image.height, imageAlt: image.imageAlt },
    viewedAt: e.viewedAt,
  };
}

/** The stored list as written; anything malformed (hand edits, another version) is dropped, not trusted. */
export function readRecentlyViewed(raw: string | null | undefined): RecentlyViewedEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => asRecentlyViewedEntry(entry) ?? []);
  } catch {
    return [];
  }
}

/** The list after a view: the entry first, any earlier view of the same work dropped, capped. */
export function recordRecentlyViewed(list: RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  return [entry, ...list.filter((e) => e.inventoryId !== entry.inventoryId)].slice(0, RECENTLY_VIEWED_STORED);
}
