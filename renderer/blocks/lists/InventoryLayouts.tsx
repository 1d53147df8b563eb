import type { InventoryListResponse } from '../../../schema/api/content';
import type { InventoryListConfig } from '../../../schema/catalogue';
import type { ListRequest } from '../../data/lists';
import { useListPage } from '../../data/use-list-page';
import type { LinkParams } from '../../site/links';
import { ListText } from '../../texts';
import { inventoryListQuery } from '../InventoryList/query';
import type { RenderMode } from '../types';
import { useListContext, type ListContext } from './list-context';
import { ListView } from './ListView';

/** The inventory list's first page as a list request: visitors' page of 30, the builder's columns x 3 of the site's own works. */
export function inventoryListRequest(config: InventoryListConfig, mode: RenderMode, context: ListContext = {}): ListRequest & { kind: 'inventory' } {
  return { kind: 'inventory', query: inventoryListQuery(config, mode, context) };
}

/**
 * An inventory list block's first page: the one the server resolved for visitors, or in the builder the
 * site's own works loaded through the builder's DataSource.
 */
export function useInventoryPage(blockId: string, config: InventoryListConfig, mode: RenderMode): { data: InventoryListResponse | undefined; loading: boolean } {
  const { response, loading } = useListPage(blockId, inventoryListRequest(config, mode, useListContext()), mode);
  return { data: response && 'inventory' in response ? response : undefined, loading };
}

export interface InventoryLayoutsProps {
  id: string;
  config: InventoryListConfig;
  mode: RenderMode;
  page: InventoryListResponse;
  isArtistSite: boolean;
  linkParams: LinkParams;
}

/**
 * An inventory list's works in the layouts it has switched on (grid, slideshow, waterfall, horizontal
 * masonry), with the tabs and further pages every content list has.
 */
export function InventoryLayouts({ id, config, mode, page, isArtistSite, linkParams }: InventoryLayoutsProps) {
  const context = useListContext();
  return (
    <ListView
      id={id}
      kind="inventory"
      mode={mode}
      config={config}
      items={page.inventory}
      hasMore={page.hasMore}
      request={inventoryListRequest(config, mode, context)}
      label={ListText.kinds.inventory}
      cell={{ linkParams, isArtistSite, dateStyle: 'raw' }}
    />
  );
}
