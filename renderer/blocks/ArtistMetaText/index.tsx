import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { imageUrl } from '../../../schema/images';
import { useDetail } from '../../pages/detail/context';
import { isArtistSite, useSite } from '../../site/context';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/**
 * The artist's profile picture (hidden without one) and country and lifespan (not on artist sites,
 * where the site is the artist's own).
 */
export function ArtistMetaTextBlock({ config, mode }: BlockProps<BlockConfig<'artist-meta-text'>>) {
  const site = useSite();
  const route = useDetail('artist');
  const artist = route?.artist;
  const facts = artist && config.showFacts && !isArtistSite(site) ? [artist.country, artist.lifespan].filter(Boolean).join(', ') : '';
  const profile = config.showProfile ? artist?.profile : null;
  if (!artist || (!profile && !facts)) return <DetailEmpty type={BlockType.ArtistMetaText} mode={mode} />;
  return (
    <div className="artist-page__intro">
      {profile && (
        <img
          className="artist-page__profile"
          src={imageUrl(profile, { width: 320, height: 320, crop: 'fill' })}
          width={160}
          height={160}
          alt={profile.imageAlt || artist.name}
        />
      )}
      {facts && <p className="artist-page__facts">{facts}</p>}
    </div>
  );
}

export default ArtistMetaTextBlock;
