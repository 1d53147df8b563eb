import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { InventoryListQuery } from '../../../schema/api/content';
import { tabletColumns } from '../../../schema/list-paging';
import { useDataSource } from '../../data/context';
import type { LinkParams } from '../../site/links';
import { CommerceText, SiteText } from '../../texts';
import { inventoryCardItem, type InventoryCardItem } from './card-item';
import type { CellPart } from '../../../schema/cell-templates';
import { ArtworkCell } from '../lists/inventory-cell-parts';

export interface InventoryListMoreProps {
  /** The query of the page after the server-rendered one (offset already advanced). */
  query: InventoryListQuery;
  columns: number;
  isArtistSite: boolean;
  linkParams: LinkParams;
  /** The grid cell template's parts, where the site has set it. */
  cell?: CellPart[];
}

/**
 * Island that appends further pages of an inventory list in the browser, when the button scrolls into
 * view or is pressed. Data comes from the injected DataSource (over /api/inventory), never a fetch here.
 */
export function InventoryListMore({ query, columns, isArtistSite, linkParams, cell }: InventoryListMoreProps) {
  const source = useDataSource();
  const [items, setItems] = useState<InventoryCardItem[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offset = useRef(query.offset);
  const busy = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  const load = async () => {
    if (!source || busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    try {
      const page = await source.listInventory({ ...query, offset: offset.current });
      offset.current += page.inventory.length;
      setItems((before) => [...before, ...page.inventory.map(inventoryCardItem)]);
      setHasMore(page.hasMore && page.inventory.length > 0);
    } catch {
      setError(CommerceText.checkoutFallbackError);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  useEffect(() => {
    const target = button.current;
    if (!target || !hasMore || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load();
    }, { rootMargin: '400px' });
    observer.observe(target);
    return () => observer.disconnect();
  });

  return (
    <div className="inventory-more">
      {items.length > 0 && (
        <ul className="inventory-grid" style={{ '--columns': String(columns), '--tablet-columns': String(tabletColumns(columns)) } as CSSProperties}>
          {items.map((item) => (
            <li key={item.inventoryId}>
              <ArtworkCell item={item} parts={cell} isArtistSite={isArtistSite} linkParams={linkParams} columns={columns} />
            </li>
          ))}
        </ul>
      )}
      {error && <p className="form-error" role="alert">{error}</p>}
      {hasMore && (
        <button ref={button} type="button" className="button button--secondary" onClick={() => void load()} disabled={loading} aria-busy={loading}>
          {loading ? SiteText.loading : SiteText.loadMore}
        </button>
      )}
    </div>
  );
}

export default InventoryListMore;
