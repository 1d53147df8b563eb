import { and, asc, eq, sql } from 'drizzle-orm';
import { ARTWORK_IMPORT_FIELDS, artworkCreateSchema, editionCreateSchema, EditionType, InventoryType, type ImportField, type ImportReport } from '../../../../schema';
import { artists, editions, images, inventory } from '../../../db/schema';
import { formatDimensions } from '../../content/format';
import { mediaKey, type MediaStore } from '../../site/media-store';
import { setArtworkImages } from '../artwork-images';
import { syncArtworkSize, yearOf } from '../artwork-record';
import { editionLabel } from '../editions';
import { rowsOf, type Runner, type Tx } from '../records';
import {
  readEditionType,
  readInteger,
  readList,
  readNumber,
  readOtherPrices,
  readPrice,
  readSubType,
  readType,
  readUnit,
  readYesNo,
  writeEditionType,
  writeList,
  writeNumber,
  writeOtherPrices,
  writePrice,
  writeSubType,
  writeType,
  writeUnit,
  writeYesNo,
} from './cells';
import { choosePictures, chunks, emptyReport, pictureName, RowErrors, same, type Mapped, type PictureChoice, type ZipPictures } from './common';

/**
 * Artworks with their editions, one row per edition: the rows that share a SKU are one artwork and its
 * editions in order (the first row's edition updates the work's first edition, and so on; more rows add
 * editions; an edition the file leaves out is kept). The artwork's columns are repeated on each row or
 * left empty after the first; a different value is an error. An unmapped column leaves its field as it
 * is; a mapped empty cell clears a text, and gives a new record the default of a yes/no or a number.
 */

type WorkRow = typeof inventory.$inferSelect;
type EditionRow = typeof editions.$inferSelect;
type EditionValues = Omit<typeof editions.$inferInsert, 'id' | 'siteId' | 'inventoryId' | 'revision'>;

const FIELD = new Map(ARTWORK_IMPORT_FIELDS.map((field) => [field.key, field]));
const field = (key: string) => FIELD.get(key)!;
const ARTWORK_KEYS = ARTWORK_IMPORT_FIELDS.filter((f) => f.part === 'artwork').map((f) => f.key);
const EDITION_KEYS = ARTWORK_IMPORT_FIELDS.filter((f) => f.part === 'edition').map((f) => f.key);

/** The heading of the column a zod path comes from (artworkCreateSchema's and editionCreateSchema's fields). */
const SCHEMA_HEADINGS: Record<string, string> = {
  title: 'title',
  subtitle: 'subtitle',
  date: 'date',
  medium: 'medium',
  type: 'type',
  subType: 'subType',
  sku: 'sku',
  location: 'location',
  notes: 'notes',
  tags: 'tags',
  seoTitle: 'seoTitle',
  seoDescription: 'seoDescription',
  canInquire: 'canInquire',
  canReceiveOffers: 'canReceiveOffers',
  contactUrl: 'contactUrl',
  editionType: 'editionType',
  label: 'editionLabel',
  number: 'editionNumber',
  editionSize: 'editionSize',
  price: 'price',
  currencyCode: 'currency',
  prices: 'otherPrices',
  quantity: 'quantity',
  isOnHold: 'onHold',
  active: 'editionActive',
  framing: 'framing',
  isFramed: 'framed',
  mounting: 'mounting',
};
function heading(path: PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'dimensions') return field(second ?? 'height').label;
  if (first === 'alternateDimensions') return field(`alt${(second ?? 'height')[0].toUpperCase()}${(second ?? 'height').slice(1)}`)?.label ?? 'Alternate height';
  return FIELD.get(SCHEMA_HEADINGS[first] ?? '')?.label ?? first;
}

interface EditionPlan {
  row: number;
  before: EditionRow | null;
  values: EditionValues;
}

interface WorkPlan {
  sku: string;
  row: number;
  before: WorkRow | null;
  /** The work's columns as they will be stored (only the mapped ones for a work that exists). */
  values: Partial<typeof inventory.$inferInsert>;
  /** The artist's name (null: none); undefined when the column is not mapped. */
  artist: string | null | undefined;
  editions: EditionPlan[];
  /** The pictures in order; undefined to leave them as they are. */
  pictures: PictureChoice[] | undefined;
  changed: boolean;
}

