import type { ReactNode } from 'react';
import { cellTextClass, drawParts, hasPart } from './templated-cell';
import { BlockType } from '../../../schema/block-types';
import type { CellImageConfig, CellPart, CellTextConfig } from '../../../schema/cell-templates';
import { artHref, type LinkParams } from '../../site/links';
import type { InventoryCardItem } from '../InventoryList/card-item';
import { cardImageSizes, InventoryCard, InventoryCardMedia } from '../InventoryList/InventoryCard';

/**
 * An artwork's cell drawn with the site's cell template (schema/cell-templates.ts): its parts in the
 * owner's order with the owner's looks, inside the one link to the work's page. Each part draws as the
 * plain card (InventoryCard.tsx) draws it, so the default template's cell is the card itself.
 */

/** What each text part shows of the item, and the class it has in the card; null draws nothing. */
const TEXT_PARTS: Record<string, { className: string; text: (item: InventoryCardItem, isArtistSite: boolean) => string | null | undefined }> = {
  [BlockType.InventoryCellTitle]: { className: 'inventory-card__title', text: (item) => item.title },
  // Artist sites hide the artist's name: every work there is theirs.
  [BlockType.InventoryCellArtist]: { className: 'inventory-card__artist', text: (item, isArtistSite) => (isArtistSite ? null : item.artistName) },
  [BlockType.InventoryCellDate]: { className: 'inventory-card__date', text: (item) => item.date },
  [BlockType.InventoryCellPrice]: { className: 'inventory-card__price', text: (item) => item.price },
};

export interface CellPartProps {
  part: CellPart;
  item: InventoryCardItem;
  isArtistSite: boolean;
  /** The picture's `sizes` in the cell's layout. */
  sizes: string;
}

/** One part of an artwork's cell; an unknown part (a newer kind) draws nothing. */
export function InventoryCellPart({ part, item, isArtistSite, sizes }: CellPartProps): ReactNode {
  if (part.type === BlockType.InventoryCellImage) {
    const config = part.config as CellImageConfig;
    return <InventoryCardMedia item={item} sizes={sizes} cover={config.fit === 'cover'} showStatus={config.showStatus !== false} />;
  }
  const text = TEXT_PARTS[part.type];
  const value = text?.text(item, isArtistSite);
  return value ? <span className={cellTextClass(text.className, part.config as CellTextConfig)}>{value}</span> : null;
}

export interface TemplatedInventoryCardProps {
  item: InventoryCardItem;
  parts: readonly CellPart[];
  isArtistSite: boolean;
  linkParams: LinkParams;
  sizes: string;
  /** The list layout's row: the pictures left, the words right, as the plain card's row. */
  row?: boolean;
}

export function TemplatedInventoryCard({ item, parts, isArtistSite, linkParams, sizes, row = false }: TemplatedInventoryCardProps) {
  const draw = (part: CellPart) => <InventoryCellPart part={part} item={item} isArtistSite={isArtistSite} sizes={sizes} />;
  return (
    <a
      className={row ? 'inventory-card inventory-card--row list-row' : 'inventory-card'}
      href={artHref(item.inventoryId, linkParams)}
      // Named by the work's title even where the owner left the title out of the cell.
      aria-label={hasPart(parts, BlockType.InventoryCellTitle) ? undefined : item.title}
    >
      {drawParts(parts, draw, row ? (words) => <span className="list-row__text">{words}</span> : undefined)}
    </a>
  );
}

export interface ArtworkCellProps {
  item: InventoryCardItem;
  /** The grid cell template's parts, where the site has set it. */
  parts?: readonly CellPart[];
  isArtistSite: boolean;
  linkParams: LinkParams;
  columns: number;
}

/** An artwork in a detail page's grid (an exhibition's works, an artist's): the grid cell template's, or the plain card. */
export function ArtworkCell({ item, parts, isArtistSite, linkParams, columns }: ArtworkCellProps) {
  if (parts) return <TemplatedInventoryCard item={item} parts={parts} isArtistSite={isArtistSite} linkParams={linkParams} sizes={cardImageSizes(columns)} />;
  return <InventoryCard item={item} isArtistSite={isArtistSite} linkParams={linkParams} columns={columns} />;
}
