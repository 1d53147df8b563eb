import { z } from 'zod';

export { SITE_HEADER } from './headers';
import { siteDocumentSchema } from '../document';
import { UserType } from '../enums';

export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
  password: z.string().min(1, 'Enter your password.').max(500),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** GET /api/editor/sites: every site the owner may work on, in sign-in order; `isCurrent` marks the session's. */
export const ownerSiteSchema = z.object({ subdomain: z.string(), company: z.string(), userType: z.number().int(), isCurrent: z.boolean() });
export type OwnerSite = z.infer<typeof ownerSiteSchema>;

/** The signed-in owner, the session's site and every site the owner may switch to (so the builder lays out its bar once). */
export const ownerSessionSchema = z.object({
  email: z.string(),
  site: z.object({ subdomain: z.string(), company: z.string(), userType: z.number().int() }),
  sites: z.array(ownerSiteSchema),
});
export type OwnerSession = z.infer<typeof ownerSessionSchema>;
export const ownerSitesResponseSchema = z.object({ sites: z.array(ownerSiteSchema) });
export type OwnerSitesResponse = z.infer<typeof ownerSitesResponseSchema>;

/** POST /api/editor/site: moves the session to another of the owner's sites; answers the new OwnerSession. */
export const switchSiteRequestSchema = z.object({ subdomain: z.string().trim().toLowerCase().min(1, 'Choose a site.').max(63) });

export const SITE_CHANGED_MESSAGE = 'You switched to another site in another tab, so this change was not made. Reload the builder to continue.';

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

/**
 * GET and PATCH /api/editor/site-settings: the options kept on the site itself, not in its document (the
 * site type, and whether visitors may download images and make offers). A change applies to visitors
 * at once, without Publish; both calls answer the values now in force.
 */
export const siteSettingsSchema = z.object({
  userType: z.literal([UserType.Gallery, UserType.Artist], { error: 'Choose 0 (gallery) or 1 (artist).' }),
  canDownloadImages: z.boolean(),
  canReceiveOffers: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
/** Any of the options; a name that is not one of them is refused, so a misspelt one is never silently ignored. */
export const siteSettingsPatchSchema = siteSettingsSchema.partial().strict();
export type SiteSettingsPatch = z.infer<typeof siteSettingsPatchSchema>;
