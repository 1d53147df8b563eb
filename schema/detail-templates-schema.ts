import { z } from 'zod';
import { blockSchema } from './block';
import { MAX_TEMPLATE_BLOCKS, type DetailTemplate, type DetailTemplates } from './detail-templates';

/** site.templates as the server validates it (detail-templates.ts says what the templates are). */
const templateSchema: z.ZodType<DetailTemplate> = z.object({ blocks: z.array(blockSchema).max(MAX_TEMPLATE_BLOCKS) });

export const detailTemplatesSchema: z.ZodType<DetailTemplates> = z.object({
  inventory: templateSchema.optional(),
  modal: templateSchema.optional(),
  artist: templateSchema.optional(),
  show: templateSchema.optional(),
  post: templateSchema.optional(),
  search: templateSchema.optional(),
  notFound: templateSchema.optional(),
  password: templateSchema.optional(),
  inventoryGridCell: templateSchema.optional(),
  inventorySlideshowCell: templateSchema.optional(),
  inventoryWaterfallCell: templateSchema.optional(),
});