interface Stored {
  works: Map<string, WorkRow>;
  editions: Map<number, EditionRow[]>;
  /** Each work's pictures in order: id and name. */
  pictures: Map<number, Array<{ id: number; name: string }>>;
  /** The site's artists by lower-case name. */
  artists: Map<string, number>;
}

async function readStored(runner: Runner, siteId: number, skus: string[]): Promise<Stored> {
  const works = await runner
    .select()
    .from(inventory)
    .where(and(eq(inventory.siteId, siteId), sql`${inventory.sku} = any(${sql.param(skus)}::text[])`));
  const ids = works.map((w) => w.id);
  const [editionRows, pictureRows, artistRows] = await Promise.all([
    ids.length ? runner.select().from(editions).where(sql`${editions.inventoryId} = any(${sql.param(ids)}::int[])`).orderBy(asc(editions.id)) : [],
    ids.length
      ? runner
          .select({ id: images.id, inventoryId: images.inventoryId, name: images.name, extension: images.extension })
          .from(images)
          .where(sql`${images.inventoryId} = any(${sql.param(ids)}::int[])`)
          .orderBy(asc(images.position), asc(images.id))
      : [],
    runner.select({ id: artists.id, name: artists.name }).from(artists).where(eq(artists.siteId, siteId)).orderBy(asc(artists.id)),
  ]);
  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  const artistMap = new Map<string, number>();
  for (const a of artistRows) if (!artistMap.has(a.name.trim().toLowerCase())) artistMap.set(a.name.trim().toLowerCase(), a.id);
  return {
    works: new Map(works.map((w) => [w.sku!, w])),
    editions: group(editionRows, (e) => e.inventoryId),
    pictures: new Map([...group(pictureRows, (p) => p.inventoryId!)].map(([id, rows]) => [id, rows.map((p) => ({ id: p.id, name: pictureName(p) }))])),
    artists: artistMap,
  };
}

/** The cells of a work: the first filled cell of each artwork column among its rows; a different one later is the later row's error. */
function workCells(rows: Mapped['rows'], mapped: Mapped['fields'], errors: RowErrors): Map<string, string> {
  const cells = new Map<string, string>();
  const from = new Map<string, number>();
  for (const { row, cells: rowCells } of rows) {
    for (const key of ARTWORK_KEYS) {
      if (!mapped.has(key)) continue;
      const cell = rowCells.get(key) ?? '';
      if (!cell) continue;
      const first = cells.get(key);
      if (first === undefined) {
        cells.set(key, cell);
        from.set(key, row);
      } else if (first !== cell) {
        errors.add(row, `${field(key).label}: “${cell}” differs from “${first}” on row ${from.get(key)}, the same artwork (SKU ${rowCells.get('sku')}). Repeat the artwork’s columns as they are, or leave them empty.`);
      }
    }
  }
  for (const key of ARTWORK_KEYS) if (mapped.has(key) && !cells.has(key)) cells.set(key, '');
  return cells;
}

