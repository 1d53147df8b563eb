import { DimensionUnit, EditionType, type EditionRecord } from '../../../schema';
import type { SetEdition } from './edition-sets';
import { formatMajorUnits, parseMajorUnits, PRICE_HINT } from './money';

/**
 * One edition as the artwork form edits it: texts as typed (prices in major units), turned into the body
 * the owner API takes (prices in minor units) or into the reasons it cannot be sent yet, beside each field.
 */

export interface DimensionsDraft {
  height: string;
  width: string;
  depth: string;
  metric: DimensionUnit;
}

export interface OtherPriceDraft {
  key: number;
  currencyCode: string;
  value: string;
}

export interface EditionDraft {
  /** The edition's place in the form, kept while it moves (React keys, the announcement of a removal). */
  key: number;
  /** Null until saved. */
  id: number | null;
  revision: number | null;
  editionType: EditionType;
  /** Empty: made from the type, number and size ('Edition 3 of 25'). */
  label: string;
  number: string;
  editionSize: string;
  price: string;
  /** Empty: the site's currency. */
  currencyCode: string;
  prices: OtherPriceDraft[];
  /** How many are left to sell; '0' is sold. */
  quantity: string;
  isOnHold: boolean;
  active: boolean;
  /** Empty: the work's medium. */
  medium: string;
  framing: string;
  isFramed: boolean;
  mounting: string;
  dimensions: DimensionsDraft;
  hasAlternate: boolean;
  alternateDimensions: DimensionsDraft;
}

let nextKey = 1;
/** A key no other edition or price of this page has. */
export const freshKey = () => nextKey++;

