/**
 * The words of the blocks issue 19 adds, in one place for the components and their tests. The spec's own
 * (§8) are word for word; the rest are the product's.
 */
export const BlockText = {
  /** Hover content: what the builder says over its resting state, and over its hover state. */
  hoverCue: 'Shows more on hover',
  hoverStateCue: 'Hover state: shown on hover',
  /** Hover content for visitors: its name, so keyboard and screen reader users know focus shows more. */
  hoverLabel: 'Hover or focus to show more',
  /** §8 builder hints. */
  emptyGallery: "This image gallery doesn't have any images yet...",
  noTabs: "You haven't added any tabs yet. Once you do, you'll see them here.",
  noTabsWithContent: "You haven't added any tabs with content yet. Once you do, you'll see them here.",
  /** §8 builder notice for custom HTML. */
  customHtmlNotice: 'This block contains embedded scripts and may not render correctly in the builder. Save and preview your site to verify the script behavior.',
  emptyVideo: 'Paste a YouTube or Vimeo link in the block settings.',
  videoPreview: 'Video',
  emptyEmbed: 'Enter the address of the page to embed in the block settings.',
  embedPreview: (host: string) => `Embedded from ${host}`,
  emptyCustomHtml: 'Add your HTML in the block settings.',
  videoTitle: 'Video',
  embedTitle: 'Embedded content',
  customHtmlTitle: 'Custom code',
  emptyAddress: 'Add the address in the site settings to show it here.',
  emptyHours: 'Add opening hours in the site settings to show them here.',
  pageTitleHere: 'The page’s title shows here.',
  pageTitleHidden: 'This page’s title is hidden, so visitors see nothing here. Tick ‘Show the title on the page’ under Pages to show it.',
  emptyTab: 'Drop blocks for this tab here',
  emptyAccordion: 'Drop the accordion’s content here',
  emptyContainer: 'Drop blocks here',
  artistNameWhom: 'Name an artist: choose one in the block’s settings, or place the button on the artwork or artist page template.',
  artistNameOnArtistSite: 'Artist sites do not show the artist’s name, so visitors do not see this button.',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  slide: (n: number, of: number) => `Slide ${n} of ${of}`,
  tabsLabel: 'Tabs',
  galleryImage: (n: number) => `Image ${n}`,
  openImage: (alt: string) => (alt ? `Open ${alt}` : 'Open the image'),
} as const;
