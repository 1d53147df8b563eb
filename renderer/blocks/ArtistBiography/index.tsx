import { BlockType } from '../../../schema/block-types';
import type { Artist } from '../../../schema/api/content';
import type { BlockConfig } from '../../../schema/catalogue';
import { useDetail } from '../../pages/detail/context';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

/** Whether an artist has a biography or CV to show (the spec hides each when its text is empty). */
export function hasBiography(artist: Artist, withCv = true): boolean {
  return Boolean(artist.biography || (withCv && artist.curriculumVitae));
}

/** The biography, then the CV under its own heading; either is left out when empty. */
export function BiographyText({ artist, blockId, withCv = true }: { artist: Artist; blockId: string; withCv?: boolean }) {
  const cvHeading = headingId('artist-cv-heading', blockId);
  return (
    <div className="artist-page__biography">
      {artist.biography && <div className="rich-text" dangerouslySetInnerHTML={{ __html: artist.biography }} />}
      {withCv && artist.curriculumVitae && (
        <section className="artist-page__cv" aria-labelledby={cvHeading}>
          <h3 id={cvHeading}>{DetailText.curriculumVitae}</h3>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: artist.curriculumVitae }} />
        </section>
      )}
    </div>
  );
}

/** The artist's biography and CV as a section of their own, without the legacy tabs. */
export function ArtistBiographyBlock({ id, config, mode }: BlockProps<BlockConfig<'artist-biography'>>) {
  const route = useDetail('artist');
  if (!route || !hasBiography(route.artist, config.showCurriculumVitae)) return <DetailEmpty type={BlockType.ArtistBiography} mode={mode} />;
  const titleId = headingId('artist-biography-heading', id);
  return (
    <section className="detail-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{DetailText.biography}</h2>
      <BiographyText artist={route.artist} blockId={id} withCv={config.showCurriculumVitae} />
    </section>
  );
}

export default ArtistBiographyBlock;
