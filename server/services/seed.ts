import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FALLBACK_CATALOGUE } from '../../fixtures/catalogue';
import { VIEWING_ROOM_PAGE_ID, VIEWING_ROOM_PASSWORD } from '../../fixtures/documents';
import { loadSampleCatalogue } from '../../fixtures/load-sample';
import { ARTIST_SUBDOMAIN, buildSeedPlan, GALLERY_SUBDOMAIN, type PlannedSite } from '../../fixtures/seed-plan';
import { insertRows } from '../db/bulk-insert';
import type { Db } from '../db/client';
import { artists, chosenListItems, chosenLists, editions, images, inventory, owners, ownerSites, pagePasswords, posts, representatives, showArtists, showArtworks, showPhotos, shows, sites, siteVersions } from '../db/schema';
import { hashPassword } from './auth/password';

export interface SeedOptions {
  /** The shared public-domain sample; null uses the built-in demo catalogue. */
  artworksSamplePath: string | null;
  ownerEmail: string | null;
  ownerPassword: string | null;
}

export interface SeedResult {
  sites: { subdomain: string; siteId: number; company: string }[];
  /** The gallery owner, who may switch to the artist site too; the artist site's owner has ARTIST_OWNER_EMAIL and the same password. */
  owner: { email: string; password: string; generated: boolean };
  /** Where the artworks came from, for the start-up message. */
  catalogue: { name: string; artists: number; artworks: number };
}

export const DEFAULT_OWNER_EMAIL = 'owner@demo.localhost';
export const ARTIST_OWNER_EMAIL = 'owner@artist.localhost';

/** Rows per INSERT (the large tables go as one JSON parameter, see insertRows), so a statement stays a few MB. */
const BATCH = 2000;
/** Serialises seeding across processes that start at the same moment on one database. */
const SEED_LOCK = 724_101;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Fills an empty database with the two demo sites, their catalogue and owner accounts, in one
 * transaction. Returns null, and changes nothing, when any site exists already.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult | null> {
  if (await hasSites(db)) return null;
  const source = options.artworksSamplePath ? await loadSampleCatalogue(options.artworksSamplePath) : FALLBACK_CATALOGUE;
  const plan = buildSeedPlan(source);
  const generated = !options.ownerPassword;
  const password = options.ownerPassword || randomPassword();
  const email = (options.ownerEmail || DEFAULT_OWNER_EMAIL).trim().toLowerCase();
  const [passwordHash, roomHash] = await Promise.all([hashPassword(password), hashPassword(VIEWING_ROOM_PASSWORD)]);

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasSites(tx)) return null;
    const now = new Date();
    const created: SeedResult['sites'] = [];
    for (const site of plan.sites) {
      const siteId = await insertSite(tx, site, now);
      created.push({ subdomain: site.subdomain, siteId, company: site.company });
    }
    await insertOwners(tx, created, email, passwordHash);
    await protectViewingRoom(tx, created, roomHash);
    return {
      sites: created,
      owner: { email, password, generated },
      catalogue: { name: source.name, artists: source.artists.length, artworks: source.artworks.length },
    };
  });
  // Fresh statistics, so the planner uses the indexes from the first request (PGlite has no autovacuum).
  if (result) await db.execute(sql`analyze`);
  return result;
}

/**
 * One owner per site; the gallery owner may also work on the artist site, so the builder's site switcher
 * has something to show. Memberships are written site by site first, so each owner signs in on their own.
 */
async function insertOwners(tx: Tx, created: SeedResult['sites'], galleryEmail: string, passwordHash: string): Promise<void> {
  const emailOf = (site: SeedResult['sites'][number]) => (site.subdomain === GALLERY_SUBDOMAIN ? galleryEmail : ARTIST_OWNER_EMAIL);
  const inserted = await tx
    .insert(owners)
    .values(created.map((site) => ({ email: emailOf(site), passwordHash })))
    .returning({ id: owners.id, email: owners.email });
  const idOf = new Map(inserted.map((o) => [o.email, o.id]));
  const memberships = created.map((site) => ({ ownerId: idOf.get(emailOf(site))!, siteId: site.siteId }));
  const gallery = idOf.get(galleryEmail);
  const artistSite = created.find((site) => site.subdomain === ARTIST_SUBDOMAIN);
  if (gallery !== undefined && artistSite) memberships.push({ ownerId: gallery, siteId: artistSite.siteId });
  await tx.insert(ownerSites).values(memberships);
}

