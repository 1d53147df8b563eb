import type { Show } from '../../../schema/api/lists';
import { BlockType } from '../../../schema/block-types';
import { cellTemplateOf, type CellPart, type CellTextConfig } from '../../../schema/cell-templates';
import { ListLayout } from '../../../schema/list-layouts';
import { showHref } from '../../site/links';
import { CellImage, ROW_PICTURE_SIZES } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';
import { cellTextClass, drawParts, hasPart } from '../lists/templated-cell';

/** What an exhibition cell shows: no description, photos or artists. */
export type ShowCellItem = Pick<Show, 'showId' | 'title' | 'date'> & { image?: NonNullable<Show['image']> };

export function compactShow(show: Show): ShowCellItem {
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
 * show without a cover has a plain tint where it would be, never a broken image. Each is drawn with the
 * site's cell template for its layout where it has set one.
 */
export function ShowCell({ item, context }: { item: ShowCellItem; context: CellContext }) {
  const href = showHref(item.showId, context.linkParams);
  const parts = context.templates?.[cellTemplateOf('shows', context.layout) ?? 'showGridCell'];
  if (parts) return <TemplatedShowCell item={item} context={context} parts={parts} href={href} />;
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

/** Where a part is drawn: in a band (the words over the cover), a list row, or a cell's column. */
type ShowCellForm = 'band' | 'row' | 'cell';

/** One part of an exhibition's cell, as the plain cell draws it in that form; nothing where the show has nothing for it. */
export function showCellPart(part: CellPart, item: ShowCellItem, context: Pick<CellContext, 'imageSizes'>, form: ShowCellForm = 'cell') {
  const config = part.config as CellTextConfig;
  switch (part.type) {
    case BlockType.ShowCellImage:
      if (form === 'band') return <CellImage image={item.image} alt={item.image?.imageAlt ?? ''} sizes={context.imageSizes} className="show-band__media" />;
      return <CellImage image={item.image} alt={item.image?.imageAlt ?? ''} sizes={form === 'row' ? ROW_PICTURE_SIZES : context.imageSizes} />;
    case BlockType.ShowCellTitle:
      return <span className={cellTextClass(form === 'band' ? 'show-band__title' : 'list-cell__title', config)}>{item.title}</span>;
    case BlockType.ShowCellDates:
      return item.date ? <span className={cellTextClass(form === 'band' ? 'show-band__dates' : 'list-cell__meta', config)}>{item.date}</span> : null;
    default:
      return null;
  }
}

function TemplatedShowCell({ item, context, parts, href }: { item: ShowCellItem; context: CellContext; parts: readonly CellPart[]; href: string }) {
  const form: ShowCellForm = isOverPicture(context.layout) ? 'band' : context.layout === ListLayout.List ? 'row' : 'cell';
  const draw = (part: CellPart) => showCellPart(part, item, context, form);
  const label = hasPart(parts, BlockType.ShowCellTitle) ? undefined : item.title;
  if (form === 'band') {
    return (
      <a className={`show-band show-band--${context.layout}`} href={href} aria-label={label}>
        {drawParts(parts, draw, (words) => <span className="show-band__text">{words}</span>)}
      </a>
    );
  }
  return (
    <a className={form === 'row' ? 'show-cell show-cell--list list-row' : `show-cell show-cell--${context.layout}`} href={href} aria-label={label}>
      {drawParts(parts, draw, form === 'row' ? (words) => <span className="list-row__text">{words}</span> : undefined)}
    </a>
  );
}

export const SHOW_CELL: CellSpec<Show, ShowCellItem> = {
  key: (show) => show.showId,
  aspect: (show) => imageAspect(show.image),
  compact: compactShow,
  Cell: ShowCell,
};
