import type { SearchResult } from '../../../schema/api/search';
import { DETAIL_MODAL_ATTRIBUTE, openDetailOnClick } from '../../detail-modal/trigger';
import type { ResultCellContext } from './SearchResultCell';
import { SearchResultList } from './SearchResultList';
import { SearchResultsMore, type SearchResultsMoreProps } from './SearchResultsMore';

export interface SearchResultsModalProps {
  results: SearchResult[];
  context: ResultCellContext;
  /** The Search Results List's columns, when more than one. */
  columns?: number;
  /** The tab's next page, when it has more: loaded inside this root, so the modal walks it too. */
  more?: SearchResultsMoreProps['query'];
}

/**
 * Search results whose artworks open in the detail modal (the Search Results List's detailDisplay 0):
 * an island whose root takes the clicks (detail-modal/trigger.ts). Previous and Next walk the artworks
 * found, in the order shown, pages loaded later included; artists, posts and exhibitions stay links.
 */
export function SearchResultsModal({ results, context, columns, more }: SearchResultsModalProps) {
  return (
    <div className="search-results-modal" {...{ [DETAIL_MODAL_ATTRIBUTE]: '' }} onClick={openDetailOnClick}>
      <SearchResultList results={results} context={context} columns={columns} />
      {more && <SearchResultsMore query={more} context={context} columns={columns} />}
    </div>
  );
}

export default SearchResultsModal;
