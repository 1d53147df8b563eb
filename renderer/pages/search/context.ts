import { createContext, useContext } from 'react';
import type { SearchRoute } from './route';

/**
 * The search a search results page shows, for its template's blocks to draw: the page route sets it
 * for visitors, the builder a search of the site's own content while the template is open.
 */
export const SearchContext = createContext<SearchRoute | null>(null);

/** The search the page shows; null outside the search results page (and while the builder loads one). */
export function useSearch(): SearchRoute | null {
  return useContext(SearchContext);
}

/** The class of the section that holds the page (and the builder's canvas while its template is open). */
export const SEARCH_PAGE_CLASS = 'search-page';
