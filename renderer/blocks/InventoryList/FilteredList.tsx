import { useContext, type ReactNode } from 'react';
import type { InventoryListResponse } from '../../../schema/api/content';
import type { InventoryListConfig } from '../../../schema/catalogue';
import { PageDataContext } from '../../data/source';
import { Island } from '../../islands/Island';
import type { LinkParams } from '../../site/links';
import { ListText } from '../../texts';
import { inventoryListRequest } from '../lists/InventoryLayouts';
import { useListContext } from '../lists/list-context';
import { INVENTORY_CELL } from '../lists/inventory-cell';
import { contentListProps, useCellTemplates } from '../lists/ListView';
import { FilterBar } from './FilterBar';
import { EMPTY_FILTERS, filtersStorageKey } from './filters';

export interface FilteredInventoryListProps {
  id: string;
  config: InventoryListConfig;
  subdomain: string;
  title: ReactNode;
  titleId: string;
  page: InventoryListResponse;
  isArtistSite: boolean;
  linkParams: LinkParams;
}

/**
 * A visitor's inventory list with the filter bar: the bar and the list in its layouts are one island,
 * so a filter can draw the list afresh.
 */
export function FilteredInventoryList({ id, config, subdomain, title, titleId, page, isArtistSite, linkParams }: FilteredInventoryListProps) {
  const request = inventoryListRequest(config, 'visitor', useListContext());
  const artistStates = useContext(PageDataContext).artistStates ?? [];
  const templates = useCellTemplates('inventory');
  const list = contentListProps({
    id,
    kind: 'inventory',
    mode: 'visitor',
    config,
    items: page.inventory.map(INVENTORY_CELL.compact),
    hasMore: page.hasMore,
    request,
    label: ListText.kinds.inventory,
    cell: { linkParams, isArtistSite, dateStyle: 'raw', ...(templates ? { templates } : {}) },
  });
  return (
    <section className="block-inventory-list" aria-labelledby={title ? titleId : undefined}>
      {title}
      <Island name="InventoryFilterList" props={{ storageKey: filtersStorageKey(subdomain, id), query: request.query, list, ...(artistStates.length ? { artistStates } : {}) }} />
    </section>
  );
}

const ignore = () => undefined;

/** The filter bar as the owner sees it in the builder: drawn, but inert (the builder loads no lists through it). */
export function FilterBarPreview({ blockId, isArtistSite }: { blockId: string; isArtistSite: boolean }) {
  const artistStates = useContext(PageDataContext).artistStates ?? [];
  return (
    <div inert className="filter-bar-preview">
      <FilterBar idBase={`list-${blockId}-filters`} filters={EMPTY_FILTERS} baseStatus={0} artistStates={artistStates} isArtistSite={isArtistSite} onChange={ignore} onCommit={ignore} onClear={ignore} />
    </div>
  );
}
