import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode, type RestoreResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, chosenLists, images, inventory, shows } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { contentChanged } from '../content/changed';
import { syncArtworkSize } from './artwork-record';
import { rowsOf, type Tx } from './records';
import { putBack, takeFromTrash, type Snapshot } from './trash';

/**
 * Restoring from the trash: the rows go back with their ids, in the order their references need. What
 * was deleted since cannot come back with them (a list or exhibition they were in, their artist), and
 * a sku another work took meanwhile is left off; the answer's notes say so.
 */

/** Which of the ids still exist in the table. */
async function existing(tx: Tx, table: PgTable, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await rowsOf<{ id: number }>(tx, sql`select id from ${table} where id = any(${sql.param([...new Set(ids)])}::int[])`);
  return new Set(rows.map((r) => r.id));
}

/** The snapshot's list entries whose lists are still there. */
async function listEntries(tx: Tx, snapshot: Snapshot): Promise<Snapshot['chosenListItems']> {
  const entries = snapshot.chosenListItems ?? [];
  const lists = await existing(tx, chosenLists, entries.map((e) => e.listId));
  return entries.filter((e) => lists.has(e.listId));
}

async function restoreArtwork(tx: Tx, siteId: number, snapshot: Snapshot, notes: string[]): Promise<void> {
  const [work] = snapshot.inventory ?? [];
  if (work.artistId !== null && !(await existing(tx, artists, [work.artistId])).has(work.artistId)) {
    work.artistId = null;
    notes.push('Its artist was deleted since, so it has none now.');
  }
  if (work.sku) {
    const [taken] = await rowsOf<{ id: number }>(tx, sql`select id from ${inventory} where site_id = ${siteId} and sku = ${work.sku} limit 1`);
    if (taken) {
      notes.push(`Another artwork has the SKU “${work.sku}” now, so this one was restored without one.`);
      work.sku = null;
    }
  }
  await putBack(tx, 'inventory', [work]);
  await putBack(tx, 'editions', snapshot.editions);
  await putBack(tx, 'images', snapshot.images);
  const shown = snapshot.showArtworks ?? [];
  const stillShown = await existing(tx, shows, shown.map((s) => s.showId));
  await putBack(tx, 'showArtworks', shown.filter((s) => stillShown.has(s.showId)));
  await putBack(tx, 'chosenListItems', await listEntries(tx, snapshot));
}

async function restoreArtist(tx: Tx, snapshot: Snapshot): Promise<void> {
  await putBack(tx, 'artists', snapshot.artists);
  const shown = snapshot.showArtists ?? [];
  const stillShown = await existing(tx, shows, shown.map((s) => s.showId));
  await putBack(tx, 'showArtists', shown.filter((s) => stillShown.has(s.showId)));
  await putBack(tx, 'chosenListItems', await listEntries(tx, snapshot));
}

async function restoreShow(tx: Tx, snapshot: Snapshot): Promise<void> {
  await putBack(tx, 'shows', snapshot.shows);
  const works = await existing(tx, inventory, (snapshot.showArtworks ?? []).map((s) => s.inventoryId));
  await putBack(tx, 'showArtworks', (snapshot.showArtworks ?? []).filter((s) => works.has(s.inventoryId)));
  const people = await existing(tx, artists, (snapshot.showArtists ?? []).map((s) => s.artistId));
  await putBack(tx, 'showArtists', (snapshot.showArtists ?? []).filter((s) => people.has(s.artistId)));
  const photos = await existing(tx, images, (snapshot.showPhotos ?? []).map((s) => s.imageId));
  await putBack(tx, 'showPhotos', (snapshot.showPhotos ?? []).filter((s) => photos.has(s.imageId)));
  await putBack(tx, 'chosenListItems', await listEntries(tx, snapshot));
}

export async function restoreFromTrash(db: Db, siteId: number, trashId: number): Promise<RestoreResponse> {
  const notes: string[] = [];
  const restored = await db.transaction(async (tx) => {
    const { kind, itemId, snapshot } = await takeFromTrash(tx, siteId, trashId);
    switch (kind) {
      case 'artwork':
        await restoreArtwork(tx, siteId, snapshot, notes);
        break;
      case 'artist':
        await restoreArtist(tx, snapshot);
        break;
      case 'show':
        await restoreShow(tx, snapshot);
        break;
      case 'post':
        await putBack(tx, 'posts', snapshot.posts);
        await putBack(tx, 'chosenListItems', await listEntries(tx, snapshot));
        break;
      case 'representative':
        await putBack(tx, 'representatives', snapshot.representatives);
        break;
      case 'chosenList':
        await putBack(tx, 'chosenLists', snapshot.chosenLists);
        await putBack(tx, 'chosenListItems', snapshot.chosenListItems);
        break;
      case 'edition': {
        const [edition] = snapshot.editions ?? [];
        if (!(await existing(tx, inventory, [edition.inventoryId])).has(edition.inventoryId)) {
          throw new HttpError(409, ErrorCode.InUse, 'This edition’s artwork was deleted. Restore the artwork first, then the edition.');
        }
        await putBack(tx, 'editions', [edition]);
        await syncArtworkSize(tx, edition.inventoryId);
        break;
      }
    }
    return { kind, itemId };
  });
  await contentChanged(db, siteId);
  return { ...restored, notes };
}