/** The gallery's viewing room (fixtures/documents.ts) opens with its demo password, as if the owner had set it. */
async function protectViewingRoom(tx: Tx, created: SeedResult['sites'], passwordHash: string): Promise<void> {
  const gallery = created.find((site) => site.subdomain === GALLERY_SUBDOMAIN);
  if (!gallery) return;
  await tx.insert(pagePasswords).values({ siteId: gallery.siteId, pageId: VIEWING_ROOM_PAGE_ID, passwordHash });
}

async function hasSites(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).limit(1);
  return rows.length > 0;
}

/** One planned site with its catalogue and content, inside the caller's transaction; also the scale load's (seed-scale.ts). */
/**
 * The sale status the editions' insert trigger (migration 0015) gives a work, known from its planned
 * editions (all active): written with the work, the trigger then finds nothing to change, where
 * writing every new work's row a second time (and a third, for the lowest price) costs more than the
 * load's own inserts. The triggers stay the authority; they correct any difference.
 */
function plannedSaleStatus(editions: { quantity: number; isOnHold: boolean }[]): number {
  if (editions.some((e) => !e.isOnHold && e.quantity > 0)) return 1;
  if (editions.some((e) => e.quantity > 0)) return 2;
  return editions.length ? 3 : 0;
}

export async function insertSite(tx: Tx, site: PlannedSite, now: Date): Promise<number> {
  const [{ id: siteId }] = await tx
    .insert(sites)
    .values({
      subdomain: site.subdomain,
      userType: site.userType,
      company: site.company,
      draftDocument: site.document,
      draftUpdatedAt: now,
      publishedDocument: site.document,
      publishedVersion: 1,
      publishedAt: now,
      paymentProvider: 'test',
    })
    .returning({ id: sites.id });
  await tx.insert(siteVersions).values({ siteId, version: 1, document: site.document, publishedAt: now, publishedBy: 'Demo set-up', changes: [] });

  const artistIds = new Map<string, number>();
  for (const batch of chunks(site.artists)) {
    const rows = await insertRows(
      tx,
      artists,
      batch.map((a) => ({
        siteId,
        sourceId: a.sourceId,
        name: a.name,
        nationality: a.nationality,
        beginDate: a.beginDate,
        endDate: a.endDate,
        bio: a.bio,
        gender: a.gender,
        sortOrder: a.sortOrder,
        tags: site.content.artistTags.get(a.sourceId) ?? [],
        biography: site.content.artistTexts.get(a.sourceId)?.biography ?? null,
        curriculumVitae: site.content.artistTexts.get(a.sourceId)?.curriculumVitae ?? null,
      })),
      { id: artists.id, sourceId: artists.sourceId },
    );
    for (const r of rows) artistIds.set(r.sourceId!, r.id);
  }

  const inventoryIds = new Map<string, number>();
  for (const batch of chunks(site.artworks)) {
    const rows = await insertRows(
      tx,
      inventory,
      batch.map((w) => ({
        siteId,
        artistId: w.artistSourceId ? artistIds.get(w.artistSourceId) ?? null : null,
        sourceId: w.sourceId,
        title: w.title,
        date: w.date,
        year: w.year,
        medium: w.medium,
        classification: w.classification,
        type: w.type,
        sku: w.sku,
        dimensionsText: w.dimensionsText,
        heightCm: w.heightCm,
        widthCm: w.widthCm,
        depthCm: w.depthCm,
        creditLine: w.creditLine,
        sortOrder: w.sortOrder,
        color: site.content.artworkColors.get(w.sourceId) ?? null,
        tags: site.content.artworkTags.get(w.sourceId) ?? [],
        lowestPrice: w.editions.length ? Math.min(...w.editions.map((e) => e.price)) : null,
        saleStatus: plannedSaleStatus(w.editions),
      })),
      { id: inventory.id, sourceId: inventory.sourceId },
    );
    for (const r of rows) inventoryIds.set(r.sourceId!, r.id);
  }

  const editionRows = site.artworks.flatMap((w) =>
    w.editions.map((e) => ({
      siteId,
      inventoryId: inventoryIds.get(w.sourceId)!,
      editionType: e.editionType,
      label: e.label,
      editionSize: e.editionSize,
      price: e.price,
      quantity: e.quantity,
      isOnHold: e.isOnHold,
      height: e.height,
      width: e.width,
      depth: e.depth,
      metric: 1,
    })),
  );
  for (const batch of chunks(editionRows)) await insertRows(tx, editions, batch);

  const imageRows = site.artworks.map((w) => ({
    siteId,
    inventoryId: inventoryIds.get(w.sourceId)!,
    position: 0,
    extension: w.image.extension,
    width: w.image.width,
    height: w.image.height,
    alt: w.image.alt,
    generator: w.image.generator,
  }));
  const imageIds = new Map<string, number>();
  for (const batch of chunks(imageRows)) {
    const rows = await insertRows(tx, images, batch, { id: images.id, inventoryId: images.inventoryId });
    for (const r of rows) imageIds.set(String(r.inventoryId), r.id);
  }
  const ids = { artists: artistIds, inventory: inventoryIds, imageOfWork: (sourceId: string) => imageIds.get(String(inventoryIds.get(sourceId))) ?? null };
  await insertContent(tx, siteId, site, ids);
  return siteId;
}

