import type { InventoryItem } from '../../../schema/api/content';
import { inventoryCardItem, type InventoryCardItem } from '../InventoryList/card-item';
import { InventoryCard } from '../InventoryList/InventoryCard';
import { inventoryCellTemplateOf } from '../../../schema/cell-templates';
import { ListLayout } from '../../../schema/list-layouts';
import { imageAspect, type CellContext, type CellSpec } from './cell-types';
import { ROW_PICTURE_SIZES } from './CellImage';
import { TemplatedInventoryCard } from './inventory-cell-parts';

/**
 * The spec's inventory cells (grid, slideshow, waterfall, masonry): the inventory list's own card in
 * every layout; in the list layout the same card as a row, its picture small beside the words. Where
 * the site has set the layout's cell template, the card is drawn with it.
 */
function InventoryCell({ item, context }: { item: InventoryCardItem; context: CellContext }) {
  const row = context.layout === ListLayout.List;
  const parts = context.templates?.[inventoryCellTemplateOf(context.layout)];
  if (parts) return <TemplatedInventoryCard item={item} parts={parts} isArtistSite={context.isArtistSite} linkParams={context.linkParams} sizes={row ? ROW_PICTURE_SIZES : context.imageSizes} row={row} />;
  return <InventoryCard item={item} isArtistSite={context.isArtistSite} linkParams={context.linkParams} columns={1} sizes={row ? ROW_PICTURE_SIZES : context.imageSizes} row={row} />;
}

export const INVENTORY_CELL: CellSpec<InventoryItem, InventoryCardItem> = {
  key: (item) => item.inventoryId,
  aspect: (item) => imageAspect(item.image),
  compact: inventoryCardItem,
  Cell: InventoryCell,
};
