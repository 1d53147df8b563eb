import type { CellPart } from '../../../schema/cell-templates';
import { DETAIL_MODAL_ATTRIBUTE, openDetailOnClick } from '../../detail-modal/trigger';
import type { LinkParams } from '../../site/links';
import { Slideshow } from '../lists/Slideshow';
import { RecentlyViewedCell, type ViewedWork } from './RecentlyViewedCell';

export interface RecentlyViewedSliderProps {
  idBase: string;
  /** The block's title; the slider's name is the same. */
  title: string;
  works: ViewedWork[];
  isArtistSite: boolean;
  linkParams: LinkParams;
  /** Visitors of a block with detailDisplay 0: a work opens in the detail modal. */
  detailModal: boolean;
  /** The site's recently viewed cell template, where it has set one. */
  parts?: CellPart[];
}

/**
 * The recently viewed works as a slider (spec §9): 1, 3 or 5 at once by the window's width, 40 px
 * apart, moving in 1000 ms, never by itself.
 */
export function RecentlyViewedSlider({ idBase, title, works, isArtistSite, linkParams, detailModal, parts }: RecentlyViewedSliderProps) {
  const titleId = `${idBase}-title`;
  const slides = works.map((work) => ({
    key: work.entry.inventoryId,
    content: <RecentlyViewedCell work={work} isArtistSite={isArtistSite} linkParams={linkParams} parts={parts} />,
  }));
  return (
    <section
      className="recently-viewed"
      aria-labelledby={titleId}
      {...(detailModal ? { [DETAIL_MODAL_ATTRIBUTE]: '' } : {})}
      onClick={detailModal ? openDetailOnClick : undefined}
    >
      <h2 id={titleId} className="list-title">
        {title}
      </h2>
      <Slideshow idBase={idBase} label={title} slides={slides} type="slide" slider />
    </section>
  );
}
