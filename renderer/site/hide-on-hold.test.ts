import { describe, expect, it } from 'vitest';
import { showsPurchase } from '../commerce/purchase-rules';
import { artActions, type ArtActionsConfig } from '../forms/art-actions';
import { edition, item } from '../testing/fixtures';
import { hiddenOnHold } from './hide-on-hold';

const held = (editionId: number) => edition({ editionId, isOnHold: true });
const forSale = (editionId: number) => edition({ editionId });
const sold = (editionId: number) => edition({ editionId, isSold: true, quantity: 0 });

/** A work taking offers on a site that takes them, with a connected card provider. */
const work = (...editions: ReturnType<typeof edition>[]) => item({ canReceiveOffers: true, editions });
const site = { isStripeConnected: true, canReceiveOffers: true };
const buttons = (hideOnHold: boolean): ArtActionsConfig => ({ showInquire: true, showOffer: true, showShare: true, inquireRequirePhone: false, inquireRequireAddress: false, hideOnHold });

/** Which of the three buttons hideOnHold governs a visitor sees. */
function shown(w: ReturnType<typeof work>, hideOnHold: boolean) {
  const actions = artActions(w, site, buttons(hideOnHold));
  return { purchase: showsPurchase(w, site, { showPurchase: true, hideOnHold }), inquire: actions.inquire !== null, offer: actions.offer !== null };
}

describe('hideOnHold (§5: any button can be hidden when the work is on hold)', () => {
  it('holds a work back when the block says so and the work is on hold, its one piece held', () => {
    expect(hiddenOnHold(work(held(1)), true)).toBe(true);
    expect(hiddenOnHold(work(held(1)), false)).toBe(false);
    expect(hiddenOnHold(work(held(1)), undefined)).toBe(false);
  });

  it('a work with every edition held is on hold; one held beside others for sale is not', () => {
    expect(hiddenOnHold(work(held(1), held(2)), true)).toBe(true);
    expect(hiddenOnHold(work(held(1), forSale(2)), true)).toBe(false);
    expect(hiddenOnHold(work(forSale(1)), true)).toBe(false);
  });

  it('reads the work as its sticker does: sold goes before on hold', () => {
    expect(hiddenOnHold(work(sold(1), held(2)), true)).toBe(false);
  });

  it('PURCHASE, INQUIRE and MAKE AN OFFER follow the same reading', () => {
    // The piece held: INQUIRE, the one of the three a held work still shows, goes with hideOnHold.
    expect(shown(work(held(1)), false)).toEqual({ purchase: false, inquire: true, offer: false });
    expect(shown(work(held(1)), true)).toEqual({ purchase: false, inquire: false, offer: false });
    // One edition held for another buyer, one for sale: all three stay, for the edition that can be had.
    expect(shown(work(held(1), forSale(2)), true)).toEqual({ purchase: true, inquire: true, offer: true });
    expect(shown(work(forSale(1)), true)).toEqual({ purchase: true, inquire: true, offer: true });
  });
});
