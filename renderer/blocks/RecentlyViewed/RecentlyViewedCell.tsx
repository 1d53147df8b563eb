import type { InventoryItem } from '../../../schema/api/content';
import type { RecentlyViewedEntry } from '../../../schema/recently-viewed-store';
import { artHref, type LinkParams } from '../../site/links';
import { BlockType } from '../../../schema/block-types';
import { defaultCellBlocksOf, type CellPart } from '../../../schema/cell-templates';
import { inventoryCardItem, type InventoryCardItem } from '../InventoryList/card-item';
import { InventoryCellPart } from '../lists/inventory-cell-parts';
import { drawParts, hasPart } from '../lists/templated-cell';

/** A work in the slider: what the visitor's store kept of it, and the work as the site has it now once asked for. */
export interface ViewedWork {
  entry: Omit<RecentlyViewedEntry, 'viewedAt'>;
  /** Null until it has come (or when it could not be had): the cell then shows no price or status. */
  item: InventoryItem | null;
}

/** What the store keeps of a work the site listed (the builder's preview draws the site's own works so). */
export function viewedWorkOf(item: InventoryItem): ViewedWork {
  const image = item.images[0] ?? null;
  return {
    entry: {
      inventoryId: item.inventoryId,
      title: item.title,
      artistName: item.artist?.name ?? null,
      image: image && { id: image.id, extension: image.extension, width: image.width, height: image.height, imageAlt: image.imageAlt },
    },
    item,
  };
}

const SIZES = '(max-width: 599px) 100vw, (max-width: 999px) 33vw, 20vw';

/** The plain cell's parts (the default template's, with the theme's looks): picture, title, artist, price. */
const PLAIN_PARTS: readonly CellPart[] = defaultCellBlocksOf('inventoryRecentlyViewedCell').map((type) => ({ type, config: {} }));

/** The work as a cell shows it: what the site says of it now, else what the store kept (no date, price or status then). */
export function viewedCardItem({ entry, item }: ViewedWork): InventoryCardItem {
  if (item) return inventoryCardItem(item);
  const { image, artistName } = entry;
  return { inventoryId: entry.inventoryId, title: entry.title, ...(artistName ? { artistName } : {}), ...(image ? { image } : {}) };
}

export interface RecentlyViewedCellProps {
  work: ViewedWork;
  isArtistSite: boolean;
  linkParams: LinkParams;
  /** The site's recently viewed cell template, where it has set one. */
  parts?: readonly CellPart[];
}

/**
 * The spec's "recently viewed" inventory cell: picture, title, artist (not on artist sites), and the
 * price or status sticker as they are now, never as stored (they go stale); or the parts of the site's
 * recently viewed cell template, in its order and looks. Drawn as an artwork's cell in a list is.
 */
export function RecentlyViewedCell({ work, isArtistSite, linkParams, parts = PLAIN_PARTS }: RecentlyViewedCellProps) {
  const card = viewedCardItem(work);
  return (
    <a className="inventory-card recently-viewed__cell" href={artHref(card.inventoryId, linkParams)} aria-label={hasPart(parts, BlockType.InventoryCellTitle) ? undefined : card.title}>
      {drawParts(parts, (part) => <InventoryCellPart part={part} item={card} isArtistSite={isArtistSite} sizes={SIZES} />)}
    </a>
  );
}
