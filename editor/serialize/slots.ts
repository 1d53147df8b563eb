import { BlockType } from '../../schema/block-types';
import { blockMeta } from '../../schema/block-meta';

/**
 * Slot blocks (a column, a hover layer) are created by their owner and live in Craft as linked nodes
 * under stable keys, so the owner can render `<Element id={key}>` and Craft finds the existing node.
 */
export function slotKey(index: number): string {
  return `slot-${index}`;
}

/** The index encoded in a slot key, or null for a key this module did not write. */
export function slotIndex(key: string): number | null {
  const match = /^slot-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** Whether a block of this type keeps its children as slots (linked nodes) rather than as a free list. */
export function hasSlots(type: string): boolean {
  return type === BlockType.Columns || type === BlockType.HoverContent;
}

/** The slot type a slotted block holds. */
export function slotTypeOf(type: string): string | null {
  if (type === BlockType.Columns) return BlockType.Column;
  if (type === BlockType.HoverContent) return BlockType.HoverLayer;
  return null;
}

/**
 * How many slots a block shows: columns show `columnCount`, hover content its two layers. Slots past
 * this count (left behind when the owner lowers the column count) are not part of the saved block.
 */
export function slotCount(type: string, config: Record<string, unknown>): number {
  if (type === BlockType.Columns) {
    const count = config.columnCount;
    return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1;
  }
  if (type === BlockType.HoverContent) return 2;
  return 0;
}

/** The default config of the slot at `index` of a slotted block. */
export function slotDefaultConfig(ownerType: string, index: number): Record<string, unknown> {
  if (ownerType === BlockType.HoverContent) return { state: index === 0 ? 'default' : 'hover' };
  const slotType = slotTypeOf(ownerType);
  const entry = slotType ? blockMeta(slotType) : undefined;
  return structuredClone((entry?.defaultConfig ?? {}) as Record<string, unknown>);
}
