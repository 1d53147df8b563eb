import type { Show } from '../../../schema/api/lists';
import { ListLayout } from '../../../schema/list-layouts';
import { showHref } from '../../site/links';
import { CellImage, ROW_PICTURE_SIZES } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';

/** What an exhibition cell shows: no description, photos or artists. */
export type ShowCellItem = Pick<Show, 'showId' | 'title' | 'date'> & { image?: NonNullable<Show['image']> };

function compactShow(show: Show): ShowCellItem {
  return { showId: show.showId, title: show.title, date: show.date, ...(show.image ? { image: show.image } : {}) };
}

/** The layouts whose cell is the cover filling it, with the title and dates over the picture. */
function isOverPicture(layout: ListLayout): boolean {
  return layout === ListLayout.Parallax || layout === ListLayout.FullBackgroundSlideshow;
}

/**
 * The spec's exhibition cells: in the grid, the slider, the waterfall and horizontal masonry the cover
 * with the title and dates under it (the cover at its own proportions in the last two); in the list a
 * row, the cover small beside the words; in the parallax and the full-background slideshow the cover
 * filling a wide band, the words over it on a dark scrim so they stay readable whatever the picture. A
 * show without a cover has a plain tint where it would be, never a broken image.
 */
export function ShowCell({ item, context }: { item: ShowCellItem; context: CellContext }) {
  const href = showHref(item.showId, context.linkParams);
  if (isOverPicture(context.layout)) {
    return (
      <a className={`show-band show-band--${context.layout}`} href={href}>
        <CellImage image={item.image} alt={item.image?.imageAlt ?? ''} sizes={context.imageSizes} className="show-band__media" />
        <span className="show-band__text">
          <span className="show-band__title">{item.title}</span>
          {item.date && <span className="show-band__dates">{item.date}</span>}
        </span>
      </a>
    );
  }
  if (context.layout === ListLayout.List) {
    return (
      <a className="show-cell show-cell--list list-row" href={href}>
        <CellImage image={item.image} alt={item.image?.imageAlt ?? ''} sizes={ROW_PICTURE_SIZES} />
        <span className="list-row__text">
          <span className="list-cell__title">{item.title}</span>
          {item.date && <span className="list-cell__meta">{item.date}</span>}
        </span>
      </a>
    );
  }
  return (
    <a className={`show-cell show-cell--${context.layout}`} href={href}>
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
