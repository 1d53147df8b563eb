/** Enumerations from the specification, defined once and imported everywhere else. */

export const PageType = {
  Custom: 0,
  Portfolio: 1,
  Artists: 2,
  Exhibitions: 3,
  Press: 4,
  Contact: 5,
  ExternalLink: 6,
  Home: 7,
  Group: 8,
} as const;
export type PageType = (typeof PageType)[keyof typeof PageType];

/** userType 1 is an artist site; anything else is a gallery site. */
export const UserType = { Gallery: 0, Artist: 1 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** Where the cookie notice sits on the visitor's screen: top, middle or bottom, then left, centre or right. */
export const COOKIE_NOTICE_POSITIONS = ['tl', 'tc', 'tr', 'ml', 'mc', 'mr', 'bl', 'bc', 'br'] as const;
export type CookieNoticePosition = (typeof COOKIE_NOTICE_POSITIONS)[number];
/** The spec names no default; bottom centre covers the least of the page on any screen. */
export const DEFAULT_COOKIE_NOTICE_POSITION: CookieNoticePosition = 'bc';
export const COOKIE_NOTICE_POSITION_LABELS: Record<CookieNoticePosition, string> = {
  tl: 'Top left',
  tc: 'Top centre',
  tr: 'Top right',
  ml: 'Middle left',
  mc: 'Middle centre',
  mr: 'Middle right',
  bl: 'Bottom left',
  bc: 'Bottom centre',
  br: 'Bottom right',
};

/** The subscribe popup's delay as stored (milliseconds), and the spec's cap on the wait visitors get. */
export const POPUP_DELAY_MAX_MS = 60_000;
export const POPUP_DELAY_CAP_MS = 5_000;

/**
 * The virtual install's depth threshold (storefront spec §2: hidden when depth exceeds a configured
 * threshold), in inches: the product's default, and the deepest an owner may set (a wall shows a flat
 * work truly, a deep sculpture or a piece of furniture it does not).
 */
export const VIRTUAL_INSTALL_DEPTH_DEFAULT_IN = 12;
export const VIRTUAL_INSTALL_DEPTH_MAX_IN = 120;

export const InventoryType = {
  Artwork: 0,
  Merchandise: 1,
  Jewelry: 5,
  Furniture: 6,
  Lighting: 7,
  Decor: 8,
} as const;
export type InventoryType = (typeof InventoryType)[keyof typeof InventoryType];

export const InventorySubType = {
  Ring: 0,
  Necklace: 1,
  Bracelet: 2,
  Watch: 3,
  Earrings: 4,
  Cufflinks: 5,
  Brooches: 6,
  Other: 7,
  Chair: 8,
  Sofa: 9,
  Bench: 10,
  Storage: 11,
  Table: 12,
  WallLightAndSconce: 13,
  TableLamp: 14,
  FloorLamp: 15,
  ChandelierPendant: 16,
  RugAndCarpet: 17,
  DecorativeObject: 18,
  Mirror: 19,
  Sculpture: 20,
  Candle: 21,
  Tableware: 22,
} as const;
export type InventorySubType = (typeof InventorySubType)[keyof typeof InventorySubType];

export const SearchType = { Inventory: 0, Artist: 1, Blog: 2, Show: 3 } as const;
export type SearchType = (typeof SearchType)[keyof typeof SearchType];

/** Edition kinds: a unique original or one of a numbered edition. */
export const EditionType = { Original: 0, NumberedEdition: 1 } as const;
export type EditionType = (typeof EditionType)[keyof typeof EditionType];

/** Dimension units: metric value 0 = in, 1 = cm, 2 = ft. */
export const DimensionUnit = { Inches: 0, Centimeters: 1, Feet: 2 } as const;
export type DimensionUnit = (typeof DimensionUnit)[keyof typeof DimensionUnit];

/** Themes, compared in lower case. */
export const THEMES = ['arizona', 'classic', 'francisco', 'mariana', 'nashville', 'novara', 'piedmont', 'sydney'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Image widths the product requests from /img. */
export const IMAGE_WIDTHS = [1920, 1600, 1366, 1024, 768, 640, 320] as const;

/** Default list page size. */
export const DEFAULT_PAGE_SIZE = 30;

/** The social profiles a site can link to, in the spec's order, with the names visitors see. */
export const SOCIAL_NETWORKS = ['artCloud', 'pinterest', 'bluesky', 'twitter', 'instagram', 'facebook', 'artsy', 'artnet', 'firstDibs', 'houzz', 'youTube', 'linkedIn', 'tikTok', 'vimeo', 'whatsApp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  artCloud: 'ArtCloud',
  pinterest: 'Pinterest',
  bluesky: 'Bluesky',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  facebook: 'Facebook',
  artsy: 'Artsy',
  artnet: 'artnet',
  firstDibs: '1stDibs',
  houzz: 'Houzz',
  youTube: 'YouTube',
  linkedIn: 'LinkedIn',
  tikTok: 'TikTok',
  vimeo: 'Vimeo',
  whatsApp: 'WhatsApp',
};

/**
 * Where a work in a list opens (spec §2: "Inventory detail opens as a modal when detailDisplay is 0,
 * otherwise it navigates to the art page").
 */
export const DetailDisplay = { Modal: 0, Page: 1 } as const;
export type DetailDisplay = (typeof DetailDisplay)[keyof typeof DetailDisplay];

/** Show status filter: which exhibitions a list shows, by their dates against today. */
export const ShowStatus = { All: 0, Current: 1, Upcoming: 2, Past: 4, CurrentAndUpcoming: 5 } as const;
export type ShowStatus = (typeof ShowStatus)[keyof typeof ShowStatus];
