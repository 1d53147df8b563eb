import { BlockType } from '../../../schema/block-types';
import { ShowCards } from '../../pages/detail/ShowCards';
import { useDetail } from '../../pages/detail/context';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

/** The exhibitions the artist was in, as small linked cells. */
export function ArtistExhibitionsBlock({ id, mode }: BlockProps) {
  const route = useDetail('artist');
  if (!route || route.shows.length === 0) return <DetailEmpty type={BlockType.ArtistExhibitions} mode={mode} />;
  const titleId = headingId('artist-shows-heading', id);
  return (
    <section className="detail-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{DetailText.exhibitions}</h2>
      <ShowCards shows={route.shows} />
    </section>
  );
}

export default ArtistExhibitionsBlock;
