import { DEFAULT_PAGE_SIZE } from './enums';
import { ContentKind, ListLayout } from './list-layouts';

/**
 * How many items a content list asks for at a time, and how it is laid out by default (spec §9).
 * Visitors get pages of 30; the builder previews columns x 3 (artists default 5, inventory 4), blogs
 * 2 x columnCount (3 when there is one column), and 3, or 2 x the columns, for shows, galleries and
 * similar. maxLimit caps every page and ends paging.
 */

/** The most items one list block may cap itself at. */
export const MAX_LIST_LIMIT = 10_000;

/** The most a list API returns in one page. */
export const MAX_PAGE_LIMIT = 100;

/** Default grid columns per kind (gallery 4, representatives 3, shows 5; artists 5, inventory 4, blogs 1). */
export const DEFAULT_COLUMNS: Record<ContentKind, number> = {
  inventory: 4,
  artists: 5,
  shows: 5,
  blogs: 1,
  media: 4,
  representatives: 3,
};

/** Grid columns on phones (gallery 2, shows 2, representatives 1; phones default to 2). */
export const MOBILE_COLUMNS: Record<ContentKind, number> = {
  inventory: 2,
  artists: 2,
  shows: 2,
  blogs: 1,
  media: 2,
  representatives: 1,
};

/** Columns on tablets, where a kind sets none of its own. */
export const TABLET_COLUMNS = 3;

/** The columns of a list on a tablet (768 to 1023 px wide): 3 (spec §9), never more than it has on a wide screen. */
export function tabletColumns(columns: number): number {
  return Math.max(1, Math.min(columns, TABLET_COLUMNS));
}

/** The bottom margin of every cell, in px. */
export const DEFAULT_CELL_BOTTOM_MARGIN = 20;

/** A grid cell's share of the 12-column row. */
export function gridColumnSize(columns: number): number {
  return 12 / Math.max(1, columns);
}

/** A column count from a config value: a whole number from 1 to 6, else the kind's default. */
export function columnsOf(kind: ContentKind, value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6 ? value : DEFAULT_COLUMNS[kind];
}

/** The layouts that put several cells side by side: columns (grid, waterfall) or rows of pictures (horizontal masonry). */
export function isSideBySideLayout(layout: ListLayout): boolean {
  return layout === ListLayout.Grid || layout === ListLayout.Waterfall || layout === ListLayout.Masonry;
}

/**
 * Posts side by side when their columnCount is the spec's single column: the spec names no grid
 * columns for posts, and 3 (a tablet's default, spec §9) fits a post's picture, title and excerpt.
 */
export const POSTS_SIDE_BY_SIDE = 3;

/**
 * The columns a list is drawn with in a layout on a wide screen. A post list's columnCount is 1 by
 * default (spec §9), which means posts in rows: a grid or a waterfall of one column is no grid or
 * waterfall at all, so these layouts show posts 3 a row unless the owner asks for 2 or more.
 */
export function drawnColumns(kind: ContentKind, layout: ListLayout, columns: number): number {
  return kind === ContentKind.Blogs && columns === 1 && isSideBySideLayout(layout) ? POSTS_SIDE_BY_SIDE : columns;
}

function capped(size: number, maxLimit: number | null | undefined): number {
  const limit = maxLimit && maxLimit > 0 ? Math.min(size, maxLimit) : size;
  return Math.max(1, Math.min(limit, MAX_PAGE_LIMIT));
}

/** How many exhibitions a shows list asks for at a time (spec §7: 'Shows list … limit 100'). */
export const SHOWS_PAGE_SIZE = 100;

/** A visitor's page: the default 30 (a shows list's 100), never more than maxLimit. */
export function visitorPageSize(maxLimit: number | null | undefined, kind?: ContentKind): number {
  return capped(kind === ContentKind.Shows ? SHOWS_PAGE_SIZE : DEFAULT_PAGE_SIZE, maxLimit);
}

/**
 * The builder's preview size for a list: artists and inventory columns x 3; blogs 2 x the columns, or 3
 * with a single column; shows, media and representatives 2 x the columns in a layout of cells side by side (grid, waterfall, horizontal masonry), as a visitor sees two rows of
 * them, and 2 x the most the shows slider shows at once; 3 in a list, a carousel of one or parallax
 * bands, one item under or after another. Never more than maxLimit.
 */
export function builderPageSize(kind: ContentKind, columns: number, layout: ListLayout, maxLimit: number | null | undefined): number {
  let size: number;
  switch (kind) {
    case ContentKind.Artists:
    case ContentKind.Inventory:
      size = columns * 3;
      break;
    case ContentKind.Blogs:
      // Spec §9 word for word: 2 x columnCount, 3 when it is the single column of the default (a grid
      // or waterfall draws those 3 side by side: one row of them).
      size = columns === 1 ? 3 : 2 * columns;
      break;
    default:
      if (isSideBySideLayout(layout)) size = 2 * columns;
      else if (kind === ContentKind.Shows && layout === ListLayout.Slideshow) size = 2 * Math.max(...SLIDER_ITEMS.map((s) => s.items));
      else size = 3;
  }
  return capped(size, maxLimit);
}

/**
 * The next page after `loaded` items: its limit, or null when paging has ended (the server said there
 * is no more, or maxLimit is reached).
 */
export function nextPageLimit(loaded: number, pageSize: number, hasMore: boolean, maxLimit: number | null | undefined): number | null {
  if (!hasMore) return null;
  if (!maxLimit) return pageSize;
  const left = maxLimit - loaded;
  return left > 0 ? Math.min(pageSize, left) : null;
}

/** Horizontal masonry rows: the height a row aims at before it is stretched to the full width. */
export const MASONRY_ROW_HEIGHT = 250;

/** Slideshow timings and sizes (spec §9). */
export const SLIDER_MARGIN = 40;
export const SLIDER_SPEED_MS = 1000;
export const CAROUSEL_ANIMATION_MS = 300;
/** The autoplay interval when an owner turns it on; 0 is off. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
/** The longest autoplay interval an owner may set. */
export const MAX_AUTOPLAY_MS = 60_000;
/** Items a slider shows at once from a window width up: 1, then 3 from 600 px, 5 from 1000 px. */
export const SLIDER_ITEMS: ReadonlyArray<{ minWidth: number; items: number }> = [
  { minWidth: 0, items: 1 },
  { minWidth: 600, items: 3 },
  { minWidth: 1000, items: 5 },
];

/** The artist list's picture shown beside the names on hover: its default width, in %. */
export const ARTIST_PREVIEW_WIDTH = 50;
/** The hover picture fades in over this long. */
export const HOVER_FADE_MS = 400;
