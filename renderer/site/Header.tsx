import type { Page } from '../../schema/document';
import { PageType } from '../../schema/enums';
import { imageUrl } from '../../schema/images';
import { resolvedPart } from '../../schema/site-parts';
import { SiteText } from '../texts';
import { CART_COUNT_ATTRIBUTE, MENU_TOGGLE_ATTRIBUTE } from './inline-scripts';
import { useLinkParams, useSite } from './context';
import { cartHref, homeHref, pageHref } from './links';
import { PartBlocks } from './PartBlocks';
import { SiteSearch } from './SiteSearch';

function BagIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </svg>
  );
}

/** Pages shown in the main navigation, in document order. */
export function navigationPages(pages: Page[]): Page[] {
  return pages.filter((p) => p.showInNavigation);
}

export interface NavEntry {
  page: Page;
  /** A group's pages shown in its submenu. */
  children: Page[];
}

/**
 * The menu: top-level pages in document order, each group with the pages placed in it (a page whose
 * group is missing stands at the top level). Pages without showInNavigation are left out, and so is a
 * group with nothing to show.
 */
export function navigationTree(pages: Page[], options: NavigationOptions = {}): NavEntry[] {
  const groups = new Set(pages.filter((p) => p.type === PageType.Group).map((p) => p.pageId));
  const shown = navigationPages(pages);
  const entries = shown
    .filter((p) => !p.parentPageId || !groups.has(p.parentPageId))
    .map((page) => ({ page, children: page.type === PageType.Group ? shown.filter((c) => c.parentPageId === page.pageId) : [] }))
    .filter((entry) => entry.page.type !== PageType.Group || (entry.children.length > 0 && !options.excludeGroups));
  return options.limit ? entries.slice(0, options.limit) : entries;
}

/** The header's menu options (per screen): group pages left out, and a count limit. */
export interface NavigationOptions {
  excludeGroups?: boolean;
  limit?: number;
}

/**
 * The menu for both screens at once: every entry either screen shows, in order, each marked with the
 * one screen it shows on when the other leaves it out (a count limit or groups left out on one screen).
 */
export function screenNavigation(pages: Page[], desktop: NavigationOptions, mobile: NavigationOptions): Array<NavEntry & { only: 'desktop' | 'mobile' | null }> {
  const onDesktop = new Set(navigationTree(pages, desktop).map((e) => e.page.pageId));
  const onMobile = new Set(navigationTree(pages, mobile).map((e) => e.page.pageId));
  return navigationTree(pages)
    .filter((e) => onDesktop.has(e.page.pageId) || onMobile.has(e.page.pageId))
    .map((e) => ({ ...e, only: onDesktop.has(e.page.pageId) && onMobile.has(e.page.pageId) ? null : onDesktop.has(e.page.pageId) ? 'desktop' : 'mobile' }));
}

/** One menu link: an internal page by its address, or an external link (a new tab unless its link type is 1). */
export function NavLink({ page, currentPageId }: { page: Page; currentPageId: string | null }) {
  const linkParams = useLinkParams();
  if (page.type === PageType.ExternalLink) {
    const sameWindow = page.externalLinkType === 1;
    return (
      <a href={page.externalUrl || '#'} {...(sameWindow ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
        {page.title}
      </a>
    );
  }
  return (
    <a href={pageHref(page, linkParams)} aria-current={page.pageId === currentPageId ? 'page' : undefined}>
      {page.title}
    </a>
  );
}

/**
 * Site header: the company name linking home, the navigation, and the cart link with its counter,
 * shown only when a card payment provider is connected (the spec's rule).
 */
export function Header({ pages, currentPageId, withBlocks = true, inBuilder = false }: { pages: Page[]; currentPageId: string | null; withBlocks?: boolean; inBuilder?: boolean }) {
  const site = useSite();
  const linkParams = useLinkParams();
  const navEntries = screenNavigation(
    pages,
    resolvedPart(site.config.documents, 'header', 'desktop').config.navigation ?? {},
    resolvedPart(site.config.documents, 'header', 'mobile').config.navigation ?? {},
  );
  const hasHome = pages.some((p) => p.type === PageType.Home || p.slug === '');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-logo" href={homeHref(linkParams)}>
          {site.config.logo ? (
            <img src={imageUrl(site.config.logo, { height: 160 })} alt={site.config.company || SiteText.home} height={40} />
          ) : (
            site.config.company.trim() || (inBuilder ? SiteText.noLogoSet : SiteText.home)
          )}
        </a>
        <button
          type="button"
          className="site-menu-button"
          aria-expanded="false"
          aria-controls="site-nav"
          data-open-label={SiteText.menu}
          data-close-label={SiteText.closeMenu}
          {...{ [MENU_TOGGLE_ATTRIBUTE]: '' }}
        >
          {SiteText.menu}
        </button>
        <nav className="site-nav" id="site-nav" aria-label={SiteText.mainNavigation}>
          <ul>
            {!hasHome && (
              <li>
                <a href={homeHref(linkParams)}>{SiteText.home}</a>
              </li>
            )}
            {navEntries.map(({ page, children, only }) =>
              children.length ? (
                <li key={page.pageId} className={only ? `site-only-${only}` : undefined}>
                  <details
                    className="site-nav__group"
                    open={site.config.layout === 'francisco' && children.some((c) => c.pageId === currentPageId) ? true : undefined}
                  >
                    <summary>{page.title}</summary>
                    <ul>
                      {children.map((child) => (
                        <li key={child.pageId}>
                          <NavLink page={child} currentPageId={currentPageId} />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={page.pageId} className={only ? `site-only-${only}` : undefined}>
                  <NavLink page={page} currentPageId={currentPageId} />
                </li>
              ),
            )}
          </ul>
          {site.isStripeConnected && (
            <a className="cart-link" href={cartHref(linkParams)}>
              <BagIcon />
              <span className="visually-hidden">{SiteText.cart}</span>
              <span className="cart-count" {...{ [CART_COUNT_ATTRIBUTE]: '' }} hidden />
            </a>
          )}
        </nav>
        <SiteSearch />
      </div>
      {withBlocks && <PartBlocks part="header" />}
    </header>
  );
}
