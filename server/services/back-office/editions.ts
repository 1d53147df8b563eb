import { and, eq, sql } from 'drizzle-orm';
import { EditionType, type DeletedResponse, type EditionCreate, type EditionRecord, type EditionUpdate } from '../../../schema';
import type { Db } from '../../db/client';
import { editions, inventory } from '../../db/schema';
import { contentChanged } from '../content/changed';
import { syncArtworkSize, toEditionRecord } from './artwork-record';
import { orderedIn, refuseIfUsed } from './in-use';
import { badField, conflict, lockRecord, notFound, present, type Tx } from './records';
import { trashRecord } from './trash';

/**
 * The editions of a work: a unique original or one of a numbered edition, with its price (integer minor
 * units), stock, framing and size. The work's lowest price follows by trigger (migration 0014); its
 * size columns are kept here (syncArtworkSize), so the visitor size filters stay right.
 */

type EditionRow = typeof editions.$inferSelect;
type EditionValues = Omit<typeof editions.$inferInsert, 'id' | 'siteId' | 'inventoryId'>;

/** What visitors read when the owner gives no label: 'Unique', 'Edition 3 of 25', 'Edition of 25'. */
export function editionLabel(editionType: number, number: string | null, editionSize: number | null): string {
  if (editionType === EditionType.Original) return 'Unique';
  if (number && editionSize) return `Edition ${number} of ${editionSize}`;
  if (editionSize) return `Edition of ${editionSize}`;
  return number ? `Edition ${number}` : 'Edition';
}

const SIZE_FIELDS = ['dimensions', 'alternateDimensions'] as const;

/**
 * The row values of an edition after a change: `before` is the stored row (null for a new one). The
 * sold switch stands for a quantity; a unique original is one piece, and no edition sells more than
 * it counts.
 */
function editionValues(input: EditionCreate | Omit<EditionUpdate, 'revision'>, before: EditionRow | null, currencyCode: string, path = ''): EditionValues {
  const editionType = input.editionType ?? before?.editionType ?? EditionType.Original;
  const number = input.number !== undefined ? input.number : (before?.number ?? null);
  const editionSize = input.editionSize !== undefined ? input.editionSize : (before?.editionSize ?? null);
  let quantity = input.quantity ?? before?.quantity ?? 1;
  if (input.isSold === true) quantity = 0;
  if (input.isSold === false && quantity === 0) quantity = 1;
  if (editionType === EditionType.Original && quantity > 1) throw badField(`${path}quantity`, 'A unique original is one piece: its quantity is 0 (sold) or 1.');
  if (editionSize !== null && quantity > editionSize) throw badField(`${path}quantity`, `No more can be left to sell than the edition counts (${editionSize}).`);
  // A label the owner wrote stays; one made from the old type, number and count follows them.
  const madeLabel = before && before.label === editionLabel(before.editionType, before.number, before.editionSize);
  const label = input.label ?? (before && !madeLabel ? before.label : editionLabel(editionType, number, editionSize));
  const size = input.dimensions ?? (before ? { height: before.height, width: before.width, depth: before.depth, metric: before.metric } : null);
  return {
    editionType,
    label,
    number,
    editionSize,
    price: input.price ?? before?.price ?? 0,
    currencyCode: input.currencyCode ?? before?.currencyCode ?? currencyCode,
    quantity,
    isOnHold: input.isOnHold ?? before?.isOnHold ?? false,
    active: input.active ?? before?.active ?? true,
    medium: input.medium !== undefined ? input.medium : (before?.medium ?? null),
    framing: input.framing !== undefined ? input.framing : (before?.framing ?? null),
    isFramed: input.isFramed ?? before?.isFramed ?? false,
    mounting: input.mounting !== undefined ? input.mounting : (before?.mounting ?? null),
    height: size?.height ?? null,
    width: size?.width ?? null,
    depth: size?.depth ?? null,
    metric: size?.metric ?? 1,
    alternateDimensions: input.alternateDimensions !== undefined ? input.alternateDimensions : (before?.alternateDimensions ?? null),
    prices: otherPrices(input.prices ?? before?.prices ?? [], input.currencyCode ?? before?.currencyCode ?? currencyCode, path),
  };
}

