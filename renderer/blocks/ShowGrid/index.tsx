import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { ArtworkGrid } from '../../pages/detail/ArtworkGrid';
import { useDetail } from '../../pages/detail/context';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

/** The exhibition's works, in the show's order, drawn with the inventory list's cells. */
export function ShowGridBlock({ id, config, mode }: BlockProps<BlockConfig<'show-grid'>>) {
  const route = useDetail('show');
  if (!route || route.artworks.length === 0) return <DetailEmpty type={BlockType.ShowGrid} mode={mode} />;
  const titleId = headingId('show-works-heading', id);
  return (
    <section className="detail-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{DetailText.artworks}</h2>
      <ArtworkGrid items={route.artworks} columns={config.columns} />
    </section>
  );
}

export default ShowGridBlock;
