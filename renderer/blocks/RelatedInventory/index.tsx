import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { opensInModal } from '../../../schema/inventory-list-config';
import { ContentKind, enabledLayouts, ListLayout } from '../../../schema/list-layouts';
import { ArtworkGrid } from '../../pages/detail/ArtworkGrid';
import { useDetail } from '../../pages/detail/context';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { headingId } from '../detail/heading-id';
import { ListView } from '../lists/ListView';
import type { BlockProps } from '../types';

/**
 * Other works by the artwork's artist, under a heading naming them (not on artist sites, where all are
 * hers), in the layouts the owner switched on: the inventory list's own (grid, slideshow, waterfall,
 * horizontal masonry) with its tabs. A block with the grid alone, as every block saved before layouts
 * existed, is drawn as it always was. With detailDisplay 0 a visitor's click opens a work in the
 * detail modal over the art page, Previous and Next walking these works, as an inventory list's do.
 */
export function RelatedInventoryBlock({ id, config, mode }: BlockProps<BlockConfig<'related-inventory'>>) {
  const site = useSite();
  const linkParams = useLinkParams();
  const route = useDetail('art');
  const related = route?.related ?? [];
  if (!route || related.length === 0) return <DetailEmpty type={BlockType.RelatedInventory} mode={mode} />;
  const { item } = route;
  const heading = !isArtistSite(site) && item.artist ? DetailText.moreByArtist(item.artist.name) : DetailText.moreWorks;
  const titleId = headingId('art-related-heading', id);
  const layouts = enabledLayouts(ContentKind.Inventory, config.layouts);
  const gridOnly = layouts.length === 1 && layouts[0] === ListLayout.Grid;
  return (
    <section className="art-page__related" {...(config.showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': heading })}>
      {config.showTitle && <h2 id={titleId}>{heading}</h2>}
      {gridOnly ? (
        <ArtworkGrid items={related} columns={config.columns} oneArtist detailModal={mode === 'visitor' && opensInModal(config)} />
      ) : (
        // The ids of its tabs and panel name the artwork too: a related work opened in the detail modal
        // brings its own art page, this block included, into the same document. Every related work is by
        // the one artist, so the cells leave the name off, as on artist sites.
        <ListView
          id={`${id}-${item.inventoryId}`}
          kind={ContentKind.Inventory}
          mode={mode}
          config={config}
          items={related}
          hasMore={false}
          request={null}
          label={heading}
          cell={{ linkParams, isArtistSite: true, dateStyle: 'raw' }}
        />
      )}
    </section>
  );
}

export default RelatedInventoryBlock;