function planEdition(row: number, cells: Map<string, string>, mapped: Mapped['fields'], before: EditionRow | null, currencyCode: string, errors: RowErrors): EditionValues | undefined {
  const has = (key: string) => mapped.has(key);
  const cell = (key: string) => cells.get(key) ?? '';
  const read = <T>(key: string, reader: (c: string) => T): T | undefined => errors.cell(row, field(key), () => reader(cell(key)));
  const errorsBefore = errors.count;

  const number = has('editionNumber') ? cell('editionNumber') || null : (before?.number ?? null);
  const editionSize = has('editionSize') ? (read('editionSize', readInteger) ?? null) : (before?.editionSize ?? null);
  const typed = has('editionType') ? read('editionType', readEditionType) : undefined;
  const editionType = typed ?? (has('editionType') ? null : before?.editionType) ?? (number || editionSize ? EditionType.NumberedEdition : EditionType.Original);
  const madeBefore = before && before.label === editionLabel(before.editionType, before.number, before.editionSize);
  const label = has('editionLabel') && cell('editionLabel') ? cell('editionLabel') : !has('editionLabel') && before && !madeBefore ? before.label : editionLabel(editionType, number, editionSize);
  const price = has('price') ? read('price', readPrice) : before?.price;
  if (price === null || (price === undefined && !has('price') && !before)) errors.add(row, `${field('price').label}: Enter a price, such as 1250.00.`);
  const currency = has('currency') && cell('currency') ? cell('currency') : (before?.currencyCode ?? currencyCode);
  const prices = has('otherPrices') ? read('otherPrices', readOtherPrices) : (before?.prices ?? []);
  const quantity = has('quantity') && cell('quantity') ? read('quantity', readInteger) : (before?.quantity ?? 1);
  const yesNo = (key: string, stored: boolean | undefined, fallback: boolean) => (has(key) ? read(key, readYesNo) : undefined) ?? stored ?? fallback;
  const size = (key: string, stored: number | null | undefined) => (has(key) ? (read(key, readNumber) ?? null) : (stored ?? null));
  const unit = has('unit') && cell('unit') ? read('unit', readUnit) : (before?.metric ?? 1);
  const altMapped = ['altHeight', 'altWidth', 'altDepth', 'altUnit'].some(has);
  let alternate: unknown = before?.alternateDimensions ?? null;
  if (altMapped) {
    const stored = (before?.alternateDimensions ?? null) as { height: number | null; width: number | null; depth: number | null; metric: number } | null;
    const [height, width, depth] = [size('altHeight', stored?.height), size('altWidth', stored?.width), size('altDepth', stored?.depth)];
    const metric = has('altUnit') && cell('altUnit') ? read('altUnit', readUnit) : (stored?.metric ?? 0);
    alternate = height === null && width === null && depth === null ? null : { height, width, depth, metric };
  }
  if (errors.count > errorsBefore) return undefined;

  const parsed = editionCreateSchema.safeParse({
    editionType,
    label,
    number,
    editionSize,
    price,
    currencyCode: currency,
    prices,
    quantity,
    isOnHold: yesNo('onHold', before?.isOnHold, false),
    active: yesNo('editionActive', before?.active, true),
    framing: has('framing') ? cell('framing') || null : (before?.framing ?? null),
    isFramed: yesNo('framed', before?.isFramed, false),
    mounting: has('mounting') ? cell('mounting') || null : (before?.mounting ?? null),
    medium: has('editionMedium') ? cell('editionMedium') || null : (before?.medium ?? null),
    dimensions: { height: size('height', before?.height), width: size('width', before?.width), depth: size('depth', before?.depth), metric: unit },
    alternateDimensions: alternate,
  });
  if (!parsed.success) {
    errors.issues(row, parsed.error.issues, heading);
    return undefined;
  }
  const e = parsed.data;
  const fail = (key: string, message: string) => errors.add(row, `${field(key).label}: ${message}`);
  if (e.editionType === EditionType.Original && e.quantity! > 1) fail('quantity', 'A unique original is one piece: its quantity is 0 (sold) or 1.');
  if (e.editionSize != null && e.quantity! > e.editionSize) fail('quantity', `No more can be left to sell than the edition counts (${e.editionSize}).`);
  if (e.prices!.some((p) => p.currencyCode === e.currencyCode)) fail('otherPrices', `The edition’s own price is in ${e.currencyCode} already.`);
  if (errors.count > errorsBefore) return undefined;
  return {
    editionType: e.editionType!,
    label: e.label ?? editionLabel(e.editionType!, e.number ?? null, e.editionSize ?? null),
    number: e.number ?? null,
    editionSize: e.editionSize ?? null,
    price: e.price,
    currencyCode: e.currencyCode!,
    prices: e.prices!,
    quantity: e.quantity!,
    isOnHold: e.isOnHold!,
    active: e.active!,
    framing: e.framing ?? null,
    isFramed: e.isFramed!,
    mounting: e.mounting ?? null,
    medium: e.medium ?? null,
    height: e.dimensions!.height,
    width: e.dimensions!.width,
    depth: e.dimensions!.depth,
    metric: e.dimensions!.metric,
    alternateDimensions: e.alternateDimensions ?? null,
  };
}

const EDITION_COLUMNS = ['editionType', 'label', 'number', 'editionSize', 'price', 'currencyCode', 'prices', 'quantity', 'isOnHold', 'active', 'framing', 'isFramed', 'mounting', 'medium', 'height', 'width', 'depth', 'metric', 'alternateDimensions'] as const;
const editionChanged = (before: EditionRow, values: EditionValues) => EDITION_COLUMNS.some((c) => !same(before[c], values[c]));

