import type { Block } from './document';

/** Visits every block depth-first, parents before children, with the chain of ancestors. */
export function walkBlocks(blocks: Block[], visit: (block: Block, ancestors: Block[]) => void, ancestors: Block[] = []): void {
  for (const block of blocks) {
    visit(block, ancestors);
    if (block.blocks?.length) walkBlocks(block.blocks, visit, [...ancestors, block]);
  }
}

/** All blocks of one type, in document order. */
export function findBlocks(blocks: Block[], type: string): Block[] {
  const found: Block[] = [];
  walkBlocks(blocks, (block) => {
    if (block.type === type) found.push(block);
  });
  return found;
}
