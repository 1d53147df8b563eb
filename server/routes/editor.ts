import { Hono } from 'hono';
import { ErrorCode, isRowId, saveDocumentRequestSchema, siteSettingsPatchSchema, siteTagsQuerySchema, switchSiteRequestSchema } from '../../schema';
import type { AppDeps, AppEnv } from '../http/env';
import { DOCUMENT_BODY_LIMIT } from '../http/body';
import { HttpError, readJson, readQuery } from '../http/errors';
import { requireOwner } from '../http/require-owner';
import { listOwnerSites, ownerSession, switchSite } from '../services/auth';
import { listChosenLists } from '../services/content/chosen-lists';
import { listSiteTags } from '../services/content/site-tags';
import { renderPreview } from '../services/site-pages';
import { getEditorDocument, getVersion, listVersions, publish, restoreVersion, saveDraft } from '../services/publishing';
import { siteSettingsOf, updateSiteSettings } from '../services/site/settings';

/** The builder's document calls, under /api/editor; every one is scoped to the session's site. */
export function editorRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireOwner(db));

  // The owner's sites, and moving the session to another: every call after it works on that site.
  app.get('/sites', async (c) => c.json(await listOwnerSites(db, c.get('owner'))));
  app.post('/site', async (c) => {
    const { subdomain } = await readJson(c, switchSiteRequestSchema);
    return c.json(await ownerSession(db, await switchSite(db, c.get('owner'), subdomain)));
  });

  app.get('/document', async (c) => c.json(await getEditorDocument(db, c.get('owner').site.id)));

  // The site's chosen lists, which a list block may take its items from.
  app.get('/chosen-lists', async (c) => c.json(await listChosenLists(db, c.get('owner').site.id)));
  // The site's tags on one kind of content, which a list block may take its items by.
  app.get('/tags', async (c) => c.json(await listSiteTags(db, c.get('owner').site.id, readQuery(c, siteTagsQuerySchema).kind)));

  app.put('/document', async (c) => {
    const { document, baseRevision } = await readJson(c, saveDocumentRequestSchema, DOCUMENT_BODY_LIMIT);
    return c.json(await saveDraft(db, c.get('owner').site.id, document, baseRevision));
  });

  app.post('/publish', async (c) => c.json(await publish(db, c.get('owner').site.id, c.get('owner').email)));

  // The options kept on the site itself (its type, image downloads, offers): live at once, never drafted.
  app.get('/site-settings', (c) => c.json(siteSettingsOf(c.get('owner').site)));
  app.patch('/site-settings', async (c) => {
    const patch = await readJson(c, siteSettingsPatchSchema);
    return c.json(await updateSiteSettings(db, c.get('owner').site.id, patch));
  });

  const versionOf = (raw: string) => {
    if (!isRowId(raw)) throw new HttpError(404, ErrorCode.NotFound, `There is no version ${raw} of this site.`);
    return Number(raw);
  };
  app.get('/versions', async (c) => c.json(await listVersions(db, c.get('owner').site.id)));
  app.get('/versions/:version', async (c) => c.json({ document: await getVersion(db, c.get('owner').site.id, versionOf(c.req.param('version'))) }));
  // A published version's page as visitors saw it, for the builder's read-only view.
  app.get('/versions/:version/preview', async (c) => {
    const owner = c.get('owner');
    const document = await getVersion(db, owner.site.id, versionOf(c.req.param('version')));
    const html = await renderPreview(db, owner.site, document, c.req.query('page') ?? null, new URL(c.req.url).origin);
    return c.html(html.html, html.status as 200, { 'Cache-Control': 'no-store' });
  });
  app.post('/versions/:version/restore', async (c) => c.json(await restoreVersion(db, c.get('owner').site.id, versionOf(c.req.param('version')))));

  return app;
}
