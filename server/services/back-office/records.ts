import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BackOfficeText, ErrorCode, type Picture, type RecordKind } from '../../../schema';
import type { Db } from '../../db/client';
import { chosenListItems, chosenLists, images } from '../../db/schema';
import { HttpError } from '../../http/errors';

/**
 * What every back-office service shares: the errors it answers with, the revision check that refuses
 * an edit over a newer one, and the checks that an id the owner sends names something of their site.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;

export const notFound = (kind: RecordKind) => new HttpError(404, ErrorCode.NotFound, BackOfficeText.notFound(kind));
export const conflict = (kind: RecordKind) => new HttpError(409, ErrorCode.EditConflict, BackOfficeText.conflict(kind));
/** Bad input the schema could not see (it needs the database): 400 naming the field, as zod's answers do. */
export const badField = (field: string, message: string) => new HttpError(400, ErrorCode.InvalidRequest, `${field}: ${message}`);
export const inUse = (message: string) => new HttpError(409, ErrorCode.InUse, message);

/** Rows of a raw statement, whichever driver ran it. */
export async function rowsOf<T>(runner: Runner, query: SQL): Promise<T[]> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Locks a record of the site for the rest of the transaction and checks the revision the owner read:
 * 404 when the site has no such record (another site's id included), 409 when someone saved it since.
 * Answers the revision the change will write.
 */
export async function lockRecord(tx: Tx, table: PgTable, kind: RecordKind, siteId: number, id: number, revision: number | undefined): Promise<number> {
  const [row] = await rowsOf<{ revision: number }>(tx, sql`select revision from ${table} where id = ${id} and site_id = ${siteId} for update`);
  if (!row) throw notFound(kind);
  if (revision !== undefined && revision !== row.revision) throw conflict(kind);
  return row.revision + 1;
}

/** Whether a failed statement broke a unique index (the error may come wrapped by drizzle). */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && (e.constraint === index || e.message?.includes(index))) return true;
  }
  return false;
}

export const PICTURE_COLUMNS = { id: images.id, extension: images.extension, width: images.width, height: images.height, alt: images.alt };

/** The site's pictures among the ids, by id. */
export async function picturesOf(runner: Runner, siteId: number, ids: Array<number | null>): Promise<Map<number, Picture>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await runner
    .select(PICTURE_COLUMNS)
    .from(images)
    .where(sql`${images.siteId} = ${siteId} and ${images.id} = any(${sql.param(wanted)}::int[])`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Refuses (400, naming the field) any id that is not a picture of the site. */
export async function checkPictures(runner: Runner, siteId: number, field: string, ids: Array<number | null | undefined>): Promise<void> {
  const wanted = ids.filter((id): id is number => typeof id === 'number');
  const found = await picturesOf(runner, siteId, wanted);
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw badField(field, `There is no picture ${missing} in this site’s media library.`);
}

/** Refuses (400, naming the field) ids that are not rows of the site in the table. */
export async function checkIds(runner: Runner, table: PgTable, siteId: number, field: string, ids: Array<number | null | undefined>, what: string): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return;
  const found = await rowsOf<{ id: number }>(runner, sql`select id from ${table} where site_id = ${siteId} and id = any(${sql.param(wanted)}::int[])`);
  const have = new Set(found.map((r) => r.id));
  const missing = wanted.find((id) => !have.has(id));
  if (missing !== undefined) throw badField(field, `There is no ${what} ${missing} in this site.`);
}

/** Only the fields present in a partial update, so `undefined` never reaches a SET. */
export function present<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A LIKE pattern for text anywhere, with the owner's % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The entries of an item in the site's chosen lists of its kind (they go to the trash with it). */
export function chosenListEntries(siteId: number, kind: number, itemId: number): SQL {
  return sql`${chosenListItems.itemId} = ${itemId} and ${chosenListItems.listId} in (select ${chosenLists.id} from ${chosenLists} where ${chosenLists.siteId} = ${siteId} and ${chosenLists.kind} = ${kind})`;
}
