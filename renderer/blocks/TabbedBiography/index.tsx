import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { opensInModal } from '../../../schema/inventory-list-config';
import { ArtworkGrid } from '../../pages/detail/ArtworkGrid';
import { DetailTabs, type DetailTab } from '../../pages/detail/DetailTabs';
import { useDetail } from '../../pages/detail/context';
import { DetailText } from '../../texts';
import { BiographyText, hasBiography } from '../ArtistBiography';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/**
 * The legacy artist tabs, Artworks and Biography (spec §2 Content screens), each dropped when it would
 * be empty or the owner turns it off. Further works load in the browser as a list's do. With
 * detailDisplay 0 a visitor's click opens a work in the detail modal, walking the tab's loaded works.
 */
export function TabbedBiographyBlock({ id, config, mode }: BlockProps<BlockConfig<'tabbed-biography'>>) {
  const route = useDetail('artist');
  if (!route) return <DetailEmpty type={BlockType.TabbedBiography} mode={mode} />;
  const { artist, artworks, artworksQuery } = route;
  const tabs: DetailTab[] = [];
  if (config.showArtworks && artworks.inventory.length > 0) {
    const more = mode === 'visitor' && artworks.hasMore ? { ...artworksQuery, offset: artworks.inventory.length } : null;
    tabs.push({ label: DetailText.artworks, content: <ArtworkGrid items={artworks.inventory} columns={config.columns} more={more} oneArtist detailModal={mode === 'visitor' && opensInModal(config)} /> });
  }
  if (config.showBiography && hasBiography(artist)) {
    tabs.push({ label: DetailText.biography, content: <BiographyText artist={artist} blockId={id} /> });
  }
  if (tabs.length === 0) return <DetailEmpty type={BlockType.TabbedBiography} mode={mode} />;
  return <DetailTabs tabs={tabs} label={DetailText.artistSections} />;
}

export default TabbedBiographyBlock;
