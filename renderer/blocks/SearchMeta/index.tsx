import type { BlockConfig } from '../../../schema/catalogue';
import { useSearch } from '../../pages/search/context';
import { isArtistSite, useSite } from '../../site/context';
import { SearchForm } from '../../site/SearchForm';
import { SearchText } from '../../texts';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

/**
 * The search results page's title, 'Search', and its search form prefilled with the words searched for
 * (spec §1: 'Search for artwork' on artist sites, which have no artists to find, otherwise 'Search for
 * artwork & artists'). The form carries the open tab, so a new search stays on it. A hidden title
 * stays a heading for screen readers, as the page is named by it.
 */
export function SearchMetaBlock({ id, config }: BlockProps<BlockConfig<'search-meta'>>) {
  const site = useSite();
  const search = useSearch();
  const type = search?.type ?? null;
  return (
    <>
      <h1 id={headingId('search-title', id)} className={config.showTitle ? 'search-page__title' : 'search-page__title visually-hidden'}>
        {SearchText.title}
      </h1>
      {/* Keyed by the words: the builder's preview search arrives after the form, whose field reads them once. */}
      <SearchForm
        key={search?.q ?? ''}
        id={headingId('search-page-q', id)}
        label={SearchText.pageFormLabel}
        placeholder={isArtistSite(site) ? SearchText.placeholderArtworks : SearchText.placeholderArtworksAndArtists}
        q={search?.q ?? ''}
        extra={type === null ? {} : { type: String(type) }}
      />
    </>
  );
}

export default SearchMetaBlock;
