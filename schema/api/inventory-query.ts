import { z } from 'zod';
import { InventorySubType } from '../enums';
import {
  FILTER_COLORS,
  INVENTORY_ORDERS,
  INVENTORY_STATUSES,
  InventoryStatus,
  MAX_FILTER_LIST,
  MAX_FILTER_PRICE,
  MEDIUM_OPTIONS,
} from '../inventory-filters';
import { queryCodeSchema } from './fields';

/**
 * The filter and sort fields of GET /api/inventory (spec §3, §7, §9). Each value is what it means on the
 * wire, so a parsed query sent again (the browser's DataSource does) asks for the same list. A value
 * the spec does not name is refused with the field and the values it takes, never ignored.
 */

const SUBTYPES: number[] = Object.values(InventorySubType);
/** Digits with at most one decimal point, as the filter bar lets visitors type them. */
const DECIMAL_TEXT = /^(?:\d{1,12}(?:\.\d{0,6})?|\.\d{1,6})$/;

/** One value or an indexed list (medium[0]=Oil&medium[1]=Paper), as a list. */
function listOf<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as Array<z.output<T>>);
}

/** A value from a closed list of names, matched without regard to case; the result is the spec's spelling. */
function closedList<T extends string>(field: string, allowed: readonly T[]) {
  const byKey = new Map<string, T>(allowed.map((name) => [name.toLowerCase(), name]));
  return listOf(z.string())
    .refine((values) => values.length <= MAX_FILTER_LIST, `${field} takes at most ${MAX_FILTER_LIST} values.`)
    .refine((values) => values.every((v) => byKey.has(v.trim().toLowerCase())), `${field} must be one of ${allowed.join(', ')}.`)
    .transform((values) => [...new Set(values.map((v) => byKey.get(v.trim().toLowerCase()) as T))]);
}

/** A non-negative number written with digits and at most one decimal point (or sent as a number). */
function decimal(field: string, max: number) {
  const message = `${field} must be digits with at most one decimal point, from 0 to ${max} (e.g. 1200.50).`;
  return z
    .union([z.number(), z.string()], { error: message })
    .refine((v) => (typeof v === 'number' ? Number.isFinite(v) && v >= 0 : DECIMAL_TEXT.test(v)), message)
    .transform(Number)
    .refine((v) => v <= max, message);
}

/** A list of sizes in inches, one per chosen size (minHeight[0]=12&maxHeight[0]=30). */
function sizeList(field: string) {
  return listOf(decimal(field, 999_999)).refine((values) => values.length <= MAX_FILTER_LIST, `${field} takes at most ${MAX_FILTER_LIST} values.`);
}

export const inventoryFilterQueryFields = {
  /** Spec sort orders: 0 the owner's order (a chosen list's own with listId), 3 price, 4 title, 5 artist. */
  order: queryCodeSchema.refine((v) => INVENTORY_ORDERS.includes(v), 'order must be one of 0 (default), 3 (price), 4 (title) or 5 (artist).').optional(),
  /** 5 only available works; 3 and 6 say the list is a chosen list (listId) or by tags; 0 and 1 filter nothing. */
  status: queryCodeSchema
    .refine((v) => INVENTORY_STATUSES.includes(v), 'status must be one of 0 (show all), 1 (show all), 3 (a chosen list), 5 (only available) or 6 (by tags).')
    .optional(),
  subType: queryCodeSchema.refine((v) => SUBTYPES.includes(v), `subType must be one of ${SUBTYPES.join(', ')}.`).optional(),
  color: closedList('color', FILTER_COLORS).optional(),
  medium: closedList('medium', MEDIUM_OPTIONS).optional(),
  /** In the site's currency, major units, compared with the lowest price of a work's active editions. */
  minPrice: decimal('minPrice', MAX_FILTER_PRICE).optional(),
  maxPrice: decimal('maxPrice', MAX_FILTER_PRICE).optional(),
  /** Inches; the i-th entries of the four lists are one size (see fitsSize in schema/inventory-filters.ts). */
  minHeight: sizeList('minHeight').optional(),
  maxHeight: sizeList('maxHeight').optional(),
  minWidth: sizeList('minWidth').optional(),
  maxWidth: sizeList('maxWidth').optional(),
  /** The artist's state (artists.state), matched without regard to case. */
  artistState: z.string().trim().min(1, 'artistState must not be empty.').max(100).optional(),
};

const SIZE_FIELDS = ['minHeight', 'maxHeight', 'minWidth', 'maxWidth'] as const;

type FilterQuery = { [K in keyof typeof inventoryFilterQueryFields]?: z.output<(typeof inventoryFilterQueryFields)[K]> } & {
  listId?: number;
  tags?: string[];
};

/** The rules between fields: the size lists pair up by index, and status 3 and 6 need their source. */
export function checkInventoryFilters(query: FilterQuery, ctx: z.RefinementCtx): void {
  const given = SIZE_FIELDS.filter((field) => query[field] !== undefined);
  const lengths = new Set(given.map((field) => query[field]!.length));
  if (lengths.size > 1) {
    ctx.addIssue({
      code: 'custom',
      path: [given[0]],
      message: `${given.join(', ')} must list the same number of sizes (one entry per size, e.g. minHeight[0]=12&maxHeight[0]=30).`,
    });
  }
  if (query.status === InventoryStatus.ChosenList && query.listId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['listId'], message: 'status 3 (a chosen list) needs listId.' });
  }
  if (query.status === InventoryStatus.Tags && !query.tags?.length) {
    ctx.addIssue({ code: 'custom', path: ['tags'], message: 'status 6 (by tags) needs tags.' });
  }
}
