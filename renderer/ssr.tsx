import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { InventoryListQuery } from '../schema/api/content';
import { BlockType } from '../schema/block-types';
import { safeCss, type Block, type Page } from '../schema/document';
import { templateBlocks } from '../schema/detail-templates';
import { partsWithBlocks } from '../schema/site-parts';
import { imageUrl } from '../schema/images';
import { findBlocks } from '../schema/walk';
import { inventoryListQuery } from './blocks/InventoryList/query';
import { blockConfig } from './blocks/registry';
import { PageDataContext } from './data/source';
import { CartPage } from './pages/CartPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PasswordPage } from './pages/PasswordPage';
import { PageView } from './pages/PageView';
import { detailView } from './pages/detail/views';
import { templateKindOf } from './pages/detail/context';
import { holdsSubscribePopup } from './forms/SubscribePopupIsland';
import { searchView } from './pages/search/view';
import { findabilityTags } from './seo/head';
import { canonicalUrl } from './seo/urls';
import { clip } from './seo/text';
import { DETAIL_TABS_ATTRIBUTE, DETAIL_TABS_CLASS_SCRIPT, DETAIL_TABS_SCRIPT, RECENTLY_VIEWED_ATTRIBUTE, RECENTLY_VIEWED_SCRIPT } from './site/detail-scripts';
import { EARLY_PRESS_SCRIPT } from './islands/early-press';
import { SiteRenderContext } from './site/context';
import { fontCss, fontLinks, fontPreloads, type FontSettings } from './site/fonts';
import { VISIT_SOURCE_SCRIPT } from './site/visit-source';
import { CART_COUNT_ATTRIBUTE, CART_COUNTER_SCRIPT, HISTORY_BACK_ATTRIBUTE, HISTORY_BACK_SCRIPT, MENU_CLASS_SCRIPT, MENU_SCRIPT, MENU_TOGGLE_ATTRIBUTE } from './site/inline-scripts';
import { SEARCH_FORM_ATTRIBUTE, SEARCH_SCRIPT } from './site/search-script';
import { SiteLayout } from './site/SiteLayout';
import { analyticsTagsScript } from './site/analytics-tags';
import { COOKIE_NOTICE_CSS, cookieNoticeHtml } from './site/cookie-notice';
import { sitePartsCss } from './site/parts-css';
import { pageCss } from './site/page-css';
import { siteColorCss } from './site/styles';
import { SiteText } from './texts';
import { textBlockPlain } from './blocks/Text/content';
import type { RenderRequest, RenderResult, SiteRoute } from './ssr-types';
import type { ListContext } from './blocks/lists/list-context';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The first words of a page's text, for search engines and link previews. */
function pageDescription(page: Page): string | null {
  const text = findBlocks(page.blocks, BlockType.Text)
    .map((b) => textBlockPlain(b.config).replace(/\s+/g, ' '))
    .find((t) => t.trim() !== '');
  return text ? clip(text) : null;
}

/** The first picture of a page's image blocks. */
function firstImage(page: Page): { id: number; extension: string } | null {
  for (const block of findBlocks(page.blocks, BlockType.Image)) {
    const image = (block.config as { image?: { id: number; extension: string } | null }).image;
    if (image) return image;
  }
  return null;
}

/**
 * Link preview tags (Open Graph, and the large card where there is a picture); addresses made absolute.
 * og:url is the canonical address, so a shared page keeps the sub that names its site.
 */
