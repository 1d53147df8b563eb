import type { ArtistListQuery, InventoryListQuery } from '../../schema/api/content';
import type { BlogListQuery, PublicMediaListQuery, RepresentativeListQuery, ShowListQuery } from '../../schema/api/lists';
import type { ContentKind } from '../../schema/list-layouts';
import type { DataSource, ListResponse } from './source';

/**
 * One page of any content list, asked of any DataSource: the server's for the first page of every list
 * before rendering, the builder's for its previews, the browser's for further pages.
 */
export type ListRequest =
  | { kind: 'inventory'; query: InventoryListQuery }
  | { kind: 'artists'; query: ArtistListQuery }
  | { kind: 'shows'; query: ShowListQuery }
  | { kind: 'blogs'; query: BlogListQuery }
  | { kind: 'media'; query: PublicMediaListQuery }
  | { kind: 'representatives'; query: RepresentativeListQuery };

/** The request for the page at another offset. */
export function atOffset<R extends ListRequest>(request: R, offset: number, limit?: number): R {
  return { ...request, query: { ...request.query, offset, ...(limit ? { limit } : {}) } };
}

export function fetchList(source: DataSource, request: ListRequest): Promise<ListResponse> {
  switch (request.kind) {
    case 'inventory':
      return source.listInventory(request.query);
    case 'artists':
      return source.listArtists(request.query);
    case 'shows':
      return source.listShows(request.query);
    case 'blogs':
      return source.listBlogs(request.query);
    case 'media':
      return source.listMedia(request.query);
    case 'representatives':
      return source.listRepresentatives(request.query);
  }
}

/** The items of a list page, whichever kind it is. */
export function itemsOf(response: ListResponse): unknown[] {
  if ('inventory' in response) return response.inventory;
  if ('artists' in response) return response.artists;
  if ('shows' in response) return response.shows;
  if ('blogs' in response) return response.blogs;
  if ('media' in response) return response.media;
  return response.representatives;
}

/** Which kind a response holds; lets a block check it was given the list it asked for. */
export function kindOf(response: ListResponse): ContentKind {
  if ('inventory' in response) return 'inventory';
  if ('artists' in response) return 'artists';
  if ('shows' in response) return 'shows';
  if ('blogs' in response) return 'blogs';
  if ('media' in response) return 'media';
  return 'representatives';
}
