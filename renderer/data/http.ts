import type { InventoryItem, InventoryListQuery, InventoryListResponse } from '../../schema/api/content';
import type { DataSource } from './source';

export interface HttpDataSourceOptions {
  /** The site's subdomain, sent as ?sub= so the API answers for the right site on any host. */
  sub: string;
  /** Prefix for /api paths; '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** GET /api/inventory query from a list query: only the fields that are set. */
export function inventoryQueryString(sub: string, query: Partial<InventoryListQuery>): string {
  const params = new URLSearchParams();
  if (sub) params.set('sub', sub);
  for (const [key, value] of Object.entries(query)) {
    if (key === 'sub' || value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** The browser's DataSource: reads content from the site's own API. */
export function createHttpDataSource({ sub, baseUrl = '', fetch: fetchImpl }: HttpDataSourceOptions): DataSource {
  const get = async <T,>(path: string): Promise<T> => {
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    const response = await doFetch(`${baseUrl}${path}`, { headers: { Accept: 'application/json' } });
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
  };
}
