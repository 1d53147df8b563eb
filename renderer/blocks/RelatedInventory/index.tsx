import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { opensInModal } from '../../../schema/inventory-list-config';
import { ArtworkGrid } from '../../pages/detail/ArtworkGrid';
import { useDetail } from '../../pages/detail/context';
import { isArtistSite, useSite } from '../../site/context';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

/**
 * Other works by the artwork's artist, under a heading naming them (not on artist sites, where all are
 * hers). With detailDisplay 0 a visitor's click opens a work in the detail modal over the art page,
 * Previous and Next walking these works, as an inventory list's do.
 */
export function RelatedInventoryBlock({ id, config, mode }: BlockProps<BlockConfig<'related-inventory'>>) {
  const site = useSite();
  const route = useDetail('art');
  const related = route?.related ?? [];
  if (!route || related.length === 0) return <DetailEmpty type={BlockType.RelatedInventory} mode={mode} />;
  const { item } = route;
  const heading = !isArtistSite(site) && item.artist ? DetailText.moreByArtist(item.artist.name) : DetailText.moreWorks;
  const titleId = headingId('art-related-heading', id);
  return (
    <section className="art-page__related" {...(config.showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': heading })}>
      {config.showTitle && <h2 id={titleId}>{heading}</h2>}
      <ArtworkGrid items={related} columns={config.columns} oneArtist detailModal={mode === 'visitor' && opensInModal(config)} />
    </section>
  );
}

export default RelatedInventoryBlock;