/** What visitors read when the owner gives no label, as the server makes it: 'Unique', 'Edition 3 of 25'. */
export function madeEditionLabel(editionType: number, number: string | null, editionSize: number | null): string {
  if (editionType === EditionType.Original) return 'Unique';
  if (number && editionSize) return `Edition ${number} of ${editionSize}`;
  if (editionSize) return `Edition of ${editionSize}`;
  return number ? `Edition ${number}` : 'Edition';
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const sizeDraft = (d: { height: number | null; width: number | null; depth: number | null; metric: number } | null): DimensionsDraft => ({
  height: text(d?.height),
  width: text(d?.width),
  depth: text(d?.depth),
  metric: (d?.metric ?? DimensionUnit.Centimeters) as DimensionUnit,
});

export function editionDraftOf(e: EditionRecord | null, currencyCode = ''): EditionDraft {
  const made = e ? madeEditionLabel(e.editionType, e.number, e.editionSize) : '';
  return {
    key: freshKey(),
    id: e?.id ?? null,
    revision: e?.revision ?? null,
    editionType: (e?.editionType ?? EditionType.Original) as EditionType,
    label: e && e.label !== made ? e.label : '',
    number: e?.number ?? '',
    editionSize: text(e?.editionSize),
    price: e ? formatMajorUnits(e.price) : '',
    currencyCode: e?.currencyCode ?? currencyCode,
    prices: (e?.prices ?? []).map((p) => ({ key: freshKey(), currencyCode: p.currencyCode, value: formatMajorUnits(p.value) })),
    quantity: text(e?.quantity ?? 1),
    isOnHold: e?.isOnHold ?? false,
    active: e?.active ?? true,
    medium: e?.medium ?? '',
    framing: e?.framing ?? '',
    isFramed: e?.isFramed ?? false,
    mounting: e?.mounting ?? '',
    dimensions: sizeDraft(e?.dimensions ?? null),
    hasAlternate: !!e?.alternateDimensions,
    alternateDimensions: sizeDraft(e?.alternateDimensions ?? null),
  };
}

/** A new edition beside the others: in their currency, medium and size, so a set of prints is quick to enter. */
export function nextEditionDraft(others: readonly EditionDraft[]): EditionDraft {
  const last = others[others.length - 1];
  const fresh = editionDraftOf(null, last?.currencyCode ?? '');
  if (!last) return fresh;
  return { ...fresh, editionType: last.editionType, editionSize: last.editionSize, medium: last.medium, dimensions: { ...last.dimensions } };
}

export type EditionBody = Record<string, unknown>;
export type Refusals = Record<string, string>;

const SIZE_HINT = 'Enter a size such as 61 or 50.8.';
const WHOLE_HINT = 'Enter a whole number.';

/** '' is none; a number is sent; anything else is refused here with the reason. */
function measure(value: string, path: string, refusals: Refusals): number | null {
  const t = value.trim();
  if (!t) return null;
  if (!/^\d+(\.\d+)?$/.test(t)) refusals[path] = SIZE_HINT;
  return Number(t);
}

function whole(value: string, path: string, refusals: Refusals): number | null {
  const t = value.trim();
  if (!t) return null;
  if (!/^\d{1,9}$/.test(t)) refusals[path] = WHOLE_HINT;
  return Number(t);
}

function size(d: DimensionsDraft, path: string, refusals: Refusals) {
  return { height: measure(d.height, `${path}.height`, refusals), width: measure(d.width, `${path}.width`, refusals), depth: measure(d.depth, `${path}.depth`, refusals), metric: d.metric };
}

/**
 * The body of POST and PATCH …/editions for the draft, and what in it cannot be sent (by path under the
 * edition). The label goes as made when left empty, so a label the owner clears follows the numbers again.
 */
export function editionBody(d: EditionDraft): { body: EditionBody; refusals: Refusals } {
  const refusals: Refusals = {};
  const price = parseMajorUnits(d.price);
  if (price === null) refusals.price = PRICE_HINT;
  const numbered = d.editionType === EditionType.NumberedEdition;
  const editionSize = numbered ? whole(d.editionSize, 'editionSize', refusals) : null;
  const number = numbered ? d.number.trim() || null : null;
  const quantity = numbered ? whole(d.quantity, 'quantity', refusals) : d.quantity.trim() === '0' ? 0 : 1;
  if (quantity === null) refusals.quantity = 'Enter how many are left to sell (0 when sold).';
  const prices = d.prices.map((p, i) => {
    const value = parseMajorUnits(p.value);
    if (value === null) refusals[`prices.${i}.value`] = PRICE_HINT;
    return { currencyCode: p.currencyCode.trim().toUpperCase(), value: value ?? 0 };
  });
  const body: EditionBody = {
    editionType: d.editionType,
    label: d.label.trim() || madeEditionLabel(d.editionType, number, editionSize),
    number,
    editionSize,
    price: price ?? 0,
    ...(d.currencyCode.trim() ? { currencyCode: d.currencyCode.trim().toUpperCase() } : {}),
    prices,
    quantity,
    isOnHold: d.isOnHold,
    active: d.active,
    medium: d.medium.trim() || null,
    framing: d.framing.trim() || null,
    isFramed: d.isFramed,
    mounting: d.mounting.trim() || null,
    dimensions: size(d.dimensions, 'dimensions', refusals),
    alternateDimensions: d.hasAlternate ? size(d.alternateDimensions, 'alternateDimensions', refusals) : null,
  };
  return { body, refusals };
}

/** Whether the draft says anything other than the stored edition, so only changed editions are sent. */
export function editionChanged(d: EditionDraft, stored: EditionRecord): boolean {
  return JSON.stringify(editionBody(d).body) !== JSON.stringify(editionBody(editionDraftOf(stored)).body);
}

/** The edition's name in the form and its announcements: its label, or what it will be called. */
export function editionName(d: EditionDraft, index: number): string {
  const size = Number(d.editionSize) || null;
  const label = d.label.trim() || madeEditionLabel(d.editionType, d.editionType === EditionType.NumberedEdition ? d.number.trim() || null : null, d.editionType === EditionType.NumberedEdition ? size : null);
  return `Edition ${index + 1} (${label})`;
}

/** The draft as the edition-set summary reads it: what the form holds now, saved or not. */
export function setEditionOf(d: EditionDraft, index: number): SetEdition & { key: number } {
  const { body } = editionBody(d);
  const dimensions = body.dimensions as SetEdition['dimensions'];
  return {
    key: d.key,
    name: editionName(d, index),
    medium: d.medium.trim() || null,
    editionType: d.editionType,
    price: parseMajorUnits(d.price),
    quantity: body.quantity as number,
    active: d.active,
    isOnHold: d.isOnHold,
    dimensions: { height: Number.isFinite(dimensions.height) ? dimensions.height : null, width: Number.isFinite(dimensions.width) ? dimensions.width : null, depth: Number.isFinite(dimensions.depth) ? dimensions.depth : null, metric: dimensions.metric },
  };
}
