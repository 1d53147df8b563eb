import type { Block } from '../../../schema/block';
import { BlockType } from '../../../schema/block-types';

/** The blocks that share the art page's two columns: the pictures beside the facts. */
const SIDE_BY_SIDE: ReadonlySet<string> = new Set([BlockType.InventoryImage, BlockType.InventoryMeta]);

/**
 * The art page template's blocks in runs: each run of pictures and facts becomes one two-column part,
 * every other block a part of its own across the page. The facts stay in view beside tall pictures
 * (sticky), and a sticky element only ever moves within its own container: in one grid with the related
 * works below, the facts slid down over them.
 */
export function artPageParts(blocks: readonly Block[]): Array<Block | Block[]> {
  const parts: Array<Block | Block[]> = [];
  for (const block of blocks) {
    const last = parts[parts.length - 1];
    if (!SIDE_BY_SIDE.has(block.type)) parts.push(block);
    else if (Array.isArray(last)) last.push(block);
    else parts.push([block]);
  }
  return parts;
}
