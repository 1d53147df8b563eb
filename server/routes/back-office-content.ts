import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  artistCreateSchema,
  artistTableQuerySchema,
  artistUpdateSchema,
  chosenListAddSchema,
  chosenListCreateSchema,
  chosenListUpdateSchema,
  deleteQuerySchema,
  isRowId,
  postCreateSchema,
  postTableQuerySchema,
  postUpdateSchema,
  recordBulkSchema,
  representativeCreateSchema,
  representativeOrderSchema,
  representativeUpdateSchema,
  showCreateSchema,
  showTableQuerySchema,
  showUpdateSchema,
  type DeletedResponse,
  type RecordKind,
} from '../../schema';
import type { Db } from '../db/client';
import type { AppDeps, AppEnv } from '../http/env';
import { readJson, readQuery } from '../http/errors';
import { createArtist, deleteArtist, listArtists, readArtist, updateArtist } from '../services/back-office/artists';
import { addToChosenList, createChosenList, deleteChosenList, listChosenLists, readChosenList, updateChosenList } from '../services/back-office/chosen-lists';
import { createPost, deletePost, listPosts, readPost, updatePost } from '../services/back-office/posts';
import { createRepresentative, deleteRepresentative, listRepresentatives, orderRepresentatives, readRepresentative, updateRepresentative } from '../services/back-office/representatives';
import { createShow, deleteShow, listShows, readShow, updateShow } from '../services/back-office/shows';
import { notFound } from '../services/back-office/records';
import { bulkTag, type BulkTaggedKind } from '../services/back-office/record-bulk';
import { purgeTrash } from '../services/back-office/trash';
import type { MediaStore } from '../services/site/media-store';

/** A path segment that names a record, or 404 as for an id the site does not have. */
export function recordId(c: Context<AppEnv>, param: string, kind: RecordKind): number {
  const raw = c.req.param(param) ?? '';
  if (!isRowId(raw)) throw notFound(kind);
  return Number(raw);
}

/** How one kind of record is listed, read, made, changed and deleted; the routes are the same for each. */
interface Crud<Create extends z.ZodType, Update extends z.ZodType> {
  kind: RecordKind;
  list: (db: Db, siteId: number, c: Context<AppEnv>) => Promise<unknown>;
  read: (db: Db, siteId: number, id: number) => Promise<unknown>;
  createSchema: Create;
  create: (db: Db, siteId: number, input: z.infer<Create>) => Promise<unknown>;
  updateSchema: Update;
  update: (db: Db, siteId: number, id: number, input: z.infer<Update>) => Promise<unknown>;
  remove: (db: Db, siteId: number, id: number, revision: number | undefined) => Promise<DeletedResponse>;
}

/** GET /{path}, POST /{path}, GET, PATCH and DELETE /{path}/{id}. */
function mount<C extends z.ZodType, U extends z.ZodType>(app: Hono<AppEnv>, db: Db, store: MediaStore, path: string, crud: Crud<C, U>): void {
  const siteId = (c: Context<AppEnv>) => c.get('owner').site.id;
  app.get(`/${path}`, async (c) => c.json(await crud.list(db, siteId(c), c)));
  app.post(`/${path}`, async (c) => c.json(await crud.create(db, siteId(c), await readJson(c, crud.createSchema)), 201));
  app.get(`/${path}/:id`, async (c) => c.json(await crud.read(db, siteId(c), recordId(c, 'id', crud.kind))));
  app.patch(`/${path}/:id`, async (c) => {
    const id = recordId(c, 'id', crud.kind);
    return c.json(await crud.update(db, siteId(c), id, await readJson(c, crud.updateSchema)));
  });
  app.delete(`/${path}/:id`, async (c) => {
    const id = recordId(c, 'id', crud.kind);
    const deleted = await crud.remove(db, siteId(c), id, readQuery(c, deleteQuerySchema).revision);
    await purgeTrash(db, store, siteId(c));
    return c.json(deleted);
  });
}

/** Artists, exhibitions, posts, representatives and chosen lists of the owner's back office (mounted by ./back-office.ts). */
export function backOfficeContentRoutes({ db }: Pick<AppDeps, 'db'>, store: MediaStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mount(app, db, store, 'artists', {
    kind: 'artist',
    list: (d, siteId, c) => listArtists(d, siteId, readQuery(c, artistTableQuerySchema)),
    read: readArtist,
    createSchema: artistCreateSchema,
    create: createArtist,
    updateSchema: artistUpdateSchema,
    update: updateArtist,
    remove: deleteArtist,
  });
  mount(app, db, store, 'shows', {
    kind: 'show',
    list: (d, siteId, c) => listShows(d, siteId, readQuery(c, showTableQuerySchema)),
    read: readShow,
    createSchema: showCreateSchema,
    create: createShow,
    updateSchema: showUpdateSchema,
    update: updateShow,
    remove: deleteShow,
  });
  mount(app, db, store, 'posts', {
    kind: 'post',
    list: (d, siteId, c) => listPosts(d, siteId, readQuery(c, postTableQuerySchema)),
    read: readPost,
    createSchema: postCreateSchema,
    create: createPost,
    updateSchema: postUpdateSchema,
    update: updatePost,
    remove: deletePost,
  });

  // Tags added to or removed from many artists, exhibitions or posts at once.
  const bulkKinds: [string, BulkTaggedKind][] = [
    ['artists', 'artist'],
    ['shows', 'show'],
    ['posts', 'post'],
  ];
  for (const [path, kind] of bulkKinds) {
    app.post(`/${path}/bulk`, async (c) => c.json(await bulkTag(db, c.get('owner').site.id, kind, await readJson(c, recordBulkSchema))));
  }

  // Representatives are few and in the owner's order, which drag and drop sets whole.
  app.put('/representatives/order', async (c) => c.json(await orderRepresentatives(db, c.get('owner').site.id, (await readJson(c, representativeOrderSchema)).ids)));
  mount(app, db, store, 'representatives', {
    kind: 'representative',
    list: (d, siteId) => listRepresentatives(d, siteId),
    read: readRepresentative,
    createSchema: representativeCreateSchema,
    create: createRepresentative,
    updateSchema: representativeUpdateSchema,
    update: updateRepresentative,
    remove: deleteRepresentative,
  });

  app.post('/chosen-lists/:id/items', async (c) => {
    const id = recordId(c, 'id', 'chosenList');
    return c.json(await addToChosenList(db, c.get('owner').site.id, id, (await readJson(c, chosenListAddSchema)).ids));
  });
  mount(app, db, store, 'chosen-lists', {
    kind: 'chosenList',
    list: (d, siteId) => listChosenLists(d, siteId),
    read: readChosenList,
    createSchema: chosenListCreateSchema,
    create: createChosenList,
    updateSchema: chosenListUpdateSchema,
    update: updateChosenList,
    remove: deleteChosenList,
  });

  return app;
}
