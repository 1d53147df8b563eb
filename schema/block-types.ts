/**
 * Every block type value the product knows by name. The catalogue (catalogue.ts) describes the ones
 * that have a config schema and a renderer; the rest are named here so the nesting rules can speak of them.
 */
export const BlockType = {
  Text: 'text',
  Image: 'image',
  Columns: 'columns',
  Column: 'column',
  HoverContent: 'hover-content',
  HoverLayer: 'hover-layer',
  InventoryList: 'inventory-list',
  ArtistsList: 'artists-list',
  ExhibitionsList: 'exhibitions-list',
  BlogsList: 'blogs-list',
  MediaList: 'media-list',
  RepresentativesList: 'representatives-list',
  RelatedInventory: 'related-inventory',
  RecentlyViewed: 'recently-viewed',
  SearchResultsList: 'search-results-list',
  Tabs: 'tabs',
  Slider: 'slider',
  Parallax: 'parallax',
  Slideshow: 'slideshow',
  CustomGroup: 'custom-group',
  Template: 'template',
  ImageGallery: 'image-gallery',
  InstallationPhotos: 'installation-photos',
  SocialIcons: 'social-icons',
  SocialLinks: 'social-links',
  /** The kinds issue 19 adds (schema/block-configs/). */
  Video: 'video',
  Embed: 'embed',
  CustomHtml: 'custom-html',
  Button: 'button',
  PageHeader: 'page-header',
  PageTitle: 'page-title',
  Address: 'address',
  Hours: 'hours',
  NotFound: 'not-found',
  CloseButton: 'close-button',
  Checkbox: 'checkbox',
  Accordion: 'accordion',
  /** One tab of a tabs block: made by its tabs block and living only there. */
  Tab: 'tab',
  ScrollFade: 'scroll-fade',
  Map: 'map',
  EditionTokens: 'edition-tokens',
  /** Fixed parts of the site as blocks: the artist-name button, the search bar, the cookie notice's buttons. */
  ArtistNameButton: 'artist-name-button',
  Search: 'search',
  CookiePolicyButton: 'cookie-policy-button',
  /** The older social block (icons and names together): still drawn where saved, no longer offered. */
  SocialDeprecated: 'social',
  /** The detail templates' own blocks (detail-blocks.ts), each drawing a part of the item the page shows. */
  InventoryImage: 'inventory-image',
  InventoryMeta: 'inventory-meta',
  ArtistName: 'artist-name',
  ArtistCoverImage: 'artist-cover-image',
  ArtistMetaText: 'artist-meta-text',
  TabbedBiography: 'tabbed-biography',
  ArtistBiography: 'artist-biography',
  ArtistExhibitions: 'artist-exhibitions',
  ShowTitle: 'show-title',
  ShowImage: 'show-image',
  ShowDescription: 'show-description',
  ShowArtists: 'show-artists',
  ShowGrid: 'show-grid',
  BlogPostTitle: 'blog-post-title',
  BlogPostContent: 'blog-post-content',
  /** The search results page's own blocks (search-blocks.ts); the results list is named above, with the lists. */
  SearchMeta: 'search-meta',
  /** The password page's own block (password-page.ts): the form a protected page asks for its password with. */
  PasswordForm: 'password-form',
  /** The artwork cell templates' own blocks (cell-templates.ts): the parts of an artwork's cell in a list. */
  InventoryCellImage: 'inventory-cell-image',
  InventoryCellTitle: 'inventory-cell-title',
  InventoryCellArtist: 'inventory-cell-artist',
  InventoryCellDate: 'inventory-cell-date',
  InventoryCellPrice: 'inventory-cell-price',
  /** The artist, exhibition and blog post cell templates' own blocks (cell-templates.ts). */
  ArtistCellImage: 'artist-cell-image',
  ArtistCellName: 'artist-cell-name',
  ArtistCellFacts: 'artist-cell-facts',
  ShowCellImage: 'show-cell-image',
  ShowCellTitle: 'show-cell-title',
  ShowCellDates: 'show-cell-dates',
  BlogCellImage: 'blog-cell-image',
  BlogCellTitle: 'blog-cell-title',
  BlogCellDate: 'blog-cell-date',
  BlogCellExcerpt: 'blog-cell-excerpt',
  /** The representative cell template's (the Gallery Cell's) own blocks (cell-templates.ts). */
  RepresentativeCellImage: 'representative-cell-image',
  RepresentativeCellCompany: 'representative-cell-company',
  RepresentativeCellAddress: 'representative-cell-address',
  RepresentativeCellPhone: 'representative-cell-phone',
  RepresentativeCellWebsite: 'representative-cell-website',
  /** The search result cell templates' own blocks (cell-templates.ts), one set for the four kinds of result. */
  SearchCellImage: 'search-cell-image',
  SearchCellType: 'search-cell-type',
  SearchCellTitle: 'search-cell-title',
  SearchCellFacts: 'search-cell-facts',
  SearchCellText: 'search-cell-text',
} as const;
export type BlockTypeValue = (typeof BlockType)[keyof typeof BlockType];

/** The root of a page body: not a block, but a container with rules of its own. */
export const PAGE_ROOT = 'page' as const;

/** The root of a header or footer part's own blocks: no lists or page-level containers there. */
export const PART_ROOT = 'site-part' as const;
