import { useContext } from 'react';
import type { InventoryListConfig } from '../../../schema/catalogue';
import { isArtistSite, SiteRenderContext } from '../../site/context';
import { BuilderText, SiteText } from '../../texts';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';
import { FilterBarPreview, FilteredInventoryList } from './FilteredList';
import { InventoryLayouts, useInventoryPage } from '../lists/InventoryLayouts';

/**
 * Artworks in the layouts the block has switched on, from the page data resolved before rendering (in
 * the builder, the site's own works). Visitors never see an empty list; the builder shows the spec's
 * hint instead. Further pages load in the browser through the list's island.
 */
export function InventoryListBlock({ id, config, mode }: BlockProps<InventoryListConfig>) {
  const { data, loading } = useInventoryPage(id, config, mode);
  const { site, linkParams } = useContext(SiteRenderContext);
  const items = data?.inventory ?? [];
  const titleId = `list-title-${id}`;
  const title = config.title?.trim() ? <h2 id={titleId} className="list-title">{config.title}</h2> : null;

  if (items.length === 0) {
    if (mode !== 'builder') return null;
    return (
      <section className="block-inventory-list">
        {title}
        {loading ? <p className="builder-hint">{SiteText.loading}</p> : <BuilderHint>{BuilderText.emptyInventory}</BuilderHint>}
      </section>
    );
  }

  const artistSite = isArtistSite(site);
  if (mode === 'visitor' && config.showFilters && data) {
    const listProps = { title, titleId, page: data, isArtistSite: artistSite, linkParams };
    return <FilteredInventoryList id={id} config={config} subdomain={site.subdomain} {...listProps} />;
  }
  return (
    <section className="block-inventory-list" aria-labelledby={title ? titleId : undefined}>
      {title}
      {mode === 'builder' && config.showFilters && <FilterBarPreview blockId={id} isArtistSite={artistSite} />}
      <InventoryLayouts id={id} config={config} mode={mode} page={{ inventory: items, hasMore: Boolean(data?.hasMore) }} isArtistSite={artistSite} linkParams={linkParams} />
    </section>
  );
}

export default InventoryListBlock;
