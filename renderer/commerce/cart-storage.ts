import type { CartEdition } from '../../schema/api/commerce';
import { INT32_MAX } from '../../schema/api/int32';
import { MAX_QUANTITY } from './cart-address';

/** The locally stored cart: a versioned key holding [{ EditionId, Quantity }]. */
export const CART_STORAGE_KEY = 'cart.v1';
/** Fired on window whenever this tab changes the stored cart (other tabs get the 'storage' event). */
export const CART_CHANGE_EVENT = 'cart:change';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isLine(value: unknown): value is CartEdition {
  const v = value as Partial<CartEdition> | null;
  return (
    typeof v === 'object' && v !== null &&
    Number.isSafeInteger(v.EditionId) && (v.EditionId as number) > 0 && (v.EditionId as number) <= INT32_MAX &&
    Number.isSafeInteger(v.Quantity) && (v.Quantity as number) >= 1 && (v.Quantity as number) <= MAX_QUANTITY
  );
}

/** What is stored; anything malformed (another version, hand edits) is dropped rather than trusted. */
export function readStoredCart(storage: CartStorage | null | undefined): CartEdition[] {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isLine).map((l) => ({ EditionId: l.EditionId, Quantity: l.Quantity })) : [];
  } catch {
    return [];
  }
}

function notifyChange(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') {
    window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  }
}

export function writeStoredCart(storage: CartStorage | null | undefined, items: CartEdition[]): void {
  try {
    if (items.length) storage?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    else storage?.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be full or disabled (private windows); the cart then lives in the address only.
  }
  notifyChange();
}

/** Adds one of an edition, never past what is left to sell. Returns the new cart. */
export function addToStoredCart(storage: CartStorage | null | undefined, editionId: number, maxQuantity = MAX_QUANTITY): CartEdition[] {
  const items = readStoredCart(storage);
  const cap = Math.max(1, Math.min(MAX_QUANTITY, maxQuantity));
  const existing = items.find((l) => l.EditionId === editionId);
  if (existing) existing.Quantity = Math.min(cap, existing.Quantity + 1);
  else items.push({ EditionId: editionId, Quantity: 1 });
  writeStoredCart(storage, items);
  return items;
}

/** The number the cart link shows: all quantities together. */
export function cartItemCount(items: CartEdition[]): number {
  return items.reduce((sum, l) => sum + l.Quantity, 0);
}

/** The browser's localStorage, or null where it is missing or blocked. */
export function browserStorage(): CartStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The promotion code applied in this browser, kept beside the cart until the purchase succeeds. */
export const PROMO_STORAGE_KEY = 'cart.promo.v1';

export interface StoredPromo {
  code: string;
  promoCodeId: number;
}

export function readStoredPromo(storage: CartStorage | null | undefined): StoredPromo | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PROMO_STORAGE_KEY) ?? 'null');
    const p = parsed as Partial<StoredPromo> | null;
    return p && typeof p.code === 'string' && Number.isSafeInteger(p.promoCodeId) && (p.promoCodeId as number) > 0 && (p.promoCodeId as number) <= INT32_MAX
      ? { code: p.code.slice(0, 32), promoCodeId: p.promoCodeId as number }
      : null;
  } catch {
    return null;
  }
}

export function writeStoredPromo(storage: CartStorage | null | undefined, promo: StoredPromo | null): void {
  try {
    if (promo) storage?.setItem(PROMO_STORAGE_KEY, JSON.stringify(promo));
    else storage?.removeItem(PROMO_STORAGE_KEY);
  } catch {
    // As with the cart: without storage the code lasts as long as the page.
  }
}

/** Whether two carts hold the same editions in the same quantities and order. */
export function sameCart(a: CartEdition[], b: CartEdition[]): boolean {
  return a.length === b.length && a.every((line, i) => line.EditionId === b[i].EditionId && line.Quantity === b[i].Quantity);
}
