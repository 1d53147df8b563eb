import { asc, count, eq } from 'drizzle-orm';
import type { ChosenListsResponse } from '../../../schema/api/chosen-lists';
import type { Db } from '../../db/client';
import { chosenListItems, chosenLists } from '../../db/schema';

/** The site's chosen lists with their sizes, by name, for the builder's source picker. */
export async function listChosenLists(db: Db, siteId: number): Promise<ChosenListsResponse> {
  const rows = await db
    .select({ listId: chosenLists.id, name: chosenLists.name, kind: chosenLists.kind, count: count(chosenListItems.itemId) })
    .from(chosenLists)
    .leftJoin(chosenListItems, eq(chosenListItems.listId, chosenLists.id))
    .where(eq(chosenLists.siteId, siteId))
    .groupBy(chosenLists.id)
    .orderBy(asc(chosenLists.name), asc(chosenLists.id));
  return { lists: rows.map((r) => ({ ...r, count: Number(r.count) })) };
}
