import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { InventoryListQuery } from '../schema/api/content';
import { BlockType } from '../schema/block-types';
import type { Page } from '../schema/document';
import { findBlocks } from '../schema/walk';
import { inventoryListQuery } from './blocks/InventoryList/query';
import { blockConfig } from './blocks/registry';
import { PageDataContext } from './data/source';
import { ArtPage } from './pages/ArtPage';
import { CartPage } from './pages/CartPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageView } from './pages/PageView';
import { SiteRenderContext } from './site/context';
import { CART_COUNT_ATTRIBUTE, CART_COUNTER_SCRIPT, HISTORY_BACK_ATTRIBUTE, HISTORY_BACK_SCRIPT } from './site/inline-scripts';
import { SiteLayout } from './site/SiteLayout';
import { SITE_CSS, siteColorCss } from './site/styles';
import { SiteText } from './texts';
import type { RenderRequest, RenderResult, SiteRoute } from './ssr-types';

const DESCRIPTION_LENGTH = 160;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : flat;
}

/** The first words of a page's text, for search engines and link previews. */
function pageDescription(page: Page): string | null {
  const text = findBlocks(page.blocks, BlockType.Text)
    .map((b) => (typeof b.config.text === 'string' ? b.config.text : ''))
    .find((t) => t.trim() !== '');
  return text ? clip(text) : null;
}

interface RouteView {
  status: number;
  title: string;
  description: string | null;
  currentPageId: string | null;
  content: ReactNode;
}

function routeView(route: SiteRoute): RouteView {
  switch (route.kind) {
    case 'page':
      return { status: 200, title: route.page.title, description: pageDescription(route.page), currentPageId: route.page.pageId, content: <PageView page={route.page} /> };
    case 'art': {
      const { item } = route;
      const facts = [item.artist?.name, item.date, item.medium].filter(Boolean).join(', ');
      return { status: 200, title: item.title, description: clip(facts ? `${item.title}, ${facts}` : item.title), currentPageId: null, content: <ArtPage item={item} /> };
    }
    case 'cart':
      return { status: 200, title: SiteText.cartTitle, description: null, currentPageId: null, content: <CartPage /> };
    case 'not-found':
      return { status: 404, title: SiteText.notFoundTitle, description: null, currentPageId: null, content: <NotFoundPage /> };
  }
}

/**
 * A full visitor page. The body is React rendered to a string; islands keep their markup and hydrate
 * in the browser, and the module script is added only when the page has an island, so content pages
 * ship no framework at all.
 */
export function renderSiteHtml(req: RenderRequest): RenderResult {
  const { site, document, linkParams, assets } = req;
  const view = routeView(req.route);
  const body = renderToString(
    <SiteRenderContext.Provider value={{ site, linkParams }}>
      <PageDataContext.Provider value={req.data}>
        <SiteLayout pages={document.pages} currentPageId={view.currentPageId} year={new Date().getFullYear()}>
          {view.content}
        </SiteLayout>
      </PageDataContext.Provider>
    </SiteRenderContext.Provider>,
  );

  const company = site.config.company.trim();
  const title = view.title.trim() && view.title.trim() !== company ? `${view.title.trim()}${company ? ` | ${company}` : ''}` : company || view.title;
  const description = view.description ?? company;
  const scripts: string[] = [];
  if (body.includes(CART_COUNT_ATTRIBUTE)) scripts.push(`<script>${CART_COUNTER_SCRIPT}</script>`);
  if (body.includes(HISTORY_BACK_ATTRIBUTE)) scripts.push(`<script>${HISTORY_BACK_SCRIPT}</script>`);
  if (body.includes('data-island=') && assets.clientScript) {
    scripts.push(`<script type="module" src="${escapeHtml(assets.clientScript)}"></script>`);
  }
  const bodyClass = [`theme-${site.config.layout}`, site.canDownloadImages ? '' : 'images-protected'].filter(Boolean).join(' ');

  const html = `<!doctype html>
<html lang="en" data-sub="${escapeHtml(site.subdomain)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">\n` : ''}<style>${SITE_CSS}${siteColorCss(site.config.colors)}</style>
</head>
<body class="${escapeHtml(bodyClass)}">
${body}
${scripts.join('\n')}
</body>
</html>
`;
  return { status: view.status, html };
}

/** The inventory queries a page needs before it can be rendered, one per inventory list block. */
export function collectListQueries(page: Page): Array<{ blockId: string; query: InventoryListQuery }> {
  return findBlocks(page.blocks, BlockType.InventoryList).map((block) => ({
    blockId: block.id,
    query: inventoryListQuery(blockConfig(block)),
  }));
}
