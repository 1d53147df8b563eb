import { hasAddress, isRowId, migrateDocument, PageType, THEMES, type SiteDocument, type ThemeName } from '../../schema';
import { collectListQueries, renderSiteHtml } from '../../renderer/ssr';
import type { PageData } from '../../renderer/data/source';
import type { RenderResult, SiteRoute } from '../../renderer/ssr-types';
import type { Db } from '../db/client';
import { listInventory } from './content';
import { resolveArtistNames, resolveArtistStates, resolveContentLists } from './content/list-pages';
import { artWithRelatedWorks, resolveDetailRoute, templateData, type DetailMatch } from './detail-pages';
import { LruCache } from './lru-cache';
import { resolveSearchRoute, searchMatch, type SearchMatch } from './search-page';
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
  | DetailMatch
  | SearchMatch
  | { kind: 'cart' }
  | { kind: 'not-found' };

/**
 * '/' is the home page, '/buy/' and '/buy/{editionId}' the cart, '/art/{inventoryId}' an artwork,
 * '/artist/{artistId}', '/show/{showId}' and '/post/{blogId}' the content detail pages, '/search?q=' the
 * search page, '/{slug}' a page.
 */
export function matchPath(pathname: string, search = ''): PathMatch {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'page', slug: null };
  if (segments[0] === 'buy' && segments.length <= 2) return { kind: 'cart' };
  if (segments[0] === 'art' && segments.length === 2 && isRowId(segments[1])) {
    return { kind: 'art', inventoryId: Number(segments[1]) };
  }
  if (segments.length === 2 && isRowId(segments[1])) {
    const id = Number(segments[1]);
    if (segments[0] === 'artist') return { kind: 'artist', artistId: id };
    if (segments[0] === 'show') return { kind: 'show', showId: id };
    if (segments[0] === 'post') return { kind: 'post', blogId: id };
  }
  if (segments.length === 1 && segments[0] === 'search') return searchMatch(search);
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
  if (match.kind === 'search') {
    const [route, data] = await Promise.all([resolveSearchRoute(db, site, match), templateData(db, site.id, document, 'search')]);
    return { route, data };
  }
  if (match.kind === 'art') {
    const [art, data] = await Promise.all([artWithRelatedWorks(db, site.id, match.inventoryId), templateData(db, site.id, document, 'inventory')]);
    if (!art) return { route: { kind: 'not-found' }, data: empty };
    return { route: { kind: 'art', item: art.item, related: art.related }, data };
  }
  if (match.kind === 'artist' || match.kind === 'show' || match.kind === 'post') {
    const route = await resolveDetailRoute(db, site.id, document, match);
    return { route, data: route.kind === 'not-found' ? empty : await templateData(db, site.id, document, match.kind) };
  }
  if (match.kind === 'page') {
    const page = findPage(document, match.slug);
    if (!page) return { route: { kind: 'not-found' }, data: empty };
    const queries = collectListQueries(page);
    const [results, contentLists, artistNames, artistStates] = await Promise.all([
      Promise.all(queries.map(({ query }) => listInventory(db, site.id, query))),
      resolveContentLists(db, site.id, page.blocks),
      resolveArtistNames(db, site.id, page.blocks),
      resolveArtistStates(db, site.id, page.blocks),
    ]);
    const lists: PageData['lists'] = { ...contentLists };
    queries.forEach(({ blockId }, i) => (lists[blockId] = results[i]));
    return { route: { kind: 'page', page }, data: { lists, artistNames, ...(artistStates ? { artistStates } : {}) } };
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
 * What renders of a site's pages share, kept per process under keys that carry the versions it was read
 * at: the published document, and each page's data. The promise is kept, so renders that arrive together
 * wait for one read; a failed read is forgotten.
 */
const sharedData = new LruCache<Promise<unknown>>(500);
function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const kept = sharedData.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const loading = load();
  sharedData.set(key, loading);
  loading.catch(() => sharedData.delete(key));
  return loading;
}

