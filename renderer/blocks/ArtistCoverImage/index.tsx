import { BlockType } from '../../../schema/block-types';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import { isBannerTheme } from '../../pages/detail/DetailTitle';
import { useDetail } from '../../pages/detail/context';
import { isArtistSite, useSite } from '../../site/context';
import { BuilderText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/**
 * The artist's cover across the page. The classic theme already shows it behind the name (except on
 * artist sites, where the name is not shown), so there it is left out.
 */
export function ArtistCoverImageBlock({ mode }: BlockProps) {
  const site = useSite();
  const route = useDetail('artist');
  const cover = route?.artist.cover;
  const inBanner = isBannerTheme(site.config.layout) && !isArtistSite(site);
  if (!route || !cover) return <DetailEmpty type={BlockType.ArtistCoverImage} mode={mode} />;
  if (inBanner) return <DetailEmpty type={BlockType.ArtistCoverImage} mode={mode} hint={BuilderText.coverInBanner} />;
  return (
    <figure className="detail-cover">
      <img src={imageUrl(cover, { width: 1366 })} srcSet={imageSrcSet(cover)} sizes="100vw" width={cover.width} height={cover.height} alt="" fetchPriority="high" />
    </figure>
  );
}

export default ArtistCoverImageBlock;