/** The work's columns from its cells, validated by the schema; undefined when a cell is wrong. */
function planWork(row: number, cells: Map<string, string>, mapped: Mapped['fields'], before: WorkRow | null, errors: RowErrors): Partial<typeof inventory.$inferInsert> | undefined {
  const has = (key: string) => mapped.has(key);
  const cell = (key: string) => cells.get(key) ?? '';
  const errorsBefore = errors.count;
  const input: Record<string, unknown> = { sku: cell('sku') };
  if (has('title')) input.title = cell('title');
  else if (before) input.title = before.title;
  else errors.add(row, 'Title: A new artwork needs a title: map a column to Title.');
  for (const key of ['subtitle', 'date', 'medium', 'location', 'notes', 'seoTitle', 'seoDescription', 'contactUrl'] as const) if (has(key)) input[key] = cell(key);
  const type = has('type') ? (errors.cell(row, field('type'), () => readType(cell('type'))) ?? (cell('type') ? undefined : InventoryType.Artwork)) : (before?.type ?? InventoryType.Artwork);
  input.type = type;
  if (has('subType') && type !== undefined) input.subType = errors.cell(row, field('subType'), () => readSubType(type, cell('subType')));
  else if (!has('subType') && before) input.subType = before.type === type ? before.subType : null;
  if (has('tags')) input.tags = readList(cell('tags'));
  for (const key of ['canInquire', 'canReceiveOffers'] as const) {
    if (has(key)) input[key] = errors.cell(row, field(key), () => readYesNo(cell(key))) ?? before?.[key] ?? true;
  }
  const archived = has('archived') ? errors.cell(row, field('archived'), () => readYesNo(cell('archived'))) : undefined;
  if (errors.count > errorsBefore) return undefined;
  const parsed = artworkCreateSchema.safeParse(input);
  if (!parsed.success) {
    errors.issues(row, parsed.error.issues, heading);
    return undefined;
  }
  const { editions: _e, images: _i, artistId: _a, ...values } = parsed.data;
  return {
    ...values,
    ...(values.date !== undefined ? { year: yearOf(values.date) } : {}),
    ...(archived !== undefined ? { active: !archived } : has('archived') && !before ? { active: true } : {}),
  };
}

const WORK_COLUMNS = ['title', 'subtitle', 'date', 'medium', 'type', 'subType', 'location', 'notes', 'tags', 'seoTitle', 'seoDescription', 'canInquire', 'canReceiveOffers', 'contactUrl', 'active'] as const;

/** Centimetres per unit of the spec's metric values (0 in, 1 cm, 2 ft), as the work's size columns keep them. */
const CM_PER_UNIT = [2.54, 1, 30.48];
const toCm = (value: number | null, metric: number) => (value === null ? null : Math.round(value * (CM_PER_UNIT[metric] ?? 1) * 100) / 100);

/**
 * A new work's lowest price and sale status from its editions, as the editions' insert triggers
 * (migrations 0014 and 0015) would set them: written with the work, the triggers find nothing to change,
 * instead of rewriting every new work twice more (with each of its indexes) after its editions. The
 * triggers stay the authority and correct any difference.
 */
function stockColumns(workEditions: EditionValues[]) {
  const active = workEditions.filter((e) => e.active !== false);
  const saleStatus = active.some((e) => !e.isOnHold && e.quantity > 0) ? 1 : active.some((e) => e.quantity > 0) ? 2 : active.length ? 3 : 0;
  return { lowestPrice: active.length ? Math.min(...active.map((e) => e.price)) : null, saleStatus };
}

/** A new work's size columns from its editions, as syncArtworkSize keeps them for a work that exists. */
function sizeColumns(workEditions: EditionValues[]) {
  const sized = workEditions.find((e) => e.height != null && e.width != null);
  if (!sized) return { heightCm: null, widthCm: null, depthCm: null, dimensionsText: null };
  const metric = sized.metric ?? 1;
  const alternate = sized.alternateDimensions as { height: number | null; width: number | null; depth: number | null; metric: number } | null;
  const alternateText = alternate ? formatDimensions(alternate.height, alternate.width, alternate.depth, alternate.metric) : '';
  return {
    heightCm: toCm(sized.height ?? null, metric),
    widthCm: toCm(sized.width ?? null, metric),
    depthCm: toCm(sized.depth ?? null, metric),
    dimensionsText: formatDimensions(sized.height ?? null, sized.width ?? null, sized.depth ?? null, metric) + (alternateText ? ` (${alternateText})` : ''),
  };
}

