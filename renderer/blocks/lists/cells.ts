import type { Artist, InventoryItem } from '../../../schema/api/content';
import type { Blog, PublicMediaItem, Representative, Show } from '../../../schema/api/lists';
import type { ContentKind } from '../../../schema/list-layouts';
import { ARTIST_CELL, type ArtistCellItem } from '../ArtistsList/ArtistCell';
import { BLOG_CELL, type BlogCellItem } from '../BlogsList/BlogCell';
import { SHOW_CELL, type ShowCellItem } from '../ExhibitionsList/ShowCell';
import type { InventoryCardItem } from '../InventoryList/card-item';
import { MEDIA_CELL, type MediaCellItem } from '../MediaList/MediaCell';
import { GALLERY_CELL, type GalleryCellItem } from '../RepresentativesList/GalleryCell';
import type { CellSpec } from './cell-types';
import { INVENTORY_CELL } from './inventory-cell';

/** The item type of each kind of list. */
export interface ItemOfKind {
  inventory: InventoryItem;
  artists: Artist;
  shows: Show;
  blogs: Blog;
  media: PublicMediaItem;
  representatives: Representative;
}

/** What the cell of each kind shows of its item. */
export interface CellItemOfKind {
  inventory: InventoryCardItem;
  artists: ArtistCellItem;
  shows: ShowCellItem;
  blogs: BlogCellItem;
  media: MediaCellItem;
  representatives: GalleryCellItem;
}

/** The cell of each kind of list. */
export const CELLS: { [K in ContentKind]: CellSpec<ItemOfKind[K], CellItemOfKind[K]> } = {
  inventory: INVENTORY_CELL,
  artists: ARTIST_CELL,
  shows: SHOW_CELL,
  blogs: BLOG_CELL,
  media: MEDIA_CELL,
  representatives: GALLERY_CELL,
};

/**
 * A kind's cell for items that came as JSON (island props, a loaded page): the list only ever holds
 * items of its own kind, which the type cannot say once the kind is a runtime value.
 */
export function cellFor(kind: ContentKind): CellSpec<unknown, unknown> {
  return CELLS[kind] as unknown as CellSpec<unknown, unknown>;
}
