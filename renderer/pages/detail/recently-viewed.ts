import type { InventoryItem } from '../../../schema/api/content';
import type { RecentlyViewedEntry } from '../../../schema/recently-viewed';

/** What an art page records of its work (the viewing time is added in the browser). */
export function recentlyViewedEntry(item: InventoryItem): Omit<RecentlyViewedEntry, 'viewedAt'> {
  const image = item.images[0] ?? null;
  return {
    inventoryId: item.inventoryId,
    title: item.title,
    artistName: item.artist?.name ?? null,
    image: image && { id: image.id, extension: image.extension, width: image.width, height: image.height, imageAlt: image.imageAlt },
  };
}
