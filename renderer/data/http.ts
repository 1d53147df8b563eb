import type { ArtistListQuery, ArtistListResponse, InventoryItem, InventoryListQuery, InventoryListResponse } from '../../schema/api/content';
import type {
  BlogListQuery,
  BlogListResponse,
  PublicMediaListQuery,
  PublicMediaListResponse,
  RepresentativeListQuery,
  RepresentativeListResponse,
  ShowListQuery,
  ShowListResponse,
} from '../../schema/api/lists';
import type { SearchQuery, SearchResponse } from '../../schema/api/search';
import type { DataSource } from './source';

export interface HttpDataSourceOptions {
  /** The site's subdomain, sent as ?sub= so the API answers for the right site on any host. */
  sub: string;
  /** Another site of the same owner whose content the page shows (the spec's dataSub), sent with every read. */
  dataSub?: string;
  /** Prefix for /api paths; '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** GET /api/inventory query from a list query: only the fields that are set; lists as indexed keys (medium[0]). */
export function inventoryQueryString(sub: string, query: Partial<InventoryListQuery>): string {
  const params = new URLSearchParams();
  if (sub) params.set('sub', sub);
  for (const [key, value] of Object.entries(query)) {
    if (key === 'sub' || value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((entry, i) => params.set(`${key}[${i}]`, String(entry)));
    else params.set(key, String(value));
  }
  return params.toString();
}

/** A content list's query string: the site, then every field that is set; lists of tags as 'a,b'. */
export function listQueryString(sub: string, query: object): string {
  const params = new URLSearchParams();
  if (sub) params.set('sub', sub);
  for (const [key, value] of Object.entries(query)) {
    if (key === 'sub' || value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** The browser's DataSource: reads content from the site's own API. */
export function createHttpDataSource({ sub, dataSub, baseUrl = '', fetch: fetchImpl }: HttpDataSourceOptions): Required<DataSource> {
  const get = async <T,>(path: string): Promise<T> => {
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    const address = dataSub ? `${path}${path.includes('?') ? '&' : '?'}dataSub=${encodeURIComponent(dataSub)}` : path;
    const response = await doFetch(`${baseUrl}${address}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    listInventory(query: InventoryListQuery): Promise<InventoryListResponse> {
      return get<InventoryListResponse>(`/api/inventory?${inventoryQueryString(sub, query)}`);
    },
    async getInventory(inventoryId: number): Promise<InventoryItem | null> {
      const list = await get<InventoryListResponse>(`/api/inventory?${inventoryQueryString(sub, { inventoryId, limit: 1 })}`);
      return list.inventory[0] ?? null;
    },
    listArtists: (query: ArtistListQuery) => get<ArtistListResponse>(`/api/artists?${listQueryString(sub, query)}`),
    listShows: (query: ShowListQuery) => get<ShowListResponse>(`/api/shows?${listQueryString(sub, query)}`),
    listBlogs: (query: BlogListQuery) => get<BlogListResponse>(`/api/blogs?${listQueryString(sub, query)}`),
    listRepresentatives: (query: RepresentativeListQuery) => get<RepresentativeListResponse>(`/api/representatives?${listQueryString(sub, query)}`),
    listMedia: (query: PublicMediaListQuery) => get<PublicMediaListResponse>(`/api/mediaItems?${listQueryString(sub, query)}`),
    search: (query: SearchQuery) => get<SearchResponse>(`/api/search?${listQueryString(sub, query)}`),
  };
}
