import { BlockType } from '../../../schema/block-types';
import { useDetail } from '../../pages/detail/context';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';
import { artistHref } from '../../site/links';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

/** The exhibition's artists, each linked to their page; not on artist sites, where they are the site's own. */
export function ShowArtistsBlock({ id, mode }: BlockProps) {
  const site = useSite();
  const linkParams = useLinkParams();
  const route = useDetail('show');
  if (!route || isArtistSite(site) || route.show.artists.length === 0) return <DetailEmpty type={BlockType.ShowArtists} mode={mode} />;
  const titleId = headingId('show-artists-heading', id);
  return (
    <section className="detail-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{DetailText.artists}</h2>
      <ul className="show-page__artists">
        {route.show.artists.map((artist) => (
          <li key={artist.artistId}>
            <a href={artistHref(artist.artistId, linkParams)}>{artist.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default ShowArtistsBlock;