export interface ImportRun {
  runner: Runner;
  siteId: number;
  currencyCode: string;
  mapped: Mapped;
  pictures: ZipPictures;
}

/** Every row checked against the site as it is now: what would be created, changed or left alone, and each row's errors. */
export async function planArtworks({ runner, siteId, currencyCode, mapped, pictures }: ImportRun) {
  const errors = new RowErrors();
  const groups = new Map<string, Mapped['rows']>();
  for (const row of mapped.rows) {
    const sku = row.cells.get('sku') ?? '';
    if (!sku) {
      errors.add(row.row, 'SKU: Enter a SKU. The rows that share one are an artwork and its editions.');
      continue;
    }
    if (sku.length > 100) {
      errors.add(row.row, 'SKU: At most 100 characters.');
      continue;
    }
    groups.set(sku, [...(groups.get(sku) ?? []), row]);
  }
  const stored = await readStored(runner, siteId, [...groups.keys()]);
  const editionMapped = EDITION_KEYS.some((key) => mapped.fields.has(key));
  const plans: WorkPlan[] = [];
  const newArtists = new Set<string>();
  for (const [sku, rows] of groups) {
    const first = rows[0].row;
    const before = stored.works.get(sku) ?? null;
    const cells = workCells(rows, mapped.fields, errors);
    const values = planWork(first, cells, mapped.fields, before, errors);
    const storedEditions = before ? (stored.editions.get(before.id) ?? []) : [];
    const plannedEditions: EditionPlan[] = [];
    if (editionMapped) {
      for (const { row, cells: rowCells } of rows) {
        if (!EDITION_KEYS.some((key) => rowCells.get(key))) continue;
        const previous = storedEditions[plannedEditions.length] ?? null;
        const planned = planEdition(row, rowCells, mapped.fields, previous, currencyCode, errors);
        if (planned) plannedEditions.push({ row, before: previous, values: planned });
        else plannedEditions.push({ row, before: previous, values: {} as EditionValues });
      }
    }
    const artist = mapped.fields.has('artist') ? cells.get('artist') || null : undefined;
    if (artist && artist.length > 200) errors.add(first, 'Artist: At most 200 characters.');
    const own = new Map((before ? (stored.pictures.get(before.id) ?? []) : []).map((p) => [p.name.toLowerCase(), p.id]));
    const imageCell = cells.get('images') ?? '';
    const chosen = imageCell ? choosePictures(errors, first, field('images'), imageCell, pictures, own) : undefined;
    if (!values || rows.some((r) => errors.has(r.row))) continue;

    const artistId = artist ? stored.artists.get(artist.toLowerCase()) : undefined;
    if (artist && artistId === undefined) newArtists.add(artist.toLowerCase());
    let changed = !before;
    if (before) {
      changed =
        WORK_COLUMNS.some((c) => values[c] !== undefined && !same(before[c], values[c])) ||
        (artist !== undefined && (artist === null ? before.artistId !== null : artistId !== before.artistId)) ||
        plannedEditions.some((e) => !e.before || editionChanged(e.before, e.values)) ||
        (chosen !== undefined && !same(chosen, (stored.pictures.get(before.id) ?? []).map((p) => ({ id: p.id }))));
    }
    plans.push({ sku, row: first, before, values, artist, editions: plannedEditions, pictures: chosen, changed });
  }
  return { errors, plans, newArtists, stored };
}

