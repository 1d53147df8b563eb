/** The editor's hand-written controls, by the name a `custom` field gives. */
export const CustomControl = {
  /** The image block's picture: chosen from the media library, its alt text taken when the block has none. */
  ImageBlock: 'image-block',
  /** A list's source (all, a chosen list, by tags) with its list and tags. */
  ListSource: 'list-source',
  /** An inventory list's type and, for types that have them, subtype. */
  InventoryType: 'inventory-type',
  /** One of the site's artists, or any. */
  Artist: 'artist',
  /** An artists list's sort: the owner's order, or by name either way. */
  ArtistSort: 'artist-sort',
  /** An inventory list's sort, as the filter bar names them. */
  InventorySort: 'inventory-sort',
  /** A list's layouts, the one shown first and how its slideshow moves. */
  Layouts: 'layouts',
  /** The tabs of a tabs block: add, rename, reorder by drag, remove. */
  Tabs: 'tabs',
  /** The pictures of an image gallery, from the media library, in order. */
  GalleryImages: 'gallery-images',
  /** The platforms a social block shows, from the site's social profiles. */
  SocialPlatforms: 'social-platforms',
  /** A text block's rich text: the same editor as on the canvas, with its formatting toolbar. */
  RichText: 'rich-text',
} as const;
