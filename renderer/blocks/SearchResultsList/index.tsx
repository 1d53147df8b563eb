import type { BlockConfig } from '../../../schema/catalogue';
import { cellTemplatesOf } from '../../../schema/cell-templates';
import { postDateStyle } from '../../../schema/dates';
import { DEFAULT_PAGE_SIZE } from '../../../schema/enums';
import { opensInModal } from '../../../schema/inventory-list-config';
import { searchBuilderPageSize } from '../../../schema/search-blocks';
import { Island } from '../../islands/Island';
import { useSearch } from '../../pages/search/context';
import { searchTabs } from '../../pages/search/route';
import type { ResultCellContext } from '../../pages/search/SearchResultCell';
import { SearchResultList } from '../../pages/search/SearchResultList';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';
import { siteHref } from '../../site/links';
import { SearchText, SiteText } from '../../texts';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';

/**
 * The search results list (spec §2), tabbed All, Artists, Blogs, Inventory, Exhibitions (no Artists
 * on artist sites). The tabs are links, so they work without script and by keyboard; the server renders
 * the tab's first page, an island appends the rest while hasMore. Nothing before words are searched;
 * with no hits, the spec's 'No … matching your search term: term'. The builder previews columns x 3.
 * With detailDisplay 0 a visitor's click on an artwork opens it in the detail modal, walking the
 * artworks found; the results and their further pages are then one island.
 */
export function SearchResultsListBlock({ config, mode }: BlockProps<BlockConfig<'search-results-list'>>) {
  const site = useSite();
  const linkParams = useLinkParams();
  const route = useSearch();
  if (!route) return mode === 'builder' ? <BuilderHint>{SiteText.loading}</BuilderHint> : null;
  if (!route.q) return null;
  const tabs = searchTabs(site.userType);
  const active = tabs.find((t) => t.type === route.type) ?? tabs[0];
  const templates = cellTemplatesOf(site.config.templates, 'search');
  const context: ResultCellContext = { linkParams, isArtistSite: isArtistSite(site), dateStyle: postDateStyle(site.config.layout), ...(templates ? { templates } : {}) };
  const results = mode === 'builder' ? route.results.slice(0, searchBuilderPageSize(config.columns)) : route.results;
  const columns = config.columns > 1 ? { columns: config.columns } : {};
  const more = mode === 'visitor' && route.hasMore ? { q: route.q, ...(route.type === null ? {} : { type: route.type }), limit: DEFAULT_PAGE_SIZE, offset: route.results.length } : null;
  const inModal = mode === 'visitor' && opensInModal(config) && results.length > 0;
  return (
    <>
      {config.showTabs && (
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
      {results.length === 0 && (
        <p className="search-page__empty" role="status">
          {SearchText.noResults(active.noun, route.q)}
        </p>
      )}
      {inModal && <Island name="SearchResultsModal" props={{ results, context, ...columns, ...(more ? { more } : {}) }} />}
      {results.length > 0 && !inModal && <SearchResultList results={results} context={context} columns={config.columns} />}
      {more && !inModal && <Island name="SearchResultsMore" props={{ query: more, context, ...columns }} />}
    </>
  );
}

export default SearchResultsListBlock;
