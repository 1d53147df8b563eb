import { createContext, useContext } from 'react';
import type { Representative } from '../../../schema/api/lists';
import type { SearchResult } from '../../../schema/api/search';

/**
 * What a cell template with no detail page behind it is shown with on the builder's canvas: the site's
 * own first representative for the Gallery Cell, the first result of a search the site's content
 * answers for a search result cell. The builder sets it while such a template is open (the other cell
 * templates are shown with a detail page's item, DetailContext); null elsewhere and while it loads.
 */
export interface CellPreview {
  representative?: Representative;
  result?: SearchResult;
}

export const CellPreviewContext = createContext<CellPreview | null>(null);

export function useCellPreview(): CellPreview | null {
  return useContext(CellPreviewContext);
}