/**
 * The key a rendered page is kept under. Both versions come with the site row (kept in memory while the
 * database's change announcements are heard), so a kept page costs no query and stays right across
 * processes. The hour is part of the key: which exhibitions are current and which scheduled posts are
 * out change with time, not with a version. The origin is part of the page (its share links).
 */
export function keptPageKey(site: Pick<SiteRow, 'id' | 'publishedVersion' | 'stockVersion'>, url: { origin: string; pathname: string; search: string }): string {
  return `${site.id}|${site.publishedVersion}|${site.stockVersion}|${new Date().toISOString().slice(0, 13)}|${url.origin}${url.pathname}${url.search}`;
}

/** Whether this browser may see a protected page (its unlock cookie), from the request. */
export type PageAccess = (pageId: string) => Promise<boolean>;

/**
 * A rendered page; `isPrivate` when it is a protected page (open or its password form), which is never
 * kept and must not be cached by browsers or proxies either.
 */
export type VisitorPage = RenderResult & { isPrivate?: boolean };

/**
 * Renders a visitor address of a published site, or answers the page kept for it. A protected page is
 * drawn only for a browser `access` lets in, and otherwise as its password form; neither is ever kept,
 * so the kept pages (answered before any check) never hold a protected page's content.
 */
export async function renderVisitorPage(
  deps: SitePagesDeps,
  site: SiteRow,
  lookup: SiteLookup,
  url: { origin: string; pathname: string; search: string },
  access: PageAccess = async () => false,
): Promise<VisitorPage | null> {
  const key = keptPageKey(site, url);
  const cached = deps.cache.get(key);
  if (cached) return cached;

  const document = await shared(`doc|${site.id}|${site.publishedVersion}`, async () => {
    const stored = await loadPublishedDocument(deps.db, site.id);
    return stored ? migrateDocument(stored) : null;
  });
  if (!document) return null;
  const match = matchPath(url.pathname, url.search);
  const gated = match.kind === 'page' ? findPage(document, match.slug) : undefined;
  if (gated?.isProtected && !(await access(gated.pageId))) {
    const invalid = new URLSearchParams(url.search).get('password') === 'invalid';
    return { ...renderRoute(deps, site, lookup, url, document, { kind: 'password', pageId: gated.pageId, title: gated.title, invalid }, { lists: {} }), isPrivate: true };
  }
  // A page's data is the same at every address that shows it (?layout=, ?sub=, a tracking parameter),
  // so it is read once per versions and hour; a search is the visitor's own.
  const { route, data } =
    match.kind === 'search'
      ? await resolveRoute(deps.db, site, document, match)
      : await shared(`route|${site.id}|${site.publishedVersion}|${site.stockVersion}|${new Date().toISOString().slice(0, 13)}|${url.pathname}`, () =>
          resolveRoute(deps.db, site, document, match),
        );
  const result = renderRoute(deps, site, lookup, url, document, route, data);
  if (gated?.isProtected) return { ...result, isPrivate: true };
  // Only found pages are kept, so random addresses cannot push real pages out of the cache.
  // Nor are searches: each visitor's words are their own, and keeping them would push the pages out.
  if (result.status === 200 && key.length < 2000 && route.kind !== 'search') deps.cache.set(key, result);
  return result;
}

function renderRoute(
  deps: SitePagesDeps,
  site: SiteRow,
  lookup: SiteLookup,
  url: { origin: string; pathname: string; search: string },
  document: SiteDocument,
  route: SiteRoute,
  data: PageData,
): RenderResult {
  const { linkParams, layout } = visitorLinkParams(lookup, url.search);
  return renderSiteHtml({
    site: siteContext(site, layout ? { ...document.site, layout } : document.site, deps.providerUrl),
    document,
    route,
    data,
    linkParams,
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    assets: { clientScript: deps.clientScript() },
  });
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
