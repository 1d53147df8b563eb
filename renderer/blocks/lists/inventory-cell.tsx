import type { InventoryItem } from '../../../schema/api/content';
import { inventoryCardItem, type InventoryCardItem } from '../InventoryList/card-item';
import { InventoryCard } from '../InventoryList/InventoryCard';
import { imageAspect, type CellContext, type CellSpec } from './cell-types';

/** The spec's inventory cells (grid, slideshow, waterfall): the inventory list's own card in every layout. */
function InventoryCell({ item, context }: { item: InventoryCardItem; context: CellContext }) {
  return <InventoryCard item={item} isArtistSite={context.isArtistSite} linkParams={context.linkParams} columns={1} sizes={context.imageSizes} />;
}

export const INVENTORY_CELL: CellSpec<InventoryItem, InventoryCardItem> = {
  key: (item) => item.inventoryId,
  aspect: (item) => imageAspect(item.image),
  compact: inventoryCardItem,
  Cell: InventoryCell,
};
