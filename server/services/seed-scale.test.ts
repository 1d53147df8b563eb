import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchType, type SearchResponse } from '../../schema';
import { writeLargeDataFixture } from '../../fixtures/large-data-fixture';
import { startTestServer, type TestServer } from '../test/harness';
import { SCALE_SUBDOMAIN, seedScaleSite } from './seed-scale';

/** The scale load, on a few records in the shape of the whole shared data: a site of its own, searchable, loaded once. */

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = writeLargeDataFixture();
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seedScaleSite', () => {
  it('loads both museums into one gallery site beside the demo sites, once', async () => {
    const first = await seedScaleSite(server.db, dir);
    expect(first).toMatchObject({ created: true, artists: 2, artworks: 3 });
    const again = await seedScaleSite(server.db, dir);
    expect(again).toMatchObject({ created: false, siteId: first.siteId, artists: 2, artworks: 3 });

    const home = await fetch(`${server.url}/?sub=${SCALE_SUBDOMAIN}`);
    expect(home.status).toBe(200);
    const list = (await (await fetch(`${server.url}/api/inventory?sub=${SCALE_SUBDOMAIN}&limit=10`)).json()) as { inventory: { title: string; editions: unknown[]; images: unknown[] }[] };
    expect(list.inventory.map((i) => i.title).sort()).toEqual(['Carretéis', 'The Shipwreck', 'Unknown hand']);
    expect(list.inventory.every((i) => i.editions.length > 0 && i.images.length === 1)).toBe(true);
  });

  it('makes every work and artist searchable, whichever museum it came from', async () => {
    const search = async (q: string) => (await (await fetch(`${server.url}/api/search?sub=${SCALE_SUBDOMAIN}&q=${q}`)).json()) as SearchResponse;
    const ibere = await search('ibere');
    expect(ibere.results.find((r) => r.type === SearchType.Artist)).toMatchObject({ title: 'Iberê Camargo', link: expect.stringMatching(/^artist\/\d+$/) });
    expect((await search('ibere&type=0')).results.map((r) => r.title)).toEqual(['Carretéis']);
    expect((await search('shipwreck&type=0')).results.map((r) => r.title)).toEqual(['The Shipwreck']);
    expect((await search('ibere')).results.every((r) => !r.link.includes('demo'))).toBe(true);
    expect((await (await fetch(`${server.url}/api/search?sub=demo&q=shipwreck`)).json()) as SearchResponse).toEqual({ results: [], hasMore: false });
  });
});