function shareTags(origin: string, url: string, title: string, description: string, image: { id: number; extension: string } | null, type = 'website'): string {
  const tags = [
    `<meta property="og:type" content="${escapeHtml(type)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(origin + imageUrl(image, { width: 1200 }))}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ];
  return tags.filter(Boolean).join('\n');
}

/** The body font's file, fetched before the CSS asks for it, and the stylesheets of custom fonts. */
function fontTags(fonts: FontSettings): string {
  const preloads = fontPreloads(fonts).map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">\n`);
  const links = fontLinks(fonts).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`);
  return [...preloads, ...links].join('');
}

interface RouteView {
  status: number;
  title: string;
  description: string | null;
  /** The picture a shared link shows. */
  image: { id: number; extension: string } | null;
  currentPageId: string | null;
  /** Open Graph type; 'website' when not set. */
  ogType?: string;
  content: ReactNode;
}

function routeView(route: SiteRoute, document: RenderRequest['document']): RouteView {
  switch (route.kind) {
    case 'page': {
      const { page } = route;
      return {
        status: 200,
        title: page.seoTitle?.trim() || page.title,
        description: page.seoDescription?.trim() ? clip(page.seoDescription) : pageDescription(page),
        image: page.shareImage ?? firstImage(page),
        currentPageId: page.pageId,
        content: <PageView page={page} />,
      };
    }
    case 'art':
    case 'artist':
    case 'show':
    case 'post':
      return detailView(route, document.site.templates);
    case 'search':
      return searchView(route, document.site.templates);
    case 'cart':
      return { status: 200, title: SiteText.cartTitle, description: null, image: null, currentPageId: null, content: <CartPage /> };
    case 'password':
      return {
        status: 401,
        title: route.title,
        description: null,
        image: null,
        currentPageId: route.pageId,
        content: <PasswordPage pageId={route.pageId} title={route.title} invalid={route.invalid} blocks={templateBlocks(document.site.templates, 'password')} />,
      };
    case 'not-found':
      return { status: 404, title: SiteText.notFoundTitle, description: null, image: null, currentPageId: null, content: <NotFoundPage blocks={templateBlocks(document.site.templates, 'notFound')} /> };
  }
}

/** The blocks a route draws in its main landmark: its page's, or its detail template's. */
function routeBlocks(route: SiteRoute, document: RenderRequest['document']): Block[] {
  if (route.kind === 'page') return route.page.blocks;
  if (route.kind === 'art' || route.kind === 'artist' || route.kind === 'show' || route.kind === 'post') return templateBlocks(document.site.templates, templateKindOf(route));
  if (route.kind === 'not-found') return templateBlocks(document.site.templates, 'notFound');
  if (route.kind === 'password') return templateBlocks(document.site.templates, 'password');
  return [];
}

/**
 * A full visitor page. The body is React rendered to a string; islands keep their markup and hydrate
 * in the browser, and the module script is added only when the page has an island, so content pages
 * ship no framework at all.
 */
export function renderSiteHtml(req: RenderRequest): RenderResult {
  const { site, document, linkParams, assets } = req;
  const view = routeView(req.route, document);
  const popupReplaced = holdsSubscribePopup([...routeBlocks(req.route, document), ...partsWithBlocks(site.config.documents).flatMap((part) => part.blocks)]);
  const body = renderToString(
    <SiteRenderContext.Provider value={{ site, linkParams }}>
      <PageDataContext.Provider value={req.data}>
        <SiteLayout pages={document.pages} currentPageId={view.currentPageId} year={new Date().getFullYear()} popupReplaced={popupReplaced}>
          {view.content}
        </SiteLayout>
      </PageDataContext.Provider>
    </SiteRenderContext.Provider>,
  );

  const notice = cookieNoticeHtml(site, linkParams);
  const company = site.config.company.trim();
  const title = view.title.trim() && view.title.trim() !== company ? `${view.title.trim()}${company ? ` | ${company}` : ''}` : company || view.title;
  const description = view.description ?? company;
  const scripts: string[] = [];
  // Every visitor page records where the visit came from, for the forms and the order (site/visit-source.ts).
  scripts.push(`<script>${VISIT_SOURCE_SCRIPT}</script>`);
  if (body.includes(CART_COUNT_ATTRIBUTE)) scripts.push(`<script>${CART_COUNTER_SCRIPT}</script>`);
  if (body.includes(HISTORY_BACK_ATTRIBUTE)) scripts.push(`<script>${HISTORY_BACK_SCRIPT}</script>`);
  if (body.includes(MENU_TOGGLE_ATTRIBUTE)) scripts.push(`<script>${MENU_SCRIPT}</script>`);
  if (body.includes(SEARCH_FORM_ATTRIBUTE)) scripts.push(`<script>${SEARCH_SCRIPT}</script>`);
  if (body.includes(DETAIL_TABS_ATTRIBUTE)) scripts.push(`<script>${DETAIL_TABS_SCRIPT}</script>`);
  if (body.includes(RECENTLY_VIEWED_ATTRIBUTE)) scripts.push(`<script>${RECENTLY_VIEWED_SCRIPT}</script>`);
  // The site's analytics and ad pixel, once the visitor has accepted cookies.
  const tags = analyticsTagsScript(site.config.analytics);
  if (tags) scripts.push(`<script>${tags}</script>`);
  // With islands, their module, and in <head> the line that keeps a button pressed before it runs.
  const clientScript = body.includes('data-island=') ? assets.clientScript : null;
  if (clientScript) scripts.push(`<script type="module" src="${escapeHtml(clientScript)}"></script>`);
  const bodyClass = [`theme-${site.config.layout}`, site.canDownloadImages ? '' : 'images-protected'].filter(Boolean).join(' ');

  const html = `<!doctype html>
<html lang="en" data-sub="${escapeHtml(site.subdomain)}"${linkParams.dataSub ? ` data-data-sub="${escapeHtml(linkParams.dataSub)}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${clientScript ? `<script>${EARLY_PRESS_SCRIPT}</script>\n` : ''}${body.includes(MENU_TOGGLE_ATTRIBUTE) ? `<script>${MENU_CLASS_SCRIPT}</script>\n` : ''}${body.includes(DETAIL_TABS_ATTRIBUTE) ? `<script>${DETAIL_TABS_CLASS_SCRIPT}</script>\n` : ''}<title>${escapeHtml(title)}</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">\n` : ''}${shareTags(req.origin, canonicalUrl(req.origin, req.path, req.linkParams), title, description, view.image, view.ogType)}
${findabilityTags(req, view.status)}
${fontTags(site.config)}<style>${pageCss(body + notice, site.config.layout)}${COOKIE_NOTICE_CSS}${siteColorCss(site.config.colors, site.config.layout)}${sitePartsCss(site.config.documents)}${fontCss(site.config)}</style>${site.config.style?.trim() ? `\n<style>${safeCss(site.config.style)}</style>` : ''}
</head>
<body class="${escapeHtml(bodyClass)}">
${body}
${notice}
${scripts.join('\n')}
</body>
</html>
`;
  return { status: view.status, html };
}

/** The inventory queries a page needs before it can be rendered, one per inventory list block (on a detail page, with its item's context). */
export function collectListQueries(page: Pick<Page, 'blocks'>, context: ListContext = {}): Array<{ blockId: string; query: InventoryListQuery }> {
  return findBlocks(page.blocks, BlockType.InventoryList).map((block) => ({
    blockId: block.id,
    query: inventoryListQuery(blockConfig(block), 'visitor', context),
  }));
}
