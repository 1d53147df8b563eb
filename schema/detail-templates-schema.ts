import { z } from 'zod';
import { blockSchema } from './block';
import { TEMPLATE_KINDS, type TemplateKind } from './detail-blocks';
import { MAX_TEMPLATE_BLOCKS, type DetailTemplate, type DetailTemplates } from './detail-templates';

/** site.templates as the server validates it (detail-templates.ts says what the templates are). */
const templateSchema: z.ZodType<DetailTemplate> = z.object({ blocks: z.array(blockSchema).max(MAX_TEMPLATE_BLOCKS) });

/** Every kind's, from the one list of kinds: a kind left out here would be dropped from every saved document without a word. */
export const detailTemplatesSchema: z.ZodType<DetailTemplates> = z.object(
  Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, templateSchema.optional()])) as Record<TemplateKind, z.ZodOptional<typeof templateSchema>>,
);