/** The other currencies' prices, none of them in the edition's own currency (its price says that one). */
function otherPrices(prices: { currencyCode: string; value: number }[], own: string, path: string): { currencyCode: string; value: number }[] {
  const index = prices.findIndex((p) => p.currencyCode === own);
  if (index >= 0) throw badField(`${path}prices.${index}.currencyCode`, `The edition's own price is in ${own} already.`);
  return prices;
}

/** Adds editions to a work inside a transaction (a new work's, or one more), keeping the work's size. */
export async function insertEditions(tx: Tx, siteId: number, artworkId: number, inputs: EditionCreate[], currencyCode: string, path = ''): Promise<EditionRow[]> {
  if (!inputs.length) return [];
  // A new work's editions are named in the field path as zod names them (editions.1.quantity).
  const values = inputs.map((input, i) => ({ ...editionValues(input, null, currencyCode, path ? `${path}.${i}.` : ''), siteId, inventoryId: artworkId }));
  const rows = await tx.insert(editions).values(values).returning();
  await syncArtworkSize(tx, artworkId);
  return rows;
}

/** Marks the work as changed by an edit of its editions, so its updated time and the table follow. */
async function touchArtwork(tx: Tx, artworkId: number): Promise<void> {
  await tx.update(inventory).set({ updatedAt: new Date() }).where(eq(inventory.id, artworkId));
}

export async function createEdition(db: Db, siteId: number, artworkId: number, input: EditionCreate, currencyCode: string): Promise<EditionRecord> {
  const row = await db.transaction(async (tx) => {
    await lockRecord(tx, inventory, 'artwork', siteId, artworkId, undefined);
    const [created] = await insertEditions(tx, siteId, artworkId, [input], currencyCode);
    await touchArtwork(tx, artworkId);
    return created;
  });
  await contentChanged(db, siteId);
  return toEditionRecord(row);
}

/** The edition of the work and site, locked; 404 when there is none, 409 when saved since the revision read. */
async function lockEdition(tx: Tx, siteId: number, artworkId: number, editionId: number, revision: number | undefined): Promise<EditionRow> {
  const [row] = await tx
    .select()
    .from(editions)
    .where(and(eq(editions.id, editionId), eq(editions.inventoryId, artworkId), eq(editions.siteId, siteId)))
    .for('update');
  if (!row) throw notFound('edition');
  if (revision !== undefined && revision !== row.revision) throw conflict('edition');
  return row;
}

export async function updateEdition(db: Db, siteId: number, artworkId: number, editionId: number, input: EditionUpdate, currencyCode: string): Promise<EditionRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockEdition(tx, siteId, artworkId, editionId, input.revision);
    const { revision: _revision, ...changes } = input;
    const values = editionValues(present(changes), before, currencyCode);
    const [updated] = await tx
      .update(editions)
      .set({ ...values, revision: sql`${editions.revision} + 1` })
      .where(eq(editions.id, editionId))
      .returning();
    if (SIZE_FIELDS.some((field) => changes[field] !== undefined)) await syncArtworkSize(tx, artworkId);
    await touchArtwork(tx, artworkId);
    return updated;
  });
  await contentChanged(db, siteId);
  return toEditionRecord(row);
}

/** Deletes an edition to the trash, unless an order bought it (the order keeps it: deactivate it instead). */
export async function deleteEdition(db: Db, siteId: number, artworkId: number, editionId: number, revision: number | undefined): Promise<DeletedResponse> {
  const deleted = await db.transaction(async (tx) => {
    const row = await lockEdition(tx, siteId, artworkId, editionId, revision);
    refuseIfUsed(await orderedIn(tx, 'edition_id', editionId, 'edition'));
    const [work] = await tx.select({ title: inventory.title }).from(inventory).where(eq(inventory.id, artworkId));
    await tx.delete(editions).where(eq(editions.id, editionId));
    await syncArtworkSize(tx, artworkId);
    await touchArtwork(tx, artworkId);
    return trashRecord(tx, siteId, 'edition', editionId, `${work.title}: ${row.label}`, { editions: [row] });
  });
  await contentChanged(db, siteId);
  return deleted;
}
