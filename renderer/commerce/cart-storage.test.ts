import { describe, expect, it } from 'vitest';
import { addToStoredCart, CART_STORAGE_KEY, cartItemCount, readStoredCart, writeStoredCart, type CartStorage } from './cart-storage';

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('stored cart', () => {
  it('adds an edition once and never past what is left', () => {
    const storage = memoryStorage();
    addToStoredCart(storage, 41, 1);
    addToStoredCart(storage, 41, 1);
    expect(readStoredCart(storage)).toEqual([{ EditionId: 41, Quantity: 1 }]);
    addToStoredCart(storage, 42, 5);
    addToStoredCart(storage, 42, 5);
    expect(readStoredCart(storage)).toEqual([
      { EditionId: 41, Quantity: 1 },
      { EditionId: 42, Quantity: 2 },
    ]);
    expect(cartItemCount(readStoredCart(storage))).toBe(3);
  });

  it('stores [{ EditionId, Quantity }] under the versioned key and removes it when empty', () => {
    const storage = memoryStorage();
    writeStoredCart(storage, [{ EditionId: 3, Quantity: 2 }]);
    expect(JSON.parse(storage.data[CART_STORAGE_KEY])).toEqual([{ EditionId: 3, Quantity: 2 }]);
    writeStoredCart(storage, []);
    expect(storage.data[CART_STORAGE_KEY]).toBeUndefined();
  });

  it('drops malformed stored lines instead of trusting them', () => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify([{ EditionId: 3, Quantity: 1 }, { EditionId: 'x' }, { EditionId: 4, Quantity: 0 }, null]) });
    expect(readStoredCart(storage)).toEqual([{ EditionId: 3, Quantity: 1 }]);
    expect(readStoredCart(memoryStorage({ [CART_STORAGE_KEY]: 'not json' }))).toEqual([]);
  });

  it('survives a storage that throws (private windows)', () => {
    const broken: CartStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredCart(broken)).toEqual([]);
    expect(() => addToStoredCart(broken, 1)).not.toThrow();
  });
});
