import { SearchType, UserType } from '../../../schema/enums';
import type { SearchResult } from '../../../schema/api/search';
import { SearchText } from '../../texts';

/** The search page as the server resolved it: the words, the tab, and the tab's first page. */
export interface SearchRoute {
  kind: 'search';
  /** The words searched for, trimmed; '' before anything was searched. */
  q: string;
  /** The tab: one search type, or null for All. */
  type: SearchType | null;
  results: SearchResult[];
  hasMore: boolean;
}

export interface SearchTab {
  type: SearchType | null;
  label: string;
  /** The tab's word in 'No … matching your search term'. */
  noun: Parameters<typeof SearchText.noResults>[0];
}

/** The spec's tabs in order: All, Artists, Blogs, Inventory, Exhibitions; artist sites have no Artists tab. */
export function searchTabs(userType: number): SearchTab[] {
  const tabs: SearchTab[] = [
    { type: null, label: SearchText.tabs.all, noun: 'results' },
    { type: SearchType.Artist, label: SearchText.tabs.artists, noun: 'artists' },
    { type: SearchType.Blog, label: SearchText.tabs.blogs, noun: 'blogs' },
    { type: SearchType.Inventory, label: SearchText.tabs.inventory, noun: 'inventory' },
    { type: SearchType.Show, label: SearchText.tabs.exhibitions, noun: 'exhibitions' },
  ];
  return userType === UserType.Artist ? tabs.filter((t) => t.type !== SearchType.Artist) : tabs;
}

/**
 * The tab an address asks for (?type=): a search type the site has a tab for, else All. Anything else
 * (an unknown value, Artists on an artist site) shows All rather than an error page.
 */
export function searchTabType(value: string | null, userType: number): SearchType | null {
  if (value === null || !/^\d$/.test(value)) return null;
  const tab = searchTabs(userType).find((t) => t.type === Number(value));
  return tab ? tab.type : null;
}
