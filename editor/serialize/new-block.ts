import type { Block } from '../../schema';
import { blockMeta } from '../../schema/block-meta';
import { holdsBlocks } from './names';
import { hasSlots, slotCount, slotDefaultConfig, slotTypeOf } from './slots';

/** A fresh block id: short, unique enough for one site, and within the schema's 64 characters. */
export function newBlockId(): string {
  return `b${crypto.randomUUID().replace(/-/g, '').slice(0, 15)}`;
}

/**
 * A new block of a catalogue type with its default config and, for slotted blocks, its slots already
 * made, so the whole tree exists in the editor before anything renders it.
 */
export function createBlock(type: string, makeId: () => string = newBlockId): Block {
  const entry = blockMeta(type);
  if (!entry) throw new Error(`Unknown block type ${type}`);
  const config = structuredClone(entry.defaultConfig) as Record<string, unknown>;
  const block: Block = { id: makeId(), type, config };
  if (hasSlots(type)) {
    const slotType = slotTypeOf(type)!;
    block.blocks = Array.from({ length: slotCount(type, config) }, (_, index) => ({
      id: makeId(),
      type: slotType,
      config: slotDefaultConfig(type, index),
      blocks: [],
    }));
  } else if (holdsBlocks(type)) {
    block.blocks = [];
  }
  return block;
}
