import { z } from 'zod';
import { editionSchema } from './content';
import { queryIdSchema } from './fields';

/**
 * GET /api/editionSets?editionSetId=&sub=: a work's editions for the purchase popup, grouped by medium
 * and dimensions. The edition set of a work is the work itself: editionSetId is its inventoryId.
 */
export const editionSetQuerySchema = z.object({
  editionSetId: queryIdSchema,
  sub: z.string().min(1).max(63).optional(),
});
export type EditionSetQuery = z.infer<typeof editionSetQuerySchema>;

/**
 * One choice of medium and dimensions with the editions (prices) offered in it, in the owner's order.
 * The popup's medium list is the groups' distinct media; its dimensions list the groups of that medium.
 */
export const editionGroupSchema = z.object({
  medium: z.string(),
  dimensions: z.string(),
  editions: z.array(editionSchema),
});
export type EditionGroup = z.infer<typeof editionGroupSchema>;

export const editionSetResponseSchema = z.object({
  editionSetId: z.number().int(),
  inventoryId: z.number().int(),
  title: z.string(),
  /** The site's currency: each edition's price in it is `price`/`priceValue` of that edition. */
  currencyCode: z.string(),
  /** Only editions that can be bought now (active, not on hold, not sold, priced in the site's currency). */
  groups: z.array(editionGroupSchema),
});
export type EditionSetResponse = z.infer<typeof editionSetResponseSchema>;
