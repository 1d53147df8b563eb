import { describe, expect, it } from 'vitest';
import { edition, item as inventoryItem } from '../testing/fixtures';
import { firstPurchasable, showsPurchase } from './purchase-rules';

const connected = { isStripeConnected: true };
const shown = { showPurchase: true, hideOnHold: false };

describe('PURCHASE’s visibility (§5)', () => {
  it('needs the work available, a price shown and a connected card provider', () => {
    expect(showsPurchase(inventoryItem(), connected, shown)).toBe(true);
    expect(showsPurchase(inventoryItem(), { isStripeConnected: false }, shown)).toBe(false);
    expect(showsPurchase(inventoryItem({ available: false }), connected, shown)).toBe(false);
    expect(showsPurchase(inventoryItem({ editions: [edition({ price: '', priceValue: 0 })] }), connected, shown)).toBe(false);
    expect(showsPurchase(inventoryItem({ editions: [edition({ isSold: true, quantity: 0 })] }), connected, shown)).toBe(false);
    expect(showsPurchase(inventoryItem(), connected, { showPurchase: false })).toBe(false);
  });

  it('hides a work on hold; with one edition held and another for sale it offers the other, hideOnHold or not', () => {
    const held = inventoryItem({ editions: [edition({ editionId: 1, isOnHold: true })] });
    expect(showsPurchase(held, connected, shown)).toBe(false);
    expect(showsPurchase(held, connected, { showPurchase: true, hideOnHold: true })).toBe(false);
    const partlyHeld = inventoryItem({ editions: [edition({ editionId: 1, isOnHold: true }), edition({ editionId: 2 })] });
    expect(showsPurchase(partlyHeld, connected, shown)).toBe(true);
    expect(showsPurchase(partlyHeld, connected, { showPurchase: true, hideOnHold: true })).toBe(true);
    expect(showsPurchase(inventoryItem(), connected, { showPurchase: true, hideOnHold: true })).toBe(true);
    expect(firstPurchasable(partlyHeld)?.editionId).toBe(2);
  });
});
