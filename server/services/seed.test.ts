import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { validateDocument } from '../../schema';
import type { Database } from '../db/client';
import { artists, editions, images, inventory, owners, ownerSites, sites } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { verifyPassword } from './auth/password';
import { ARTIST_OWNER_EMAIL, seedIfEmpty, type SeedResult } from './seed';

const SAMPLE = resolve(import.meta.dirname, '../../../shared/data/artworks-sample.json');

describe('seedIfEmpty with the built-in catalogue', () => {
  let database: Database;
  let first: SeedResult | null;

  beforeAll(async () => {
    database = await openTestDatabase();
    first = await seedIfEmpty(database.db, { artworksSamplePath: null, ownerEmail: 'Gallery@Example.com', ownerPassword: null });
  });
  afterAll(() => database?.close());

  it('creates the gallery and the artist site, published, with the test payment provider', async () => {
    expect(first!.sites.map((s) => s.subdomain)).toEqual(['demo', 'artist']);
    const rows = await database.db.select().from(sites).orderBy(sites.id);
    expect(rows.map((r) => [r.subdomain, r.userType, r.publishedVersion, r.paymentProvider])).toEqual([
      ['demo', 0, 1, 'test'],
      ['artist', 1, 1, 'test'],
    ]);
    for (const row of rows) {
      expect(validateDocument(row.publishedDocument)).toMatchObject({ ok: true });
      expect(row.draftDocument).toEqual(row.publishedDocument);
      expect(row.publishedAt).toBeInstanceOf(Date);
    }
  });

  it('gives every artwork an image and a priced edition', async () => {
    const [site] = await database.db.select().from(sites).where(eq(sites.subdomain, 'demo'));
    const [{ works }] = await database.db.select({ works: count() }).from(inventory).where(eq(inventory.siteId, site.id));
    expect(works).toBe(40);
    const unpriced = await database.db
      .select({ id: inventory.id })
      .from(inventory)
      .where(sql`not exists (select 1 from ${editions} where ${editions.inventoryId} = ${inventory.id} and ${editions.price} > 0)`);
    expect(unpriced).toHaveLength(0);
    const [{ pictures }] = await database.db.select({ pictures: count() }).from(images).where(and(eq(images.siteId, site.id), isNotNull(images.inventoryId)));
    expect(pictures).toBe(40);
  });

  it('gives every work the lowest price and sale status its editions make, as the database’s own rules compute them', async () => {
    const { rows } = (await database.db.execute(sql`
      select i.id, i.lowest_price as stored_price, i.sale_status as stored_status,
             (select min(e.price) filter (where e.active) from ${editions} e where e.inventory_id = i.id) as lowest,
             (select inventory_sale_status(bool_or(e.active and not e.is_on_hold and e.quantity > 0), bool_or(e.active and e.quantity > 0), bool_or(e.active))
                from ${editions} e where e.inventory_id = i.id) as status
      from ${inventory} i`)) as unknown as { rows: { stored_price: number | null; stored_status: number; lowest: number | null; status: number | null }[] };
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) expect([row.stored_price, row.stored_status]).toEqual([row.lowest, row.status ?? 0]);
    // Works for sale, on hold and sold alike.
    expect(new Set(rows.map((r) => r.stored_status)).size).toBeGreaterThan(1);
  });

  it('creates one owner per site with a random 16-character password that verifies', async () => {
    expect(first!.owner).toMatchObject({ email: 'gallery@example.com', generated: true });
    expect(first!.owner.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const rows = await database.db.select().from(owners).orderBy(owners.id);
    expect(rows.map((r) => r.email)).toEqual(['gallery@example.com', ARTIST_OWNER_EMAIL]);
    for (const row of rows) expect(await verifyPassword(first!.owner.password, row.passwordHash)).toBe(true);
  });

  it('lets the gallery owner work on the artist site too, after their own; the artist owner has only theirs', async () => {
    const rows = await database.db
      .select({ email: owners.email, subdomain: sites.subdomain })
      .from(ownerSites)
      .innerJoin(owners, eq(owners.id, ownerSites.ownerId))
      .innerJoin(sites, eq(sites.id, ownerSites.siteId))
      .orderBy(ownerSites.id);
    expect(rows).toEqual([
      { email: 'gallery@example.com', subdomain: 'demo' },
      { email: ARTIST_OWNER_EMAIL, subdomain: 'artist' },
      { email: 'gallery@example.com', subdomain: 'artist' },
    ]);
  });

  it('seeds nothing the second time', async () => {
    expect(await seedIfEmpty(database.db, { artworksSamplePath: null, ownerEmail: null, ownerPassword: 'x' })).toBeNull();
    const [{ n }] = await database.db.select({ n: count() }).from(sites);
    expect(n).toBe(2);
    const [{ a }] = await database.db.select({ a: count() }).from(artists);
    expect(a).toBe(9);
  });
});

describe.runIf(existsSync(SAMPLE))('seedIfEmpty with the shared sample', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('loads all 152 artists and 2,047 artworks into the gallery, and one artist into the artist site', async () => {
    const result = await seedIfEmpty(database.db, { artworksSamplePath: SAMPLE, ownerEmail: null, ownerPassword: 'pw-from-env' });
    expect(result!.owner).toEqual({ email: 'owner@demo.localhost', password: 'pw-from-env', generated: false });
    const perSite = await database.db
      .select({ subdomain: sites.subdomain, works: count(inventory.id) })
      .from(sites)
      .leftJoin(inventory, eq(inventory.siteId, sites.id))
      .groupBy(sites.subdomain)
      .orderBy(sites.subdomain);
    expect(perSite).toEqual([
      { subdomain: 'artist', works: 15 },
      { subdomain: 'demo', works: 2047 },
    ]);
    const [{ n }] = await database.db.select({ n: count() }).from(artists);
    expect(n).toBe(153);
  });
});
