import type { z } from 'zod';
import type { BlockMeta } from './block-meta';

/** A block kind's catalogue entry: its labels and defaults (block-meta.ts) with the zod schema of its config. */
export interface CatalogueEntry<C extends z.ZodTypeAny = z.ZodTypeAny> extends BlockMeta {
  config: C;
}

/** A kind's entry: its metadata, which holds no zod, with its config schema beside it. */
export function withConfig<M extends BlockMeta, C extends z.ZodTypeAny>(meta: M, config: C): M & { config: C } {
  return { ...meta, config };
}
