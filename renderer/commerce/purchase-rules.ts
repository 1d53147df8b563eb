import type { InventoryItem } from '../../schema/api/content';
import type { SiteContext } from '../../schema/site-context';
import { editionLabel, purchasableEditions } from '../site/artwork';
import { hiddenOnHold } from '../site/hide-on-hold';

/** The art page's say over PURCHASE (the inventory meta block's settings). */
export interface PurchaseConfig {
  showPurchase: boolean;
  /** Hide the buttons while the work is on hold (§5 hideOnHold, read by site/hide-on-hold.ts). */
  hideOnHold?: boolean;
}

/**
 * Whether PURCHASE shows (§5): the work available, an edition with a price shown, a connected card
 * payment provider, and the work not held back by hideOnHold (as INQUIRE and MAKE AN OFFER are).
 */
export function showsPurchase(item: InventoryItem, site: Pick<SiteContext, 'isStripeConnected'>, config: PurchaseConfig): boolean {
  if (!config.showPurchase || !site.isStripeConnected) return false;
  if (purchasableEditions(item).length === 0) return false;
  return !hiddenOnHold(item, config.hideOnHold);
}

/** The edition PURCHASE links to before the page's script runs (/buy/?products={id}:1): the first that can be bought. */
export function firstPurchasable(item: InventoryItem): { editionId: number; label: string } | null {
  const edition = purchasableEditions(item)[0];
  return edition ? { editionId: edition.editionId, label: editionLabel(edition) } : null;
}
