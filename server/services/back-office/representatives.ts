import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ErrorCode, type DeletedResponse, type RepresentativeCreate, type RepresentativeRecord, type RepresentativeUpdate } from '../../../schema';
import type { Db } from '../../db/client';
import { representatives } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { contentChanged } from '../content/changed';
import { checkPictures, lockRecord, notFound, picturesOf, present, rowsOf, type Runner } from './records';
import { trashRecord } from './trash';

/** The gallery's representatives, in the owner's order, each with a picture from the media library or none. */

type Row = typeof representatives.$inferSelect;

/** The records of the rows, each with its picture (one of the site's own; a picture deleted since reads as none). */
async function toRecords(runner: Runner, siteId: number, rows: Row[]): Promise<RepresentativeRecord[]> {
  const pictures = await picturesOf(runner, siteId, rows.map((r) => r.imageId));
  return rows.map(({ siteId: _site, sortOrder: _order, imageId, ...r }) => ({ ...r, image: (imageId !== null && pictures.get(imageId)) || null }));
}

export async function readRepresentative(runner: Runner, siteId: number, id: number): Promise<RepresentativeRecord> {
  const rows = await runner.select().from(representatives).where(and(eq(representatives.id, id), eq(representatives.siteId, siteId)));
  if (!rows.length) throw notFound('representative');
  return (await toRecords(runner, siteId, rows))[0];
}

export async function listRepresentatives(db: Db, siteId: number): Promise<{ items: RepresentativeRecord[]; total: number }> {
  const rows = await db.select().from(representatives).where(eq(representatives.siteId, siteId)).orderBy(asc(representatives.sortOrder), asc(representatives.id)).limit(1000);
  const [{ total }] = await db.select({ total: count() }).from(representatives).where(eq(representatives.siteId, siteId));
  return { items: await toRecords(db, siteId, rows), total: Number(total) };
}

export async function createRepresentative(db: Db, siteId: number, input: RepresentativeCreate): Promise<RepresentativeRecord> {
  const row = await db.transaction(async (tx) => {
    await checkPictures(tx, siteId, 'imageId', [input.imageId]);
    const [last] = await tx.select({ n: sql<number | null>`max(${representatives.sortOrder})` }).from(representatives).where(eq(representatives.siteId, siteId));
    const [created] = await tx
      .insert(representatives)
      .values({ ...present(input), company: input.company, siteId, sortOrder: (last?.n ?? -1) + 1 })
      .returning();
    return created;
  });
  await contentChanged(db, siteId);
  return (await toRecords(db, siteId, [row]))[0];
}

export async function updateRepresentative(db: Db, siteId: number, id: number, input: RepresentativeUpdate): Promise<RepresentativeRecord> {
  const { revision, ...changes } = input;
  const row = await db.transaction(async (tx) => {
    const next = await lockRecord(tx, representatives, 'representative', siteId, id, revision);
    await checkPictures(tx, siteId, 'imageId', [changes.imageId]);
    const [updated] = await tx
      .update(representatives)
      .set({ ...present(changes), revision: next })
      .where(eq(representatives.id, id))
      .returning();
    return updated;
  });
  await contentChanged(db, siteId);
  return (await toRecords(db, siteId, [row]))[0];
}

/** Puts the site's representatives in the order given; the ids must be every one of them. */
export async function orderRepresentatives(db: Db, siteId: number, ids: number[]): Promise<{ items: RepresentativeRecord[]; total: number }> {
  await db.transaction(async (tx) => {
    const rows = await rowsOf<{ id: number }>(tx, sql`select id from ${representatives} where site_id = ${siteId} order by id for update`);
    const all = new Set(rows.map((r) => r.id));
    if (ids.length !== all.size || ids.some((id) => !all.has(id))) {
      throw new HttpError(400, ErrorCode.InvalidRequest, 'ids: Name every representative of the site once, in the new order.');
    }
    await tx.execute(sql`
      update ${representatives} set sort_order = chosen.position - 1, revision = revision + 1
      from unnest(${sql.param(ids)}::int[]) with ordinality as chosen(id, position)
      where ${representatives.id} = chosen.id and ${representatives.sortOrder} <> chosen.position - 1`);
  });
  await contentChanged(db, siteId);
  return listRepresentatives(db, siteId);
}

export async function deleteRepresentative(db: Db, siteId: number, id: number, revision: number | undefined): Promise<DeletedResponse> {
  const deleted = await db.transaction(async (tx) => {
    await lockRecord(tx, representatives, 'representative', siteId, id, revision);
    const row = await tx.delete(representatives).where(eq(representatives.id, id)).returning();
    return trashRecord(tx, siteId, 'representative', id, row[0].company, { representatives: row });
  });
  await contentChanged(db, siteId);
  return deleted;
}
