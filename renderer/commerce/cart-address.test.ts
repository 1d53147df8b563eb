import { describe, expect, it } from 'vitest';
import { cartAddress, mergeCartItems, parseCartAddress } from './cart-address';

const at = (address: string) => parseCartAddress(new URL(address, 'http://demo.localhost:3000'));

describe('parseCartAddress', () => {
  it('reads products pairs, with quantity 1 when none is given', () => {
    expect(at('/buy/?products=12:2,14')).toEqual([
      { EditionId: 12, Quantity: 2 },
      { EditionId: 14, Quantity: 1 },
    ]);
  });

  it('reads a single editionId value', () => {
    expect(at('/buy/?editionId=33')).toEqual([{ EditionId: 33, Quantity: 1 }]);
  });

  it('reads a numeric last path segment as an edition id', () => {
    expect(at('/buy/123')).toEqual([{ EditionId: 123, Quantity: 1 }]);
    expect(at('/buy/123/')).toEqual([{ EditionId: 123, Quantity: 1 }]);
  });

  it('combines the forms and sums repeated editions', () => {
    expect(at('/buy/7?products=5:2,5&editionId=9')).toEqual([
      { EditionId: 5, Quantity: 3 },
      { EditionId: 9, Quantity: 1 },
      { EditionId: 7, Quantity: 1 },
    ]);
  });

  it('ignores bad values and keeps the good ones', () => {
    expect(at('/buy/?products=abc,12:0,-4:1,13:x,14:1:2,1.5,15:1000,,16:3&editionId=zero')).toEqual([{ EditionId: 16, Quantity: 3 }]);
    expect(at('/buy/')).toEqual([]);
    expect(at('/buy/abc')).toEqual([]);
  });

  it('ignores edition ids no row can have (past 2^31 - 1)', () => {
    expect(at('/buy/?products=2147483648:1,2147483647:1&editionId=9007199254740993')).toEqual([{ EditionId: 2147483647, Quantity: 1 }]);
    expect(at('/buy/2147483648')).toEqual([]);
  });
});

describe('mergeCartItems', () => {
  it('keeps stored items, takes the address quantity for an edition in both, and appends new ones', () => {
    const stored = [
      { EditionId: 1, Quantity: 1 },
      { EditionId: 2, Quantity: 4 },
    ];
    const address = [
      { EditionId: 2, Quantity: 2 },
      { EditionId: 3, Quantity: 1 },
    ];
    expect(mergeCartItems(address, stored)).toEqual([
      { EditionId: 1, Quantity: 1 },
      { EditionId: 2, Quantity: 2 },
      { EditionId: 3, Quantity: 1 },
    ]);
  });

  it('is stable when the address was written from the same cart (a reload does not double it)', () => {
    const cart = [{ EditionId: 8, Quantity: 2 }];
    const reloaded = mergeCartItems(at(cartAddress(cart)), cart);
    expect(reloaded).toEqual(cart);
  });

  it('does not change its inputs', () => {
    const stored = [{ EditionId: 2, Quantity: 4 }];
    mergeCartItems([{ EditionId: 2, Quantity: 1 }], stored);
    expect(stored).toEqual([{ EditionId: 2, Quantity: 4 }]);
  });
});

describe('cartAddress', () => {
  it('writes products pairs before the link parameters', () => {
    expect(cartAddress([{ EditionId: 12, Quantity: 2 }, { EditionId: 14, Quantity: 1 }], { sub: 'demo' })).toBe('/buy/?products=12:2,14:1&sub=demo');
  });

  it('is the bare cart page for an empty cart', () => {
    expect(cartAddress([], {})).toBe('/buy/');
    expect(cartAddress([], { sub: 'demo' })).toBe('/buy/?sub=demo');
  });
});
