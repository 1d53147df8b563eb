import type { ReactNode } from 'react';
import { templateBlocks, type DetailTemplates } from '../../../schema/detail-templates';
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

/** The search page, drawn with the site's search results page template (or the default). */
export function searchView(route: SearchRoute, templates: DetailTemplates | undefined): SearchView {
  return {
    status: 200,
    title: route.q ? `${SearchText.title}: ${route.q}` : SearchText.title,
    description: route.q ? `${SearchText.title}: ${route.q}` : null,
    image: null,
    currentPageId: null,
    content: <SearchPage route={route} blocks={templateBlocks(templates, 'search')} />,
  };
}
