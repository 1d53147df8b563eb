import {
  CommerceText,
  countryOf,
  EditionType,
  ErrorCode,
  formatMoney,
  money,
  type CartEdition,
  type CartLineItem,
  type CartNotice,
  type CartResponse,
  type InventoryImage,
  type ShippingSettings,
  type TaxSettings,
} from '../../../schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { toEdition } from '../content';
import type { SiteRow } from '../sites';
import { cartRows, type CartRow } from './cart-query';
import { NO_SHIPPING_RULES, NO_TAX, promoState, totalsFor, type Destination, type PromoCodeRow, type PromoState, type Totals } from './pricing';

/** A line as the order needs it: the price comes from the database, never from the client. */
export interface PricedLine {
  editionId: number;
  inventoryId: number;
  title: string;
  artistName: string | null;
  editionLabel: string;
  unitPrice: number;
  quantity: number;
  subtotal: number;
  /** A unique original: held for the buyer while checkout runs. */
  isOriginal: boolean;
}

export interface PricedCart {
  response: CartResponse;
  /** Lines that can be bought as they stand (quantity > 0). */
  lines: PricedLine[];
  /** What would be charged: subtotal less the promotion, plus shipping and (exclusive) tax. */
  total: number;
  totals: Totals;
  /** The promotion applied, as the order records it. */
  promo: PromoCodeRow | null;
  destination: Destination | null;
  /** The first reason the cart differs from what was asked for; null when it is exactly as requested. */
  problem: { code: string; message: string } | null;
}

/** What a cart is asked for: the client's ids and quantities, a promotion code's id, and where it goes. */
export interface CartQuery {
  Editions: CartEdition[];
  PromoCodeId?: number | null;
  /** ISO 3166-1 alpha-2, already checked. */
  Country?: string;
  State?: string;
}

export interface CartOptions {
  /** The checkout attempt pricing the cart: its own holds do not count as another buyer's. */
  attemptId?: number;
}

const PROMO_MESSAGES: Record<Exclude<PromoState, 'live'>, string> = {
  inactive: CommerceText.promoCodeInvalid,
  not_started: CommerceText.promoCodeNotStarted,
  expired: CommerceText.promoCodeExpired,
  used_up: CommerceText.promoCodeUsedUp,
};

/** Why a code cannot be used now, in the buyer's words; null when it can. */
export function promoMessage(promo: PromoCodeRow | null, now: Date): string | null {
  if (!promo) return CommerceText.promoCodeInvalid;
  const state = promoState(promo, now);
  return state === 'live' ? null : PROMO_MESSAGES[state];
}

function imageOf(image: [number, string, number, number, string] | null): InventoryImage | null {
  return image ? { id: image[0], extension: image[1], width: image[2], height: image[3], imageAlt: image[4] } : null;
}

/** Adds up repeated editions, keeping the order the buyer added them in. */
function mergeRequested(requested: CartEdition[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of requested) merged.set(line.EditionId, (merged.get(line.EditionId) ?? 0) + line.Quantity);
  return merged;
}

/** Prices a cart for one site from the database (checkout prices it again this way before charging). */
export async function priceCart(db: Db, site: SiteRow, query: CartQuery, options: CartOptions = {}): Promise<PricedCart> {
  const priced = await priceCartOf(db, site.subdomain, query, options);
  if (!priced) throw new HttpError(404, ErrorCode.NotFound, 'This site no longer exists.');
  return priced.cart;
}

/**
 * The site of a subdomain and a cart priced there, in one query; null when there is no such site.
 * `changesBy` is the first moment the same rows price the cart differently by time alone: a hold on one
 * of its editions runs out, or the promotion asked for starts or ends (capped at `keepAtMost` from now).
 */
export async function priceCartOf(
  db: Db,
  subdomain: string,
  query: CartQuery,
  options: CartOptions = {},
  keepAtMost = 0,
): Promise<{ site: SiteRow; cart: PricedCart; changesBy: number } | null> {
  const wanted = mergeRequested(query.Editions);
  const rows = await cartRows(db).execute({ ids: [...wanted.keys()], subdomain, promoId: query.PromoCodeId ?? null });
  if (!rows.length) return null;
  const first = rows[0];
  const destination = query.Country ? { country: query.Country, state: query.State?.trim() || null } : null;
  const byId = new Map(rows.flatMap((r) => (r.edition ? [[r.edition.id, { ...r, edition: r.edition }]] : [])));
  const now = new Date();
  const moments = [
    ...[...byId.values()].map((r) => r.edition.heldUntil),
    first.promo?.startsAt ?? null,
    first.promo?.endsAt ?? null,
  ].flatMap((at) => (at && at > now ? [at.getTime()] : []));
  return {
    site: first.site,
    changesBy: Math.min(now.getTime() + keepAtMost, ...moments),
    cart: price({
      site: first.site,
      wanted,
      byId,
      shipping: (first.shipping as ShippingSettings | null) ?? NO_SHIPPING_RULES,
      tax: (first.tax as TaxSettings | null) ?? NO_TAX,
      promoAsked: query.PromoCodeId ?? null,
      promo: first.promo,
      hasActivePromoCodes: first.hasActivePromoCodes,
      destination,
      attemptId: options.attemptId ?? null,
      now,
    }),
  };
}

type EditionRow = NonNullable<CartRow['edition']>;

