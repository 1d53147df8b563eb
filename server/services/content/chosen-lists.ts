import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ListKind } from '../../../schema/api/lists';
import type { ChosenListsResponse } from '../../../schema/api/chosen-lists';
import type { Db } from '../../db/client';
import { artists, chosenListItems, chosenLists, images, inventory, posts, shows } from '../../db/schema';

/** Where the records of each kind of chosen list live. */
export const LIST_KIND_TABLES: Record<ListKind, PgTable> = {
  [ListKind.Inventory]: inventory,
  [ListKind.Artists]: artists,
  [ListKind.Blogs]: posts,
  [ListKind.Shows]: shows,
  [ListKind.Media]: images,
};

/**
 * How many of a list's entries (chosen_lists joined to chosen_list_items) name a record that exists.
 * The entry of a record in the trash is kept, so that restoring the record, or a list restored before
 * it, puts it back in its place; until then it is not counted, as no list shows it.
 */
export const listedCount = sql<number>`count(*) filter (where case ${chosenLists.kind} ${sql.join(
  Object.entries(LIST_KIND_TABLES).map(([kind, table]) => sql`when ${sql.raw(kind)} then exists (select 1 from ${table} t where t.id = ${chosenListItems.itemId})`),
  sql` `,
)} else false end)`;

/** The site's chosen lists with their sizes, by name, for the builder's source picker. */
export async function listChosenLists(db: Db, siteId: number): Promise<ChosenListsResponse> {
  const rows = await db
    .select({ listId: chosenLists.id, name: chosenLists.name, kind: chosenLists.kind, count: listedCount })
    .from(chosenLists)
    .leftJoin(chosenListItems, eq(chosenListItems.listId, chosenLists.id))
    .where(eq(chosenLists.siteId, siteId))
    .groupBy(chosenLists.id)
    .orderBy(asc(chosenLists.name), asc(chosenLists.id));
  return { lists: rows.map((r) => ({ ...r, count: Number(r.count) })) };
}
