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
});
export type EditorDocumentResponse = z.infer<typeof editorDocumentResponseSchema>;

/** PUT /api/editor/document. The document itself is checked in full by validateDocument. */
export const saveDocumentRequestSchema = z.object({ document: z.unknown() });

export const saveDocumentResponseSchema = z.object({ savedAt: z.string() });
export const publishResponseSchema = z.object({ publishedVersion: z.number().int(), publishedAt: z.string() });
