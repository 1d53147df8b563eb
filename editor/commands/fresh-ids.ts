import type { Block } from '../../schema';
import { newBlockId } from '../serialize';

/**
 * A copy of a block with a new id for it and for every block under it, so that a pasted or duplicated
 * block never shares an id with the one it came from (Craft keys its nodes by id, and so do saves).
 * Config is deep-copied: the copy's edits never reach the original.
 */
export function withFreshIds(block: Block, makeId: () => string = newBlockId): Block {
  const copy: Block = { ...block, id: makeId(), config: structuredClone(block.config) };
  if (block.blocks) copy.blocks = block.blocks.map((child) => withFreshIds(child, makeId));
  return copy;
}

/** Every id in a block's subtree, the block's own first. */
export function subtreeIds(block: Block): string[] {
  return [block.id, ...(block.blocks ?? []).flatMap(subtreeIds)];
}
