import { z } from 'zod';

export { MEDIA_NAME_HEADER } from './headers';
import { idSchema } from './fields';

/** The owner's media library: /api/media. */

/** The largest file the library takes. */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;

/** The formats the library takes, as stored extensions, and what the owner is told they are. */
export const MEDIA_EXTENSIONS = ['jpg', 'png', 'webp', 'avif', 'gif', 'svg'] as const;
export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number];

/** What an upload is refused with; the same words show in the builder next to the file. */
export const MediaText = {
  unsupported: 'This file type is not supported. Upload a JPEG, PNG, WebP, AVIF, GIF or SVG image.',
  tooLarge: 'This file is larger than 25 MB. Upload a smaller image.',
  corrupt: 'This image could not be read. The file may be damaged.',
  svgScript: 'This SVG contains scripts or event handlers, which are not allowed on a website. Remove them and upload it again.',
  empty: 'This file is empty.',
  notFound: 'There is no such image in this site’s library.',
} as const;

export const mediaItemSchema = z.object({
  id: idSchema,
  extension: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The file's name when it was uploaded. */
  name: z.string(),
  title: z.string(),
  alt: z.string(),
  caption: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** GET /api/media?q=&offset= */
export const mediaListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export const MEDIA_PAGE_SIZE = 60;

export const mediaListResponseSchema = z.object({
  items: z.array(mediaItemSchema),
  total: z.number().int(),
});
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

/** PATCH /api/media/{id}: any of the three texts. */
export const mediaUpdateSchema = z
  .object({
    title: z.string().trim().max(300),
    alt: z.string().trim().max(500),
    caption: z.string().trim().max(2000),
  })
  .partial()
  .strict();
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

