import type { SearchResult } from '../../../schema/api/search';
import { absoluteUrl } from '../../seo/urls';
import type { JsonLd, LdContext } from '../../seo/structured-data';
import { SearchText } from '../../texts';

/**
 * The search page's results as the spec's item list: one link per result, base URL + path + item id,
 * in the order shown; works, artists, posts and shows side by side, each with its own path.
 */
export function searchResultsLd(ctx: LdContext, q: string, results: SearchResult[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${SearchText.title}: ${q}`,
    numberOfItems: results.length,
    itemListElement: results.map((result, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(ctx.origin, result.link, ctx.linkParams) })),
  };
}
