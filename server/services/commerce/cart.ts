import { and, eq, inArray } from 'drizzle-orm';
import {
  CommerceText,
  EditionType,
  ErrorCode,
  formatMoney,
  money,
  type CartEdition,
  type CartLineItem,
  type CartResponse,
  type InventoryItem,
} from '../../../schema';
import type { Db } from '../../db/client';
import { editions, inventory } from '../../db/schema';
import { getInventoryItem } from '../catalogue';
import type { SiteRow } from '../sites';

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
}

export interface PricedCart {
  response: CartResponse;
  /** Lines that can be bought as they stand (quantity > 0). */
  lines: PricedLine[];
  total: number;
  /** The first reason the cart differs from what was asked for; null when it is exactly as requested. */
  problem: { code: string; message: string } | null;
}

/** Adds up repeated editions, keeping the order the buyer added them in. */
function mergeRequested(requested: CartEdition[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of requested) merged.set(line.EditionId, (merged.get(line.EditionId) ?? 0) + line.Quantity);
  return merged;
}

/**
 * Prices a cart for one site from the database. Editions of other sites are treated as unknown;
 * unique originals sell one at a time; quantities are clamped to what is left; anything that cannot
 * be bought is reported on its line (or in `error` when there is no line to show), never priced.
 */
export async function priceCart(db: Db, site: SiteRow, requested: CartEdition[]): Promise<PricedCart> {
  const currency = site.currencyCode;
  const wanted = mergeRequested(requested);
  const ids = [...wanted.keys()];
  const rows = ids.length
    ? await db
        .select({ edition: editions, inventoryActive: inventory.active })
        .from(editions)
        .innerJoin(inventory, eq(inventory.id, editions.inventoryId))
        .where(and(inArray(editions.id, ids), eq(editions.siteId, site.id), eq(inventory.siteId, site.id)))
    : [];
  const byId = new Map(rows.map((r) => [r.edition.id, r]));
  const items = new Map<number, InventoryItem | null>();
  const lineItems: CartLineItem[] = [];
  const lines: PricedLine[] = [];
  const problems: { code: string; message: string }[] = [];

  for (const [editionId, requestedQuantity] of wanted) {
    const row = byId.get(editionId);
    if (!row || !row.inventoryActive) {
      problems.push({ code: ErrorCode.SoldOut, message: CommerceText.unavailable });
      continue;
    }
    const e = row.edition;
    if (!items.has(e.inventoryId)) items.set(e.inventoryId, await getInventoryItem(db, site.id, e.inventoryId));
    const item = items.get(e.inventoryId);
    const view = item?.editions.find((candidate) => candidate.editionId === editionId);
    if (!item || !view) {
      problems.push({ code: ErrorCode.SoldOut, message: CommerceText.unavailable });
      continue;
    }
    const isOriginal = e.editionType === EditionType.Original;
    const canSell = e.active && !e.isOnHold && e.quantity > 0;
    const most = isOriginal ? Math.min(1, e.quantity) : e.quantity;
    const quantity = canSell ? Math.min(requestedQuantity, most) : 0;
    let notice: string | null = null;
    if (!canSell) notice = e.quantity === 0 ? CommerceText.soldOut : CommerceText.unavailable;
    // Asking for two of a unique original is not a shortage, just the one-of-a-kind rule.
    else if (quantity < requestedQuantity && !isOriginal) notice = CommerceText.notEnoughLeft;
    if (notice) problems.push({ code: ErrorCode.SoldOut, message: notice });

    const subtotal = e.price * quantity;
    lineItems.push({
      inventory: {
        inventoryId: item.inventoryId,
        title: item.title,
        artistName: item.artist?.name ?? null,
        image: item.images[0] ?? null,
      },
      edition: { ...view, price: formatMoney(e.price, currency), priceValue: e.price, currencyCode: currency },
      quantity,
      subtotal: money(subtotal, currency),
      canAdjustQuantity: !isOriginal,
      notice,
    });
    if (quantity > 0) {
      lines.push({
        editionId,
        inventoryId: e.inventoryId,
        title: item.title,
        artistName: item.artist?.name ?? null,
        editionLabel: e.label,
        unitPrice: e.price,
        quantity,
        subtotal,
      });
    }
  }

  const total = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const zero = money(0, currency);
  return {
    response: {
      lineItems,
      promoCode: null,
      totals: { subtotal: money(total, currency), shipping: zero, tax: zero, total: money(total, currency) },
      hasError: problems.length > 0,
      error: problems[0]?.message ?? null,
      hasActivePromoCodes: false,
      config: { currencyCode: currency },
    },
    lines,
    total,
    problem: problems[0] ?? null,
  };
}
