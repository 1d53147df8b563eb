import { Hono } from 'hono';
import { saveDocumentRequestSchema } from '../../schema';
import type { AppDeps, AppEnv } from '../http/env';
import { DOCUMENT_BODY_LIMIT } from '../http/body';
import { readJson } from '../http/errors';
import { requireOwner } from '../http/require-owner';
import { getEditorDocument, publish, saveDraft } from '../services/publishing';

/** The builder's document calls, under /api/editor; every one is scoped to the session's site. */
export function editorRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireOwner(db));

  app.get('/document', async (c) => c.json(await getEditorDocument(db, c.get('owner').site.id)));

  app.put('/document', async (c) => {
    const { document } = await readJson(c, saveDocumentRequestSchema, DOCUMENT_BODY_LIMIT);
    return c.json(await saveDraft(db, c.get('owner').site.id, document));
  });

  app.post('/publish', async (c) => c.json(await publish(db, c.get('owner').site.id)));

  return app;
}
