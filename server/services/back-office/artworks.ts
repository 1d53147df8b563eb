import { and, eq, ne, sql } from 'drizzle-orm';
import { isSubTypeOf } from '../../../schema/inventory-types';
import { BackOfficeText, ListKind, type ArtworkCreate, type ArtworkRecord, type ArtworkUpdate, type DeletedResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, chosenListItems, editions, images, inventory, showArtworks } from '../../db/schema';
import type { MediaStore } from '../site/media-store';
import { contentChanged } from '../content/changed';
import { artworkImageRows, copyArtworkImages, setArtworkImages } from './artwork-images';
import { readArtwork, yearOf } from './artwork-record';
import { insertEditions } from './editions';
import { itemListedOnSite, orderedIn, refuseIfUsed } from './in-use';
import { badField, checkIds, chosenListEntries, isUniqueViolation, lockRecord, notFound, present, type Tx } from './records';
import { trashRecord } from './trash';

/**
 * The owner's artworks: create (with editions), partial update over the revision read, duplicate,
 * archive, and delete to the trash. Every change commits in one transaction and then tells the kept
 * visitor pages (contentChanged); the search documents follow by trigger (migration 0013).
 */

const SKU_INDEX = 'inventory_site_sku_idx';

/** Refuses a sku another work of the site has (the unique index has the last word under a race). */
async function checkSku(tx: Tx, siteId: number, sku: string | null | undefined, exceptId: number | null): Promise<void> {
  if (!sku) return;
  const [taken] = await tx
    .select({ id: inventory.id })
    .from(inventory)
    .where(and(eq(inventory.siteId, siteId), eq(inventory.sku, sku), ...(exceptId !== null ? [ne(inventory.id, exceptId)] : [])))
    .limit(1);
  if (taken) throw badField('sku', BackOfficeText.skuTaken(sku));
}

async function skuSafe<T>(sku: string | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sku && isUniqueViolation(error, SKU_INDEX)) throw badField('sku', BackOfficeText.skuTaken(sku));
    throw error;
  }
}

/** The next place at the end of the site's own order. */
async function nextSortOrder(tx: Tx, siteId: number): Promise<number> {
  const [row] = await tx.select({ last: sql<number | null>`max(${inventory.sortOrder})` }).from(inventory).where(eq(inventory.siteId, siteId));
  return (row?.last ?? -1) + 1;
}

export async function createArtwork(db: Db, siteId: number, input: ArtworkCreate, currencyCode: string): Promise<ArtworkRecord> {
  const { editions: editionInputs = [], images: imageIds = [], ...fields } = input;
  const id = await skuSafe(fields.sku, () =>
    db.transaction(async (tx) => {
      await checkIds(tx, artists, siteId, 'artistId', [fields.artistId], 'artist');
      await checkSku(tx, siteId, fields.sku, null);
      const [row] = await tx
        .insert(inventory)
        .values({ ...present(fields), title: fields.title, siteId, year: yearOf(fields.date), sortOrder: await nextSortOrder(tx, siteId) })
        .returning({ id: inventory.id });
      if (imageIds.length) await setArtworkImages(tx, siteId, row.id, imageIds);
      await insertEditions(tx, siteId, row.id, editionInputs, currencyCode, 'editions');
      return row.id;
    }),
  );
  await contentChanged(db, siteId);
  return readArtwork(db, siteId, id);
}

export async function updateArtwork(db: Db, siteId: number, id: number, input: ArtworkUpdate): Promise<ArtworkRecord> {
  const { revision, images: imageIds, ...changes } = input;
  const fields = present(changes);
  await skuSafe(fields.sku, () =>
    db.transaction(async (tx) => {
      const next = await lockRecord(tx, inventory, 'artwork', siteId, id, revision);
      if (fields.type !== undefined || fields.subType !== undefined) {
        const [stored] = await tx.select({ type: inventory.type, subType: inventory.subType }).from(inventory).where(eq(inventory.id, id));
        const type = fields.type ?? stored.type;
        const subType = fields.subType !== undefined ? fields.subType : stored.subType;
        // A new type drops a subtype it does not have, unless the owner named one.
        if (fields.subType === undefined && subType !== null && !isSubTypeOf(type, subType)) fields.subType = null;
        else if (subType !== null && !isSubTypeOf(type, subType)) throw badField('subType', 'This subtype does not belong to the inventory type.');
      }
      if (fields.artistId !== undefined) await checkIds(tx, artists, siteId, 'artistId', [fields.artistId], 'artist');
      await checkSku(tx, siteId, fields.sku, id);
      await tx
        .update(inventory)
        .set({ ...fields, ...(fields.date !== undefined ? { year: yearOf(fields.date) } : {}), revision: next, updatedAt: new Date() })
        .where(eq(inventory.id, id));
      if (imageIds !== undefined) await setArtworkImages(tx, siteId, id, imageIds);
    }),
  );
  await contentChanged(db, siteId);
  return readArtwork(db, siteId, id);
}

