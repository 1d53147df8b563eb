import type { Edition, InventoryItem } from '../../schema/api/content';
import type { SiteContext } from '../../schema/site-context';
import { StatusText } from '../texts';

export type ArtworkStatus = 'sold' | 'on-hold' | 'inactive';

/** An edition a buyer can take now: active, neither sold nor on hold, with some left. */
export function isEditionAvailable(edition: Edition): boolean {
  return edition.active && !edition.isSold && !edition.isOnHold && edition.quantity > 0;
}

/** A price is shown when the edition carries a display price and a positive amount. */
export function hasShownPrice(edition: Edition): boolean {
  return edition.price.trim() !== '' && edition.priceValue > 0;
}

function editionStatus(edition: Edition): ArtworkStatus | null {
  if (edition.isSold) return 'sold';
  if (edition.isOnHold) return 'on-hold';
  if (!edition.active) return 'inactive';
  return null;
}

/**
 * The spec's status sticker: sold first, then on hold, then inactive; an artwork that can still be
 * had shows none. For several editions the artwork is only stickered once none is available.
 */
export function artworkStatus(item: InventoryItem): ArtworkStatus | null {
  const { editions } = item;
  if (item.available && editions.some(isEditionAvailable)) return null;
  if (editions.length === 0) return item.available ? null : 'inactive';
  if (editions.some((e) => e.isSold)) return 'sold';
  if (editions.some((e) => e.isOnHold)) return 'on-hold';
  return 'inactive';
}

export function editionStatusLabel(edition: Edition): string | null {
  const status = editionStatus(edition);
  return status ? statusLabel(status) : null;
}

export function statusLabel(status: ArtworkStatus): string {
  return status === 'sold' ? StatusText.sold : status === 'on-hold' ? StatusText.onHold : StatusText.inactive;
}

/** The price a list shows: that of the first available edition with a price. */
export function firstAvailablePrice(item: InventoryItem): string | null {
  if (!item.available) return null;
  const edition = item.editions.find((e) => isEditionAvailable(e) && hasShownPrice(e));
  return edition ? edition.price : null;
}

/** Editions the PURCHASE button can add: available with a price shown. */
export function purchasableEditions(item: InventoryItem): Edition[] {
  if (!item.available) return [];
  return item.editions.filter((e) => isEditionAvailable(e) && hasShownPrice(e));
}

/** The spec's rule: PURCHASE needs the artwork available, a price shown and a connected card provider. */
export function canPurchase(item: InventoryItem, site: Pick<SiteContext, 'isStripeConnected'>): boolean {
  return site.isStripeConnected && purchasableEditions(item).length > 0;
}

/** "Edition of 25, No. 3" style label. */
export function editionLabel(edition: Pick<Edition, 'edition' | 'number'>): string {
  return edition.number ? `${edition.edition}, No. ${edition.number}` : edition.edition;
}
