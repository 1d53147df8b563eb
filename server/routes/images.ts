import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { ErrorCode, isRowId, parseImageTransforms } from '../../schema';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { acceptedFormat, imageFile } from '../services/images';
import { roomPhotoResponse } from './room-images';

/**
 * GET /img/{transforms}/{imageId}.{extension}: the spec's image address (w_, h_, c_fill|c_fit|c_pad, b_).
 * Mounted at /img. Files never change under an address, so they are cached for a year.
 */
export function imageRoutes(deps: { db: Db; config: Config }): Hono {
  const app = new Hono();
  // GET /img?path=rooms/{id}.jpg: the virtual install's room photos.
  app.get('/', (c) => roomPhotoResponse(c, deps.config.dataDir));
  app.get('/:transforms/:file', async (c) => {
    const transforms = parseImageTransforms(c.req.param('transforms'));
    if (!transforms) {
      return c.json({ error: { code: ErrorCode.InvalidRequest, message: 'Unknown image transforms. Use w_, h_, c_fill, c_fit, c_pad and b_.' } }, 400);
    }
    const notFound = () => c.json({ error: { code: ErrorCode.NotFound, message: 'There is no such image.' } }, 404);
    const match = /^([0-9]+)\.([a-z0-9]{2,5})$/.exec(c.req.param('file'));
    if (!match || !isRowId(match[1])) return notFound();

    let body: Buffer;
    let contentType: string;
    try {
      const file = await imageFile(deps.db, deps.config.dataDir, Number(match[1]), match[2], transforms, acceptedFormat(c.req.header('accept')));
      if (!file) return notFound();
      body = file.data ?? (await readFile(file.path!));
      contentType = file.contentType;
    } catch (error) {
      // A damaged stored file must not turn into a stack trace for the visitor.
      console.error(`Image ${c.req.path} could not be produced:`, error);
      return notFound();
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The format follows the browser's Accept header (WebP where taken), so shared caches keep one per kind.
      Vary: 'Accept',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run scripts on the site's origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  return app;
}
