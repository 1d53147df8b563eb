import type { CartResponse } from '../../schema/api/commerce';
import { providerAmount } from '../../schema/money';
import { CartText } from '../texts';
import { elementsAmount } from './stripe';
import { CartUiText } from './texts';

/** What Stripe's wallet sheet is told for an address: the amount to ask for, then its shipping rate and lines. */
export interface WalletSheetUpdate {
  amount: number;
  shippingRates: { id: string; displayName: string; amount: number }[];
  lineItems: { name: string; amount: number }[];
}

/**
 * The sheet for a cart the server priced for the sheet's address: its total as the amount, its shipping
 * as the one rate, and the goods (after any promotion) and tax added on top as lines, so lines and rate
 * add up to the amount as Stripe requires. Null when the site does not ship there, or nothing is left to
 * buy: the sheet then refuses the address. Every figure is the server's; nothing is added up here.
 */
export function walletSheetUpdate(cart: CartResponse): WalletSheetUpdate | null {
  if (cart.cannotShip || cart.lineItems.length === 0) return null;
  const currency = cart.config.currencyCode;
  const { subtotal, discount, shipping, tax, total } = cart.totals;
  const goods = subtotal.value - discount.value;
  const lineItems = [{ name: cart.promoCode && discount.value > 0 ? CartUiText.walletGoodsWithPromo(cart.promoCode.code) : CartText.subtotal, amount: providerAmount(goods, currency) }];
  if (!cart.taxIncluded && tax.value > 0) lineItems.push({ name: CartText.tax, amount: providerAmount(tax.value, currency) });
  return {
    amount: elementsAmount(total.value, currency),
    shippingRates: [{ id: 'shipping', displayName: CartText.shipping, amount: providerAmount(shipping.value, currency) }],
    lineItems,
  };
}
