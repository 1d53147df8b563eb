import { useEffect, useRef, useState } from 'react';
import type { SearchQuery, SearchResult } from '../../../schema/api/search';
import { useDataSource } from '../../data/context';
import { CommerceText, SiteText } from '../../texts';
import type { ResultCellContext } from './SearchResultCell';
import { SearchResultList } from './SearchResultList';

export interface SearchResultsMoreProps {
  /** The tab's query, its offset after the server-rendered page. */
  query: Omit<SearchQuery, 'sub' | 'dataSub'>;
  context: ResultCellContext;
  /** The Search Results List's columns, when more than one. */
  columns?: number;
}

/**
 * Island that appends a search tab's further pages as the visitor scrolls to its end (or presses the
 * button), saying 'Loading...' meanwhile; data comes from the injected DataSource (over /api/search).
 */
export function SearchResultsMore({ query, context, columns }: SearchResultsMoreProps) {
  const source = useDataSource();
  const [results, setResults] = useState<SearchResult[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offset = useRef(query.offset);
  const busy = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  const load = async () => {
    if (!source?.search || busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    try {
      const page = await source.search({ ...query, offset: offset.current });
      offset.current += page.results.length;
      setResults((before) => [...before, ...page.results]);
      setHasMore(page.hasMore && page.results.length > 0);
    } catch {
      setError(CommerceText.checkoutFallbackError);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  useEffect(() => {
    const target = button.current;
    if (!target || !hasMore || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load();
    }, { rootMargin: '400px' });
    observer.observe(target);
    return () => observer.disconnect();
  });

  return (
    <div className="search-more">
      {results.length > 0 && <SearchResultList results={results} context={context} columns={columns} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {hasMore && (
        <button ref={button} type="button" className="button button--secondary" onClick={() => void load()} disabled={loading} aria-busy={loading}>
          {loading ? SiteText.loading : SiteText.loadMore}
        </button>
      )}
    </div>
  );
}

export default SearchResultsMore;
