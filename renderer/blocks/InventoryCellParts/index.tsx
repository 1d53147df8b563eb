import type { ComponentType } from 'react';
import { BlockType } from '../../../schema/block-types';
import { INVENTORY_CELL_BLOCKS } from '../../../schema/cell-templates';
import { useDetail } from '../../pages/detail/context';
import { isArtistSite, useSite } from '../../site/context';
import { BuilderText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { inventoryCardItem } from '../InventoryList/card-item';
import { InventoryCellPart } from '../lists/inventory-cell-parts';
import type { BlockProps } from '../types';

/** The cell's width on the canvas (PageRootNode draws a cell template as one cell). */
const CANVAS_CELL_SIZES = '320px';

/**
 * A part of an artwork's cell as the builder draws its cell template: the part of the site's own first
 * artwork, as its lists will draw it; a hint where that work has nothing for it, so the part can still
 * be seen, selected and moved. Visitors never meet these blocks: lists draw the parts (inventory-cell-parts.tsx).
 */
function cellPartBlock(type: string): ComponentType<BlockProps> {
  function CellPartBlock({ config, mode }: BlockProps) {
    const route = useDetail('art');
    const artistSite = isArtistSite(useSite());
    if (!route) return <DetailEmpty type={type} mode={mode} />;
    if (type === BlockType.InventoryCellArtist && artistSite) return <DetailEmpty type={type} mode={mode} hint={BuilderText.cellArtistOnArtistSite} />;
    const drawn = <InventoryCellPart part={{ type, config }} item={inventoryCardItem(route.item)} isArtistSite={artistSite} sizes={CANVAS_CELL_SIZES} />;
    return drawn ?? <DetailEmpty type={type} mode={mode} />;
  }
  CellPartBlock.displayName = `CellPart(${type})`;
  return CellPartBlock;
}

export const CELL_PART_COMPONENTS: Record<string, ComponentType<BlockProps>> = Object.fromEntries(INVENTORY_CELL_BLOCKS.map((type) => [type, cellPartBlock(type)]));
