import { describe, expect, it } from 'vitest';
import { SearchType, type SearchQuery, type SearchResult } from '../../schema';
import { item, list } from '../../renderer/testing/fixtures';
import { artistFixture, postFixture, showFixture } from '../../renderer/testing/content-fixtures';
import type { DataSource } from '../../renderer/data/source';
import { loadSearchPreview, sampleSearchRoute, SAMPLE_SEARCH_WORDS, titleWord } from './search-preview';

/** A data source over fixed content whose search answers only the words it is given answers for. */
function source(content: { inventory?: ReturnType<typeof item>[]; artists?: ReturnType<typeof artistFixture>[]; shows?: ReturnType<typeof showFixture>[]; blogs?: ReturnType<typeof postFixture>[] }, answers: Record<string, SearchResult[]>) {
  const searched: SearchQuery[] = [];
  const data: DataSource = {
    listInventory: async (q) => list((content.inventory ?? []).slice(0, q.limit)),
    getInventory: async () => null,
    listArtists: async (q) => ({ artists: (content.artists ?? []).slice(0, q.limit), hasMore: false }),
    listShows: async (q) => ({ shows: (content.shows ?? []).slice(0, q.limit), hasMore: false }),
    listBlogs: async (q) => ({ blogs: (content.blogs ?? []).slice(0, q.limit), hasMore: false }),
    listRepresentatives: async () => ({ representatives: [], hasMore: false }),
    listMedia: async () => ({ media: [], hasMore: false }),
    search: async (q) => (searched.push(q), { results: answers[q.q] ?? [], hasMore: (answers[q.q] ?? []).length > q.limit }),
  };
  return { data, searched };
}
const hit = (type: SearchType, id: number, title: string): SearchResult => ({ type, id, title, artistName: null, date: null, text: null, image: null, link: `art/${id}` });

describe('the search the search results page template is shown with', () => {
  it('is the first artist’s name when it finds something, in the All tab at the widest preview’s size', async () => {
    const { data, searched } = source({ artists: [artistFixture()], inventory: [item({ title: 'Harbour at Dusk' })] }, { 'Mary Cassatt': [hit(SearchType.Artist, 7, 'Mary Cassatt'), hit(SearchType.Inventory, 1, 'Harbour at Dusk')] });
    const route = await loadSearchPreview(data, false);
    expect(route).toMatchObject({ kind: 'search', q: 'Mary Cassatt', type: null, hasMore: false });
    expect(route.results.map((r) => r.title)).toEqual(['Mary Cassatt', 'Harbour at Dusk']);
    expect(searched).toEqual([{ q: 'Mary Cassatt', limit: 12, offset: 0 }]);
  });

  it('falls back to a word of the first work’s title, then the first show’s and post’s titles', async () => {
    const content = { artists: [artistFixture()], inventory: [item({ title: 'Harbour at Dusk' })], shows: [showFixture()], blogs: [postFixture()] };
    const byTitle = source(content, { Harbour: [hit(SearchType.Inventory, 1, 'Harbour at Dusk')] });
    expect((await loadSearchPreview(byTitle.data, true)).q).toBe('Harbour');
    expect(byTitle.searched.map((q) => q.q)).toEqual(['Mary Cassatt', 'Harbour']);
    const byShow = source(content, { [showFixture().title]: [hit(SearchType.Show, 4, showFixture().title)] });
    expect((await loadSearchPreview(byShow.data, false)).q).toBe(showFixture().title);
  });

  it('is a sample only while nothing on the site is found, or there is no search to ask', async () => {
    const nothing = await loadSearchPreview(source({}, {}).data, false);
    expect(nothing.q).toBe(SAMPLE_SEARCH_WORDS);
    expect(nothing.results.every((r) => r.id < 0)).toBe(true);
    expect(new Set(nothing.results.map((r) => r.type))).toEqual(new Set([SearchType.Artist, SearchType.Inventory, SearchType.Show, SearchType.Blog]));
    expect((await loadSearchPreview(null, false)).q).toBe(SAMPLE_SEARCH_WORDS);
    // Artist sites find no artists, so their sample has none either.
    expect(sampleSearchRoute(true).results.some((r) => r.type === SearchType.Artist)).toBe(false);
  });

  it('takes a title’s longest word of four letters or more', () => {
    expect(titleWord('Harbour at Dusk')).toBe('Harbour');
    expect(titleWord('Untitled (Red Lines)')).toBe('Untitled');
    expect(titleWord('Iberê’s Sea')).toBe('Iberê');
    expect(titleWord('No. 5')).toBe('No. 5');
  });
});