/** The edition's price in the site's currency: its own, or the one the owner set for that currency; null without one. */
function priceIn(e: EditionRow, currency: string): number | null {
  if (e.currencyCode === currency) return e.price;
  return e.prices.find((p) => p.currencyCode === currency)?.value ?? null;
}

/** Held by the owner, or by another buyer's checkout that has not run out. */
function heldForOthers(e: EditionRow, attemptId: number | null, now: Date): boolean {
  if (e.isOnHold) return true;
  return e.heldUntil !== null && e.heldUntil > now && e.holdAttemptId !== attemptId;
}

interface PriceInput {
  site: SiteRow;
  wanted: Map<number, number>;
  byId: Map<number, CartRow & { edition: EditionRow }>;
  shipping: ShippingSettings;
  tax: TaxSettings;
  promoAsked: number | null;
  promo: PromoCodeRow | null;
  hasActivePromoCodes: boolean;
  destination: Destination | null;
  attemptId: number | null;
  now: Date;
}

/**
 * Prices the wanted editions from their rows. Editions of other sites are unknown; unique originals
 * sell one at a time; quantities are capped at what is left. A line that cannot be bought (sold,
 * withdrawn, unknown) is dropped with a notice; one on hold stays in the cart, out of the totals.
 */
function price(input: PriceInput): PricedCart {
  const currency = input.site.currencyCode;
  const lineItems: CartLineItem[] = [];
  const lines: PricedLine[] = [];
  const notices: CartNotice[] = [];
  const kept: CartEdition[] = [];
  let held = false;

  for (const [editionId, requestedQuantity] of input.wanted) {
    const row = input.byId.get(editionId);
    const title = row?.title;
    if (!row || !row.inventoryActive || title == null) {
      notices.push({ editionId, title: null, requestedQuantity, quantity: 0, message: CommerceText.unavailable });
      continue;
    }
    const e = row.edition;
    const unitPrice = priceIn(e, currency);
    if (!e.active || e.quantity === 0 || unitPrice === null) {
      // Dropped, not kept at quantity 0: the buyer is told once, and the client stores the cart without it.
      const message = e.quantity === 0 ? CommerceText.soldOut : unitPrice === null ? CommerceText.notForSaleInCurrency : CommerceText.unavailable;
      notices.push({ editionId, title, requestedQuantity, quantity: 0, message });
      continue;
    }
    const isOriginal = e.editionType === EditionType.Original;
    const onHold = heldForOthers(e, input.attemptId, input.now);
    const most = isOriginal ? Math.min(1, e.quantity) : e.quantity;
    const quantity = Math.min(requestedQuantity, most);
    // Asking for two of a unique original is not a shortage, just the one-of-a-kind rule.
    let notice: string | null = quantity < requestedQuantity && !isOriginal ? CommerceText.notEnoughLeft : null;
    if (notice) notices.push({ editionId, title, requestedQuantity, quantity, message: notice });
    if (onHold) {
      notice = CommerceText.heldForAnotherBuyer;
      held = true;
    }
    kept.push({ EditionId: editionId, Quantity: quantity });
    const subtotal = onHold ? 0 : unitPrice * quantity;
    lineItems.push({
      inventory: { inventoryId: e.inventoryId, title, artistName: row.artistName, image: imageOf(row.image) },
      edition: { ...toEdition(e), isOnHold: onHold, price: formatMoney(unitPrice, currency), priceValue: unitPrice, currencyCode: currency },
      quantity,
      requestedQuantity,
      subtotal: money(subtotal, currency),
      canAdjustQuantity: !isOriginal,
      notice,
    });
    if (!onHold) {
      lines.push({ editionId, inventoryId: e.inventoryId, title, artistName: row.artistName, editionLabel: e.label, unitPrice, quantity, subtotal, isOriginal });
    }
  }

  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const promoRefusal = input.promoAsked === null ? null : promoMessage(input.promo, input.now);
  const promo = input.promoAsked !== null && promoRefusal === null ? input.promo : null;
  const totals = totalsFor({ subtotal, items, promo, shipping: input.shipping, tax: input.tax, to: input.destination, currencyCode: currency });

  const problem =
    (notices[0] && { code: ErrorCode.SoldOut, message: notices[0].message }) ||
    (held && { code: ErrorCode.OnHold, message: CommerceText.heldForAnotherBuyer }) ||
    (promoRefusal && { code: ErrorCode.PromoCodeInvalid, message: promoRefusal }) ||
    (totals.cannotShip && { code: ErrorCode.CannotShip, message: CommerceText.cannotShipThere }) ||
    null;
  const m = (value: number) => money(value, currency);
  return {
    response: {
      lineItems,
      editions: kept,
      notices,
      promoCode: promo ? { promoCodeId: promo.id, code: promo.code, description: promo.description, amount: m(totals.discount) } : null,
      promoCodeMessage: promoRefusal,
      totals: { subtotal: m(totals.subtotal), discount: m(totals.discount), shipping: m(totals.shipping), tax: m(totals.tax), total: m(totals.total) },
      taxIncluded: totals.taxIncluded,
      destination: input.destination ? { country: countryOf(input.destination.country).code, state: input.destination.state } : null,
      needsDestination: totals.needsDestination,
      cannotShip: totals.cannotShip,
      hasError: problem !== null,
      error: problem ? problem.message : null,
      hasActivePromoCodes: input.hasActivePromoCodes,
      config: { currencyCode: currency },
    },
    lines,
    total: totals.total,
    totals,
    promo,
    destination: input.destination,
    problem,
  };
}
