import { Hono } from 'hono';
import { ErrorCode, isRowId, MediaText, MEDIA_MAX_BYTES, MEDIA_NAME_HEADER, mediaListQuerySchema, mediaUpdateSchema } from '../../schema';
import { readBytes } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError, readJson, readQuery } from '../http/errors';
import { requireOwner } from '../http/require-owner';
import { cleanFileName, deleteMedia, listMedia, updateMedia, uploadMedia } from '../services/site/media';
import { mediaStoreFor } from '../services/site/media-store';

/**
 * The owner's media library under /api/media, scoped to the session's site: another site's image
 * answers 404 as if it did not exist. An upload is the file itself as the body (so the builder can
 * show its progress), with its name in the X-File-Name header.
 */
export function mediaRoutes({ db, config }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const store = mediaStoreFor(config.dataDir);
  app.use('*', requireOwner(db));

  const imageId = (raw: string) => {
    if (!isRowId(raw)) throw new HttpError(404, ErrorCode.NotFound, MediaText.notFound);
    return Number(raw);
  };

  app.get('/', async (c) => {
    const { q, offset } = readQuery(c, mediaListQuerySchema);
    return c.json(await listMedia(db, c.get('owner').site.id, q, offset));
  });

  app.post('/', async (c) => {
    const tooLarge = () => new HttpError(413, ErrorCode.PayloadTooLarge, MediaText.tooLarge, { Connection: 'close' });
    const data = await readBytes(c, MEDIA_MAX_BYTES, tooLarge);
    const item = await uploadMedia(db, store, c.get('owner').site.id, data, cleanFileName(c.req.header(MEDIA_NAME_HEADER)));
    return c.json(item, 201);
  });

  app.patch('/:id', async (c) => {
    const id = imageId(c.req.param('id'));
    const update = await readJson(c, mediaUpdateSchema);
    return c.json(await updateMedia(db, c.get('owner').site.id, id, update));
  });

  app.delete('/:id', async (c) => {
    await deleteMedia(db, store, c.get('owner').site.id, imageId(c.req.param('id')));
    return c.body(null, 204);
  });

  return app;
}
