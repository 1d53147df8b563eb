import { anchorFromHash, anchorName } from './anchors';

/**
 * The layouts a content list can take (spec §2 List layouts, §4 tab layout switcher): which ones each
 * kind of list offers, which one is shown, and the anchor each layout tab writes to the page hash.
 */

export const ListLayout = {
  Grid: 'grid',
  Slideshow: 'slideshow',
  Waterfall: 'waterfall',
  Masonry: 'masonry',
  List: 'list',
  /** Exhibitions only (spec §3 exhibition cells): each show a wide band, its cover moving as the page scrolls. */
  Parallax: 'parallax',
  /** Exhibitions only: a carousel whose slides are the shows' covers, filling the slide, with the words over them. */
  FullBackgroundSlideshow: 'fullBackgroundSlideshow',
} as const;
export type ListLayout = (typeof ListLayout)[keyof typeof ListLayout];

/**
 * Every layout, in the spec's fallback order: grid, slideshow, waterfall, horizontal masonry, list; then
 * the exhibition cells the spec adds (parallax, full-background slideshow), which it leaves out of that order.
 */
export const LIST_LAYOUTS: readonly ListLayout[] = [
  ListLayout.Grid,
  ListLayout.Slideshow,
  ListLayout.Waterfall,
  ListLayout.Masonry,
  ListLayout.List,
  ListLayout.Parallax,
  ListLayout.FullBackgroundSlideshow,
];

/** The tab label of each layout. */
export const LIST_LAYOUT_LABELS: Record<ListLayout, string> = {
  grid: 'Grid',
  slideshow: 'Slideshow',
  waterfall: 'Waterfall',
  masonry: 'Horizontal Masonry',
  list: 'List',
  parallax: 'Parallax',
  fullBackgroundSlideshow: 'Full-Background Slideshow',
};

/** The content a list block shows. */
export const ContentKind = {
  Inventory: 'inventory',
  Artists: 'artists',
  Shows: 'shows',
  Blogs: 'blogs',
  Media: 'media',
  Representatives: 'representatives',
} as const;
export type ContentKind = (typeof ContentKind)[keyof typeof ContentKind];

/**
 * The layouts each kind of list offers (spec §2 List layouts: per content type slideshow, grid, waterfall,
 * horizontal masonry and list; exhibitions also the spec's parallax and full-background cells). The
 * first is the kind's default, what a new block and a block saved without layouts show, so it never
 * changes: artworks, artists, exhibitions, media and representatives open as a grid, posts as rows. The
 * layouts a kind offered first keep their order, so an owner's tabs keep theirs when one is switched on.
 */
export const LAYOUTS_BY_KIND: Record<ContentKind, readonly ListLayout[]> = {
  inventory: [ListLayout.Grid, ListLayout.Slideshow, ListLayout.Waterfall, ListLayout.Masonry, ListLayout.List],
  artists: [ListLayout.Grid, ListLayout.List, ListLayout.Slideshow, ListLayout.Waterfall, ListLayout.Masonry],
  shows: [ListLayout.Grid, ListLayout.Slideshow, ListLayout.Waterfall, ListLayout.Masonry, ListLayout.List, ListLayout.Parallax, ListLayout.FullBackgroundSlideshow],
  blogs: [ListLayout.List, ListLayout.Grid, ListLayout.Slideshow, ListLayout.Waterfall, ListLayout.Masonry],
  media: [ListLayout.Grid, ListLayout.Waterfall, ListLayout.Masonry, ListLayout.Slideshow, ListLayout.List],
  representatives: [ListLayout.Grid, ListLayout.Slideshow, ListLayout.Waterfall, ListLayout.Masonry, ListLayout.List],
};

/**
 * The layouts a block has switched on, as tabs: those its kind offers, each once, in the owner's order.
 * A block with none left (a hand-edited document) gets its kind's default.
 */
export function enabledLayouts(kind: ContentKind, chosen: readonly string[] | undefined): ListLayout[] {
  const offered = LAYOUTS_BY_KIND[kind];
  const enabled = [...new Set(chosen ?? [])].filter((l): l is ListLayout => (offered as readonly string[]).includes(l));
  return enabled.length ? enabled : [offered[0]];
}

/**
 * The layout shown first: the selected one when it is enabled; with none selected, the first enabled;
 * otherwise the first enabled in the fallback order grid, slideshow, waterfall, horizontal masonry, list.
 */
export function selectLayout(enabled: readonly ListLayout[], selected: string | null | undefined): ListLayout {
  if (selected && (enabled as readonly string[]).includes(selected)) return selected as ListLayout;
  if (!selected) return enabled[0] ?? ListLayout.Grid;
  return LIST_LAYOUTS.find((l) => enabled.includes(l)) ?? ListLayout.Grid;
}

/** Tabs show only when more than one layout is enabled. */
export function showsLayoutTabs(enabled: readonly ListLayout[]): boolean {
  return enabled.length > 1;
}

/** The layouts drawn as a slideshow, with Previous and Next (the full-background one as a carousel of one). */
export function isSlideshowLayout(layout: ListLayout): boolean {
  return layout === ListLayout.Slideshow || layout === ListLayout.FullBackgroundSlideshow;
}

/** The anchor of a layout tab in the page hash: its label lower-cased with the first space removed ('#horizontalmasonry'). */
export function layoutAnchor(layout: ListLayout): string {
  return anchorName(LIST_LAYOUT_LABELS[layout]);
}

/** The enabled layout a page hash ('#waterfall') names, or null. */
export function layoutFromHash(hash: string, enabled: readonly ListLayout[]): ListLayout | null {
  const name = anchorFromHash(hash).toLowerCase();
  return name ? (enabled.find((l) => layoutAnchor(l) === name) ?? null) : null;
}

/** Slideshow carousel types (spec §4): slide, fade in, fade out. */
export const SLIDESHOW_TYPES = ['slide', 'fadeIn', 'fadeOut'] as const;
export type SlideshowType = (typeof SLIDESHOW_TYPES)[number];
export const SLIDESHOW_TYPE_LABELS: Record<SlideshowType, string> = { slide: 'Slide', fadeIn: 'Fade in', fadeOut: 'Fade out' };
