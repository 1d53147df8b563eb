import { and, count, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BackOfficeText, ErrorCode, ListKind, TRASH_DAYS, type DeletedResponse, type RecordKind, type TrashListResponse, type TrashQuery } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, chosenListItems, chosenLists, editions, images, inventory, posts, representatives, showArtists, showArtworks, showPhotos, shows, trash } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { mediaKey, type MediaStore } from '../site/media-store';
import { chosenListEntries, type Tx } from './records';

/**
 * Deleted records, kept 30 days as JSON snapshots of their rows (trash table), so visitor queries never
 * see them and need no change. A restore puts the rows back with their ids; after 30 days an entry is
 * purged, with the files of the pictures that went with it.
 */

const TABLES = { inventory, editions, images, showArtworks, showArtists, showPhotos, chosenListItems, artists, shows, posts, representatives, chosenLists };
export type TableName = keyof typeof TABLES;
export type Snapshot = { [K in TableName]?: Array<(typeof TABLES)[K]['$inferSelect']> };

const DAY_MS = 24 * 60 * 60 * 1000;
const restoreUntil = (deletedAt: Date) => new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString();

/** Keeps the snapshot of a record that is being deleted in the same transaction; answers how to restore it. */
export async function trashRecord(tx: Tx, siteId: number, kind: RecordKind, itemId: number, label: string, snapshot: Snapshot): Promise<DeletedResponse> {
  const [row] = await tx.insert(trash).values({ siteId, kind, itemId, label, snapshot }).returning({ id: trash.id, deletedAt: trash.deletedAt });
  return { trashId: row.id, restoreUntil: restoreUntil(row.deletedAt) };
}

/** The kind of chosen list each kind of record can be in. */
const LISTED_AS: Partial<Record<RecordKind, ListKind>> = { artwork: ListKind.Inventory, artist: ListKind.Artists, post: ListKind.Blogs, show: ListKind.Shows };

/**
 * Removes what has been in the trash longer than 30 days (of one site, or of all), with the files of its
 * uploaded pictures and the entries lists restored meanwhile kept for it (chosen-lists.ts listedCount).
 */
export async function purgeTrash(db: Db, store: MediaStore, siteId?: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  const purged = await db
    .delete(trash)
    .where(siteId === undefined ? lt(trash.deletedAt, cutoff) : and(eq(trash.siteId, siteId), lt(trash.deletedAt, cutoff)))
    .returning({ siteId: trash.siteId, kind: trash.kind, itemId: trash.itemId, snapshot: trash.snapshot });
  for (const { siteId: site, kind, itemId } of purged) {
    const listKind = LISTED_AS[kind as RecordKind];
    if (listKind !== undefined) await db.delete(chosenListItems).where(chosenListEntries(site, listKind, itemId));
  }
  for (const { snapshot } of purged) {
    for (const image of (snapshot as Snapshot).images ?? []) {
      // Generated demo pictures have no file of their own.
      if (image.generator === null) await store.remove(mediaKey(image.id, image.extension));
    }
  }
  return purged.length;
}

/** A page of what can be restored, newest first, optionally of one kind; purges what has expired first. */
export async function listTrash(db: Db, store: MediaStore, siteId: number, query: TrashQuery = { offset: 0, limit: 50 }): Promise<TrashListResponse> {
  await purgeTrash(db, store, siteId);
  const where = and(eq(trash.siteId, siteId), query.kind ? eq(trash.kind, query.kind) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: trash.id, kind: trash.kind, itemId: trash.itemId, label: trash.label, deletedAt: trash.deletedAt })
      .from(trash)
      .where(where)
      .orderBy(desc(trash.deletedAt), desc(trash.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(trash).where(where),
  ]);
  return {
    total: Number(total),
    items: rows.map((r) => ({ ...r, kind: r.kind as RecordKind, deletedAt: r.deletedAt.toISOString(), restoreUntil: restoreUntil(r.deletedAt) })),
  };
}

/** Takes an entry of the site out of the trash (locked and deleted in the transaction); 404 when it is gone or expired. */
export async function takeFromTrash(tx: Tx, siteId: number, trashId: number): Promise<{ kind: RecordKind; itemId: number; snapshot: Snapshot }> {
  const cutoff = new Date(Date.now() - TRASH_DAYS * DAY_MS);
  const [row] = await tx
    .delete(trash)
    .where(and(eq(trash.id, trashId), eq(trash.siteId, siteId), sql`${trash.deletedAt} >= ${cutoff}`))
    .returning({ kind: trash.kind, itemId: trash.itemId, snapshot: trash.snapshot });
  if (!row) throw new HttpError(404, ErrorCode.NotFound, BackOfficeText.notInTrash);
  return { kind: row.kind as RecordKind, itemId: row.itemId, snapshot: revive(row.snapshot as Record<string, unknown[]>) };
}

/** Rows as JSON gave them back: dates are strings again, so they become Dates for their columns. */
function revive(raw: Record<string, unknown[]>): Snapshot {
  const snapshot: Record<string, unknown[]> = {};
  for (const [name, rows] of Object.entries(raw)) {
    const table = TABLES[name as TableName] as PgTable | undefined;
    if (!table) continue;
    const columns = Object.entries(getTableColumns(table));
    snapshot[name] = rows.map((row) => {
      const copy = { ...(row as Record<string, unknown>) };
      for (const [key, column] of columns) {
        if (column.generated) delete copy[key];
        else if (column.columnType === 'PgTimestamp' && typeof copy[key] === 'string') copy[key] = new Date(copy[key] as string);
      }
      return copy;
    });
  }
  return snapshot as Snapshot;
}

/** Puts rows of a snapshot back as they were, ids included (rows that came back some other way already are left). */
export async function putBack<K extends TableName>(tx: Tx, name: K, rows: Snapshot[K]): Promise<void> {
  if (!rows?.length) return;
  const table = TABLES[name] as PgTable;
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + 500) as never)
      .onConflictDoNothing();
  }
}

export interface TrashPurgeLoop {
  stop(): Promise<void>;
}

/**
 * Purges expired trash of every site once now and then every `intervalMs`, so pictures' files of records
 * deleted long ago go even from sites whose owner never opens the trash again.
 */
export function startTrashPurge(db: Db, store: MediaStore, options: { intervalMs: number; log?: (line: string) => void }): TrashPurgeLoop {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = purgeTrash(db, store)
      .then(
        (purged) => {
          if (purged) (options.log ?? console.log)(`[trash] ${purged} deleted record${purged === 1 ? '' : 's'} older than ${TRASH_DAYS} days removed for good`);
        },
        (error) => console.error('[trash] purge failed:', (error as Error).message),
      )
      .finally(() => (running = null));
  };
  pass();
  const timer = setInterval(pass, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
