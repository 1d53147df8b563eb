import { describe, expect, it } from 'vitest';
import { createHttpDataSource } from './http';
import { atOffset, fetchList, itemsOf, kindOf } from './lists';

function recording() {
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => {
    urls.push(url);
    const key = url.split('?')[0].replace('/api/', '');
    const body = { artists: 'artists', shows: 'shows', blogs: 'blogs', representatives: 'representatives', mediaItems: 'media' }[key] ?? 'inventory';
    return new Response(JSON.stringify({ [body]: [{ id: 1 }], hasMore: true }), { status: 200 });
  }) as unknown as typeof fetch;
  return { urls, source: createHttpDataSource({ sub: 'demo', fetch: fetchImpl }) };
}

describe('content lists over HTTP', () => {
  it('ask each list’s own endpoint with the site, the page and the source, tags as a comma list', async () => {
    const { urls, source } = recording();
    await fetchList(source, { kind: 'artists', query: { limit: 15, offset: 0, listId: 4 } });
    await fetchList(source, { kind: 'shows', query: { limit: 30, offset: 30, status: 2, tags: ['bronze', 'oil'] } });
    await fetchList(source, { kind: 'blogs', query: { limit: 3, offset: 0, artistId: 9, maxLimit: 3 } });
    await fetchList(source, { kind: 'media', query: { limit: 8, offset: 0, tags: [] } });
    await fetchList(source, { kind: 'representatives', query: { limit: 30, offset: 0 } });
    expect(urls).toEqual([
      '/api/artists?sub=demo&limit=15&offset=0&listId=4',
      '/api/shows?sub=demo&limit=30&offset=30&status=2&tags=bronze%2Coil',
      '/api/blogs?sub=demo&limit=3&offset=0&artistId=9&maxLimit=3',
      '/api/mediaItems?sub=demo&limit=8&offset=0',
      '/api/representatives?sub=demo&limit=30&offset=0',
    ]);
  });

  it('continue a list at another offset and read its items whatever its kind', async () => {
    const { urls, source } = recording();
    const page = await fetchList(source, atOffset({ kind: 'media', query: { limit: 30, offset: 0, artistId: 2 } }, 30, 12));
    expect(urls[0]).toBe('/api/mediaItems?sub=demo&limit=12&offset=30&artistId=2');
    expect(kindOf(page)).toBe('media');
    expect(itemsOf(page)).toEqual([{ id: 1 }]);
  });
});
