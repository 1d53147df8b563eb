import type { InventoryItem } from '../../../schema/api/content';
import { inventoryCardItem, type InventoryCardItem } from '../InventoryList/card-item';
import { InventoryCard } from '../InventoryList/InventoryCard';
import { ListLayout } from '../../../schema/list-layouts';
import { imageAspect, type CellContext, type CellSpec } from './cell-types';
import { ROW_PICTURE_SIZES } from './CellImage';

/**
 * The spec's inventory cells (grid, slideshow, waterfall, masonry): the inventory list's own card in
 * every layout; in the list layout the same card as a row, its picture small beside the words.
 */
function InventoryCell({ item, context }: { item: InventoryCardItem; context: CellContext }) {
  const row = context.layout === ListLayout.List;
  return <InventoryCard item={item} isArtistSite={context.isArtistSite} linkParams={context.linkParams} columns={1} sizes={row ? ROW_PICTURE_SIZES : context.imageSizes} row={row} />;
}

export const INVENTORY_CELL: CellSpec<InventoryItem, InventoryCardItem> = {
  key: (item) => item.inventoryId,
  aspect: (item) => imageAspect(item.image),
  compact: inventoryCardItem,
  Cell: InventoryCell,
};
