/**
 * The renderer's user-facing texts in one place, so components and tests share them. Texts the spec
 * gives word for word come from schema/messages.ts; the rest are the product's own wording.
 */
export { CommerceText, CardMessage, NotFoundText } from '../schema/messages';

export const BuilderText = {
  emptyText: 'Click to add text',
  emptyImage: 'Click to choose an image',
  emptyColumn: 'Drop blocks here',
  emptyHoverLayer: 'Drop blocks for this state here',
  /** The spec's builder hint for an inventory list without items. */
  emptyInventory: "You haven't added any inventory yet. Once you do, you'll see them here.",
  /** The spec's builder hints for the other content lists without items (§8, completed in the same pattern). */
  emptyArtists: "You haven't added any artists yet. Once you do, you'll see them here.",
  emptyExhibitions: "You haven't added any exhibitions yet. Once you do, you'll see them here.",
  emptyBlogs: "You haven't added any blogs yet. Once you do, you'll see them here.",
  emptyRepresentatives: "You haven't added any representatives yet. Once you do, you'll see them here.",
  emptyMedia: "You haven't added any media yet. Once you do, you'll see them here.",
  /** The spec's hint (§8) for a recently viewed block on a site with no works shown. */
  emptyRecentlyViewed: 'You must have at least one inventory shown on your website to configure the Recently Viewed block.',
  /** A detail template's block with nothing to draw for the item the builder shows. */
  detailEmpty: (label: string) => `${label}: nothing to show for this item.`,
  /** The classic theme draws the cover in the title's banner, so the cover block shows nothing there. */
  coverInBanner: 'In this theme the cover picture shows behind the title.',
  /** A cell template's artist part on an artist's site, where every work is the artist's. */
  cellArtistOnArtistSite: 'On an artist’s site the cells leave the artist’s name out.',
  /** Over a line items block's own parts in the builder: they show on each of its lines. */
  cartLineParts: 'On every line:',
  emptyCartLineParts: 'Drop a Quantity Input or a Remove Button here to show it on every line.',
} as const;

export const SiteText = {
  skipToMain: 'Skip To Main Content',
  mainNavigation: 'Main',
  menu: 'Menu',
  closeMenu: 'Close menu',
  socialLinks: 'Follow us',
  quickLinks: 'Quick links',
  /** The builder's stand-in where a site has neither a logo nor a name (the spec's words). */
  noLogoSet: '[No Logo Set]',
  openingHours: 'Opening hours',
  contact: 'Contact',
  customFooterCode: 'Site code',
  home: 'Home',
  cart: 'Cart',
  loading: 'Loading...',
  loadMore: 'Load more',
  copyright: (year: number, company: string) => `© ${year} ${company}`.trim(),
  notFoundTitle: 'Page Not Found',
  cartTitle: 'Shopping Cart',
} as const;

/** Artwork status stickers, in the spec's priority order: sold, then on hold, then inactive. */
export const StatusText = {
  sold: 'Sold',
  onHold: 'On Hold',
  inactive: 'Unavailable',
} as const;

export const ArtworkText = {
  editions: 'Editions',
  dimensions: 'Dimensions',
  medium: 'Medium',
  date: 'Date',
  chooseEdition: 'Choose an edition',
  addToCart: 'Add To Cart',
  close: 'Close',
} as const;

export const CartText = {
  remove: 'Remove',
  quantity: 'Quantity',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  promo: 'Promo code',
  checkoutHeading: 'Checkout',
  shippingHeading: 'Shipping address',
  paymentHeading: 'Payment',
  orderSummary: 'Order summary',
  checkoutUnavailable: 'Online checkout is not available on this site. Please contact the gallery to purchase.',
  noScript: 'Please turn on JavaScript to see your cart and check out.',
  processing: 'Processing your payment…',
} as const;

/** The artist, exhibition and blog post pages; Artworks, Biography, Read More and Show Less are the spec's words. */
export const DetailText = {
  artworks: 'Artworks',
  biography: 'Biography',
  curriculumVitae: 'CV',
  artistSections: 'Artist',
  exhibitions: 'Exhibitions',
  artists: 'Artists',
  installationViews: 'Installation Views',
  readMore: 'Read More',
  showLess: 'Show Less',
  moreByArtist: (name: string) => `More by ${name}`,
  moreWorks: 'More Works',
  backTo: (title: string) => `Back to ${title}`,
  pictures: (title: string) => `Pictures of ${title}`,
} as const;

