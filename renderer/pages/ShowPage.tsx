import { imageSrcSet, imageUrl } from '../../schema/images';
import { isArtistSite, useLinkParams, useSite } from '../site/context';
import { artistHref } from '../site/links';
import { SHOW_ID_ATTRIBUTE } from '../site/page-attributes';
import { DetailText } from '../texts';
import { ArtworkGrid } from './detail/ArtworkGrid';
import { DetailTitle, isBannerTheme } from './detail/DetailTitle';
import { ReadMore } from './detail/ReadMore';
import type { ShowRoute } from './detail/routes';
import { SHOW_DESCRIPTION_LIMIT } from './detail/truncate-html';

const ARTWORK_COLUMNS = 4;

/**
 * /show/{showId}: title and dates (the classic banner over the show's picture), the opening reception,
 * the cover image, the description cut at 1000 characters behind Read More, the artists (not on artist
 * sites, where they are the site's own), installation views and the works. Each part hides when it is
 * missing. The page names its show in SHOW_ID_ATTRIBUTE, for the subscription origin.
 */
export function ShowPage({ route }: { route: ShowRoute }) {
  const site = useSite();
  const linkParams = useLinkParams();
  const { show, artworks } = route;
  const banner = isBannerTheme(site.config.layout);
  return (
    <article className="show-page" {...{ [SHOW_ID_ATTRIBUTE]: String(show.showId) }}>
      <DetailTitle title={show.title} date={show.date} cover={show.image} />
      {show.openingReception && <p className="show-page__reception">{show.openingReception}</p>}
      {!banner && show.image && (
        <figure className="detail-cover">
          <img
            src={imageUrl(show.image, { width: 1366 })}
            srcSet={imageSrcSet(show.image)}
            sizes="100vw"
            width={show.image.width}
            height={show.image.height}
            alt={show.image.imageAlt || show.title}
            fetchPriority="high"
          />
        </figure>
      )}
      {show.description.trim() && <ReadMore className="show-page__description" html={show.description} limit={SHOW_DESCRIPTION_LIMIT} />}
      {!isArtistSite(site) && show.artists.length > 0 && (
        <section className="detail-section" aria-labelledby="show-artists-heading">
          <h2 id="show-artists-heading">{DetailText.artists}</h2>
          <ul className="show-page__artists">
            {show.artists.map((artist) => (
              <li key={artist.artistId}>
                <a href={artistHref(artist.artistId, linkParams)}>{artist.name}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {show.photos.length > 0 && (
        <section className="detail-section" aria-labelledby="show-photos-heading">
          <h2 id="show-photos-heading">{DetailText.installationViews}</h2>
          <ul className="installation-photos">
            {show.photos.map((photo) => (
              <li key={photo.id}>
                <img
                  src={imageUrl(photo, { width: 1024 })}
                  srcSet={imageSrcSet(photo)}
                  sizes="(max-width: 767px) 100vw, 50vw"
                  width={photo.width}
                  height={photo.height}
                  alt={photo.imageAlt || `${show.title}, installation view`}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {artworks.length > 0 && (
        <section className="detail-section" aria-labelledby="show-works-heading">
          <h2 id="show-works-heading">{DetailText.artworks}</h2>
          <ArtworkGrid items={artworks} columns={ARTWORK_COLUMNS} />
        </section>
      )}
    </article>
  );
}
