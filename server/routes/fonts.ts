import { Hono } from 'hono';
import { ErrorCode } from '../../schema';
import { errorResponse } from '../http/errors';
import { fontFile } from '../services/fonts';

/**
 * GET /fonts/{family}/{file}.woff2: the curated families' latin files, served by the product itself
 * on every host (visitor sites and the builder). Mounted at /fonts; only two-segment addresses are
 * taken, so a site page with the slug 'fonts' still works. A file never changes under its address, so
 * it is cached for a year.
 */
export function fontRoutes(): Hono {
  const app = new Hono();
  app.get('/:family/:file', async (c) => {
    const body = await fontFile(c.req.param('family'), c.req.param('file'));
    if (!body) return errorResponse(c, 404, ErrorCode.NotFound, 'There is no such font file.');
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
