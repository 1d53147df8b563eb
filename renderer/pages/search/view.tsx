import type { ReactNode } from 'react';
import { SearchText } from '../../texts';
import { SearchPage } from '../SearchPage';
import type { SearchRoute } from './route';

/** What SSR needs of the search page: the page, and its title and description. */
export interface SearchView {
  status: number;
  title: string;
  description: string | null;
  image: null;
  currentPageId: null;
  content: ReactNode;
}

export function searchView(route: SearchRoute): SearchView {
  return {
    status: 200,
    title: route.q ? `${SearchText.title}: ${route.q}` : SearchText.title,
    description: route.q ? `${SearchText.title}: ${route.q}` : null,
    image: null,
    currentPageId: null,
    content: <SearchPage route={route} />,
  };
}
