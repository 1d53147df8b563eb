import { formatMoney, type Edition, type InventoryImage } from '../../../schema';
import type { editions, images } from '../../db/schema';

/** Rows of the catalogue mapped to the API's shapes (schema/api/content.ts). */

const UNITS = ['in', 'cm', 'ft'];
/** Made once: building a number format per call costs more than the whole row mapping. */
const SIZE_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

type EditionRow = typeof editions.$inferSelect;
/** The fields of an edition its API shape is made from. */
export type EditionFields = Pick<
  EditionRow,
  | 'id'
  | 'label'
  | 'editionType'
  | 'number'
  | 'price'
  | 'currencyCode'
  | 'prices'
  | 'active'
  | 'isOnHold'
  | 'heldUntil'
  | 'quantity'
  | 'width'
  | 'height'
  | 'depth'
  | 'metric'
  | 'alternateDimensions'
  | 'framing'
  | 'isFramed'
  | 'mounting'
>;
export type ImageRow = Pick<typeof images.$inferSelect, 'id' | 'extension' | 'width' | 'height' | 'alt'>;

export function toEdition(e: EditionFields): Edition {
  return {
    editionId: e.id,
    edition: e.label,
    editionType: e.editionType,
    number: e.number,
    price: formatMoney(e.price, e.currencyCode),
    priceValue: e.price,
    currencyCode: e.currencyCode,
    prices: e.prices.map((p) => ({ currencyCode: p.currencyCode, price: formatMoney(p.value, p.currencyCode), priceValue: p.value })),
    active: e.active,
    // The owner's hold, or a buyer's checkout holding the piece right now (services/commerce/holds.ts).
    isOnHold: e.isOnHold || (e.heldUntil !== null && e.heldUntil.getTime() > Date.now()),
    isSold: e.quantity === 0,
    quantity: e.quantity,
    dimensions: { width: e.width, height: e.height, depth: e.depth, metric: e.metric, formatted: formatDimensions(e.height, e.width, e.depth, e.metric) },
    alternateDimensions: alternateOf(e.alternateDimensions),
    framing: e.framing,
    isFramed: e.isFramed,
    mounting: e.mounting,
  };
}

/** The owner's other statement of an edition's size (editions.alternate_dimensions), formatted; null when there is none. */
function alternateOf(value: unknown): Edition['alternateDimensions'] {
  if (!value || typeof value !== 'object') return null;
  const { height = null, width = null, depth = null, metric = 1 } = value as { height?: number | null; width?: number | null; depth?: number | null; metric?: number };
  const formatted = formatDimensions(height, width, depth, metric);
  return formatted ? { height, width, depth, metric, formatted } : null;
}

export function toImage(i: ImageRow): InventoryImage {
  return { id: i.id, extension: i.extension, width: i.width, height: i.height, imageAlt: i.alt };
}

/** '61 × 50.8 cm': height × width [× depth] in the edition's unit; empty when the size is unknown. */
export function formatDimensions(height: number | null, width: number | null, depth: number | null, metric: number): string {
  if (height === null || width === null) return '';
  const parts = [height, width, ...(depth !== null ? [depth] : [])].map((n) => SIZE_FORMAT.format(n));
  return `${parts.join(' × ')} ${UNITS[metric] ?? 'cm'}`;
}

/** '1904–1989', 'born 1945', 'died 1890', or null when neither year is known. */
export function lifespan(beginDate: number | null, endDate: number | null): string | null {
  if (beginDate && endDate) return `${beginDate}–${endDate}`;
  if (beginDate) return `born ${beginDate}`;
  if (endDate) return `died ${endDate}`;
  return null;
}

export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** How many rows a page may return: maxLimit caps the whole list. */
export function pageSize(limit: number, offset: number, maxLimit: number | null | undefined): number {
  return maxLimit ? Math.max(0, Math.min(limit, maxLimit - offset)) : limit;
}

/** Whether another page follows: the extra row exists and maxLimit has not been reached. */
export function hasMore(fetched: number, size: number, offset: number, maxLimit: number | null | undefined): boolean {
  return fetched > size && (!maxLimit || offset + size < maxLimit);
}
