import type { PublicMediaItem } from '../../../schema/api/lists';
import { ListLayout } from '../../../schema/list-layouts';
import { artHref } from '../../site/links';
import { CellImage, ROW_PICTURE_SIZES } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';

/** What a media cell shows: the picture, its words and the artwork it belongs to. */
export type MediaCellItem = Pick<PublicMediaItem, 'id' | 'extension' | 'width' | 'height' | 'imageAlt' | 'title' | 'caption' | 'inventoryId'>;

/**
 * A picture of the media list (no lightbox) with its caption; a picture of an artwork links to the
 * artwork's page. In the list layout a row: the picture small, the caption beside it.
 */
export function MediaCell({ item, context }: { item: MediaCellItem; context: CellContext }) {
  const caption = item.caption || item.title;
  const alt = item.imageAlt || item.title;
  const row = context.layout === ListLayout.List;
  const picture = <CellImage image={item} alt={alt} sizes={row ? ROW_PICTURE_SIZES : context.imageSizes} />;
  return (
    <figure className={`media-cell media-cell--${context.layout}${row ? ' list-row' : ''}`}>
      {item.inventoryId ? (
        <a href={artHref(item.inventoryId, context.linkParams)} aria-label={alt ? undefined : caption || undefined}>
          {picture}
        </a>
      ) : (
        picture
      )}
      {caption && <figcaption className="list-cell__meta">{caption}</figcaption>}
    </figure>
  );
}

export const MEDIA_CELL: CellSpec<PublicMediaItem, MediaCellItem> = {
  key: (media) => media.id,
  aspect: (media) => imageAspect(media),
  compact: ({ id, extension, width, height, imageAlt, title, caption, inventoryId }) => ({ id, extension, width, height, imageAlt, title, caption, inventoryId }),
  Cell: MediaCell,
};
