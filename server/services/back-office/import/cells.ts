import { DimensionUnit, EditionType, InventoryType } from '../../../../schema';
import { INVENTORY_TYPE_LABELS, SUBTYPES_BY_TYPE } from '../../../../schema/inventory-types';

/**
 * Cells as a gallery writes them, both ways: yes/no, prices in major units (1250.00) stored as integer
 * minor units, sizes with their unit, inventory types and subtypes by name, lists separated by
 * semicolons. A cell that cannot be read throws a CellError with the reason the row is reported with.
 */

export class CellError extends Error {}

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);

/** yes/no; undefined when empty. */
export function readYesNo(cell: string): boolean | undefined {
  const v = cell.trim().toLowerCase();
  if (!v) return undefined;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  throw new CellError(`“${cell.trim()}” is not yes or no.`);
}
export const writeYesNo = (value: boolean) => (value ? 'yes' : 'no');

/** 1250.00, 1,250.00, 1250, $1,250 → minor units (cents); null when empty. */
export function readPrice(cell: string): number | null {
  const v = cell.trim().replace(/^[$€£]\s*/, '');
  if (!v) return null;
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(v)) throw new CellError(`“${cell.trim()}” is not a price. Write it in major units, such as 1250.00.`);
  const [whole, fraction = ''] = v.replace(/,/g, '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new CellError(`“${cell.trim()}” is too large a price.`);
  return minor;
}
export const writePrice = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** A plain number (60, 60.5, or 60,5 as many locales write it); null when empty. */
export function readNumber(cell: string): number | null {
  const v = cell.trim();
  if (!v) return null;
  const normal = /^\d+,\d+$/.test(v) ? v.replace(',', '.') : v;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) throw new CellError(`“${v}” is not a number.`);
  return Number(normal);
}
export const writeNumber = (value: number | null) => (value === null ? '' : String(value));

/** A whole number; null when empty. */
export function readInteger(cell: string): number | null {
  const n = readNumber(cell);
  if (n !== null && !Number.isInteger(n)) throw new CellError(`“${cell.trim()}” is not a whole number.`);
  return n;
}

const UNITS: Record<string, number> = { in: DimensionUnit.Inches, inch: 0, inches: 0, '"': 0, cm: DimensionUnit.Centimeters, centimeters: 1, centimetres: 1, ft: DimensionUnit.Feet, feet: 2, foot: 2 };
const UNIT_NAMES = ['in', 'cm', 'ft'];

/** in, cm or ft; null when empty. */
export function readUnit(cell: string): 0 | 1 | 2 | null {
  const v = cell.trim().toLowerCase().replace(/\.$/, '');
  if (!v) return null;
  const unit = UNITS[v];
  if (unit === undefined) throw new CellError(`“${cell.trim()}” is not a unit: write in, cm or ft.`);
  return unit as 0 | 1 | 2;
}
export const writeUnit = (metric: number) => UNIT_NAMES[metric] ?? 'cm';

/** 'a, b or c' */
const oneOf = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : (names[0] ?? ''));

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** An inventory type by name (Artwork, Jewelry…) or number; null when empty. */
export function readType(cell: string): number | null {
  const v = cell.trim();
  if (!v) return null;
  const found = INVENTORY_TYPE_LABELS.find((t) => squash(t.label) === squash(v) || String(t.value) === v);
  if (!found) throw new CellError(`“${v}” is not a type: write ${oneOf(INVENTORY_TYPE_LABELS.map((t) => t.label))}.`);
  return found.value;
}
export const writeType = (type: number) => INVENTORY_TYPE_LABELS.find((t) => t.value === type)?.label ?? String(type);

/** A subtype of the type by name (Ring, Table Lamp…); null when empty. */
export function readSubType(type: number, cell: string): number | null {
  const v = cell.trim();
  if (!v) return null;
  const options = SUBTYPES_BY_TYPE[type as InventoryType] ?? [];
  const found = options.find((s) => squash(s.label) === squash(v) || String(s.value) === v);
  const typeName = writeType(type);
  if (!found) {
    throw new CellError(
      options.length ? `“${v}” is not a subtype of ${typeName}: write ${oneOf(options.map((s) => s.label))}.` : `${typeName} has no subtypes: leave the cell empty.`,
    );
  }
  return found.value;
}
export function writeSubType(type: number, subType: number | null): string {
  if (subType === null) return '';
  return (SUBTYPES_BY_TYPE[type as InventoryType] ?? []).find((s) => s.value === subType)?.label ?? String(subType);
}

/** Unique or Numbered (also original, edition); null when empty. */
export function readEditionType(cell: string): number | null {
  const v = squash(cell);
  if (!v) return null;
  if (['unique', 'original', 'uniqueoriginal', '0'].includes(v)) return EditionType.Original;
  if (['numbered', 'edition', 'numberededition', 'multiple', '1'].includes(v)) return EditionType.NumberedEdition;
  throw new CellError(`“${cell.trim()}” is not an edition type: write Unique or Numbered.`);
}
export const writeEditionType = (type: number) => (type === EditionType.Original ? 'Unique' : 'Numbered');

/** Parts separated by semicolons, trimmed, empty ones left out. */
export const readList = (cell: string) =>
  cell
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
export const writeList = (items: readonly string[]) => items.join('; ');

/** EUR 1150.00; GBP 990.00 */
export function readOtherPrices(cell: string): Array<{ currencyCode: string; value: number }> {
  return readList(cell).map((part) => {
    const m = /^([A-Za-z]{3})\s*([^A-Za-z\s].*)$/.exec(part);
    const value = m ? readPrice(m[2]) : null;
    if (!m || value === null) throw new CellError(`“${part}” is not a price in another currency: write a code and an amount, such as EUR 1150.00.`);
    return { currencyCode: m[1].toUpperCase(), value };
  });
}
export const writeOtherPrices = (prices: ReadonlyArray<{ currencyCode: string; value: number }>) => writeList(prices.map((p) => `${p.currencyCode} ${writePrice(p.value)}`));
