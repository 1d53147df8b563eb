import { describe, expect, it } from 'vitest';
import { sampleInventoryItem } from '../data/sample';
import { artActions, formWork, offerEditions, type ArtActionsConfig } from './art-actions';

const ALL: ArtActionsConfig = { showInquire: true, showOffer: true, showShare: true, inquireRequirePhone: false, inquireRequireAddress: false, hideOnHold: false };
const open = { canReceiveOffers: true };
/** An available unique piece that takes offers. */
const work = () => ({ ...sampleInventoryItem(0), canReceiveOffers: true });
/** The sample on hold. */
const held = () => ({ ...sampleInventoryItem(4), canReceiveOffers: true });

describe('which of INQUIRE, MAKE AN OFFER and SHARE a work shows', () => {
  it('shows all three for an available work that takes offers', () => {
    const actions = artActions(work(), open, ALL);
    expect(actions.inquire).toBe(true);
    expect(actions.share).toBe(true);
    expect(actions.offer).toEqual([{ editionId: -1, label: 'Unique', priceValue: 420000, price: '$4,200.00', currencyCode: 'USD' }]);
  });

  it('offers need the work available, and both the work and the site taking offers', () => {
    expect(artActions({ ...work(), canReceiveOffers: false }, open, ALL).offer).toBeNull();
    expect(artActions(work(), { canReceiveOffers: false }, ALL).offer).toBeNull();
    expect(artActions(sampleInventoryItem(2), open, ALL).offer).toBeNull(); // sold
    expect(artActions(held(), open, ALL).offer).toBeNull(); // on hold: no edition for sale
  });

  it('hides INQUIRE when the work cannot be inquired about', () => {
    expect(artActions({ ...work(), canInquire: false }, open, ALL).inquire).toBe(false);
  });

  it('hides INQUIRE while the work is on hold only when the block says hideOnHold', () => {
    expect(artActions(held(), open, ALL).inquire).toBe(true);
    expect(artActions(held(), open, { ...ALL, hideOnHold: true }).inquire).toBe(false);
    expect(artActions(work(), open, { ...ALL, hideOnHold: true }).inquire).toBe(true);
  });

  it('follows the block’s own settings', () => {
    expect(artActions(work(), open, { ...ALL, showInquire: false, showOffer: false, showShare: false })).toEqual({ inquire: false, offer: null, share: false });
  });

  it('offers only editions for sale with a price', () => {
    const item = work();
    item.editions = [...item.editions, { ...item.editions[0], editionId: -9, priceValue: 0, price: '' }, { ...item.editions[0], editionId: -8, isSold: true }];
    expect(offerEditions(item).map((e) => e.editionId)).toEqual([-1]);
  });

  it('tells the popups the work’s title, artist (not on artist sites), price and first picture', () => {
    const item = { ...work(), sku: 'SA-1', images: [{ id: 7, extension: 'jpg', width: 800, height: 600, imageAlt: '' }] };
    expect(formWork(item, true)).toMatchObject({ inventoryId: -1, title: 'Morning Harbour', artistName: 'Sample Artist', sku: 'SA-1', price: '$4,200.00' });
    expect(formWork(item, true).imagePath).toMatch(/^\/img\/w_1024\/7\.jpg$/);
    expect(formWork(item, false).artistName).toBeNull();
  });
});
