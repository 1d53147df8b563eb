import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { ContentKind, ListLayout } from '../../../schema/list-layouts';
import { builderPageSize } from '../../../schema/list-paging';
import { ArtworkGrid } from '../../pages/detail/ArtworkGrid';
import { useDetail } from '../../pages/detail/context';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

/**
 * The exhibition's works, in the show's order, drawn with the inventory list's cells: all of them for
 * visitors; in the builder the first page at the builder page size (columns x 3), as a list previews.
 */
export function ShowGridBlock({ id, config, mode }: BlockProps<BlockConfig<'show-grid'>>) {
  const route = useDetail('show');
  if (!route || route.artworks.length === 0) return <DetailEmpty type={BlockType.ShowGrid} mode={mode} />;
  const works = mode === 'builder' ? route.artworks.slice(0, builderPageSize(ContentKind.Inventory, config.columns, ListLayout.Grid, null)) : route.artworks;
  const titleId = headingId('show-works-heading', id);
  return (
    <section className="detail-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{DetailText.artworks}</h2>
      <ArtworkGrid items={works} columns={config.columns} />
    </section>
  );
}

export default ShowGridBlock;
