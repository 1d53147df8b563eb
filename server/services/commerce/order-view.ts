import { and, eq, sql } from 'drizzle-orm';
import {
  findCountry,
  money,
  type OrderAddress,
  type OrderConfirmation,
  type OrderDetail,
  type OrderLine,
  type OrderStatus,
  type PaymentMethod,
} from '../../../schema';
import type { Db } from '../../db/client';
import { orderLines, orders, owners, ownerSites, sites } from '../../db/schema';

/** Orders as stored, shown to the buyer (the confirmation) and to the owner (the detail). */

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** A stored address; orders from before countries were checked kept the country as typed. */
export function storedAddress(value: unknown): OrderAddress {
  const a = (value ?? {}) as Partial<OrderAddress>;
  const country = findCountry(a.country ?? '');
  return {
    addressLineOne: a.addressLineOne ?? '',
    addressLineTwo: a.addressLineTwo ?? null,
    city: a.city ?? '',
    state: a.state ?? null,
    zip: a.zip ?? null,
    country: country?.code ?? a.country ?? '',
    countryName: a.countryName ?? country?.name ?? a.country ?? '',
  };
}

function lineOf(line: LineRow, currency: string): OrderLine {
  return {
    editionId: line.editionId,
    inventoryId: line.inventoryId,
    title: line.title,
    artistName: line.artistName,
    editionLabel: line.editionLabel,
    unitPrice: money(line.unitPrice, currency),
    quantity: line.quantity,
    subtotal: money(line.subtotal, currency),
  };
}

/** An order's lines as one JSON array, read with the order in the same statement. */
const linesJson = sql<LineJson[]>`(select coalesce(json_agg(json_build_array(l.id, l.edition_id, l.inventory_id, l.title, l.artist_name, l.edition_label, l.unit_price, l.quantity, l.subtotal) order by l.id), '[]'::json) from ${orderLines} l where l.order_id = "orders"."id")`;
type LineJson = [number, number, number, string, string | null, string, number, number, number];

/** An order with its lines, as read together. */
export interface LoadedOrder {
  order: OrderRow;
  lines: LineRow[];
}

const linesOf = (orderId: number, json: LineJson[]): LineRow[] =>
  json.map(([id, editionId, inventoryId, title, artistName, editionLabel, unitPrice, quantity, subtotal]) => ({
    id,
    orderId,
    editionId,
    inventoryId,
    title,
    artistName,
    editionLabel,
    unitPrice: Number(unitPrice),
    quantity,
    subtotal: Number(subtotal),
  }));

/** A stored order of a site with its lines, in one round trip (every retry of a purchase reads it). */
export async function loadOrder(db: Pick<Db, 'select'>, siteId: number, orderId: number): Promise<LoadedOrder | null> {
  const [row] = await db
    .select({ order: orders, lines: linesJson })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)));
  return row ? { order: row.order, lines: linesOf(orderId, row.lines) } : null;
}

/** The site's owners' addresses, in the order they joined it. */
const ownerEmailsJson = sql<string[]>`(select coalesce(json_agg(o.email order by os.id), '[]'::json) from ${ownerSites} os join ${owners} o on o.id = os.owner_id where os.site_id = "orders"."site_id")`;

/** Everything an order's mails say: the order with its lines, its site's name and its owners' addresses. */
export interface OrderForMails extends LoadedOrder {
  company: string;
  ownerEmails: string[];
}

/** An order's mails' facts in one round trip, for recovery: a purchase has them from the statement that wrote its order. */
export async function loadOrderForMails(db: Pick<Db, 'select'>, orderId: number): Promise<OrderForMails | null> {
  const [row] = await db
    .select({ order: orders, lines: linesJson, company: sites.company, ownerEmails: ownerEmailsJson })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(eq(orders.id, orderId));
  return row ? { order: row.order, lines: linesOf(orderId, row.lines), company: row.company, ownerEmails: row.ownerEmails } : null;
}

function totalsOf(o: OrderRow) {
  const m = (value: number) => money(value, o.currencyCode);
  return { subtotal: m(o.subtotal), discount: m(o.discount), shipping: m(o.shipping), tax: m(o.tax), total: m(o.total) };
}

export function confirmationOf(order: OrderRow, lines: LineRow[]): OrderConfirmation {
  const shippingAddress = storedAddress(order.shippingAddress);
  return {
    orderId: order.id,
    email: order.email,
    lines: lines.map((l) => lineOf(l, order.currencyCode)),
    totals: totalsOf(order),
    taxIncluded: order.taxIncluded,
    promoCode: order.promoCode ? { code: order.promoCode, description: order.promoDescription ?? '' } : null,
    shippingAddress,
    billingAddress: order.billingAddress ? storedAddress(order.billingAddress) : shippingAddress,
    currencyCode: order.currencyCode,
  };
}

/** Paid orders can be shipped; paid and shipped ones refunded. */
export const canRefund = (status: string) => status === 'paid' || status === 'shipped';
export const canMarkShipped = (status: string) => status === 'paid';

export function detailOf(order: OrderRow, lines: LineRow[]): OrderDetail {
  const confirmation = confirmationOf(order, lines);
  return {
    orderId: order.id,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    shippedAt: order.shippedAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    buyer: { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone },
    shippingAddress: confirmation.shippingAddress,
    billingAddress: confirmation.billingAddress,
    notes: order.notes,
    lines: confirmation.lines,
    totals: confirmation.totals,
    taxIncluded: order.taxIncluded,
    promoCode: confirmation.promoCode,
    payment: { provider: order.paymentProvider, method: order.paymentMethod as PaymentMethod, reference: order.paymentReference, last4: order.cardLast4 },
    tracking: order.shippedAt ? { carrier: order.trackingCarrier, number: order.trackingNumber } : null,
    currencyCode: order.currencyCode,
    canRefund: canRefund(order.status),
    canMarkShipped: canMarkShipped(order.status),
  };
}
