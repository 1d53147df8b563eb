import { BlockType } from '../../../schema/block-types';
import { DetailTitle } from '../../pages/detail/DetailTitle';
import { useDetail } from '../../pages/detail/context';
import { isArtistSite, useSite } from '../../site/context';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/**
 * The artist's name as the page's heading: the classic theme's banner over the artist's cover. On
 * artist sites the page is the artist's own profile, and the heading is there for screen readers and
 * search engines only.
 */
export function ArtistNameBlock({ mode }: BlockProps) {
  const site = useSite();
  const route = useDetail('artist');
  if (!route) return <DetailEmpty type={BlockType.ArtistName} mode={mode} />;
  const { artist } = route;
  return <DetailTitle title={artist.name} cover={artist.cover} hidden={isArtistSite(site)} />;
}

export default ArtistNameBlock;