/** The content lists' own controls: layout tabs, slideshow buttons, paging. */
export const ListText = {
  layouts: 'Layouts',
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  slideOf: (n: number, total: number) => `${n} of ${total}`,
  loadFailed: 'The list could not be loaded. Please try again.',
  website: 'Website',
  phone: 'Phone',
  /** A list's name for its tabs and slideshow when it has no title. */
  kinds: { inventory: 'Artworks', artists: 'Artists', shows: 'Exhibitions', blogs: 'News', media: 'Media', representatives: 'Representatives' },
} as const;

/** The inventory detail modal (spec §2): a work over its list, with the list's previous and next. */
export const DetailModalText = {
  close: 'Close',
  previous: 'Previous artwork',
  next: 'Next artwork',
  /** The dialog's name until the work's own title has come. */
  label: 'Artwork',
  loadFailed: 'The artwork could not be loaded.',
  openPage: 'Open its page',
} as const;

/** The inventory list's visitor filter bar (spec §9): the spec's own words for its options. */
export const FilterText = {
  bar: 'Filter artworks',
  search: 'Search',
  color: 'Color',
  colors: { red: 'Red', orange: 'Orange', yellow: 'Yellow', green: 'Green', blue: 'Blue', purple: 'Purple', black: 'Black', white: 'White' },
  anyColor: 'Any color',
  medium: 'Medium',
  price: 'Price',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  priceHint: 'Digits and one decimal point; press Enter to apply.',
  size: 'Size',
  sizes: { small: 'Small (0-12 in)', medium: 'Medium (12-30 in)', large: 'Large (30 in and over)' },
  status: 'Status',
  statusAll: 'Show All',
  statusAvailable: 'Only Available',
  /** The artist state filter (spec §3 filter values: artistState); its options are the states of the site's artists. */
  artistState: 'Artist State',
  anyArtistState: 'Any state',
  sort: 'Sort',
  sorts: {
    default: 'Default',
    priceAsc: 'Price: Low to High',
    priceDesc: 'Price: High to Low',
    artistAsc: 'Artist A-Z',
    artistDesc: 'Artist Z-A',
    titleAsc: 'Title A-Z',
    titleDesc: 'Title Z-A',
  },
  clear: 'Clear filters',
  /** The spec's no-hits words for inventory, with ': term' when a search term was typed. */
  noResults: (term: string) => `No inventory matching your search term${term ? `: ${term}` : ''}`,
} as const;

/** Site search: the header's search bar and the search page (spec §2 Link shapes, §1, §8). */
export const SearchText = {
  /** The header search bar's placeholder and button. */
  placeholder: 'Search by keyword, artist name, artwork title or exhibition',
  button: 'Search',
  /** The search page's own field: artist sites have no artists to find. */
  placeholderArtworks: 'Search for artwork',
  placeholderArtworksAndArtists: 'Search for artwork & artists',
  openBar: 'Search',
  /** The two search landmarks' names. */
  barLabel: 'Site search',
  pageFormLabel: 'Search this site',
  /** The search block's landmark, apart from the header's bar. */
  blockLabel: 'Search',
  title: 'Search',
  fieldLabel: 'Search the site',
  tabsLabel: 'Kinds of results',
  tabs: { all: 'All', artists: 'Artists', blogs: 'Blogs', inventory: 'Inventory', exhibitions: 'Exhibitions' },
  /** What each result is, by search type (Inventory 0, Artist 1, Blog 2, Show 3). */
  kinds: ['Artwork', 'Artist', 'Blog', 'Exhibition'],
  /** The spec's no-hits words, each tab with its own noun, the term appended after ': '. */
  noResults: (noun: 'results' | 'artists' | 'blogs' | 'inventory' | 'exhibitions', term: string) => `No ${noun} matching your search term: ${term}`,
} as const;
