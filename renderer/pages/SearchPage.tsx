import { DEFAULT_PAGE_SIZE } from '../../schema/enums';
import { Island } from '../islands/Island';
import { isArtistSite, useLinkParams, useSite } from '../site/context';
import { siteHref } from '../site/links';
import { SearchForm } from '../site/SearchForm';
import { SearchText } from '../texts';
import { searchTabs, type SearchRoute } from './search/route';
import { SearchResultCell, type ResultCellContext } from './search/SearchResultCell';

/**
 * /search?q=…&type=…: the search results list (spec §2), tabbed All, Artists, Blogs, Inventory,
 * Exhibitions (no Artists on artist sites). The tabs are links, so they work without script and by
 * keyboard; the server renders the tab's first page, an island appends the rest while hasMore.
 */
export function SearchPage({ route }: { route: SearchRoute }) {
  const site = useSite();
  const linkParams = useLinkParams();
  const artistSite = isArtistSite(site);
  const tabs = searchTabs(site.userType);
  const active = tabs.find((t) => t.type === route.type) ?? tabs[0];
  const context: ResultCellContext = { linkParams, isArtistSite: artistSite, dateStyle: site.config.layout === 'francisco' ? 'monthYear' : 'long' };
  return (
    <section className="search-page" aria-labelledby="search-title">
      <h1 id="search-title" className="search-page__title">
        {SearchText.title}
      </h1>
      <SearchForm
        id="search-page-q"
        label={SearchText.pageFormLabel}
        placeholder={artistSite ? SearchText.placeholderArtworks : SearchText.placeholderArtworksAndArtists}
        q={route.q}
        extra={route.type === null ? {} : { type: String(route.type) }}
      />
      {route.q && (
        <nav className="search-tabs" aria-label={SearchText.tabsLabel}>
          <ul>
            {tabs.map((tab) => (
              <li key={tab.label}>
                <a
                  className="search-tabs__tab"
                  href={siteHref('search', linkParams, { q: route.q, type: tab.type === null ? undefined : String(tab.type) })}
                  aria-current={tab === active ? 'page' : undefined}
                >
                  {tab.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {route.q && route.results.length === 0 && (
        <p className="search-page__empty" role="status">
          {SearchText.noResults(active.noun, route.q)}
        </p>
      )}
      {route.results.length > 0 && (
        <ul className="search-results">
          {route.results.map((result) => (
            <li key={`${result.type}:${result.id}`}>
              <SearchResultCell result={result} context={context} />
            </li>
          ))}
        </ul>
      )}
      {route.hasMore && (
        <Island
          name="SearchResultsMore"
          props={{ query: { q: route.q, ...(route.type === null ? {} : { type: route.type }), limit: DEFAULT_PAGE_SIZE, offset: route.results.length }, context }}
        />
      )}
    </section>
  );
}
