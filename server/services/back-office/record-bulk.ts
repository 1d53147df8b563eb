import { sql } from 'drizzle-orm';
import { BackOfficeText, ErrorCode, type RecordBulk, type RecordBulkResponse, type RecordKind } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, posts, shows } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { contentChanged } from '../content/changed';
import { rowsOf } from './records';

/**
 * Bulk tagging of the artists, exhibitions and posts tables: a tag added to or removed from the chosen
 * records of the owner's site in one transaction. An id the site does not have refuses the whole action
 * (404, nothing changed). A changed record's revision moves on, so a form open on it in another tab is
 * told to reload.
 */

const TABLES = { artist: artists, show: shows, post: posts } as const;
export type BulkTaggedKind = keyof typeof TABLES;

export async function bulkTag(db: Db, siteId: number, kind: BulkTaggedKind, input: RecordBulk): Promise<RecordBulkResponse> {
  const table = TABLES[kind];
  const changed = await db.transaction(async (tx) => {
    // Locked in id order, so two bulk actions over the same records cannot deadlock.
    const found = await rowsOf<{ id: number }>(tx, sql`select id from ${table} where site_id = ${siteId} and id = any(${sql.param(input.ids)}::int[]) order by id for update`);
    if (found.length !== input.ids.length) {
      const have = new Set(found.map((r) => r.id));
      const missing = input.ids.filter((id) => !have.has(id));
      throw new HttpError(404, ErrorCode.NotFound, `${BackOfficeText.notFound(kind as RecordKind)} (${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}) Nothing was changed.`);
    }
    const [set, when] =
      input.action === 'addTag'
        ? [sql`tags = array_append(tags, ${input.tag}::text)`, sql`not (tags @> array[${input.tag}]::text[])`]
        : [sql`tags = array_remove(tags, ${input.tag}::text)`, sql`tags @> array[${input.tag}]::text[]`];
    const rows = await rowsOf<{ id: number }>(tx, sql`update ${table} set ${set}, revision = revision + 1 where id = any(${sql.param(input.ids)}::int[]) and ${when} returning id`);
    return new Set(rows.map((r) => r.id));
  });
  if (changed.size) await contentChanged(db, siteId);
  return { changed: [...changed].sort((a, b) => a - b), unchanged: input.ids.filter((id) => !changed.has(id)) };
}
