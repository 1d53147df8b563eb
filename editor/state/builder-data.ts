import { createHttpDataSource } from '../../renderer/data/http';
import type { DataSource } from '../../renderer/data/source';

/** Pages kept per open site: a canvas's lists and the inspector's pickers ask for the same few again and again. */
const KEPT_PAGES = 200;

/**
 * The builder's DataSource: the open site's own content over the public list API (its artists, shows,
 * posts, media, representatives and works, and search for the search results page template), each answer kept while the site is open, so a block that
 * re-renders or is dragged elsewhere does not ask again. A failed answer is forgotten, to be asked anew.
 */
export function createBuilderDataSource(subdomain: string, fetchImpl?: typeof fetch): DataSource {
  const http = createHttpDataSource({ sub: subdomain, fetch: fetchImpl });
  const kept = new Map<string, Promise<unknown>>();
  const keep = <Q, R>(name: string, load: (query: Q) => Promise<R>) => (query: Q): Promise<R> => {
    const key = `${name}|${JSON.stringify(query)}`;
    let answer = kept.get(key) as Promise<R> | undefined;
    if (!answer) {
      answer = load(query);
      kept.set(key, answer);
      answer.catch(() => kept.delete(key));
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    }
    return answer;
  };
  return {
    listInventory: keep('inventory', http.listInventory),
    getInventory: keep('item', http.getInventory),
    listArtists: keep('artists', http.listArtists),
    listShows: keep('shows', http.listShows),
    listBlogs: keep('blogs', http.listBlogs),
    listRepresentatives: keep('representatives', http.listRepresentatives),
    listMedia: keep('media', http.listMedia),
    search: keep('search', http.search),
  };
}
