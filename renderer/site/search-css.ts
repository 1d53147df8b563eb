/**
 * The header's search bar (it slides down below the header, the spec's default height 55 px). On
 * desktop the search button ends the menu's row, and a long menu wraps within its own area beside the
 * name rather than dropping below it; where a theme stacks the name over the menu, the button sits at the
 * top right, out of the stack.
 */
export const SEARCH_BAR_CSS = `
.site-header{position:relative}
.site-search{order:3}
.site-search__toggle{list-style:none;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:var(--radius);color:inherit}
.site-search__toggle::-webkit-details-marker{display:none}
.site-search__toggle svg{width:22px;height:22px}
.site-search[open] .site-search__toggle{background:rgba(127,127,127,.15)}
.site-search__bar{position:absolute;left:0;right:0;top:100%;z-index:35;background:var(--nav-bg);color:var(--nav-text);border-bottom:1px solid var(--line);box-shadow:0 8px 16px rgba(0,0,0,.08)}
.site-search[open] .site-search__bar{animation:site-search-down .25s ease-out}
@keyframes site-search-down{from{transform:translateY(-12px);opacity:0}to{transform:none;opacity:1}}
.site-search__bar .search-form{max-width:var(--page-width);margin:0 auto;padding:6px var(--page-pad);min-height:55px}
.search-form{display:flex;align-items:center;gap:8px}
.search-form__input{flex:1 1 auto;min-width:0;min-height:44px;font:inherit;padding:8px 12px;color:var(--body-text);background:var(--body-bg);border:1px solid var(--muted);border-radius:var(--radius)}
.search-form__button.button{flex:0 0 auto;padding:10px 20px}
@media (min-width:768px){
.site-header__inner{flex-wrap:nowrap}.site-header__inner>.site-logo{flex-shrink:0}
.site-header__inner>.site-nav{margin-left:auto;min-width:0;justify-content:flex-end;flex-wrap:nowrap}.site-header__inner>.site-nav>ul{min-width:0;justify-content:flex-end}.site-search{margin-left:-16px;flex-shrink:0}
.theme-arizona .site-header__inner>.site-nav,.theme-novara .site-header__inner>.site-nav,.theme-nashville .site-header__inner>.site-nav,.theme-francisco .site-header__inner>.site-nav{margin-left:0}
.theme-arizona .site-search,.theme-nashville .site-search{order:-1;align-self:flex-end;margin:0 0 -56px}
.theme-novara .site-search{order:-1;align-self:flex-end;margin:0 0 -64px}
.theme-francisco .site-search{margin:-24px 0 0 -10px}}
@media (max-width:767px){.site-search{order:0;margin-left:auto}.has-menu-script .site-menu-button{order:1}}
`;

/** The search page: its form, its tabs and the result cells. */
export const SEARCH_PAGE_CSS = `
.search-page .search-form{max-width:720px;margin:0 0 24px}
.search-tabs ul{list-style:none;margin:0 0 24px;padding:0;display:flex;flex-wrap:wrap;gap:4px 24px;border-bottom:1px solid var(--line)}
.search-tabs__tab{display:inline-block;padding:8px 0;text-decoration:none;color:var(--body-text);border-bottom:2px solid transparent;margin-bottom:-1px}
.search-tabs__tab[aria-current="page"]{color:var(--body-heading);border-bottom-color:currentColor;font-weight:600}
.search-page__empty{color:var(--body-text)}
.search-results{list-style:none;margin:0;padding:0;display:grid;gap:0}
.search-results>li{border-bottom:1px solid var(--line)}
.search-result{display:grid;grid-template-columns:160px minmax(0,1fr);gap:20px;align-items:start;padding:20px 0;text-decoration:none;color:inherit}
.search-result__thumb{display:block;aspect-ratio:1;background:var(--surface);overflow:hidden}
.search-result__thumb img{width:100%;height:100%;object-fit:cover}
.search-result__body{display:grid;gap:4px}
.search-result__kind{font-size:.75rem;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
.search-result__title{font-size:1.125rem;color:var(--body-heading);font-weight:600}
.search-result:hover .search-result__title{text-decoration:underline}
.search-result__line--muted{color:var(--muted)}
.search-more{display:grid;gap:24px;justify-items:center}.search-more>.search-results{justify-self:stretch}
@media (max-width:767px){.search-result{grid-template-columns:96px minmax(0,1fr);gap:14px}}
`;

/**
 * A Search Results List of more than one column: the cells side by side, each its picture over its
 * words; one a row on phones, as the page's own list. Apart, so pages of the one-column list do without it.
 */
export const SEARCH_COLUMNS_CSS = `
.search-results--columns{grid-template-columns:repeat(var(--columns),minmax(0,1fr));gap:0 32px}
.search-results--columns .search-result{grid-template-columns:minmax(0,1fr);gap:12px}
@media (max-width:767px){.search-results--columns{grid-template-columns:minmax(0,1fr)}.search-results--columns .search-result{grid-template-columns:96px minmax(0,1fr);gap:14px}}
`;
