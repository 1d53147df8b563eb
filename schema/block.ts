import { z } from 'zod';
import { BLOCK_NAME_MAX } from './block-shape';

export interface Block {
  id: string;
  type: string;
  config: Record<string, unknown>;
  blocks?: Block[];
}

/**
 * The shape of any block; each known type's config is checked against the catalogue separately. A
 * container may hold any number of blocks: the request size limit (5 MB) bounds a whole document, and
 * the builder is measured at 5,000 blocks on a page.
 */
export const blockSchema: z.ZodType<Block> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(BLOCK_NAME_MAX),
    type: z.string().min(1).max(BLOCK_NAME_MAX),
    config: z.record(z.string(), z.unknown()),
    blocks: z.array(blockSchema).optional(),
  }),
);
