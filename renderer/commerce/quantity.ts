import { acceptsNumberText, numberValueOut } from '../forms/number-input';
import { MAX_QUANTITY } from './cart-address';

/**
 * The cart's quantity input under the number input rules of §5: digits only (no decimal point, no
 * minus), no leading zero, and '0' is not passed on. A quantity is a whole number from 1 to 999.
 */
export const QUANTITY_RULES = { decimals: false, negative: false, zero: false } as const;

/** Whether the field may read `text` after an edit (typing, pasting or dropping). */
export function acceptsQuantityText(text: string): boolean {
  return acceptsNumberText(text, QUANTITY_RULES) && (text === '' || Number(text) <= MAX_QUANTITY);
}

/** The quantity the text stands for, or null while it is not one to send (empty, '0'). */
export function quantityOf(text: string): number | null {
  const out = numberValueOut(text);
  if (!out || !acceptsQuantityText(out)) return null;
  const n = Number(out);
  return Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY ? n : null;
}