/** Runs the plan inside the import's transaction; answers the report's counts. */
export async function writeArtworks(tx: Tx, store: MediaStore, siteId: number, planned: Awaited<ReturnType<typeof planArtworks>>, pictures: ZipPictures, written: string[]): Promise<Omit<ImportReport, 'dryRun' | 'errors' | 'errorCount'>> {
  const { plans, newArtists, stored } = planned;
  const report = { ...emptyReport(false), records: plans.length };
  // Artists the file names that the site does not have yet, once each, in the file's spelling.
  const artistIds = new Map(stored.artists);
  const toCreate = [...newArtists].map((lower) => plans.find((p) => p.artist?.toLowerCase() === lower)!.artist!);
  if (toCreate.length) {
    const [last] = await tx.select({ n: sql<number | null>`max(${artists.sortOrder})` }).from(artists).where(eq(artists.siteId, siteId));
    for (const batch of chunks(toCreate.map((name, i) => ({ siteId, name, sortOrder: (last?.n ?? -1) + 1 + i })))) {
      for (const row of await tx.insert(artists).values(batch).returning({ id: artists.id, name: artists.name })) artistIds.set(row.name.toLowerCase(), row.id);
    }
    report.artistsCreated = toCreate.length;
  }
  const artistOf = (plan: WorkPlan) => (plan.artist === undefined ? undefined : plan.artist === null ? null : artistIds.get(plan.artist.toLowerCase())!);

  // New works, in the file's order at the end of the site's own order.
  const fresh = plans.filter((p) => !p.before);
  const workIds = new Map<WorkPlan, number>();
  if (fresh.length) {
    const [last] = await tx.select({ n: sql<number | null>`max(${inventory.sortOrder})` }).from(inventory).where(eq(inventory.siteId, siteId));
    const rows = fresh.map((plan, i) => ({
      ...plan.values,
      title: plan.values.title!,
      sku: plan.sku,
      siteId,
      artistId: artistOf(plan) ?? null,
      sortOrder: (last?.n ?? -1) + 1 + i,
      ...sizeColumns(plan.editions.map((e) => e.values)),
      ...stockColumns(plan.editions.map((e) => e.values)),
    }));
    let i = 0;
    for (const batch of chunks(rows)) for (const row of await tx.insert(inventory).values(batch).returning({ id: inventory.id })) workIds.set(fresh[i++], row.id);
    report.created = fresh.length;
  }

  const changed = plans.filter((p) => p.before && p.changed);
  for (const plan of changed) {
    const id = plan.before!.id;
    workIds.set(plan, id);
    const artistId = artistOf(plan);
    await tx
      .update(inventory)
      .set({ ...plan.values, ...(artistId !== undefined ? { artistId } : {}), revision: sql`${inventory.revision} + 1`, updatedAt: new Date() })
      .where(eq(inventory.id, id));
  }
  report.updated = changed.length;
  report.unchanged = plans.length - fresh.length - changed.length;

  // Editions: new ones in bulk; changed ones one by one (only those the file changes).
  const newEditions = [...workIds].flatMap(([plan, id]) => plan.editions.filter((e) => !e.before).map((e) => ({ ...e.values, siteId, inventoryId: id })));
  for (const batch of chunks(newEditions)) await tx.insert(editions).values(batch);
  report.editionsCreated = newEditions.length;
  for (const plan of changed) {
    for (const e of plan.editions) {
      if (!e.before || !editionChanged(e.before, e.values)) continue;
      await tx
        .update(editions)
        .set({ ...e.values, revision: sql`${editions.revision} + 1` })
        .where(eq(editions.id, e.before.id));
      report.editionsUpdated += 1;
    }
    if (plan.editions.length) await syncArtworkSize(tx, plan.before!.id);
  }

  // Pictures from the zip: new media library entries, then each work's pictures in the file's order.
  const withPictures = [...workIds].filter(([plan]) => plan.pictures !== undefined);
  const uploads = withPictures.flatMap(([plan]) => plan.pictures!.filter((p): p is { path: string; fileName: string } => 'path' in p));
  const uploaded = new Map<{ path: string }, number>();
  for (const batch of chunks(uploads)) {
    const rows = batch.map((p) => {
      const { data, inspected } = pictures.file(p.path);
      return { siteId, extension: inspected.extension, width: inspected.width, height: inspected.height, name: p.fileName, title: p.fileName.replace(/\.[^.]*$/, '').replace(/[-_]+/g, ' ').trim(), bytes: data.length };
    });
    const inserted = await tx.insert(images).values(rows).returning({ id: images.id, extension: images.extension });
    for (const [i, row] of inserted.entries()) {
      uploaded.set(batch[i], row.id);
      const key = mediaKey(row.id, row.extension);
      await store.write(key, pictures.file(batch[i].path).data);
      written.push(key);
    }
  }
  report.imagesAdded = uploads.length;
  for (const [plan, id] of withPictures) {
    const ids = plan.pictures!.map((p) => ('id' in p ? p.id : uploaded.get(p)!));
    if (plan.before) await setArtworkImages(tx, siteId, id, ids);
    else if (ids.length) {
      await tx.execute(sql`
        update ${images} set inventory_id = ${id}, position = chosen.position - 1
        from unnest(${sql.param(ids)}::int[]) with ordinality as chosen(id, position)
        where ${images.id} = chosen.id`);
    }
  }
  return report;
}

