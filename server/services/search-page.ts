import { DEFAULT_PAGE_SIZE, SEARCH_QUERY_MAX } from '../../schema';
import { searchTabType, type SearchRoute } from '../../renderer/pages/search/route';
import type { Db } from '../db/client';
import { searchSite } from './content';
import type { SiteRow } from './sites';

/** /search as matched: the words and the tab as the address gives them. */
export interface SearchMatch {
  kind: 'search';
  q: string;
  type: string | null;
}

/** The search page's address: ?q= (trimmed, at most the longest query the API takes) and ?type=. */
export function searchMatch(search: string): SearchMatch {
  const params = new URLSearchParams(search);
  return { kind: 'search', q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX).trim(), type: params.get('type') };
}

/**
 * The search page with its tab's first page; nothing is searched before words are given. The tabs are
 * the site's; the content searched is `contentSiteId`'s (the site's own, or its dataSub's).
 */
export async function resolveSearchRoute(db: Db, site: SiteRow, match: SearchMatch, contentSiteId: number = site.id): Promise<SearchRoute> {
  const type = searchTabType(match.type, site.userType);
  if (!match.q) return { kind: 'search', q: '', type, results: [], hasMore: false };
  const page = await searchSite(db, { siteId: contentSiteId, userType: site.userType }, { q: match.q, ...(type === null ? {} : { type }), limit: DEFAULT_PAGE_SIZE, offset: 0 });
  return { kind: 'search', q: match.q, type, ...page };
}
