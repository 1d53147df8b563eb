import { z } from 'zod';

/** A chosen list as the builder offers it for a list block's source (spec §3: source 3, list.listId). */
export const chosenListSummarySchema = z.object({
  listId: z.number().int(),
  name: z.string(),
  /** What it holds (ListKind): 0 inventory, 1 artists, 2 blogs, 3 shows, 4 media. */
  kind: z.number().int(),
  /** How many items it holds. */
  count: z.number().int(),
});
export type ChosenListSummary = z.infer<typeof chosenListSummarySchema>;

export const chosenListsResponseSchema = z.object({ lists: z.array(chosenListSummarySchema) });
export type ChosenListsResponse = z.infer<typeof chosenListsResponseSchema>;
