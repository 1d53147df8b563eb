import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageType } from '../../schema/enums';
import { makePage as page } from '../../schema/pages';
import { DEFAULT_SITE, SiteRenderContext } from './context';
import { renderSiteHtml } from '../ssr';
import { renderRequest } from '../testing/fixtures';
import { Header, navigationTree } from './Header';
import { MENU_CLASS_SCRIPT, MENU_SCRIPT } from './inline-scripts';

const pages = [
  page('home', 'Home', '', PageType.Home),
  page('visit', 'Visit', '', PageType.Group),
  page('hours', 'Hours', 'hours', PageType.Custom, { parentPageId: 'visit' }),
  page('map', 'Directions', 'directions', PageType.Custom, { parentPageId: 'visit' }),
  page('hidden', 'Hidden', 'hidden', PageType.Custom, { parentPageId: 'visit', showInNavigation: false }),
  page('empty', 'Empty group', '', PageType.Group),
  page('shop', 'Shop', '', PageType.ExternalLink, { externalUrl: 'https://shop.example/' }),
  page('blog', 'Journal', '', PageType.ExternalLink, { externalUrl: 'https://journal.example/', externalLinkType: 1 }),
];

function header(layout: 'classic' | 'francisco', current: string | null): string {
  const site = { ...DEFAULT_SITE, config: { ...DEFAULT_SITE.config, layout } };
  return renderToStaticMarkup(
    <SiteRenderContext.Provider value={{ site, linkParams: { sub: 'demo' } }}>
      <Header pages={pages} currentPageId={current} />
    </SiteRenderContext.Provider>,
  );
}

describe('the main navigation', () => {
  it('nests a group’s shown pages under it and leaves out empty groups and hidden pages', () => {
    expect(navigationTree(pages).map((e) => [e.page.pageId, e.children.map((c) => c.pageId)])).toEqual([
      ['home', []],
      ['visit', ['hours', 'map']],
      ['shop', []],
      ['blog', []],
    ]);
  });

  it('renders a group as a dropdown opened by a click, its pages as links', () => {
    const html = header('classic', null);
    expect(html).toContain('<details class="site-nav__group"><summary>Visit</summary><ul><li><a href="/hours?sub=demo">Hours</a></li><li><a href="/directions?sub=demo">Directions</a></li></ul></details>');
    expect(html).not.toContain('Empty group');
    expect(html).not.toContain('Hidden');
  });

  it('opens the group of the active page in the francisco theme only', () => {
    expect(header('francisco', 'hours')).toContain('<details class="site-nav__group" open="">');
    expect(header('classic', 'hours')).not.toContain('open=""');
    expect(header('francisco', 'home')).not.toContain('open=""');
  });

  it('opens external links in a new tab unless their link type is 1', () => {
    const html = header('classic', null);
    expect(html).toContain('<a href="https://shop.example/" target="_blank" rel="noopener noreferrer">Shop</a>');
    expect(html).toContain('<a href="https://journal.example/">Journal</a>');
  });

  it('has a Menu button for phones that controls the navigation, and the visitor page ships the menu script with it', () => {
    const html = header('classic', null);
    expect(html).toMatch(/<button type="button" class="site-menu-button" aria-expanded="false" aria-controls="site-nav" data-open-label="Menu" data-close-label="Close menu" data-menu-toggle="">Menu<\/button><nav class="site-nav" id="site-nav"/);
    const page = renderSiteHtml(renderRequest({ kind: 'page', page: pages[0] })).html;
    expect(page).toContain(`<script>${MENU_SCRIPT}</script>`);
  });

  it('folds the phone navigation from the head, before the first paint, so the page does not jump when the menu script runs', () => {
    const page = renderSiteHtml(renderRequest({ kind: 'page', page: pages[0] })).html;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<script>${MENU_CLASS_SCRIPT}</script>`);
    expect(head.indexOf(MENU_CLASS_SCRIPT)).toBeLessThan(head.indexOf('<style>'));
  });
});

describe('the menu options of the header', () => {
  it('leave group pages out and stop at the count limit', () => {
    expect(navigationTree(pages, { excludeGroups: true }).map((e) => e.page.title)).toEqual(['Home', 'Shop', 'Journal']);
    expect(navigationTree(pages, { limit: 2 }).map((e) => e.page.title)).toEqual(['Home', 'Visit']);
  });

  it('mark the entries only one screen shows, so each screen gets its own menu from one header', () => {
    const site = {
      ...DEFAULT_SITE,
      config: { ...DEFAULT_SITE.config, layout: 'classic' as const, documents: { header: { desktop: { config: {} }, mobile: { config: { navigation: { limit: 2 } } } } } },
    };
    const html = renderToStaticMarkup(
      <SiteRenderContext.Provider value={{ site, linkParams: {} }}>
        <Header pages={pages} currentPageId={null} />
      </SiteRenderContext.Provider>,
    );
    expect(html).toContain('<li><a href="/">Home</a></li>');
    expect(html).toContain('<li class="site-only-desktop"><a href="https://shop.example/"');
    expect(html).toContain('<li class="site-only-desktop"><a href="https://journal.example/"');
    expect(html).not.toContain('<li class="site-only-desktop"><details');
  });
});
