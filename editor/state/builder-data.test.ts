import { describe, expect, it } from 'vitest';
import { createBuilderDataSource } from './builder-data';

describe('the builder’s DataSource', () => {
  it('reads the open site’s own lists, asking once for the same page and again after a failure', async () => {
    const urls: string[] = [];
    let fail = true;
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      if (url.includes('/api/shows') && fail) {
        fail = false;
        return new Response('{}', { status: 503 });
      }
      return new Response(JSON.stringify({ artists: [], shows: [], hasMore: false }), { status: 200 });
    }) as unknown as typeof fetch;
    const source = createBuilderDataSource('artist', fetchImpl);
    await source.listArtists({ limit: 15, offset: 0 });
    await source.listArtists({ limit: 15, offset: 0 });
    await source.listArtists({ limit: 6, offset: 0 });
    expect(urls).toEqual(['/api/artists?sub=artist&limit=15&offset=0', '/api/artists?sub=artist&limit=6&offset=0']);
    await expect(source.listShows({ limit: 3, offset: 0 })).rejects.toThrow(/503/);
    await source.listShows({ limit: 3, offset: 0 });
    expect(urls.filter((u) => u.startsWith('/api/shows'))).toHaveLength(2);
  });
});
