import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ErrorCode, type DeletedResponse, type RepresentativeCreate, type RepresentativeRecord, type RepresentativeUpdate } from '../../../schema';
import type { Db } from '../../db/client';
import { representatives } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { contentChanged } from '../content/changed';
import { lockRecord, notFound, present, rowsOf, type Runner } from './records';
import { trashRecord } from './trash';

/** The gallery's representatives, in the owner's order. */

type Row = typeof representatives.$inferSelect;
const toRecord = ({ siteId: _site, sortOrder: _order, ...r }: Row): RepresentativeRecord => r;

export async function readRepresentative(runner: Runner, siteId: number, id: number): Promise<RepresentativeRecord> {
  const [row] = await runner.select().from(representatives).where(and(eq(representatives.id, id), eq(representatives.siteId, siteId)));
  if (!row) throw notFound('representative');
  return toRecord(row);
}

export async function listRepresentatives(db: Db, siteId: number): Promise<{ items: RepresentativeRecord[]; total: number }> {
  const rows = await db.select().from(representatives).where(eq(representatives.siteId, siteId)).orderBy(asc(representatives.sortOrder), asc(representatives.id)).limit(1000);
  const [{ total }] = await db.select({ total: count() }).from(representatives).where(eq(representatives.siteId, siteId));
  return { items: rows.map(toRecord), total: Number(total) };
}

export async function createRepresentative(db: Db, siteId: number, input: RepresentativeCreate): Promise<RepresentativeRecord> {
  const row = await db.transaction(async (tx) => {
    const [last] = await tx.select({ n: sql<number | null>`max(${representatives.sortOrder})` }).from(representatives).where(eq(representatives.siteId, siteId));
    const [created] = await tx
      .insert(representatives)
      .values({ ...present(input), company: input.company, siteId, sortOrder: (last?.n ?? -1) + 1 })
      .returning();
    return created;
  });
  await contentChanged(db, siteId);
  return toRecord(row);
}

export async function updateRepresentative(db: Db, siteId: number, id: number, input: RepresentativeUpdate): Promise<RepresentativeRecord> {
  const { revision, ...changes } = input;
  const row = await db.transaction(async (tx) => {
    const next = await lockRecord(tx, representatives, 'representative', siteId, id, revision);
    const [updated] = await tx
      .update(representatives)
      .set({ ...present(changes), revision: next })
      .where(eq(representatives.id, id))
      .returning();
    return updated;
  });
  await contentChanged(db, siteId);
  return toRecord(row);
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
