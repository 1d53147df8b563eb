import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { DEFAULT_PAGE_SIZE } from '../../../schema/enums';
import { ContentKind, ListLayout } from '../../../schema/list-layouts';
import { builderPageSize, nextPageLimit } from '../../../schema/list-paging';
import type { InventoryListQuery } from '../../../schema/api/content';
import { opensInModal } from '../../../schema/inventory-list-config';
import { ArtworkGrid } from '../../pages/detail/ArtworkGrid';
import { useDetail } from '../../pages/detail/context';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

/**
 * The exhibition's works, in the show's order, drawn with the inventory list's cells. Visitors get the
 * list paging of spec §9: the server's first page of 30, then further pages over
 * /api/inventory?showId as they scroll while hasMore, maxLimit ending it. In the builder, the first
 * page at the builder page size (columns x 3), as a list previews. With detailDisplay 0 a visitor's click
 * opens a work in the detail modal, Previous and Next walking the show's loaded works.
 */
export function ShowGridBlock({ id, config, mode }: BlockProps<BlockConfig<'show-grid'>>) {
  const route = useDetail('show');
  if (!route || route.artworks.length === 0) return <DetailEmpty type={BlockType.ShowGrid} mode={mode} />;
  const maxLimit = config.maxLimit ?? null;
  const size = mode === 'builder' ? builderPageSize(ContentKind.Inventory, config.columns, ListLayout.Grid, maxLimit) : (maxLimit ?? route.artworks.length);
  const works = route.artworks.slice(0, size);
  const more: InventoryListQuery | null =
    mode === 'visitor' && nextPageLimit(works.length, DEFAULT_PAGE_SIZE, route.artworksHasMore === true, maxLimit) !== null
      ? { limit: DEFAULT_PAGE_SIZE, offset: works.length, showId: route.show.showId, ...(maxLimit ? { maxLimit } : {}) }
      : null;
  const titleId = headingId('show-works-heading', id);
  return (
    <section className="detail-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{DetailText.artworks}</h2>
      <ArtworkGrid items={works} columns={config.columns} more={more} detailModal={mode === 'visitor' && opensInModal(config)} />
    </section>
  );
}

export default ShowGridBlock;
