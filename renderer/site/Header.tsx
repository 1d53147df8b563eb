import type { Page } from '../../schema/document';
import { PageType } from '../../schema/enums';
import { SiteText } from '../texts';
import { CART_COUNT_ATTRIBUTE } from './inline-scripts';
import { useLinkParams, useSite } from './context';
import { cartHref, homeHref, pageHref } from './links';

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

/**
 * Site header: the company name linking home, the navigation, and the cart link with its counter,
 * shown only when a card payment provider is connected (the spec's rule).
 */
export function Header({ pages, currentPageId }: { pages: Page[]; currentPageId: string | null }) {
  const site = useSite();
  const linkParams = useLinkParams();
  const navPages = navigationPages(pages);
  const hasHome = pages.some((p) => p.type === PageType.Home || p.slug === '');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-logo" href={homeHref(linkParams)}>
          {site.config.company || SiteText.home}
        </a>
        <nav className="site-nav" aria-label={SiteText.mainNavigation}>
          <ul>
            {!hasHome && (
              <li>
                <a href={homeHref(linkParams)}>{SiteText.home}</a>
              </li>
            )}
            {navPages.map((page) => (
              <li key={page.pageId}>
                <a href={pageHref(page, linkParams)} aria-current={page.pageId === currentPageId ? 'page' : undefined}>
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
          {site.isStripeConnected && (
            <a className="cart-link" href={cartHref(linkParams)}>
              <BagIcon />
              <span className="visually-hidden">{SiteText.cart}</span>
              <span className="cart-count" {...{ [CART_COUNT_ATTRIBUTE]: '' }} hidden />
            </a>
          )}
        </nav>
      </div>
    </header>
  );
}
