import { SearchType } from '../../schema/enums';
import type { SearchResult } from '../../schema/api/search';
import { SEARCH_PREVIEW_LIMIT } from '../../schema/search-blocks';
import { sampleInventoryItem } from '../../renderer/data/sample';
import type { DataSource } from '../../renderer/data/source';
import type { SearchRoute } from '../../renderer/pages/search/route';

/**
 * The search the search results page template is shown with on the canvas: words the site's own
 * content answers, searched over the builder's data source as a visitor's search is, so the owner sees
 * the site's own results in their cells. Sample results only while the site has nothing to find.
 */

/** The longest word of a title (at least four letters), or the whole title when it has none. */
export function titleWord(title: string): string {
  const words = title.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '') || title.trim();
}

/**
 * Words the site's content is sure to answer, best first: the first artist's name (which finds the
 * artist, their works and the shows of them), a word of the first work's title, then the first show's
 * and the first post's titles.
 */
export async function previewSearchWords(source: DataSource): Promise<string[]> {
  const first = { limit: 1, offset: 0 };
  const [artists, works, shows, posts] = await Promise.all([source.listArtists(first), source.listInventory(first), source.listShows(first), source.listBlogs(first)]);
  const words = [artists.artists[0]?.name, works.inventory[0] && titleWord(works.inventory[0].title), shows.shows[0]?.title, posts.blogs[0]?.title];
  return [...new Set(words.map((w) => w?.trim()).filter((w): w is string => Boolean(w)))];
}

/** The first of the words with results, searched in the All tab at the widest builder preview's size. */
export async function loadSearchPreview(source: DataSource | null, artistSite: boolean): Promise<SearchRoute> {
  if (!source?.search) return sampleSearchRoute(artistSite);
  for (const q of await previewSearchWords(source)) {
    const page = await source.search({ q, limit: SEARCH_PREVIEW_LIMIT, offset: 0 });
    if (page.results.length > 0) return { kind: 'search', q, type: null, results: page.results, hasMore: page.hasMore };
  }
  return sampleSearchRoute(artistSite);
}

/** Words the sample results answer. */
export const SAMPLE_SEARCH_WORDS = 'Sample';

/**
 * One result of each kind, for a site with nothing to find yet (ids are negative, as the other
 * samples'); no artist on artist sites, whose search finds none.
 */
export function sampleSearchRoute(artistSite: boolean): SearchRoute {
  const works: SearchResult[] = [0, 1].map((index) => {
    const item = sampleInventoryItem(index);
    return { type: SearchType.Inventory, id: item.inventoryId, title: item.title, artistName: item.artist?.name ?? null, date: item.date, text: item.medium, image: null, link: `art/${item.inventoryId}` };
  });
  const results: SearchResult[] = [
    { type: SearchType.Artist, id: -1, title: 'Sample Artist', artistName: null, date: 'b. 1970', text: 'American, b. 1970', image: null, link: 'artist/-1' },
    ...works,
    { type: SearchType.Show, id: -1, title: 'Sample Exhibition', artistName: null, date: 'March 3 – April 20, 2024', text: 'Sample Artist', image: null, link: 'show/-1' },
    { type: SearchType.Blog, id: -1, title: 'Sample Post', artistName: null, date: '2024-03-05T10:00:00.000Z', text: 'This sample stands in until the site has posts of its own.', image: null, link: 'post/-1' },
  ];
  return { kind: 'search', q: SAMPLE_SEARCH_WORDS, type: null, results: artistSite ? results.filter((r) => r.type !== SearchType.Artist) : results, hasMore: false };
}
