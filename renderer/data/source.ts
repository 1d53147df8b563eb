import { createContext, useContext } from 'react';
import type {
  ArtistListQuery,
  ArtistListResponse,
  BlogListQuery,
  BlogListResponse,
  InventoryItem,
  InventoryListQuery,
  InventoryListResponse,
  PublicMediaListQuery,
  PublicMediaListResponse,
  RepresentativeListQuery,
  RepresentativeListResponse,
  SearchQuery,
  SearchResponse,
  ShowListQuery,
  ShowListResponse,
} from '../../schema';

/**
 * Where blocks get content. The server implements it over the database for SSR; the browser over
 * /api; the builder over /api for the open site. Blocks never call fetch themselves.
 */
export interface DataSource {
  listInventory(query: InventoryListQuery): Promise<InventoryListResponse>;
  getInventory(inventoryId: number): Promise<InventoryItem | null>;
  listArtists(query: ArtistListQuery): Promise<ArtistListResponse>;
  listShows(query: ShowListQuery): Promise<ShowListResponse>;
  listBlogs(query: BlogListQuery): Promise<BlogListResponse>;
  listRepresentatives(query: RepresentativeListQuery): Promise<RepresentativeListResponse>;
  listMedia(query: PublicMediaListQuery): Promise<PublicMediaListResponse>;
  /** A search tab's pages: further ones for the search page's island, the first for the builder's search results page template. */
  search?(query: SearchQuery): Promise<SearchResponse>;
}

/** A first page of any content list, as a list block is given it. */
export type ListResponse = InventoryListResponse | ArtistListResponse | ShowListResponse | BlogListResponse | RepresentativeListResponse | PublicMediaListResponse;

/** Data resolved before rendering, so server rendering is synchronous: list results keyed by block id. */
export interface PageData {
  lists: Record<string, ListResponse>;
  /** The names of the artists blocks choose by id (an artist-name button's), keyed by artistId. */
  artistNames?: Record<string, string>;
  /**
   * The states the site's artists with works on show are in, the inventory filter bar's artist state
   * options; read only for a page whose inventory list shows the filter bar.
   */
  artistStates?: string[];
}

export const EMPTY_PAGE_DATA: PageData = { lists: {} };

export const PageDataContext = createContext<PageData>(EMPTY_PAGE_DATA);

export function useListData(blockId: string): InventoryListResponse | undefined {
  const data = useContext(PageDataContext).lists[blockId];
  return data && 'inventory' in data ? data : undefined;
}
