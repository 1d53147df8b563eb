import { and, eq, sql } from 'drizzle-orm';
import {
  CommerceText,
  EditionType,
  ErrorCode,
  formatMoney,
  money,
  type CartEdition,
  type CartNotice,
  type CartLineItem,
  type CartResponse,
  type InventoryImage,
} from '../../../schema';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { artists, editions, images, inventory, sites } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { toEdition } from '../content';
import { siteColumns } from '../sites';
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

/**
 * A site, by subdomain, with the asked-for editions of it and what a cart line shows of their work
 * (title, artist, first picture), in one prepared query: a cart costs one round trip to the database
 * whatever its size. The site comes back on its own row when none of the editions is the site's.
 */
function siteWithEditions(db: Db) {
  return prepared(db, 'cart_site_editions', (d, name) =>
    d
      .select({
        site: siteColumns,
        edition: editions,
        inventoryActive: inventory.active,
        title: inventory.title,
        artistName: artists.name,
        image: sql<[number, string, number, number, string] | null>`(select json_build_array(${images.id}, ${images.extension}, ${images.width}, ${images.height}, ${images.alt}) from ${images} where ${images.inventoryId} = ${inventory.id} order by ${images.position}, ${images.id} limit 1)`,
      })
      .from(sites)
      .leftJoin(editions, and(eq(editions.siteId, sites.id), sql`${editions.id} = any(${sql.placeholder('ids')}::int[])`))
      .leftJoin(inventory, and(eq(inventory.id, editions.inventoryId), eq(inventory.siteId, sites.id)))
      .leftJoin(artists, eq(artists.id, inventory.artistId))
      .where(eq(sites.subdomain, sql.placeholder('subdomain')))
      .prepare(name),
  );
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
export async function priceCart(db: Db, site: SiteRow, requested: CartEdition[]): Promise<PricedCart> {
  const priced = await priceCartOf(db, site.subdomain, requested);
  if (!priced) throw new HttpError(404, ErrorCode.NotFound, 'This site no longer exists.');
  return priced.cart;
}

/** The site of a subdomain and a cart priced there, in one query; null when there is no such site. */
export async function priceCartOf(db: Db, subdomain: string, requested: CartEdition[]): Promise<{ site: SiteRow; cart: PricedCart } | null> {
  const wanted = mergeRequested(requested);
  const rows = await siteWithEditions(db).execute({ ids: [...wanted.keys()], subdomain });
  if (!rows.length) return null;
  const site = rows[0].site;
  return { site, cart: price(site, wanted, new Map(rows.flatMap((r) => (r.edition ? [[r.edition.id, { ...r, edition: r.edition }]] : [])))) };
}

type CartRow = Omit<Awaited<ReturnType<ReturnType<typeof siteWithEditions>['execute']>>[number], 'edition'> & { edition: typeof editions.$inferSelect };

/**
 * Prices the wanted editions from their rows. Editions of other sites are unknown; unique originals
 * sell one at a time; quantities are clamped to what is left; anything that cannot be bought is
 * reported on its line (or in `error` when there is no line to show), never priced.
 */
function price(site: SiteRow, wanted: Map<number, number>, byId: Map<number, CartRow>): PricedCart {
  const currency = site.currencyCode;
  const lineItems: CartLineItem[] = [];
  const lines: PricedLine[] = [];
  const notices: CartNotice[] = [];

  for (const [editionId, requestedQuantity] of wanted) {
    const row = byId.get(editionId);
    const title = row?.title;
    if (!row || !row.inventoryActive || title == null) {
      notices.push({ editionId, title: null, requestedQuantity, quantity: 0, message: CommerceText.unavailable });
      continue;
    }
    const e = row.edition;
    const isOriginal = e.editionType === EditionType.Original;
    const canSell = e.active && !e.isOnHold && e.quantity > 0;
    if (!canSell) {
      // Dropped, not kept at quantity 0: the buyer is told once, and the client stores the cart without it.
      notices.push({ editionId, title, requestedQuantity, quantity: 0, message: e.quantity === 0 ? CommerceText.soldOut : CommerceText.unavailable });
      continue;
    }
    const most = isOriginal ? Math.min(1, e.quantity) : e.quantity;
    const quantity = Math.min(requestedQuantity, most);
    // Asking for two of a unique original is not a shortage, just the one-of-a-kind rule.
    const notice = quantity < requestedQuantity && !isOriginal ? CommerceText.notEnoughLeft : null;
    if (notice) notices.push({ editionId, title, requestedQuantity, quantity, message: notice });

    const subtotal = e.price * quantity;
    lineItems.push({
      inventory: { inventoryId: e.inventoryId, title, artistName: row.artistName, image: imageOf(row.image) },
      edition: { ...toEdition(e), price: formatMoney(e.price, currency), priceValue: e.price, currencyCode: currency },
      quantity,
      requestedQuantity,
      subtotal: money(subtotal, currency),
      canAdjustQuantity: !isOriginal,
      notice,
    });
    lines.push({
      editionId,
      inventoryId: e.inventoryId,
      title,
      artistName: row.artistName,
      editionLabel: e.label,
      unitPrice: e.price,
      quantity,
      subtotal,
    });
  }

  const total = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const zero = money(0, currency);
  const problem = notices[0] ? { code: ErrorCode.SoldOut, message: notices[0].message } : null;
  return {
    response: {
      lineItems,
      editions: lines.map((line) => ({ EditionId: line.editionId, Quantity: line.quantity })),
      notices,
      promoCode: null,
      promoCodeMessage: null,
      totals: { subtotal: money(total, currency), discount: zero, shipping: zero, tax: zero, total: money(total, currency) },
      taxIncluded: false,
      destination: null,
      needsDestination: false,
      hasError: problem !== null,
      error: problem?.message ?? null,
      hasActivePromoCodes: false,
      config: { currencyCode: currency },
    },
    lines,
    total,
    problem,
  };
}
