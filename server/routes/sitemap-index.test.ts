import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventory, sites } from '../db/schema';
import { contentChanged } from '../services/content/changed';
import { SITEMAP_URL_LIMIT } from '../services/sitemap';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * A site past the sitemap protocol's 50,000 addresses over HTTP: /sitemap.xml becomes the index of
 * /sitemap-1.xml, /sitemap-2.xml, …, which between them list every address once, the first full.
 * Its own server, so the many works added here meet no other test.
 */

let server: TestServer;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  [{ id: siteId }] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'artist'));
  // Enough active works to need a second file, in one statement.
  await server.db.execute(sql`insert into ${inventory} (site_id, title) select ${siteId}, 'Study no. ' || n from generate_series(1, ${SITEMAP_URL_LIMIT}) as n`);
  await contentChanged(server.db, siteId);
});
afterAll(() => server?.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

describe('/sitemap.xml past 50,000 addresses', () => {
  it('is an index of the files, which list every address once, each file at most 50,000', async () => {
    const index = await fetch(`${server.url}/sitemap.xml?sub=artist`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/xml/);
    const body = await index.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const files = locs(body);
    expect(files).toEqual([`${server.url}/sitemap-1.xml?sub=artist`, `${server.url}/sitemap-2.xml?sub=artist`]);

    const [first, second] = await Promise.all(files.map(async (file) => locs(await (await fetch(file)).text())));
    expect(first).toHaveLength(SITEMAP_URL_LIMIT);
    const all = [...first, ...second];
    expect(new Set(all).size).toBe(all.length);

    const [{ works }] = await server.db.select({ works: sql<number>`count(*)::int` }).from(inventory).where(sql`${inventory.siteId} = ${siteId} and ${inventory.active}`);
    const artAddresses = all.filter((u) => /\/art\/\d+\?sub=artist$/.test(u));
    expect(artAddresses).toHaveLength(works);
    // The pages come first, the works last: the second file ends with the newest work.
    const [{ newest }] = await server.db.select({ newest: sql<number>`max(id)::int` }).from(inventory).where(eq(inventory.siteId, siteId));
    expect(second.at(-1)).toBe(`${server.url}/art/${newest}?sub=artist`);
    expect(first[0]).toBe(`${server.url}/?sub=artist`);

    expect((await fetch(`${server.url}/sitemap-3.xml?sub=artist`)).status).toBe(404);
  });
});
