import { imageSrcSet, imageUrl } from '../../../schema/images';
import { statusLabel } from '../../site/artwork';
import { phoneCellWidth } from '../lists/CellImage';
import { artHref, type LinkParams } from '../../site/links';
import type { InventoryCardItem } from './card-item';

export interface InventoryCardProps {
  item: InventoryCardItem;
  /** Artist sites hide the artist name. */
  isArtistSite: boolean;
  linkParams: LinkParams;
  columns: number;
  /** The picture's `sizes` where the layout says otherwise (a slideshow, a waterfall). */
  sizes?: string;
  /** The list layout's row: a small picture left, the words right (lists/styles.ts `.list-row`). */
  row?: boolean;
}

/** Desktop cells are a column's share of the page; phones show two per row. */
export function cardImageSizes(columns: number): string {
  return `(max-width: 767px) ${phoneCellWidth(2)}, ${Math.max(10, Math.round(100 / Math.max(1, columns)))}vw`;
}

/** One artwork in a list: image, title, artist, date, price of the first available edition, status sticker. */
export function InventoryCard({ item, isArtistSite, linkParams, columns, sizes, row = false }: InventoryCardProps) {
  const { price } = item;
  const artistName = isArtistSite ? null : item.artistName;
  const words = (
    <>
      <span className="inventory-card__title">{item.title}</span>
      {artistName && <span className="inventory-card__artist">{artistName}</span>}
      {item.date && <span className="inventory-card__date">{item.date}</span>}
      {price && <span className="inventory-card__price">{price}</span>}
    </>
  );
  return (
    <a className={row ? 'inventory-card inventory-card--row list-row' : 'inventory-card'} href={artHref(item.inventoryId, linkParams)}>
      <InventoryCardMedia item={item} sizes={sizes ?? cardImageSizes(columns)} />
      {row ? <span className="list-row__text">{words}</span> : words}
    </a>
  );
}

export interface InventoryCardMediaProps {
  item: InventoryCardItem;
  sizes: string;
  /** Fills the square with the picture (cropping it) instead of showing it whole. */
  cover?: boolean;
  showStatus?: boolean;
}

/** A cell's picture in its square (or a blank square without one), with the status sticker over it. */
export function InventoryCardMedia({ item, sizes, cover = false, showStatus = true }: InventoryCardMediaProps) {
  const { image, status } = item;
  return (
    <span className={cover ? 'inventory-card__media inventory-card__media--cover' : 'inventory-card__media'}>
      {image ? (
        <img
          src={imageUrl(image, { width: 640 })}
          srcSet={imageSrcSet(image)}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={image.imageAlt || item.title}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="inventory-card__placeholder" aria-hidden="true" />
      )}
      {showStatus && status && <span className={`status-sticker status-sticker--${status}`}>{statusLabel(status)}</span>}
    </span>
  );
}
