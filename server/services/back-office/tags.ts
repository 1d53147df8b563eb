import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TAGGED_KINDS, type TagChangeResponse, type TagRemove, type TagRename, type TaggedKind } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, images, inventory, posts, shows } from '../../db/schema';
import { contentChanged } from '../content/changed';
import { rowsOf, type Tx } from './records';

/**
 * The site's tags across its records: rename (two tags become one when the new name is taken) and
 * remove, over one kind of content or every kind, in one transaction. The GIN indexes on tags find the
 * records; the search documents follow by trigger.
 */

const TAGGED: Record<TaggedKind, { table: PgTable; revised: boolean }> = {
  inventory: { table: inventory, revised: true },
  artists: { table: artists, revised: true },
  shows: { table: shows, revised: true },
  blogs: { table: posts, revised: true },
  media: { table: images, revised: false },
};

async function changeEach(db: Db, siteId: number, kind: TaggedKind | undefined, tag: string, newTags: SQL): Promise<TagChangeResponse> {
  const kinds = kind ? [kind] : [...TAGGED_KINDS];
  const changed = await db.transaction(async (tx: Tx) => {
    const counts: Partial<Record<TaggedKind, number>> = {};
    for (const k of kinds) {
      const { table, revised } = TAGGED[k];
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`update ${table} set tags = ${newTags}${sql.raw(revised ? ', revision = revision + 1' : '')}
            where site_id = ${siteId} and tags @> array[${tag}]::text[] returning id`,
      );
      counts[k] = rows.length;
    }
    return counts;
  });
  if (Object.values(changed).some((n) => n > 0)) await contentChanged(db, siteId);
  return { changed } as TagChangeResponse;
}

/** Renames a tag wherever it is; a record that had both keeps one, where the first of them stood. */
export function renameTag(db: Db, siteId: number, { kind, from, to }: TagRename): Promise<TagChangeResponse> {
  const renamed = sql`array(select u.tag from unnest(array_replace(tags, ${from}::text, ${to}::text)) with ordinality as u(tag, n) group by u.tag order by min(u.n))`;
  return changeEach(db, siteId, kind, from, renamed);
}

export function removeTag(db: Db, siteId: number, { kind, tag }: TagRemove): Promise<TagChangeResponse> {
  return changeEach(db, siteId, kind, tag, sql`array_remove(tags, ${tag}::text)`);
}
