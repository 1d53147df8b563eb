import { useEffect, useRef, useState } from 'react';
import type { InventoryListQuery } from '../../../schema/api/content';
import { browserStorage } from '../../commerce/cart-storage';
import { useDataSource } from '../../data/context';
import { FilterText, ListText, SiteText } from '../../texts';
import { ContentList, type ContentListProps } from '../lists/ContentList';
import { INVENTORY_CELL } from '../lists/inventory-cell';
import { FilterBar } from './FilterBar';
import { EMPTY_FILTERS, filteredQuery, hasActiveFilters, readStoredFilters, storeFilters, type InventoryFilters } from './filters';

/** The spec's debounce of filter input (§9). */
export const FILTER_DEBOUNCE_MS = 1000;

export interface InventoryFilterListProps {
  /** Where the visitor's filters are kept (filtersStorageKey). */
  storageKey: string;
  /** The block's own first-page query, which the filters narrow. */
  query: InventoryListQuery;
  /** The list as the block draws it without filters: its layouts, columns and first page. */
  list: ContentListProps;
  /** The states the site's artists are in, the artist state filter's options (none: no such filter). */
  artistStates?: string[];
}

interface Shown {
  items: unknown[];
  hasMore: boolean;
  query: InventoryListQuery;
  /** Counts loads: each starts the list (and its paging) afresh. */
  generation: number;
}

/**
 * Island: an inventory list with the visitor filter bar (spec §4, §9). A change waits for the visitor
 * to pause (1000 ms; Enter applies at once), then the list starts again from its first page through
 * the DataSource, in the layouts the block has. The filters are kept in local storage and put back on
 * the next visit. The server renders it unfiltered; stored filters apply once it runs in the browser.
 */
export function InventoryFilterList({ storageKey, query, list, artistStates = [] }: InventoryFilterListProps) {
  const source = useDataSource();
  const [filters, setFilters] = useState<InventoryFilters>(EMPTY_FILTERS);
  const [shown, setShown] = useState<Shown>({ items: list.items, hasMore: list.hasMore, query, generation: 0 });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const appliedKey = useRef(JSON.stringify(query));
  const request = useRef(0);
  const isArtistSite = list.cell.isArtistSite;

  const apply = async (next: InventoryFilters) => {
    clearTimeout(timer.current);
    storeFilters(browserStorage(), storageKey, next);
    const nextQuery = hasActiveFilters(next) ? filteredQuery(query, next, isArtistSite) : query;
    const key = JSON.stringify(nextQuery);
    if (key === appliedKey.current || !source) return;
    appliedKey.current = key;
    const id = ++request.current;
    setFailed(false);
    if (nextQuery === query) {
      setShown({ items: list.items, hasMore: list.hasMore, query, generation: id });
      setLoading(false);
      return;
    }
    setLoading(true);
    try {
      const first = await source.listInventory(nextQuery);
      if (id === request.current) setShown({ items: first.inventory.map(INVENTORY_CELL.compact), hasMore: first.hasMore, query: nextQuery, generation: id });
    } catch {
      if (id === request.current) {
        appliedKey.current = '';
        setFailed(true);
      }
    } finally {
      if (id === request.current) setLoading(false);
    }
  };

  const change = (next: InventoryFilters) => {
    setFilters(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void apply(next), FILTER_DEBOUNCE_MS);
  };

  useEffect(() => {
    const stored = readStoredFilters(browserStorage(), storageKey, artistStates);
    if (hasActiveFilters(stored)) {
      setFilters(stored);
      void apply(stored);
    }
    return () => clearTimeout(timer.current);
    // Once, on arrival: later changes go through change() and apply().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filtered = shown.query !== query;
  return (
    <div className="inventory-filters">
      <FilterBar
        idBase={`${list.idBase}-filters`}
        filters={filters}
        baseStatus={query.status === 5 ? 5 : 0}
        artistStates={artistStates}
        isArtistSite={isArtistSite}
        onChange={change}
        onCommit={() => void apply(filters)}
        onClear={() => {
          setFilters(EMPTY_FILTERS);
          void apply(EMPTY_FILTERS);
        }}
      />
      <p className="filter-status" role="status">
        {loading ? SiteText.loading : ''}
      </p>
      {failed && (
        <p className="form-error" role="alert">
          {ListText.loadFailed}
        </p>
      )}
      {shown.items.length === 0 && !loading && filtered && <p className="filter-empty">{FilterText.noResults(shown.query.q ?? '')}</p>}
      {shown.items.length > 0 && (
        <div aria-busy={loading}>
          <ContentList key={shown.generation} {...list} items={shown.items} hasMore={shown.hasMore} next={{ kind: 'inventory', query: shown.query }} />
        </div>
      )}
    </div>
  );
}

export default InventoryFilterList;
