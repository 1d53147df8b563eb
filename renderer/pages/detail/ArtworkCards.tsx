import type { CSSProperties } from 'react';
import type { InventoryListQuery } from '../../../schema/api/content';
import { tabletColumns } from '../../../schema/list-paging';
import type { InventoryCardItem } from '../../blocks/InventoryList/card-item';
import type { CellPart } from '../../../schema/cell-templates';
import { ArtworkCell } from '../../blocks/lists/inventory-cell-parts';
import { InventoryListMore } from '../../blocks/InventoryList/InventoryListMore';
import { DETAIL_MODAL_ATTRIBUTE, openDetailOnClick } from '../../detail-modal/trigger';
import type { LinkParams } from '../../site/links';

export interface ArtworkCardsProps {
  /** What each cell shows (card-item.ts), not the whole works: an island carries these to the browser. */
  items: InventoryCardItem[];
  columns: number;
  /** Leaves the artist's name off the cells (artist sites, or works that all share one). */
  isArtistSite: boolean;
  linkParams: LinkParams;
  /** Visitors of a block with detailDisplay 0: a work opens in the detail modal, over the page. */
  detailModal?: boolean;
  /**
   * With detailDisplay 0, the query of the works after these: their pages load inside the modal's
   * list, so Previous and Next walk them too.
   */
  more?: InventoryListQuery;
  /** The grid cell template's parts, where the site has set it. */
  cell?: CellPart[];
}

/**
 * Works in a grid of the inventory list's cells, from props alone: the server renders it, and where its
 * works open in the detail modal it is an island whose root takes the clicks (detail-modal/trigger.ts).
 */
export function ArtworkCards({ items, columns, isArtistSite, linkParams, detailModal = false, more, cell }: ArtworkCardsProps) {
  const grid = (
    <ul className="inventory-grid" style={{ '--columns': String(columns), '--tablet-columns': String(tabletColumns(columns)) } as CSSProperties}>
      {items.map((item) => (
        <li key={item.inventoryId}>
          <ArtworkCell item={item} parts={cell} isArtistSite={isArtistSite} linkParams={linkParams} columns={columns} />
        </li>
      ))}
    </ul>
  );
  if (!detailModal) return grid;
  return (
    <div className="artwork-cards" {...{ [DETAIL_MODAL_ATTRIBUTE]: '' }} onClick={openDetailOnClick}>
      {grid}
      {more && <InventoryListMore query={more} columns={columns} isArtistSite={isArtistSite} linkParams={linkParams} {...(cell ? { cell } : {})} />}
    </div>
  );
}
