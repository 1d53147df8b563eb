import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ListKind, type ChosenListCreate, type ChosenListRecord, type ChosenListTableResponse, type ChosenListUpdate, type DeletedResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, chosenListItems, chosenLists, images, inventory, posts, shows } from '../../db/schema';
import { contentChanged } from '../content/changed';
import { listedCount } from '../content/chosen-lists';
import { listInUse, refuseIfUsed } from './in-use';
import { checkIds, lockRecord, notFound, rowsOf, type Runner, type Tx } from './records';
import { trashRecord } from './trash';

/**
 * Chosen lists: an owner's ordered selection of works, artists, posts, exhibitions or pictures, which a
 * list block shows in that order (source 3). Items are replaced whole (the screens' drag and drop sends
 * the new order) or added at the end.
 */

/** Where each kind's items live, what one is called, and its label (over the table as t). */
const KINDS: Record<number, { table: PgTable; what: string; label: string }> = {
  [ListKind.Inventory]: { table: inventory, what: 'artwork', label: 't.title' },
  [ListKind.Artists]: { table: artists, what: 'artist', label: 't.name' },
  [ListKind.Blogs]: { table: posts, what: 'post', label: 't.title' },
  [ListKind.Shows]: { table: shows, what: 'exhibition', label: 't.title' },
  [ListKind.Media]: { table: images, what: 'picture', label: "coalesce(nullif(t.title, ''), t.name)" },
};

export async function readChosenList(runner: Runner, siteId: number, id: number): Promise<ChosenListRecord> {
  const [list] = await runner.select().from(chosenLists).where(and(eq(chosenLists.id, id), eq(chosenLists.siteId, siteId)));
  if (!list) throw notFound('chosenList');
  const kind = KINDS[list.kind];
  const items = await rowsOf<{ id: number; label: string }>(
    runner,
    sql`select t.id, ${sql.raw(kind.label)} as label from ${chosenListItems} li join ${kind.table} t on t.id = li.item_id and t.site_id = ${siteId}
        where li.list_id = ${id} order by li.position, li.item_id`,
  );
  return { id: list.id, revision: list.revision, name: list.name, kind: list.kind, items: items.map((i) => ({ id: i.id, label: i.label ?? '' })) };
}

export async function listChosenLists(db: Db, siteId: number): Promise<ChosenListTableResponse> {
  const rows = await db
    .select({ id: chosenLists.id, revision: chosenLists.revision, name: chosenLists.name, kind: chosenLists.kind, count: listedCount })
    .from(chosenLists)
    .leftJoin(chosenListItems, eq(chosenListItems.listId, chosenLists.id))
    .where(eq(chosenLists.siteId, siteId))
    .groupBy(chosenLists.id)
    .orderBy(asc(chosenLists.name), asc(chosenLists.id));
  return { items: rows.map((r) => ({ ...r, count: Number(r.count) })), total: rows.length };
}

/** Makes the list's items exactly these, in order, after checking each is the site's and of the list's kind. */
async function writeItems(tx: Tx, siteId: number, listId: number, kind: number, ids: number[]): Promise<void> {
  await checkIds(tx, KINDS[kind].table, siteId, 'items', ids, KINDS[kind].what);
  await tx.delete(chosenListItems).where(eq(chosenListItems.listId, listId));
  if (ids.length) await tx.insert(chosenListItems).values(ids.map((itemId, position) => ({ listId, itemId, position })));
}

export async function createChosenList(db: Db, siteId: number, input: ChosenListCreate): Promise<ChosenListRecord> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(chosenLists).values({ siteId, name: input.name, kind: input.kind }).returning({ id: chosenLists.id });
    await writeItems(tx, siteId, row.id, input.kind, input.items ?? []);
    return row.id;
  });
  await contentChanged(db, siteId);
  return readChosenList(db, siteId, id);
}

/** Lock the list, check the revision, and answer its kind and next revision. */
async function lockList(tx: Tx, siteId: number, id: number, revision: number | undefined): Promise<{ kind: number; next: number }> {
  const next = await lockRecord(tx, chosenLists, 'chosenList', siteId, id, revision);
  const [{ kind }] = await tx.select({ kind: chosenLists.kind }).from(chosenLists).where(eq(chosenLists.id, id));
  return { kind, next };
}

export async function updateChosenList(db: Db, siteId: number, id: number, input: ChosenListUpdate): Promise<ChosenListRecord> {
  await db.transaction(async (tx) => {
    const { kind, next } = await lockList(tx, siteId, id, input.revision);
    await tx
      .update(chosenLists)
      .set({ ...(input.name !== undefined ? { name: input.name } : {}), revision: next })
      .where(eq(chosenLists.id, id));
    if (input.items) await writeItems(tx, siteId, id, kind, input.items);
  });
  await contentChanged(db, siteId);
  return readChosenList(db, siteId, id);
}

/** Adds items at the end of the list; those in it already stay where they are. */
export async function addToChosenList(db: Db, siteId: number, id: number, ids: number[]): Promise<ChosenListRecord> {
  await db.transaction(async (tx) => {
    const { kind, next } = await lockList(tx, siteId, id, undefined);
    await checkIds(tx, KINDS[kind].table, siteId, 'ids', ids, KINDS[kind].what);
    const [{ last }] = await rowsOf<{ last: number }>(tx, sql`select coalesce(max(position), -1) as last from ${chosenListItems} where list_id = ${id}`);
    await tx
      .insert(chosenListItems)
      .values(ids.map((itemId, i) => ({ listId: id, itemId, position: Number(last) + 1 + i })))
      .onConflictDoNothing();
    await tx.update(chosenLists).set({ revision: next }).where(eq(chosenLists.id, id));
  });
  await contentChanged(db, siteId);
  return readChosenList(db, siteId, id);
}

/** Deletes a list to the trash with its items, unless the published site shows it. */
export async function deleteChosenList(db: Db, siteId: number, id: number, revision: number | undefined): Promise<DeletedResponse> {
  const deleted = await db.transaction(async (tx) => {
    await lockRecord(tx, chosenLists, 'chosenList', siteId, id, revision);
    const [list] = await tx.select().from(chosenLists).where(eq(chosenLists.id, id));
    refuseIfUsed(await listInUse(tx, siteId, id, list.name));
    const items = await tx.select().from(chosenListItems).where(eq(chosenListItems.listId, id));
    await tx.delete(chosenLists).where(eq(chosenLists.id, id));
    return trashRecord(tx, siteId, 'chosenList', id, list.name, { chosenLists: [list], chosenListItems: items });
  });
  await contentChanged(db, siteId);
  return deleted;
}
