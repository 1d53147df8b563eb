import type { Artist, InventoryItem } from '../../../schema/api/content';
import type { Blog, PublicMediaItem, Representative, Show } from '../../../schema/api/lists';
import type { ContentKind } from '../../../schema/list-layouts';
import { ARTIST_CELL } from '../ArtistsList/ArtistCell';
import { BLOG_CELL } from '../BlogsList/BlogCell';
import { SHOW_CELL } from '../ExhibitionsList/ShowCell';
import { MEDIA_CELL } from '../MediaList/MediaCell';
import { GALLERY_CELL } from '../RepresentativesList/GalleryCell';
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

/** The cell of each kind of list. */
export const CELLS: { [K in ContentKind]: CellSpec<ItemOfKind[K]> } = {
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
export function cellFor(kind: ContentKind): CellSpec<unknown> {
  return CELLS[kind] as unknown as CellSpec<unknown>;
}
