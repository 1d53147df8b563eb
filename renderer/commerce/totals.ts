import type { CartResponse } from '../../schema/api/commerce';
import { CartText } from '../texts';
import { CartUiText } from './texts';

export interface TotalsRow {
  key: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total';
  label: string;
  /** The server's display amount; the browser never adds up money. */
  display: string;
}

/**
 * The totals as shown, in the site's currency exactly as the server formatted them: subtotal, the
 * promotion (only with one applied), shipping and tax (told to wait for the address while the cart
 * has none and they depend on it; tax marked included where prices include it), and the total.
 */
export function totalsRows(cart: Pick<CartResponse, 'totals' | 'promoCode' | 'taxIncluded' | 'needsDestination'>): TotalsRow[] {
  const { totals } = cart;
  const rows: TotalsRow[] = [{ key: 'subtotal', label: CartText.subtotal, display: totals.subtotal.display }];
  if (cart.promoCode && totals.discount.value > 0) {
    rows.push({ key: 'discount', label: CartUiText.discount(cart.promoCode.code), display: `−${totals.discount.display}` });
  }
  const waiting = (value: number) => cart.needsDestination && value === 0;
  rows.push({ key: 'shipping', label: CartText.shipping, display: waiting(totals.shipping.value) ? CartUiText.needsAddress : totals.shipping.display });
  rows.push({
    key: 'tax',
    label: cart.taxIncluded ? CartUiText.taxIncluded : CartText.tax,
    display: waiting(totals.tax.value) ? CartUiText.needsAddress : totals.tax.display,
  });
  rows.push({ key: 'total', label: CartText.total, display: totals.total.display });
  return rows;
}
