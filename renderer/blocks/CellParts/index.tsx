import type { ComponentType, ReactNode } from 'react';
import { BlockType } from '../../../schema/block-types';
import { CELL_CONTENT_KIND, CELL_TEMPLATE_KINDS, cellBlocksOf, type CellItemKind, type CellPart } from '../../../schema/cell-templates';
import { postDateStyle } from '../../../schema/dates';
import { useDetail } from '../../pages/detail/context';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';
import { BuilderText } from '../../texts';
import { artistCellPart, compactArtist } from '../ArtistsList/ArtistCell';
import { blogCellPart, compactBlog } from '../BlogsList/BlogCell';
import { DetailEmpty } from '../detail/DetailEmpty';
import { compactShow, showCellPart } from '../ExhibitionsList/ShowCell';
import { inventoryCardItem } from '../InventoryList/card-item';
import { InventoryCellPart } from '../lists/inventory-cell-parts';
import { searchCellPart } from '../../pages/search/SearchResultCell';
import { GALLERY_CELL, galleryCellPart, galleryCellPicture } from '../RepresentativesList/GalleryCell';
import { useCellPreview } from './preview';
import type { BlockProps } from '../types';

/** A cell's width on the canvas (PageRootNode draws a cell template as one cell). */
const CANVAS_CELL_SIZES = '320px';

/** A part drawn for the item the canvas shows (TemplatePreview loads the site's first of the kind); undefined while there is none. */
function useCanvasPart(kind: CellItemKind, part: CellPart): ReactNode | undefined {
  const art = useDetail('art');
  const artist = useDetail('artist');
  const show = useDetail('show');
  const post = useDetail('post');
  const preview = useCellPreview();
  const site = useSite();
  const linkParams = useLinkParams();
  const context = { imageSizes: CANVAS_CELL_SIZES };
  switch (kind) {
    case 'inventory':
      return art ? <InventoryCellPart part={part} item={inventoryCardItem(art.item)} isArtistSite={isArtistSite(site)} sizes={CANVAS_CELL_SIZES} /> : undefined;
    case 'artists':
      return artist ? artistCellPart(part, compactArtist(artist.artist), context) : undefined;
    case 'shows':
      return show ? showCellPart(part, compactShow(show.show), context) : undefined;
    case 'blogs':
      return post ? blogCellPart(part, compactBlog(post.post), { ...context, headingLevel: 2, dateStyle: postDateStyle(site.config.layout), linkParams }) : undefined;
    case 'representatives': {
      if (!preview?.representative) return undefined;
      const item = GALLERY_CELL.compact(preview.representative);
      return (part.type === BlockType.RepresentativeCellImage ? galleryCellPicture(item, CANVAS_CELL_SIZES) : galleryCellPart(part, item, 2)) ?? undefined;
    }
    case 'search':
      return preview?.result ? searchCellPart(part, preview.result, { linkParams, isArtistSite: isArtistSite(site), dateStyle: postDateStyle(site.config.layout) }) : undefined;
    default:
      return undefined;
  }
}

/**
 * A part of a cell as the builder draws its cell template: the part of the site's own first item of
 * the kind, as its lists will draw it; a hint where that item has nothing for it, so the part can still
 * be seen, selected and moved. Visitors never meet these blocks: lists draw the parts themselves.
 */
function cellPartBlock(kind: CellItemKind, type: string): ComponentType<BlockProps> {
  function CellPartBlock({ config, mode }: BlockProps) {
    const artistSite = isArtistSite(useSite());
    const drawn = useCanvasPart(kind, { type, config });
    if (type === BlockType.InventoryCellArtist && artistSite) return <DetailEmpty type={type} mode={mode} hint={BuilderText.cellArtistOnArtistSite} />;
    return drawn ?? <DetailEmpty type={type} mode={mode} />;
  }
  CellPartBlock.displayName = `CellPart(${type})`;
  return CellPartBlock;
}

export const CELL_PART_COMPONENTS: Record<string, ComponentType<BlockProps>> = Object.fromEntries(
  CELL_TEMPLATE_KINDS.flatMap((template) => cellBlocksOf(template).map((type) => [type, cellPartBlock(CELL_CONTENT_KIND[template], type)])),
);
