import type { InventoryItem } from '../../schema/api/content';
import { artworkStatus } from './artwork';

/**
 * hideOnHold, the one reading of it for every button it governs (PURCHASE, INQUIRE, MAKE AN OFFER; §5:
 * "any can be hidden when the edition is on hold"): they stand back when the block says so and the work
 * is on hold as its status sticker says, that is no edition can be had now and one of them is held
 * (by the owner, or for another buyer's checkout).
 *
 * A work with one edition held and others still for sale is not on hold: a checkout holds the piece
 * it buys, and hiding the whole work's buttons meanwhile would take the other editions off sale while
 * the page shows no sticker saying why.
 */
export function hiddenOnHold(item: InventoryItem, hideOnHold: boolean | undefined): boolean {
  return hideOnHold === true && artworkStatus(item) === 'on-hold';
}
