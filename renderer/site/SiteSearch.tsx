import { SearchText } from '../texts';
import { SearchForm } from './SearchForm';
import { SEARCH_BAR_ATTRIBUTE } from './search-script';

function MagnifierIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </svg>
  );
}

/**
 * The header's search: a button that slides the search bar down below the header (the spec's hidden
 * and visible states). A <details>, so it opens by keyboard and without script; the inline search
 * script fills the field from q and puts the cursor in it.
 */
export function SiteSearch() {
  return (
    <details className="site-search" {...{ [SEARCH_BAR_ATTRIBUTE]: '' }}>
      <summary className="site-search__toggle">
        <MagnifierIcon />
        <span className="visually-hidden">{SearchText.openBar}</span>
      </summary>
      <div className="site-search__bar">
        <SearchForm id="site-search-q" label={SearchText.barLabel} placeholder={SearchText.placeholder} />
      </div>
    </details>
  );
}
