import { z } from 'zod';
import { idSchema } from './api/fields';

/** An image stored by the product, served from /img/{transforms}/{id}.{extension}. */
export const imageRefSchema = z.object({
  id: idSchema,
  extension: z.string().regex(/^[a-z0-9]{2,5}$/),
  width: z.number().int().positive().max(100_000).optional(),
  height: z.number().int().positive().max(100_000).optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;
