import type { Edition, InventoryItem } from '../../schema/api/content';

/**
 * Sizes as visitors read them on an art page: an edition's size with the owner's other statement of it
 * ('61 × 50.8 cm (24 × 20 in)'), the work's facts line, and what each edition's line adds to it (its
 * size where the facts cannot speak for it, its framing and mounting).
 */

/** The edition's size with its alternate in brackets; empty when the size is unknown. */
export function editionSize(edition: Pick<Edition, 'dimensions' | 'alternateDimensions'>): string {
  const size = edition.dimensions.formatted;
  const alternate = edition.alternateDimensions?.formatted;
  if (!size) return alternate ?? '';
  return alternate ? `${size} (${alternate})` : size;
}

/** The Dimensions fact: the work's own line, else its first edition's size. */
export function workDimensions(item: Pick<InventoryItem, 'dimensionsText' | 'editions'>): string | null {
  return item.dimensionsText || (item.editions[0] ? editionSize(item.editions[0]) : '') || null;
}

/**
 * What an edition's line says after its label: its size when the work's editions differ in size, or
 * when its alternate statement is not in the Dimensions fact already; then its framing and mounting.
 */
export function editionDetails(item: Pick<InventoryItem, 'dimensionsText' | 'editions'>, edition: Edition): string[] {
  const size = editionSize(edition);
  const sizes = new Set(item.editions.map((e) => e.dimensions.formatted));
  const shown = workDimensions(item) ?? '';
  const alternate = edition.alternateDimensions?.formatted;
  const saysSize = size !== '' && (sizes.size > 1 || (alternate !== undefined && !shown.includes(alternate)));
  return [saysSize ? size : '', edition.framing ?? '', edition.mounting ?? ''].map((s) => s.trim()).filter(Boolean);
}
