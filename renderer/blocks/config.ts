import { blockMeta } from '../../schema/block-meta';
import type { Block } from '../../schema/document';

/**
 * A block's config with the catalogue defaults under it, so a document saved before a field existed
 * (or edited by hand) still renders.
 */
export function blockConfig(block: Pick<Block, 'type' | 'config'>): Record<string, unknown> {
  const defaults = blockMeta(block.type)?.defaultConfig as Record<string, unknown> | undefined;
  return { ...(defaults ?? {}), ...(block.config ?? {}) };
}