/** Every work of the site as the import takes it: one row per edition (a work without editions has one row). */
export async function exportArtworks(runner: Runner, siteId: number): Promise<string[][]> {
  const [works, editionRows, pictureRows] = await Promise.all([
    runner
      .select({ work: inventory, artist: artists.name })
      .from(inventory)
      .leftJoin(artists, eq(artists.id, inventory.artistId))
      .where(eq(inventory.siteId, siteId))
      .orderBy(asc(inventory.sortOrder), asc(inventory.id)),
    runner.select().from(editions).where(eq(editions.siteId, siteId)).orderBy(asc(editions.id)),
    rowsOf<{ id: number; inventoryId: number; name: string; extension: string }>(
      runner,
      sql`select id, inventory_id as "inventoryId", name, extension from ${images} where site_id = ${siteId} and inventory_id is not null order by position, id`,
    ),
  ]);
  const editionsOf = new Map<number, EditionRow[]>();
  for (const e of editionRows) editionsOf.set(e.inventoryId, [...(editionsOf.get(e.inventoryId) ?? []), e]);
  const picturesOf = new Map<number, string[]>();
  for (const p of pictureRows) picturesOf.set(p.inventoryId, [...(picturesOf.get(p.inventoryId) ?? []), pictureName(p)]);
  const rows: string[][] = [];
  for (const { work: w, artist } of works) {
    const workCells: Record<string, string> = {
      sku: w.sku ?? '',
      title: w.title,
      subtitle: w.subtitle ?? '',
      artist: artist ?? '',
      date: w.date ?? '',
      medium: w.medium ?? '',
      type: writeType(w.type),
      subType: writeSubType(w.type, w.subType),
      location: w.location ?? '',
      notes: w.notes ?? '',
      tags: writeList(w.tags),
      images: writeList(picturesOf.get(w.id) ?? []),
      seoTitle: w.seoTitle ?? '',
      seoDescription: w.seoDescription ?? '',
      canInquire: writeYesNo(w.canInquire),
      canReceiveOffers: writeYesNo(w.canReceiveOffers),
      contactUrl: w.contactUrl ?? '',
      archived: writeYesNo(!w.active),
    };
    const workEditions = editionsOf.get(w.id) ?? [];
    for (const e of workEditions.length ? workEditions : [null]) {
      const alt = (e?.alternateDimensions ?? null) as { height: number | null; width: number | null; depth: number | null; metric: number } | null;
      const editionCells: Record<string, string> = e
        ? {
            editionType: writeEditionType(e.editionType),
            editionNumber: e.number ?? '',
            editionSize: writeNumber(e.editionSize),
            editionLabel: e.label === editionLabel(e.editionType, e.number, e.editionSize) ? '' : e.label,
            price: writePrice(e.price),
            currency: e.currencyCode,
            otherPrices: writeOtherPrices(e.prices),
            quantity: String(e.quantity),
            onHold: writeYesNo(e.isOnHold),
            editionActive: writeYesNo(e.active),
            framing: e.framing ?? '',
            framed: writeYesNo(e.isFramed),
            mounting: e.mounting ?? '',
            editionMedium: e.medium ?? '',
            height: writeNumber(e.height),
            width: writeNumber(e.width),
            depth: writeNumber(e.depth),
            unit: writeUnit(e.metric),
            altHeight: alt ? writeNumber(alt.height) : '',
            altWidth: alt ? writeNumber(alt.width) : '',
            altDepth: alt ? writeNumber(alt.depth) : '',
            altUnit: alt ? writeUnit(alt.metric) : '',
          }
        : {};
      rows.push(ARTWORK_IMPORT_FIELDS.map((f) => (f.part === 'artwork' ? workCells[f.key] : (editionCells[f.key] ?? ''))));
    }
  }
  return rows;
}

export const artworkTemplateRow = (): string[] => ARTWORK_IMPORT_FIELDS.map((f: ImportField) => f.example);
