import type { OrderAddress, OrderStatus } from '../../../schema';

/** The orders screen's words and the small rules of how it shows an order. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  authorized: 'Authorized',
  paid: 'Paid',
  shipped: 'Shipped',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** The filter of the list, named by the address (#/content/orders/status/paid); 'all' without one. */
export type OrderFilter = OrderStatus | 'all';

export interface OrdersRoute {
  filter: OrderFilter;
  /** An order's detail (#/content/orders/42), else null for the list. */
  orderId: number | null;
}

export function ordersRoute(rest: readonly string[]): OrdersRoute {
  if (rest[0] === 'status' && rest[1] && rest[1] in ORDER_STATUS_LABELS) return { filter: rest[1] as OrderStatus, orderId: null };
  const id = rest[0] && /^[1-9][0-9]{0,9}$/.test(rest[0]) ? Number(rest[0]) : null;
  return { filter: 'all', orderId: id !== null && id <= 2147483647 ? id : null };
}

/** An address as lines to show: street, city with state and postcode, country. */
export function addressLines(address: OrderAddress): string[] {
  return [address.addressLineOne, address.addressLineTwo, [address.city, address.state, address.zip].filter(Boolean).join(', '), address.countryName].filter(
    (line): line is string => Boolean(line),
  );
}

export function sameAddress(a: OrderAddress, b: OrderAddress): boolean {
  return addressLines(a).join('\n') === addressLines(b).join('\n');
}

/** "Order 42" as the owner and the buyer's mails name it. */
export const orderName = (orderId: number) => `Order ${orderId}`;

/** How an order was paid: 'Card through the test gateway, ending 4242'. */
export function paymentSummary(payment: { provider: string; method: 'card' | 'wallet'; last4: string | null }): string {
  const how = payment.method === 'wallet' ? 'Wallet' : 'Card';
  const gateway = payment.provider === 'test' ? 'the test gateway' : payment.provider === 'stripe' ? 'Stripe' : payment.provider;
  return `${how} through ${gateway}${payment.last4 ? `, ending ${payment.last4}` : ''}`;
}
