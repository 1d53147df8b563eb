import { describe, expect, it } from 'vitest';
import { item, list } from '../testing/fixtures';
import { createHttpDataSource } from './http';

describe('HTTP data source', () => {
  it('reads inventory pages from /api/inventory with the site and the list query', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(list([item()], true)), { status: 200 });
    }) as unknown as typeof fetch;
    const source = createHttpDataSource({ sub: 'demo', fetch: fetchImpl });
    const page = await source.listInventory({ limit: 12, offset: 12, order: 3, dir: 'desc', status: 5 });
    expect(page.hasMore).toBe(true);
    expect(urls[0]).toBe('/api/inventory?sub=demo&limit=12&offset=12&order=3&dir=desc&status=5');
    expect(await source.getInventory(101)).toMatchObject({ inventoryId: 101 });
    expect(urls[1]).toBe('/api/inventory?sub=demo&inventoryId=101&limit=1');
  });

  it('asks every list for the content of the site dataSub names, when the page shows another site’s', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ ...list([item()], false), artists: [], results: [] }), { status: 200 });
    }) as unknown as typeof fetch;
    const source = createHttpDataSource({ sub: 'demo', dataSub: 'artist', fetch: fetchImpl });
    await source.listInventory({ limit: 30, offset: 30 });
    await source.listArtists({ limit: 10, offset: 0 } as never);
    await source.search({ q: 'levine', limit: 30, offset: 0 } as never);
    expect(urls).toEqual([
      '/api/inventory?sub=demo&limit=30&offset=30&dataSub=artist',
      '/api/artists?sub=demo&limit=10&offset=0&dataSub=artist',
      '/api/search?sub=demo&q=levine&limit=30&offset=0&dataSub=artist',
    ]);
  });

  it('fails loudly on an error answer', async () => {
    const fetchImpl = (async () => new Response('{}', { status: 500 })) as unknown as typeof fetch;
    await expect(createHttpDataSource({ sub: 'demo', fetch: fetchImpl }).listInventory({ limit: 1, offset: 0 })).rejects.toThrow(/500/);
  });
});
