import type { InventoryImage, InventoryItem } from '../../../schema/api/content';
import { artworkStatus, firstAvailablePrice, type ArtworkStatus } from '../../site/artwork';

/**
 * What an artwork's cell in a list shows, worked out from the whole item once: its picture, title,
 * artist, date, and either its status sticker or the price of its first available edition. Lists that
 * hydrate in the browser carry these, not the items' editions, dimensions and notes.
 */
export interface InventoryCardItem {
  inventoryId: number;
  title: string;
  date?: string;
  artistName?: string;
  image?: InventoryImage;
  status?: ArtworkStatus;
  price?: string;
}

export function inventoryCardItem(item: InventoryItem): InventoryCardItem {
  const status = artworkStatus(item);
  const price = status ? null : firstAvailablePrice(item);
  const first = item.images[0];
  return {
    inventoryId: item.inventoryId,
    title: item.title,
    ...(item.date ? { date: item.date } : {}),
    ...(item.artist ? { artistName: item.artist.name } : {}),
    ...(first ? { image: { id: first.id, extension: first.extension, width: first.width, height: first.height, imageAlt: first.imageAlt } } : {}),
    ...(status ? { status } : {}),
    ...(price ? { price } : {}),
  };
}
