import { imageSrcSet, imageUrl } from '../../schema/images';
import { isArtistSite, useSite } from '../site/context';
import { DetailText } from '../texts';
import { ArtworkGrid } from './detail/ArtworkGrid';
import { DetailTabs, type DetailTab } from './detail/DetailTabs';
import { DetailTitle, isBannerTheme } from './detail/DetailTitle';
import type { ArtistRoute } from './detail/routes';
import { ShowCards } from './detail/ShowCards';

const ARTWORK_COLUMNS = 4;

/**
 * /artist/{artistId}: cover, profile picture (hidden without one), name, country and lifespan, then the
 * legacy tabs Artworks and Biography (each dropped when it would be empty; the biography and the CV
 * each hidden when empty), then the artist's exhibitions. On artist sites this is the artist's profile:
 * the name heading is there for screen readers and search engines only, and works carry no artist name.
 */
export function ArtistPage({ route }: { route: ArtistRoute }) {
  const site = useSite();
  const { artist, artworks, artworksQuery, shows } = route;
  const artistSite = isArtistSite(site);
  const banner = isBannerTheme(site.config.layout) && !artistSite;
  const facts = [artist.country, artist.lifespan].filter(Boolean).join(', ');

  const tabs: DetailTab[] = [];
  if (artworks.inventory.length > 0) {
    const more = artworks.hasMore ? { ...artworksQuery, offset: artworks.inventory.length } : null;
    tabs.push({ label: DetailText.artworks, content: <ArtworkGrid items={artworks.inventory} columns={ARTWORK_COLUMNS} more={more} oneArtist /> });
  }
  if (artist.biography || artist.curriculumVitae) {
    tabs.push({
      label: DetailText.biography,
      content: (
        <div className="artist-page__biography">
          {artist.biography && <div className="rich-text" dangerouslySetInnerHTML={{ __html: artist.biography }} />}
          {artist.curriculumVitae && (
            <section className="artist-page__cv" aria-labelledby="artist-cv-heading">
              <h3 id="artist-cv-heading">{DetailText.curriculumVitae}</h3>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: artist.curriculumVitae }} />
            </section>
          )}
        </div>
      ),
    });
  }

  return (
    <article className="artist-page" data-artist-id={artist.artistId}>
      <DetailTitle title={artist.name} cover={artist.cover} hidden={artistSite} />
      {!banner && artist.cover && (
        <figure className="detail-cover">
          <img
            src={imageUrl(artist.cover, { width: 1366 })}
            srcSet={imageSrcSet(artist.cover)}
            sizes="100vw"
            width={artist.cover.width}
            height={artist.cover.height}
            alt=""
            fetchPriority="high"
          />
        </figure>
      )}
      {(artist.profile || (facts && !artistSite)) && (
        <div className="artist-page__intro">
          {artist.profile && (
            <img
              className="artist-page__profile"
              src={imageUrl(artist.profile, { width: 320, height: 320, crop: 'fill' })}
              width={160}
              height={160}
              alt={artist.profile.imageAlt || artist.name}
            />
          )}
          {facts && !artistSite && <p className="artist-page__facts">{facts}</p>}
        </div>
      )}
      <DetailTabs tabs={tabs} label={DetailText.artistSections} />
      {shows.length > 0 && (
        <section className="detail-section" aria-labelledby="artist-shows-heading">
          <h2 id="artist-shows-heading">{DetailText.exhibitions}</h2>
          <ShowCards shows={shows} />
        </section>
      )}
    </article>
  );
}
