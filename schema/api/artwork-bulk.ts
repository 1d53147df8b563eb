import { z } from 'zod';
import { oneTagSchema, orderedIdsSchema } from './back-office';
import { artworkFilterFields, priceRangeOrdered } from './back-office-artworks';

/**
 * Bulk actions of the artworks table: one action (tag, untag, price by percent, sold, on hold,
 * available, archive, unarchive) over the works the owner chose one by one (POST /artworks/bulk, ids),
 * or over every work a filter of the table matches however many (POST /artworks/bulk-by-filter).
 */

/** The most works a bulk action by ids or GET /artworks/ids takes at once; a filter has no limit. */
export const MAX_BULK_IDS = 10_000;

/** The actions, each with what it needs besides the works, over a selection given by `selection`'s fields. */
function bulkActions<S extends z.ZodRawShape>(selection: S) {
  return z.discriminatedUnion('action', [
    z.object({ ...selection, action: z.literal('addTag'), tag: oneTagSchema }).strict(),
    z.object({ ...selection, action: z.literal('removeTag'), tag: oneTagSchema }).strict(),
    /** Every price of every edition, in each currency, changes by the percent (-50 halves it), rounded for its currency (schema/money.ts roundToCurrency), never below 0. */
    z
      .object({ ...selection, action: z.literal('price'), percent: z.number().min(-100, 'A price cannot drop by more than 100%.').max(1000, 'At most 1000%.') })
      .strict(),
    z.object({ ...selection, action: z.literal('markSold') }).strict(),
    z.object({ ...selection, action: z.literal('markOnHold') }).strict(),
    z.object({ ...selection, action: z.literal('markAvailable') }).strict(),
    z.object({ ...selection, action: z.literal('archive') }).strict(),
    z.object({ ...selection, action: z.literal('unarchive') }).strict(),
  ]);
}

/** POST /api/owner/artworks/bulk: one action over the chosen works, in one transaction; past the job threshold (500), a job (202, as by filter). */
export const bulkActionSchema = bulkActions({ ids: orderedIdsSchema(MAX_BULK_IDS).refine((ids) => ids.length > 0, 'Choose at least one artwork.') });
export type BulkAction = z.infer<typeof bulkActionSchema>;
/** An action with what it needs, whatever the works it is over. */
export type BulkChange = BulkAction extends infer A ? (A extends BulkAction ? Omit<A, 'ids'> : never) : never;

/** What a bulk action changed: the works it changed and those it left as they were; a price change lists each price it changed (an edition's own, then its other currencies'), old and new. */
export const bulkResponseSchema = z.object({
  changed: z.array(z.number().int()),
  unchanged: z.array(z.number().int()),
  prices: z
    .array(z.object({ editionId: z.number().int(), artworkId: z.number().int(), currencyCode: z.string(), before: z.number().int(), after: z.number().int() }))
    .optional(),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

/**
 * The table's filter in a JSON body: its query parameters (GET /artworks) as an object, each a string
 * or a number as in the address, read by the same fields. A parameter the table does not know, or any
 * other value (null, a list), is refused: a misspelt filter must never widen the action to every work.
 */
const filterFields = z.object(artworkFilterFields).strict().superRefine(priceRangeOrdered);
export const artworkFilterBodySchema = z
  .record(z.string(), z.union([z.string(), z.number()], { error: 'A filter is a string or a number.' }), { error: 'Give the table’s filter as an object ({} for every work).' })
  .transform((filter) => filter as z.input<typeof filterFields>)
  .pipe(filterFields);
export type ArtworkFilterBody = z.input<typeof artworkFilterBodySchema>;

/**
 * POST /api/owner/artworks/bulk-by-filter: one action over every work of the site the filter matches
 * (an empty filter: every work), in one transaction. `matching` is the count the owner confirmed (from
 * …/count); when the filter matches another number by then, nothing changes (409).
 */
export const bulkFilterActionSchema = bulkActions({
  filter: artworkFilterBodySchema,
  matching: z.number().int().min(0).optional(),
});
export type BulkFilterAction = z.infer<typeof bulkFilterActionSchema>;

/** POST /api/owner/artworks/bulk-by-filter/count (the same body): how many works match, and how many of them the action would change. */
export const bulkFilterCountSchema = z.object({ matching: z.number().int(), changing: z.number().int() });
export type BulkFilterCount = z.infer<typeof bulkFilterCountSchema>;

/** What a bulk action by filter did, in counts: the works matched, those changed and left as they were, and for a price change the prices changed. */
export const bulkFilterResponseSchema = z.object({
  matching: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  prices: z.number().int().optional(),
});
export type BulkFilterResponse = z.infer<typeof bulkFilterResponseSchema>;

/** An action with what it needs, over no works yet: what a bulk job applies. */
export const bulkChangeSchema = bulkActions({});

/**
 * Where a bulk job stands: running (a server is going through its works, `done` of `total`), done,
 * failed (`message` says why; the works gone through stay changed), or interrupted (the server running
 * it stopped; the next server start takes it up where it was).
 */
export const BULK_JOB_STATES = ['running', 'done', 'failed', 'interrupted'] as const;
export type BulkJobState = (typeof BULK_JOB_STATES)[number];

/**
 * A bulk action over more works than one short transaction should hold, run in chunks by the server
 * (202 from POST /artworks/bulk-by-filter or /artworks/bulk; GET /artworks/bulk-jobs/{id} for its
 * progress). The works are those the filter matched, or those chosen, when it started, however they
 * change meanwhile.
 */
export const bulkJobSchema = z.object({
  id: z.number().int(),
  change: bulkChangeSchema,
  state: z.enum(BULK_JOB_STATES),
  total: z.number().int(),
  done: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  prices: z.number().int().optional(),
  message: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

/** 202 from POST /artworks/bulk-by-filter or /artworks/bulk: the job it started. */
export const bulkJobStartedSchema = z.object({ job: bulkJobSchema });
export type BulkJobStarted = z.infer<typeof bulkJobStartedSchema>;

/** GET /artworks/bulk-jobs/current: the site's job still under way over its artworks, if any. */
export const bulkJobCurrentSchema = z.object({ job: bulkJobSchema.nullable() });
export type BulkJobCurrent = z.infer<typeof bulkJobCurrentSchema>;
