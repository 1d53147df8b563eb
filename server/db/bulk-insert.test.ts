import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { insertRows } from './bulk-insert';
import type { Database } from './client';
import { images, sites } from './schema';
import { openTestDatabase } from './test-database';

let database: Database;
let siteId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  [{ id: siteId }] = await database.db.insert(sites).values({ subdomain: 'bulk', company: 'Bulk', draftDocument: {} }).returning({ id: sites.id });
});
afterAll(() => database?.close());

describe('insertRows', () => {
  it('writes every kind of column as drizzle would, and returns what is asked for', async () => {
    const createdAt = new Date('2024-03-05T10:20:30.000Z');
    const rows = [
      { siteId, extension: 'jpg', width: 800, height: 600, alt: 'It’s “quoted” \\ and \n new', tags: ['a, b', 'c"d', ''], generator: { v: 1, shapes: [{ k: 'rect', o: 0.5 }] }, createdAt },
      { siteId, extension: 'png', width: 10, height: 20, alt: '', tags: [], generator: null, createdAt },
    ];
    const returned = await insertRows(database.db, images, rows, { id: images.id, width: images.width });
    expect(returned.map((r) => r.width)).toEqual([800, 10]);
    const stored = await database.db.select().from(images).where(inArray(images.id, returned.map((r) => r.id))).orderBy(images.id);
    expect(stored.map(({ siteId: s, extension, width, height, alt, tags, generator }) => ({ siteId: s, extension, width, height, alt, tags, generator }))).toEqual(
      rows.map(({ createdAt: _c, ...row }) => row),
    );
    expect(new Date(stored[0].createdAt).toISOString()).toBe(createdAt.toISOString());
    // Columns no row sets keep their defaults.
    expect(stored[0]).toMatchObject({ position: 0, name: '', title: '', caption: '', bytes: 0 });
  });

  it('does nothing for no rows', async () => {
    expect(await insertRows(database.db, images, [])).toEqual([]);
    expect(await database.db.select().from(images).where(eq(images.extension, 'gif'))).toEqual([]);
  });
});
