import type { CartEdition } from '../../schema/api/commerce';
import { INT32_MAX } from '../../schema/api/int32';
import { cartHref, type LinkParams } from '../site/links';

export const MAX_QUANTITY = 999;

/** A positive whole number up to max (by default the largest id a row can have); anything else is ignored. */
function positiveInt(value: string | undefined, max = INT32_MAX): number | null {
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : null;
}

/** Adds a line, summing the quantity when the edition is already there (never above the limit). */
function addLine(lines: CartEdition[], editionId: number, quantity: number): void {
  const existing = lines.find((l) => l.EditionId === editionId);
  if (existing) existing.Quantity = Math.min(MAX_QUANTITY, existing.Quantity + quantity);
  else lines.push({ EditionId: editionId, Quantity: quantity });
}

/**
 * The cart as the address gives it, in the spec's three forms: `products=ID:QTY,ID2` (quantity
 * defaults to 1), a single `editionId`, or a numeric last path segment (/buy/123). Bad values are ignored.
 */
export function parseCartAddress(url: URL): CartEdition[] {
  const lines: CartEdition[] = [];
  for (const products of url.searchParams.getAll('products')) {
    for (const pair of products.split(',')) {
      if (pair.trim() === '') continue;
      const [idPart, quantityPart, ...rest] = pair.split(':');
      const editionId = positiveInt(idPart);
      const quantity = quantityPart === undefined ? 1 : positiveInt(quantityPart, MAX_QUANTITY);
      if (editionId === null || quantity === null || rest.length > 0) continue;
      addLine(lines, editionId, quantity);
    }
  }
  const single = positiveInt(url.searchParams.get('editionId') ?? undefined);
  if (single !== null) addLine(lines, single, 1);
  const fromPath = positiveInt(url.pathname.split('/').filter(Boolean).pop());
  if (fromPath !== null) addLine(lines, fromPath, 1);
  return lines;
}

/**
 * One cart from the address and local storage. The address wins for an edition in both, because the
 * address is rewritten from the whole cart (so a reload must not double it); stored order comes first.
 */
export function mergeCartItems(fromAddress: CartEdition[], fromStorage: CartEdition[]): CartEdition[] {
  const merged = fromStorage.map((l) => ({ ...l }));
  for (const line of fromAddress) {
    const existing = merged.find((l) => l.EditionId === line.EditionId);
    if (existing) existing.Quantity = line.Quantity;
    else merged.push({ ...line });
  }
  return merged;
}

/** The cart page address for these items: /buy/?products=ID:QTY,... followed by the link parameters. */
export function cartAddress(items: CartEdition[], linkParams: LinkParams = {}): string {
  const products = items.map((l) => `${l.EditionId}:${l.Quantity}`).join(',');
  return cartHref(linkParams, { products: products || undefined });
}
