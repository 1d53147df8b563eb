import { useContext, type CSSProperties } from 'react';
import type { InventoryListConfig } from '../../../schema/catalogue';
import { useListData } from '../../data/source';
import { Island } from '../../islands/Island';
import { isArtistSite, SiteRenderContext } from '../../site/context';
import { BuilderText } from '../../texts';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';
import { InventoryCard } from './InventoryCard';
import { inventoryListQuery } from './query';

/**
 * A grid of artworks from the page data resolved before rendering. Visitors never see an empty list;
 * the builder shows the spec's hint instead. Further pages load in the browser through an island.
 */
export function InventoryListBlock({ id, config, mode }: BlockProps<InventoryListConfig>) {
  const data = useListData(id);
  const { site, linkParams } = useContext(SiteRenderContext);
  const items = data?.inventory ?? [];
  const columns = config.columns || 4;
  const titleId = `list-title-${id}`;
  const title = config.title?.trim() ? <h2 id={titleId} className="list-title">{config.title}</h2> : null;

  if (items.length === 0) {
    if (mode !== 'builder') return null;
    return (
      <section className="block-inventory-list">
        {title}
        <BuilderHint>{BuilderText.emptyInventory}</BuilderHint>
      </section>
    );
  }

  const artistSite = isArtistSite(site);
  return (
    <section className="block-inventory-list" aria-labelledby={title ? titleId : undefined}>
      {title}
      <ul className="inventory-grid" style={{ '--columns': String(columns) } as CSSProperties}>
        {items.map((item) => (
          <li key={item.id}>
            <InventoryCard item={item} isArtistSite={artistSite} linkParams={linkParams} columns={columns} />
          </li>
        ))}
      </ul>
      {mode === 'visitor' && data?.hasMore && (
        <Island
          name="InventoryListMore"
          props={{
            query: { ...inventoryListQuery(config), offset: items.length },
            columns,
            isArtistSite: artistSite,
            linkParams,
          }}
        />
      )}
    </section>
  );
}

export default InventoryListBlock;
