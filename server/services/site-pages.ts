import { hasAddress, isRowId, migrateDocument, PageType, THEMES, type SiteDocument, type ThemeName } from '../../schema';
import { collectListQueries, renderSiteHtml } from '../../renderer/ssr';
import type { PageData } from '../../renderer/data/source';
import type { RenderResult, SiteRoute } from '../../renderer/ssr-types';
import type { Db } from '../db/client';
import { getInventoryItem, listInventory } from './content';
import { LruCache } from './lru-cache';
import { loadPublishedDocument, siteContext, type SiteLookup, type SiteRow } from './sites';

export interface SitePagesDeps {
  db: Db;
  cache: LruCache<RenderResult>;
  clientScript: () => string | null;
  providerUrl: string;
}

/** Which screen a visitor path names; artwork ids are resolved later, against the database. */
export type PathMatch =
  | { kind: 'page'; slug: string | null }
  | { kind: 'art'; inventoryId: number }
  | { kind: 'cart' }
  | { kind: 'not-found' };

/** '/' is the home page, '/buy/' and '/buy/{editionId}' the cart, '/art/{inventoryId}' an artwork, '/{slug}' a page. */
export function matchPath(pathname: string): PathMatch {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'page', slug: null };
  if (segments[0] === 'buy' && segments.length <= 2) return { kind: 'cart' };
  if (segments[0] === 'art' && segments.length === 2 && isRowId(segments[1])) {
    return { kind: 'art', inventoryId: Number(segments[1]) };
  }
  if (segments.length === 1 && /^[a-z0-9-]+$/.test(segments[0])) return { kind: 'page', slug: segments[0] };
  return { kind: 'not-found' };
}

function findPage(document: SiteDocument, slug: string | null) {
  const visible = document.pages.filter((p) => p.type !== PageType.ExternalLink && p.type !== PageType.Group);
  if (slug === null) return visible.find((p) => p.type === PageType.Home) ?? visible.find((p) => p.slug === '');
  return visible.find((p) => p.slug === slug);
}

async function resolveRoute(db: Db, site: SiteRow, document: SiteDocument, match: PathMatch): Promise<{ route: SiteRoute; data: PageData }> {
  const empty: PageData = { lists: {} };
  if (match.kind === 'cart') return { route: { kind: 'cart' }, data: empty };
  if (match.kind === 'art') {
    const item = await getInventoryItem(db, site.id, match.inventoryId);
    return { route: item ? { kind: 'art', item } : { kind: 'not-found' }, data: empty };
  }
  if (match.kind === 'page') {
    const page = findPage(document, match.slug);
    if (!page) return { route: { kind: 'not-found' }, data: empty };
    const queries = collectListQueries(page);
    const results = await Promise.all(queries.map(({ query }) => listInventory(db, site.id, query)));
    const lists: PageData['lists'] = {};
    queries.forEach(({ blockId }, i) => (lists[blockId] = results[i]));
    return { route: { kind: 'page', page }, data: { lists } };
  }
  return { route: { kind: 'not-found' }, data: empty };
}

const DATA_SUB = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The spec's link parameters an address carries on to every link of the page: sub (when the site was
 * reached by it), dataSub (the site whose content lists show) and layout (a theme, shown instead of
 * the site's own; compared in lower case). Values that are not well formed are dropped.
 */
export function visitorLinkParams(lookup: SiteLookup, search: string): { linkParams: Record<string, string>; layout: ThemeName | null } {
  const query = new URLSearchParams(search);
  const layout = (query.get('layout') ?? '').toLowerCase();
  const theme = (THEMES as readonly string[]).includes(layout) ? (layout as ThemeName) : null;
  const dataSub = (query.get('dataSub') ?? '').toLowerCase();
  return {
    linkParams: {
      ...(lookup.bySubParam ? { sub: lookup.subdomain } : {}),
      ...(DATA_SUB.test(dataSub) ? { dataSub } : {}),
      ...(theme ? { layout: theme } : {}),
    },
    layout: theme,
  };
}

/**
 * Renders a visitor address of a published site. The published version comes from the database on
 * every request, so the cache stays right across processes and after a publish.
 */
export async function renderVisitorPage(
  deps: SitePagesDeps,
  site: SiteRow,
  lookup: SiteLookup,
  url: { origin: string; pathname: string; search: string },
): Promise<RenderResult | null> {
  // Both versions come with the site row, so a cached page costs one query and stays right across
  // processes; the origin is part of the page (its share links).
  const key = `${site.id}|${site.publishedVersion}|${site.stockVersion}|${url.origin}${url.pathname}${url.search}`;
  const cached = deps.cache.get(key);
  if (cached) return cached;

  const stored = await loadPublishedDocument(deps.db, site.id);
  if (!stored) return null;
  const document = migrateDocument(stored);
  const { route, data } = await resolveRoute(deps.db, site, document, matchPath(url.pathname));
  const { linkParams, layout } = visitorLinkParams(lookup, url.search);
  const result = renderSiteHtml({
    site: siteContext(site, layout ? { ...document.site, layout } : document.site, deps.providerUrl),
    document,
    route,
    data,
    linkParams,
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    assets: { clientScript: deps.clientScript() },
  });
  // Only found pages are kept, so random addresses cannot push real pages out of the cache.
  if (result.status === 200 && key.length < 2000) deps.cache.set(key, result);
  return result;
}

/**
 * A page of a given document (a past version, say) as visitors would see it, for the owner: found by
 * page id, uncached, without islands (a preview is looked at, not used).
 */
export async function renderPreview(db: Db, site: SiteRow, document: SiteDocument, pageId: string | null, origin: string): Promise<RenderResult> {
  const page = (pageId && document.pages.find((p) => p.pageId === pageId && hasAddress(p))) || findPage(document, null);
  const { route, data } = page
    ? await resolveRoute(db, site, document, { kind: 'page', slug: page.slug || null })
    : { route: { kind: 'not-found' } as SiteRoute, data: { lists: {} } };
  return renderSiteHtml({
    site: siteContext(site, document.site, ''),
    document,
    route,
    data,
    linkParams: { sub: site.subdomain },
    origin,
    path: page ? `/${page.slug}` : '/',
    assets: { clientScript: null },
  });
}