interface SeededIds {
  artists: Map<string, number>;
  inventory: Map<string, number>;
  imageOfWork(sourceId: string): number | null;
}

/** Exhibitions with their works, artists and installation photos; posts; representatives; chosen lists. */
async function insertContent(tx: Tx, siteId: number, site: PlannedSite, ids: SeededIds): Promise<void> {
  const { content } = site;
  const photoRows = content.shows.flatMap((show) => show.photos.map((p, position) => ({ siteId, position, extension: 'jpg', width: p.width, height: p.height, alt: p.alt, title: p.title, caption: p.caption, generator: p.generator, tags: p.tags })));
  const photoIds: number[] = [];
  for (const batch of chunks(photoRows)) photoIds.push(...(await tx.insert(images).values(batch).returning({ id: images.id })).map((r) => r.id));

  const showRows = await tx
    .insert(shows)
    .values(
      content.shows.map((show, sortOrder) => ({
        siteId,
        title: show.title,
        startDate: show.startDate,
        endDate: show.endDate,
        description: show.description,
        openingReception: show.openingReception,
        coverImageId: show.artworks[0] ? ids.imageOfWork(show.artworks[0]) : null,
        tags: show.tags,
        sortOrder,
      })),
    )
    .returning({ id: shows.id });
  let photo = 0;
  const works = content.shows.flatMap((show, i) => show.artworks.map((w, position) => ({ showId: showRows[i].id, inventoryId: ids.inventory.get(w)!, position })));
  const showArtistRows = content.shows.flatMap((show, i) => show.artists.map((a, position) => ({ showId: showRows[i].id, artistId: ids.artists.get(a)!, position })));
  const photos = content.shows.flatMap((show, i) => show.photos.map((_, position) => ({ showId: showRows[i].id, imageId: photoIds[photo++], position })));
  for (const batch of chunks(works)) await tx.insert(showArtworks).values(batch);
  if (showArtistRows.length) await tx.insert(showArtists).values(showArtistRows);
  if (photos.length) await tx.insert(showPhotos).values(photos);

  if (content.posts.length) {
    await tx.insert(posts).values(
      content.posts.map((p) => ({
        siteId,
        title: p.title,
        publishedAt: new Date(p.publishedAt),
        excerpt: p.excerpt,
        html: p.html,
        featuredImageId: p.featuredArtwork ? ids.imageOfWork(p.featuredArtwork) : null,
        artistId: p.artist ? ids.artists.get(p.artist) ?? null : null,
        inventoryId: p.featuredArtwork ? ids.inventory.get(p.featuredArtwork) ?? null : null,
        tags: p.tags,
      })),
    );
  }
  const pictureRows = content.representatives.map(({ picture: p }) => ({ siteId, extension: 'jpg', width: p.width, height: p.height, alt: p.alt, title: p.title, caption: p.caption, generator: p.generator, tags: p.tags }));
  const pictureIds = pictureRows.length ? (await tx.insert(images).values(pictureRows).returning({ id: images.id })).map((r) => r.id) : [];
  await tx.insert(representatives).values(content.representatives.map(({ picture: _picture, ...r }, sortOrder) => ({ siteId, ...r, imageId: pictureIds[sortOrder], sortOrder })));
  for (const list of content.lists) {
    const [{ id: listId }] = await tx.insert(chosenLists).values({ siteId, name: list.name, kind: list.kind }).returning({ id: chosenLists.id });
    const map = list.kind === 0 ? ids.inventory : ids.artists;
    const items = list.items.map((item, position) => ({ listId, itemId: map.get(item)!, position })).filter((i) => i.itemId !== undefined);
    if (items.length) await tx.insert(chosenListItems).values(items);
  }
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 characters from crypto's generator, without look-alikes (0/O, 1/l/I) so it can be typed from a terminal. */
export function randomPassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}