/** A copy of the work to edit into a new one: its fields, editions, pictures and tags; without its sku, and archived works come back active. */
export async function duplicateArtwork(db: Db, store: MediaStore, siteId: number, id: number): Promise<ArtworkRecord> {
  const copyId = await db.transaction(async (tx) => {
    const [work] = await tx.select().from(inventory).where(and(eq(inventory.id, id), eq(inventory.siteId, siteId)));
    if (!work) throw notFound('artwork');
    const { id: _id, mediumKinds: _kinds, lowestPrice: _price, artistSort: _sort, createdAt: _created, updatedAt: _updated, ...fields } = work;
    const [copy] = await tx
      .insert(inventory)
      .values({ ...fields, title: `${work.title} (copy)`.slice(0, 300), sku: null, sourceId: null, active: true, revision: 0, sortOrder: await nextSortOrder(tx, siteId) })
      .returning({ id: inventory.id });
    const workEditions = await tx.select().from(editions).where(eq(editions.inventoryId, id));
    if (workEditions.length) {
      await tx.insert(editions).values(workEditions.map(({ id: _e, inventoryId: _w, revision: _r, ...e }) => ({ ...e, inventoryId: copy.id })));
    }
    await copyArtworkImages(tx, store, id, copy.id);
    return copy.id;
  });
  await contentChanged(db, siteId);
  return readArtwork(db, siteId, copyId);
}

/** Archives a work (visitors no longer see it; the owner still does) or brings it back. */
export async function setArchived(db: Db, siteId: number, id: number, archived: boolean, revision: number | undefined): Promise<ArtworkRecord> {
  await db.transaction(async (tx) => {
    const next = await lockRecord(tx, inventory, 'artwork', siteId, id, revision);
    await tx.update(inventory).set({ active: !archived, revision: next, updatedAt: new Date() }).where(eq(inventory.id, id));
  });
  await contentChanged(db, siteId);
  return readArtwork(db, siteId, id);
}

/**
 * Deletes a work to the trash with everything that hangs on it (editions, pictures, its places in
 * exhibitions and lists), unless an order bought it or a list the published site shows holds it.
 */
export async function deleteArtwork(db: Db, siteId: number, id: number, revision: number | undefined): Promise<DeletedResponse> {
  const deleted = await db.transaction(async (tx) => {
    await lockRecord(tx, inventory, 'artwork', siteId, id, revision);
    refuseIfUsed(await orderedIn(tx, 'inventory_id', id, 'artwork'), await itemListedOnSite(tx, siteId, ListKind.Inventory, id, 'artwork'));
    const entries = chosenListEntries(siteId, ListKind.Inventory, id);
    const [work, workEditions, pictures, shown, listed] = await Promise.all([
      tx.select().from(inventory).where(eq(inventory.id, id)),
      tx.select().from(editions).where(eq(editions.inventoryId, id)),
      artworkImageRows(tx, siteId, id),
      tx.select().from(showArtworks).where(eq(showArtworks.inventoryId, id)),
      tx.select().from(chosenListItems).where(entries),
    ]);
    await tx.delete(chosenListItems).where(entries);
    await tx.delete(images).where(eq(images.inventoryId, id));
    await tx.delete(editions).where(eq(editions.inventoryId, id));
    await tx.delete(inventory).where(eq(inventory.id, id));
    return trashRecord(tx, siteId, 'artwork', id, work[0].title, { inventory: work, editions: workEditions, images: pictures, showArtworks: shown, chosenListItems: listed });
  });
  await contentChanged(db, siteId);
  return deleted;
}
