import { Hono, type Context } from 'hono';
import {
  artworkCreateSchema,
  BackOfficeText,
  ErrorCode,
  artworkFilterQuerySchema,
  artworkListQuerySchema,
  artworkUpdateSchema,
  bulkActionSchema,
  bulkFilterActionSchema,
  deleteQuerySchema,
  editionCreateSchema,
  editionUpdateSchema,
  isRowId,
  revisionBodySchema,
  siteTagsQuerySchema,
  tagRemoveSchema,
  tagRenameSchema,
  trashQuerySchema,
} from '../../schema';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError, readJson, readQuery } from '../http/errors';
import { requireOwner } from '../http/require-owner';
import { artworkIds, listArtworks } from '../services/back-office/artwork-table';
import { readArtwork } from '../services/back-office/artwork-record';
import { createArtwork, deleteArtwork, duplicateArtwork, setArchived, updateArtwork } from '../services/back-office/artworks';
import { bulkArtworks } from '../services/back-office/bulk';
import { bulkArtworksByFilter, countBulkByFilter } from '../services/back-office/bulk-filter';
import { BulkJobRunner, currentBulkJob, readBulkJob } from '../services/back-office/bulk-jobs';
import { createEdition, deleteEdition, updateEdition } from '../services/back-office/editions';
import { restoreFromTrash } from '../services/back-office/restore';
import { removeTag, renameTag } from '../services/back-office/tags';
import { listTrash, purgeTrash } from '../services/back-office/trash';
import { listSiteTags } from '../services/content/site-tags';
import { mediaStoreFor } from '../services/site/media-store';
import { backOfficeContentRoutes, recordId } from './back-office-content';
import { backOfficeImportRoutes } from './back-office-import';

/**
 * The owner's back office under /api/owner: artworks with their editions, bulk actions, tags and the
 * trash here; artists, exhibitions, posts, representatives and chosen lists in ./back-office-content.ts.
 * Every call is the session's site's: another site's record answers 404 as if it did not exist.
 */
export function backOfficeRoutes({ db, config, bulkJobs }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const jobs = bulkJobs ?? new BulkJobRunner(db, config.bulkJobs);
  const store = mediaStoreFor(config.dataDir);
  app.use('*', requireOwner(db));
  const site = (c: Context<AppEnv>) => c.get('owner').site;

  app.get('/artworks', async (c) => c.json(await listArtworks(db, site(c).id, readQuery(c, artworkListQuerySchema))));
  // Every work a filter matches, for a bulk action over the whole filtered selection.
  app.get('/artworks/ids', async (c) => c.json(await artworkIds(db, site(c).id, readQuery(c, artworkFilterQuerySchema))));
  app.post('/artworks', async (c) => c.json(await createArtwork(db, site(c).id, await readJson(c, artworkCreateSchema), site(c).currencyCode), 201));
  // Past a few hundred works, a job (202), as by filter below.
  app.post('/artworks/bulk', async (c) => {
    const outcome = await bulkArtworks(db, site(c).id, await readJson(c, bulkActionSchema), jobs);
    return 'job' in outcome ? c.json({ job: outcome.job }, 202) : c.json(outcome.now);
  });
  // The same actions over every work a filter of the table matches, however many; …/count first, for the question.
  app.post('/artworks/bulk-by-filter/count', async (c) => c.json(await countBulkByFilter(db, site(c).id, await readJson(c, bulkFilterActionSchema))));
  // Past a few hundred works, a job (202) whose progress is read at …/bulk-jobs/{id} (services/back-office/bulk-jobs.ts).
  app.post('/artworks/bulk-by-filter', async (c) => {
    const outcome = await bulkArtworksByFilter(db, site(c).id, await readJson(c, bulkFilterActionSchema), jobs);
    return 'job' in outcome ? c.json({ job: outcome.job }, 202) : c.json(outcome.now);
  });
  app.get('/artworks/bulk-jobs/current', async (c) => c.json({ job: await currentBulkJob(db, site(c).id) }));
  app.get('/artworks/bulk-jobs/:id', async (c) => {
    const id = c.req.param('id');
    if (!isRowId(id)) throw new HttpError(404, ErrorCode.NotFound, 'There is no such bulk action in this site.');
    return c.json(await readBulkJob(db, site(c).id, Number(id)));
  });
  app.get('/artworks/:id', async (c) => c.json(await readArtwork(db, site(c).id, recordId(c, 'id', 'artwork'))));
  app.patch('/artworks/:id', async (c) => {
    const id = recordId(c, 'id', 'artwork');
    return c.json(await updateArtwork(db, site(c).id, id, await readJson(c, artworkUpdateSchema)));
  });
  app.post('/artworks/:id/duplicate', async (c) => c.json(await duplicateArtwork(db, store, site(c).id, recordId(c, 'id', 'artwork')), 201));
  for (const [path, archived] of [['archive', true], ['unarchive', false]] as const) {
    app.post(`/artworks/:id/${path}`, async (c) => {
      const id = recordId(c, 'id', 'artwork');
      const { revision } = await readJson(c, revisionBodySchema);
      return c.json(await setArchived(db, site(c).id, id, archived, revision));
    });
  }
  app.delete('/artworks/:id', async (c) => {
    const id = recordId(c, 'id', 'artwork');
    const deleted = await deleteArtwork(db, site(c).id, id, readQuery(c, deleteQuerySchema).revision);
    await purgeTrash(db, store, site(c).id);
    return c.json(deleted);
  });

  app.post('/artworks/:id/editions', async (c) => {
    const id = recordId(c, 'id', 'artwork');
    return c.json(await createEdition(db, site(c).id, id, await readJson(c, editionCreateSchema), site(c).currencyCode), 201);
  });
  app.patch('/artworks/:id/editions/:editionId', async (c) => {
    const [id, editionId] = [recordId(c, 'id', 'artwork'), recordId(c, 'editionId', 'edition')];
    return c.json(await updateEdition(db, site(c).id, id, editionId, await readJson(c, editionUpdateSchema), site(c).currencyCode));
  });
  app.delete('/artworks/:id/editions/:editionId', async (c) => {
    const [id, editionId] = [recordId(c, 'id', 'artwork'), recordId(c, 'editionId', 'edition')];
    const deleted = await deleteEdition(db, site(c).id, id, editionId, readQuery(c, deleteQuerySchema).revision);
    await purgeTrash(db, store, site(c).id);
    return c.json(deleted);
  });

  // Tags across the site's records: with counts by kind, renamed or removed everywhere.
  app.get('/tags', async (c) => c.json(await listSiteTags(db, site(c).id, readQuery(c, siteTagsQuerySchema).kind)));
  app.post('/tags/rename', async (c) => c.json(await renameTag(db, site(c).id, await readJson(c, tagRenameSchema))));
  app.post('/tags/remove', async (c) => c.json(await removeTag(db, site(c).id, await readJson(c, tagRemoveSchema))));

  app.get('/trash', async (c) => c.json(await listTrash(db, store, site(c).id, readQuery(c, trashQuerySchema))));
  app.post('/trash/:id/restore', async (c) => {
    const raw = c.req.param('id');
    if (!isRowId(raw)) throw new HttpError(404, ErrorCode.NotFound, BackOfficeText.notInTrash);
    return c.json(await restoreFromTrash(db, site(c).id, Number(raw)));
  });

  app.route('/', backOfficeContentRoutes({ db }, store));
  app.route('/', backOfficeImportRoutes(db, store));
  return app;
}
