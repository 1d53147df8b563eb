import type { Artist, Blog, InventoryItem, InventoryListQuery, InventoryListResponse, Show } from '../../../schema';

/**
 * The content detail screens (spec §2 Content screens) as the server resolves them: everything a
 * page shows comes with its route, so rendering stays synchronous.
 */

/** /art/{inventoryId}: an artwork, and other works by its artist. */
export interface ArtRoute {
  kind: 'art';
  item: InventoryItem;
  related?: InventoryItem[];
  /** Drawn for the inventory detail modal ('?view=modal'), with the modal's template rather than the page's. */
  modal?: boolean;
}

/** /artist/{artistId}: the artist page, or the profile on artist sites. */
export interface ArtistRoute {
  kind: 'artist';
  artist: Artist;
  /** The first page of the artist's works, and the query that continues it in the browser. */
  artworks: InventoryListResponse;
  artworksQuery: InventoryListQuery;
  shows: Show[];
}

/** /show/{showId}: an exhibition with its works, in the show's order. */
export interface ShowRoute {
  kind: 'show';
  show: Show;
  /** The first page of the show's works (a visitor's page of 30; the builder's preview). */
  artworks: InventoryItem[];
  /** More works follow the first page, for the browser to load over /api/inventory?showId; absent, none do. */
  artworksHasMore?: boolean;
}

/** /post/{blogId}: a published blog post, and the page the link back goes to (the blog's page, else home). */
export interface PostRoute {
  kind: 'post';
  post: Blog;
  back: { pageId: string; title: string; slug: string } | null;
}

export type DetailRoute = ArtistRoute | ShowRoute | PostRoute;

/** Every page drawn with a detail template. */
export type TemplateRoute = ArtRoute | DetailRoute;
