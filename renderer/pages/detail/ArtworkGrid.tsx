import type { CSSProperties } from 'react';
import type { InventoryItem, InventoryListQuery } from '../../../schema/api/content';
import { InventoryCard } from '../../blocks/InventoryList/InventoryCard';
import { Island } from '../../islands/Island';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';

/**
 * Works on a detail page, drawn with the inventory list's own cells. With `more`, further pages load
 * in the browser as the list's do (the island over /api/inventory). `oneArtist` leaves the artist's
 * name off cells that all share it (an artist's works, more by the same artist), as artist sites do.
 */
export function ArtworkGrid({ items, columns, more, oneArtist = false }: { items: InventoryItem[]; columns: number; more?: InventoryListQuery | null; oneArtist?: boolean }) {
  const site = useSite();
  const linkParams = useLinkParams();
  const artistSite = isArtistSite(site) || oneArtist;
  return (
    <>
      <ul className="inventory-grid" style={{ '--columns': String(columns) } as CSSProperties}>
        {items.map((item) => (
          <li key={item.id}>
            <InventoryCard item={item} isArtistSite={artistSite} linkParams={linkParams} columns={columns} />
          </li>
        ))}
      </ul>
      {more && <Island name="InventoryListMore" props={{ query: more, columns, isArtistSite: artistSite, linkParams }} />}
    </>
  );
}
