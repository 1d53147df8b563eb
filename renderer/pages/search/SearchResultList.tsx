import type { CSSProperties } from 'react';
import type { SearchResult } from '../../../schema/api/search';
import { SearchResultCell, type ResultCellContext } from './SearchResultCell';

/**
 * Search results as a list of cells: one column as the page has always shown them, or side by side in
 * the Search Results List's columns (one a row on phones). The island that adds further pages draws
 * its own with the same columns.
 */
export function SearchResultList({ results, context, columns = 1 }: { results: SearchResult[]; context: ResultCellContext; columns?: number }) {
  const grid = columns > 1;
  return (
    <ul className={grid ? 'search-results search-results--columns' : 'search-results'} style={grid ? ({ '--columns': columns } as CSSProperties) : undefined}>
      {results.map((result) => (
        <li key={`${result.type}:${result.id}`}>
          <SearchResultCell result={result} context={context} />
        </li>
      ))}
    </ul>
  );
}
