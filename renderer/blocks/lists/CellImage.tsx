import { imageSrcSet, imageUrl } from '../../../schema/images';
import { gridColumnSize } from '../../../schema/list-paging';
import { ListLayout } from '../../../schema/list-layouts';

interface Picture {
  id: number;
  extension: string;
  width?: number;
  height?: number;
}

/** Side padding of a page on a phone, and the gap between cells, in CSS pixels (the lists' styles). */
const PHONE_PAGE_PADDING = 16;
const PHONE_CELL_GAP = 16;

/**
 * A cell's width on a phone with `columns` cells a row: the window less the page's padding and the
 * gaps, shared out. Telling the browser the cell's true width lets it take the smaller picture (a
 * two-column cell on a 412 px phone is 182 px, not the 206 px that 50vw says).
 */
export function phoneCellWidth(columns: number): string {
  const n = Math.max(1, columns);
  const taken = (2 * PHONE_PAGE_PADDING + (n - 1) * PHONE_CELL_GAP) / n;
  return `calc(${Math.round(100 / n)}vw - ${Math.round(taken)}px)`;
}

/**
 * The `sizes` of the small picture of a list row (`.list-row` in lists/styles.ts: 160 px wide, 96 px on
 * a phone), for the kinds whose list layout is a row with its picture beside the words.
 */
export const ROW_PICTURE_SIZES = '(max-width: 767px) 96px, 160px';

/**
 * The `sizes` of a cell's picture in a layout: a grid, waterfall or masonry cell is a column's share
 * of the page (12 / columns of the 12-column row); a slider's slide a fifth, a third or all of it by
 * the window's width, a carousel's slide all of it; a list's preview half; an exhibition's band (parallax,
 * full-background slideshow) the whole width, as its cover fills it.
 */
export function cellImageSizes(layout: ListLayout, columns: number, mobileColumns: number, slider: boolean): string {
  const phone = `(max-width: 767px) ${phoneCellWidth(mobileColumns)}`;
  switch (layout) {
    case ListLayout.Slideshow:
      return slider ? '(max-width: 599px) 100vw, (max-width: 999px) 33vw, 20vw' : '(max-width: 767px) 100vw, 80vw';
    case ListLayout.List:
      return `${phone}, 50vw`;
    case ListLayout.Parallax:
    case ListLayout.FullBackgroundSlideshow:
      return '100vw';
    default:
      return `${phone}, ${Math.max(10, Math.round((100 * gridColumnSize(columns)) / 12))}vw`;
  }
}

/**
 * A cell's picture from the /img transforms with a srcset over the spec's widths, lazy and with its
 * size set so nothing moves when it arrives; a plain placeholder without one.
 */
export function CellImage({ image, alt, sizes, className = 'list-cell__media' }: { image: Picture | null | undefined; alt: string; sizes: string; className?: string }) {
  if (!image) return <span className={`${className} ${className}--empty`} aria-hidden="true" />;
  return (
    <span className={className}>
      <img
        src={imageUrl(image, { width: 640 })}
        srcSet={imageSrcSet(image)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </span>
  );
}
