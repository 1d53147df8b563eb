import { createContext, useContext } from 'react';
import type { InventoryItem, InventoryListQuery, InventoryListResponse } from '../../schema';

/**
 * Where blocks get content. The server implements it over the database for SSR; the browser over
 * /api; the builder with sample data. Blocks never call fetch themselves.
 */
export interface DataSource {
  listInventory(query: InventoryListQuery): Promise<InventoryListResponse>;
  getInventory(inventoryId: number): Promise<InventoryItem | null>;
}

/** Data resolved before rendering, so server rendering is synchronous: list results keyed by block id. */
export interface PageData {
  lists: Record<string, InventoryListResponse>;
}

export const EMPTY_PAGE_DATA: PageData = { lists: {} };

export const PageDataContext = createContext<PageData>(EMPTY_PAGE_DATA);

export function useListData(blockId: string): InventoryListResponse | undefined {
  return useContext(PageDataContext).lists[blockId];
}
