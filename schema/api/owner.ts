import { z } from 'zod';
import { siteDocumentSchema } from '../document';

export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
  password: z.string().min(1, 'Enter your password.').max(500),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const ownerSessionSchema = z.object({
  email: z.string(),
  site: z.object({ subdomain: z.string(), company: z.string(), userType: z.number().int() }),
});
export type OwnerSession = z.infer<typeof ownerSessionSchema>;

/** GET /api/editor/document */
export const editorDocumentResponseSchema = z.object({
  document: siteDocumentSchema,
  publishedVersion: z.number().int(),
  hasUnpublishedChanges: z.boolean(),
  subdomain: z.string(),
  /** The draft's revision: a save names it, so a save over a newer draft is refused. */
  revision: z.number().int(),
});
export type EditorDocumentResponse = z.infer<typeof editorDocumentResponseSchema>;

/**
 * PUT /api/editor/document. The document itself is checked in full by validateDocument. `baseRevision`
 * is the revision the document was made from (the builder always sends it); without it the save is
 * unconditional, for scripts.
 */
export const saveDocumentRequestSchema = z.object({ document: z.unknown(), baseRevision: z.number().int().min(0).max(2_147_483_647).optional() });

export const saveDocumentResponseSchema = z.object({ savedAt: z.string(), revision: z.number().int() });

/** What the builder says when a save would overwrite a newer draft. */
export const DRAFT_CONFLICT_MESSAGE =
  'This site was changed in another tab or by someone else since you opened it, so your changes were not saved. Reload the builder to see the latest version; copy anything you want to keep first.';

/** GET /api/editor/versions: every published version, newest first. */
export const versionSummarySchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  /** Page titles changed since the version before, and 'Site settings'. */
  changes: z.array(z.string()),
  isLive: z.boolean(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export const versionListResponseSchema = z.object({ versions: z.array(versionSummarySchema) });
export type VersionListResponse = z.infer<typeof versionListResponseSchema>;
export const publishResponseSchema = z.object({ publishedVersion: z.number().int(), publishedAt: z.string() });
