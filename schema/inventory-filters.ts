/**
 * The visitor filters and sorts of inventory lists (spec §3 "Filter values for inventory lists", §9):
 * the closed sets of values, the size ranges, and the rules for typed prices. Both the API's query
 * schema and the renderer's filter bar read them from here.
 */

/** The spec's filter colours; an artwork stores at most one of them (inventory.color). */
export const FILTER_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'black', 'white'] as const;
export type FilterColor = (typeof FILTER_COLORS)[number];

/**
 * The spec's medium options. The stored medium is free text ('Oil and charcoal on canvas'), so an
 * option is a category a work falls into (server/db/medium-kinds.ts), not a value to match: the list
 * is closed, and any other value is refused rather than matched as text.
 */
export const MEDIUM_OPTIONS = ['Oil', 'Mixed Media', 'Sculpture', 'Acrylic', 'Photography', 'Paper'] as const;
export type MediumOption = (typeof MEDIUM_OPTIONS)[number];

/** The spec's size filters in inches: small 0-12, medium 12-30, large 30-999999. */
export const SIZE_RANGES = {
  small: { min: 0, max: 12 },
  medium: { min: 12, max: 30 },
  large: { min: 30, max: 999_999 },
} as const;
export type SizeName = keyof typeof SIZE_RANGES;
export const SIZE_NAMES = Object.keys(SIZE_RANGES) as SizeName[];
export const CM_PER_INCH = 2.54;

/** Inventory list status values: 5 only available; 3 a chosen list and 6 by tags pick the source. */
export const InventoryStatus = { All: 0, Shown: 1, ChosenList: 3, Available: 5, Tags: 6 } as const;
export const INVENTORY_STATUSES: number[] = Object.values(InventoryStatus);

/** Inventory list sort orders: 0 the owner's order (or a chosen list's), 3 price, 4 title, 5 artist. */
export const InventoryOrder = { Default: 0, Price: 3, Title: 4, Artist: 5 } as const;
export type InventoryOrder = (typeof InventoryOrder)[keyof typeof InventoryOrder];
export const INVENTORY_ORDERS: number[] = Object.values(InventoryOrder);

/** The most entries a filter list (medium, sizes) may hold. */
export const MAX_FILTER_LIST = 10;
/** The largest price a visitor can type, in major units: beyond every price a column can hold. */
export const MAX_FILTER_PRICE = 1_000_000_000;

/** Whether a typed price is digits with at most one decimal point ('1200', '1200.5', '.5'); empty is allowed while typing. */
export function isPriceInput(text: string): boolean {
  return /^\d*\.?\d*$/.test(text);
}

/** A price field's text after a keystroke: every character but digits and the first decimal point dropped. */
export function cleanPriceInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** A committed price in major units, or null when the text holds no number ('' or '.'). */
export function parsePriceInput(text: string): number | null {
  if (!isPriceInput(text) || !/\d/.test(text)) return null;
  return Number(text);
}

/** A price in major units (1200.50) as the integer minor units money is stored in (120050). */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

/** The size ranges (inches) a visitor's chosen sizes send, as the indexed lists of the API. */
export function sizeQuery(sizes: readonly SizeName[]): { minHeight: number[]; maxHeight: number[]; minWidth: number[]; maxWidth: number[] } {
  const ranges = SIZE_NAMES.filter((name) => sizes.includes(name)).map((name) => SIZE_RANGES[name]);
  const mins = ranges.map((r) => r.min);
  const maxes = ranges.map((r) => r.max);
  return { minHeight: mins, maxHeight: maxes, minWidth: [...mins], maxWidth: [...maxes] };
}

/**
 * Whether a work of this height and width (inches) is of the i-th size the lists name: it fits within
 * the max box and not within the min box, so its longer side is in [min, max) and every work with a
 * size is exactly one of small, medium and large. A dimension whose lists are absent is not asked about.
 * The SQL of the API (server/services/content/inventory-filters.ts) says the same; this is its reference.
 */
export function fitsSize(
  work: { height: number; width: number },
  bounds: { minHeight?: number; maxHeight?: number; minWidth?: number; maxWidth?: number },
): boolean {
  const belowMax = (bounds.maxHeight === undefined || work.height < bounds.maxHeight) && (bounds.maxWidth === undefined || work.width < bounds.maxWidth);
  const mins = [bounds.minHeight === undefined ? null : work.height >= bounds.minHeight, bounds.minWidth === undefined ? null : work.width >= bounds.minWidth].filter(
    (v): v is boolean => v !== null,
  );
  return belowMax && (mins.length === 0 || mins.some(Boolean));
}
