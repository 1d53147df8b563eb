import { imageSrcSet, imageUrl } from '../../../schema/images';
import { gridColumnSize } from '../../../schema/list-paging';
import { ListLayout } from '../../../schema/list-layouts';

interface Picture {
  id: number;
  extension: string;
  width?: number;
  height?: number;
}

/**
 * The `sizes` of a cell's picture in a layout: a grid, waterfall or masonry cell is a column's share
 * of the page (12 / columns of the 12-column row); a slider's slide a fifth, a third or all of it by
 * the window's width, a carousel's slide all of it; a list's preview half.
 */
export function cellImageSizes(layout: ListLayout, columns: number, mobileColumns: number, slider: boolean): string {
  const phone = `(max-width: 767px) ${Math.round(100 / Math.max(1, mobileColumns))}vw`;
  switch (layout) {
    case ListLayout.Slideshow:
      return slider ? '(max-width: 599px) 100vw, (max-width: 999px) 33vw, 20vw' : '(max-width: 767px) 100vw, 80vw';
    case ListLayout.List:
      return `${phone}, 50vw`;
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
