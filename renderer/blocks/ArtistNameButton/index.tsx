import type { BlockConfig } from '../../../schema/catalogue';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';
import { artistHref } from '../../site/links';
import { BlockText } from '../block-texts';
import { BuilderHint } from '../BuilderHint';
import { buttonVariables } from '../Button';
import type { BlockProps } from '../types';
import { useButtonArtist } from './artist';

/**
 * A button with an artist's name, linking to /artist/{artistId}: the chosen artist, else the artist of
 * the work or the artist page it is on. Artist sites hide the artist name (spec §1), so there it shows
 * nothing; the builder says why it is empty.
 */
export function ArtistNameButtonBlock({ config, mode }: BlockProps<BlockConfig<'artist-name-button'>>) {
  const site = useSite();
  const linkParams = useLinkParams();
  const artist = useButtonArtist(config.artistId, mode);
  if (isArtistSite(site)) return mode === 'builder' ? <BuilderHint>{BlockText.artistNameOnArtistSite}</BuilderHint> : null;
  if (!artist) return mode === 'builder' ? <BuilderHint>{BlockText.artistNameWhom}</BuilderHint> : null;
  return (
    <div className={`block-button block-artist-name-button text-align-${config.align}`} style={buttonVariables(config)}>
      <a className="block-button__link" href={artistHref(artist.artistId, linkParams)}>
        {artist.name}
      </a>
    </div>
  );
}

export default ArtistNameButtonBlock;
