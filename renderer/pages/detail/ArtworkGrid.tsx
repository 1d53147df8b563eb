import type { InventoryItem, InventoryListQuery } from '../../../schema/api/content';
import { inventoryCardItem } from '../../blocks/InventoryList/card-item';
import { useCellTemplates } from '../../blocks/lists/ListView';
import { Island } from '../../islands/Island';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';
import { ArtworkCards } from './ArtworkCards';

/**
 * Works on a detail page, drawn with the inventory list's own cells. With `more`, further pages load
 * in the browser as the list's do (the island over /api/inventory). `oneArtist` leaves the artist's
 * name off cells that all share it (an artist's works, more by the same artist), as artist sites do.
 * With `detailModal` (visitors only) a work opens in the detail modal, so the grid is an island, and its
 * further pages load inside it (the modal walks the works of its own root).
 */
export function ArtworkGrid({
  items,
  columns,
  more,
  oneArtist = false,
  detailModal = false,
}: {
  items: InventoryItem[];
  columns: number;
  more?: InventoryListQuery | null;
  oneArtist?: boolean;
  detailModal?: boolean;
}) {
  const site = useSite();
  const linkParams = useLinkParams();
  const artistSite = isArtistSite(site) || oneArtist;
  const cell = useCellTemplates('inventory')?.inventoryGridCell;
  const cards = { items: items.map(inventoryCardItem), columns, isArtistSite: artistSite, linkParams, ...(cell ? { cell } : {}) };
  return (
    <>
      {detailModal ? <Island name="ArtworkCards" props={{ ...cards, detailModal: true, ...(more ? { more } : {}) }} /> : <ArtworkCards {...cards} />}
      {more && !detailModal && <Island name="InventoryListMore" props={{ query: more, columns, isArtistSite: artistSite, linkParams, ...(cell ? { cell } : {}) }} />}
    </>
  );
}
