import type { Block } from './block';

/** The most characters a block's id or type may have. */
export const BLOCK_NAME_MAX = 64;

const isName = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= BLOCK_NAME_MAX;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A block read from JSON the builder kept itself (its clipboard), checked as blockSchema checks it, with
 * no zod so the builder's first load carries none: the block with only its own keys, or null when it is
 * no block. block-shape.test.ts proves both agree.
 */
export function blockFromJson(value: unknown): Block | null {
  if (!isRecord(value)) return null;
  const { id, type, config, blocks } = value;
  if (!isName(id) || !isName(type) || !isRecord(config)) return null;
  if (blocks === undefined) return { id, type, config: { ...config } };
  if (!Array.isArray(blocks)) return null;
  const children: Block[] = [];
  for (const child of blocks) {
    const block = blockFromJson(child);
    if (!block) return null;
    children.push(block);
  }
  return { id, type, config: { ...config }, blocks: children };
}
