import { and, asc, eq } from 'drizzle-orm';
import type { ArtworkRecord, ArtworkStatus, DimensionsInput, EditionRecord } from '../../../schema';
import { artists, editions, images, inventory } from '../../db/schema';
import { formatDimensions } from '../content/format';
import { notFound, PICTURE_COLUMNS, type Runner, type Tx } from './records';

/** A work as the back office reads it (with its editions and pictures), its status, and the work's size kept from its editions. */

type EditionRow = typeof editions.$inferSelect;
type StatusEdition = Pick<EditionRow, 'active' | 'isOnHold' | 'quantity'>;

/**
 * Where a work stands, as visitors' stickers put it (spec §4: sold first, then on hold, then inactive):
 * available while an active edition can be bought; on hold when the ones left are held; sold when every
 * active edition is gone; not for sale without an active edition; archived when the work is inactive.
 */
export function artworkStatus(active: boolean, workEditions: StatusEdition[]): ArtworkStatus {
  if (!active) return 'archived';
  const live = workEditions.filter((e) => e.active);
  if (live.some((e) => !e.isOnHold && e.quantity > 0)) return 'available';
  if (live.some((e) => e.quantity > 0)) return 'on_hold';
  return live.length ? 'sold' : 'not_for_sale';
}

const dimensionsOf = (value: unknown): DimensionsInput | null => (value && typeof value === 'object' ? (value as DimensionsInput) : null);

export function toEditionRecord(e: EditionRow): EditionRecord {
  return {
    id: e.id,
    revision: e.revision,
    editionType: e.editionType,
    label: e.label,
    number: e.number,
    editionSize: e.editionSize,
    price: e.price,
    currencyCode: e.currencyCode,
    prices: e.prices,
    quantity: e.quantity,
    isSold: e.quantity === 0,
    isOnHold: e.isOnHold,
    active: e.active,
    medium: e.medium,
    framing: e.framing,
    isFramed: e.isFramed,
    mounting: e.mounting,
    dimensions: { height: e.height, width: e.width, depth: e.depth, metric: e.metric },
    alternateDimensions: dimensionsOf(e.alternateDimensions),
  };
}

/** One work of the site with its editions and pictures; 404 when the site has none of that id. */
export async function readArtwork(runner: Runner, siteId: number, id: number): Promise<ArtworkRecord> {
  const [[row], editionRows, pictureRows] = await Promise.all([
    runner
      .select({ work: inventory, artistName: artists.name })
      .from(inventory)
      .leftJoin(artists, eq(artists.id, inventory.artistId))
      .where(and(eq(inventory.id, id), eq(inventory.siteId, siteId))),
    runner.select().from(editions).where(and(eq(editions.inventoryId, id), eq(editions.siteId, siteId))).orderBy(asc(editions.id)),
    runner.select(PICTURE_COLUMNS).from(images).where(and(eq(images.inventoryId, id), eq(images.siteId, siteId))).orderBy(asc(images.position), asc(images.id)),
  ]);
  if (!row) throw notFound('artwork');
  const w = row.work;
  return {
    id: w.id,
    revision: w.revision,
    title: w.title,
    subtitle: w.subtitle,
    date: w.date,
    medium: w.medium,
    type: w.type,
    subType: w.subType,
    sku: w.sku,
    location: w.location,
    notes: w.notes,
    artist: w.artistId !== null && row.artistName !== null ? { id: w.artistId, name: row.artistName } : null,
    images: pictureRows,
    seoTitle: w.seoTitle,
    seoDescription: w.seoDescription,
    tags: w.tags,
    canInquire: w.canInquire,
    canReceiveOffers: w.canReceiveOffers,
    contactUrl: w.contactUrl,
    active: w.active,
    status: artworkStatus(w.active, editionRows),
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    editions: editionRows.map(toEditionRecord),
  };
}

/** Centimetres per unit of the spec's metric values (0 in, 1 cm, 2 ft). */
const CM_PER_UNIT = [2.54, 1, 30.48];
const toCm = (value: number | null, metric: number) => (value === null ? null : Math.round(value * (CM_PER_UNIT[metric] ?? 1) * 100) / 100);

/**
 * A work's size as visitors filter and read it (inventory.height_cm, width_cm, depth_cm and its size
 * line), taken from its first edition that has one, after any change of its editions' sizes.
 */
export async function syncArtworkSize(tx: Tx, artworkId: number): Promise<void> {
  const rows = await tx.select().from(editions).where(eq(editions.inventoryId, artworkId)).orderBy(asc(editions.id));
  const sized = rows.find((e) => e.height !== null && e.width !== null);
  if (!sized) {
    await tx.update(inventory).set({ heightCm: null, widthCm: null, depthCm: null, dimensionsText: null }).where(eq(inventory.id, artworkId));
    return;
  }
  const alternate = dimensionsOf(sized.alternateDimensions);
  const alternateText = alternate ? formatDimensions(alternate.height, alternate.width, alternate.depth, alternate.metric) : '';
  const text = formatDimensions(sized.height, sized.width, sized.depth, sized.metric) + (alternateText ? ` (${alternateText})` : '');
  await tx
    .update(inventory)
    .set({ heightCm: toCm(sized.height, sized.metric), widthCm: toCm(sized.width, sized.metric), depthCm: toCm(sized.depth, sized.metric), dimensionsText: text })
    .where(eq(inventory.id, artworkId));
}

/** The year a date names ('c. 1915', '1990–95' → 1915, 1990), for the date sort. */
export function yearOf(date: string | null | undefined): number | null {
  const m = /(?:^|\D)(\d{3,4})(?!\d)/.exec(date ?? '');
  return m ? Number(m[1]) : null;
}
