import type { Show } from '../../../schema/api/lists';
import { showHref } from '../../site/links';
import { CellImage } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';

/** What an exhibition cell shows: no description, photos or artists. */
export type ShowCellItem = Pick<Show, 'showId' | 'title' | 'date'> & { image?: NonNullable<Show['image']> };

function compactShow(show: Show): ShowCellItem {
  return { showId: show.showId, title: show.title, date: show.date, ...(show.image ? { image: show.image } : {}) };
}

/** The spec's exhibition cells (grid and slideshow): the cover, the title and the dates. */
export function ShowCell({ item, context }: { item: ShowCellItem; context: CellContext }) {
  return (
    <a className={`show-cell show-cell--${context.layout}`} href={showHref(item.showId, context.linkParams)}>
      <CellImage image={item.image} alt={item.image?.imageAlt ?? ''} sizes={context.imageSizes} />
      <span className="list-cell__title">{item.title}</span>
      {item.date && <span className="list-cell__meta">{item.date}</span>}
    </a>
  );
}

export const SHOW_CELL: CellSpec<Show, ShowCellItem> = {
  key: (show) => show.showId,
  aspect: (show) => imageAspect(show.image),
  compact: compactShow,
  Cell: ShowCell,
};
