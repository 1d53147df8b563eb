import { z } from 'zod';
import { idSchema, INT32_MAX } from './fields';
import { MAX_TAG_LENGTH, MAX_TAGS, normaliseTag, TAGGED_KINDS } from './tags';

/**
 * The owner's back office under /api/owner: what every kind of record shares (revisions, texts, tags,
 * deletion and the trash). The records themselves: ./back-office-artworks.ts, ./back-office-content.ts.
 */

/** The kinds of record the back office edits, as the trash and the messages name them. */
export const RECORD_KINDS = ['artwork', 'edition', 'artist', 'show', 'post', 'representative', 'chosenList'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** What the owner calls each kind in a sentence. */
export const RECORD_NAMES: Record<RecordKind, string> = {
  artwork: 'artwork',
  edition: 'edition',
  artist: 'artist',
  show: 'exhibition',
  post: 'post',
  representative: 'representative',
  chosenList: 'list',
};

/** How long a deleted record can be restored. */
export const TRASH_DAYS = 30;

/** The back office's own sentences; the screens show the same words. */
export const BackOfficeText = {
  conflict: (kind: RecordKind) =>
    `This ${RECORD_NAMES[kind]} was changed in another tab or by someone else. Reload it to see the changes, then make yours again.`,
  notFound: (kind: RecordKind) => `There is no such ${RECORD_NAMES[kind]} in this site.`,
  notInTrash: 'This item is no longer in the trash: it was restored already, or deleted more than 30 days ago.',
  skuTaken: (sku: string) => `Another artwork of this site has the SKU “${sku}”. Each SKU names one artwork.`,
} as const;

/** The revision a record was read at; an edit sends it back, and one made over a newer revision is refused (409). */
export const revisionSchema = z.number().int().min(0).max(INT32_MAX);

/** A text field the owner may leave empty: trimmed, and empty is stored as nothing (null). */
export const optionalTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullable()
    .transform((v) => (v ? v : null));

/** Rich text (HTML) as the owner sends it; the server sanitises it before it is stored. */
export const richTextSchema = z.string().max(200_000, 'At most 200,000 characters.');

/** A web address for visitors to follow: http(s), or a path of this site (never `//host` or `/\host`, which browsers read as another site). */
export const linkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?![/\\])[^\s]*$/.test(v) || /^mailto:[^\s]+$/i.test(v), 'Enter a web address (https://…), a mailto: address or a path of this site (/contact).')
  .nullable()
  .transform((v) => (v ? v : null));

const tagSchema = z.string().max(MAX_TAG_LENGTH, `A tag is at most ${MAX_TAG_LENGTH} characters.`).transform(normaliseTag);

/** A record's tags: normalised (trimmed, lower case), each once, at most MAX_TAGS. */
export const tagListSchema = z
  .array(tagSchema)
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags.`)
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

/** One tag named by the owner (rename, remove, bulk tagging): not empty once trimmed. */
export const oneTagSchema = tagSchema.refine((t) => t.length > 0, 'Enter a tag.');

/** Ordered ids (images of a work, works of a show, items of a list): each once. */
export const orderedIdsSchema = (max: number) =>
  z
    .array(idSchema)
    .max(max, `At most ${max} items.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each item may be chosen once.');

/** Paging of the back office's tables. */
export const tablePaging = {
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};

/** A picture as the back office shows it. */
export const pictureSchema = z.object({ id: z.number().int(), extension: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() });
export type Picture = z.infer<typeof pictureSchema>;

/** What a delete answers: the trash entry that can restore it, until when. */
export const deletedResponseSchema = z.object({ trashId: z.number().int(), restoreUntil: z.string() });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

/** DELETE …?revision=: the revision the owner saw, checked when sent. */
export const deleteQuerySchema = z.object({ revision: z.coerce.number().int().min(0).max(INT32_MAX).optional() });

/** GET /api/owner/trash: what can be restored, newest first. */
export const trashItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RECORD_KINDS),
  itemId: z.number().int(),
  label: z.string(),
  deletedAt: z.string(),
  restoreUntil: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
/** A page of the trash, optionally of one kind of record. */
export const trashQuerySchema = z.object({ kind: z.enum(RECORD_KINDS, { error: `Kind is one of: ${RECORD_KINDS.join(', ')}.` }).optional(), ...tablePaging }).strict();
export type TrashQuery = z.infer<typeof trashQuerySchema>;
export const trashListResponseSchema = z.object({ items: z.array(trashItemSchema), total: z.number().int() });
export type TrashListResponse = z.infer<typeof trashListResponseSchema>;

/** POST /api/owner/trash/{id}/restore: the record is back with its id; notes say what could not come back as it was. */
export const restoreResponseSchema = z.object({ kind: z.enum(RECORD_KINDS), itemId: z.number().int(), notes: z.array(z.string()) });
export type RestoreResponse = z.infer<typeof restoreResponseSchema>;

/** POST /api/owner/tags/rename and /tags/remove: over one kind of content, or every kind when none is named. */
export const tagRenameSchema = z.object({ kind: z.enum(TAGGED_KINDS).optional(), from: oneTagSchema, to: oneTagSchema }).strict();
export type TagRename = z.infer<typeof tagRenameSchema>;
export const tagRemoveSchema = z.object({ kind: z.enum(TAGGED_KINDS).optional(), tag: oneTagSchema }).strict();
export type TagRemove = z.infer<typeof tagRemoveSchema>;
/** How many records of each kind carried the tag and were changed. */
export const tagChangeResponseSchema = z.object({ changed: z.record(z.enum(TAGGED_KINDS), z.number().int()) });
export type TagChangeResponse = z.infer<typeof tagChangeResponseSchema>;
