import { describe, expect, it } from 'vitest';
import { SearchType, type SearchQuery, type SearchResult } from '../../schema';
import { list } from '../../renderer/testing/fixtures';
import { artistFixture } from '../../renderer/testing/content-fixtures';
import { representative } from '../../renderer/testing/list-fixtures';
import type { DataSource } from '../../renderer/data/source';
import { loadCellPreview } from './cell-preview';

/** A site with one artist, the given representatives, and a search that finds `found` for the artist's name. */
function source(representatives: ReturnType<typeof representative>[], found: SearchResult[]) {
  const searched: SearchQuery[] = [];
  const data: DataSource = {
    listInventory: async () => list([]),
    getInventory: async () => null,
    listArtists: async (q) => ({ artists: [artistFixture()].slice(0, q.limit), hasMore: false }),
    listShows: async () => ({ shows: [], hasMore: false }),
    listBlogs: async () => ({ blogs: [], hasMore: false }),
    listRepresentatives: async (q) => ({ representatives: representatives.slice(0, q.limit), hasMore: false }),
    listMedia: async () => ({ media: [], hasMore: false }),
    search: async (q) => {
      searched.push(q);
      const results = q.q === artistFixture().name ? found.filter((r) => q.type === undefined || r.type === q.type) : [];
      return { results: results.slice(0, q.limit), hasMore: false };
    },
  };
  return { data, searched };
}
const hit = (type: SearchType, id: number, title: string): SearchResult => ({ type, id, title, artistName: null, date: null, text: null, image: null, link: `show/${id}` });

describe('what the Gallery Cell and the search result cells are shown with on the canvas', () => {
  it('the Gallery Cell: the site’s first representative, or none while it has none', async () => {
    const first = representative({ company: 'First Gallery' });
    expect(await loadCellPreview(source([first, representative({ representativeId: 2 })], []).data, 'representativeCell')).toEqual({ representative: first });
    expect(await loadCellPreview(source([], []).data, 'representativeCell')).toEqual({});
  });

  it('a search result cell: the first result of its type for words the site’s content answers, asked for by type', async () => {
    const show = hit(SearchType.Show, 4, 'Harbour Light');
    const { data, searched } = source([], [hit(SearchType.Artist, 7, 'Mary Cassatt'), show]);
    expect(await loadCellPreview(data, 'searchShowCell')).toEqual({ result: show });
    expect(searched).toEqual([{ q: artistFixture().name, type: SearchType.Show, limit: 1, offset: 0 }]);
  });

  it('a sample of the type while the site has nothing of it to find, or no source to ask', async () => {
    const preview = await loadCellPreview(source([], []).data, 'searchBlogCell');
    expect(preview.result).toMatchObject({ type: SearchType.Blog, title: 'Sample Post' });
    expect((await loadCellPreview(null, 'searchInventoryCell')).result?.type).toBe(SearchType.Inventory);
  });
});
