import { ART_MODAL_VIEW, hasAddress, isRowId, migrateDocument, PageType, THEMES, type SiteDocument, type ThemeName } from '../../schema';
import { collectListQueries, renderSiteHtml } from '../../renderer/ssr';
import type { PageData } from '../../renderer/data/source';
import type { RenderResult, SiteRoute } from '../../renderer/ssr-types';
import type { Db } from '../db/client';
import { listInventory } from './content';
import { resolveArtistNames, resolveArtistStates, resolveContentLists } from './content/list-pages';
import { artWithRelatedWorks, resolveDetailRoute, templateData, type DetailMatch } from './detail-pages';
import { siteClock, type ClockSlot } from './content/clock';
import { cachesPer, type LruCache } from './lru-cache';
import { resolveSearchRoute, searchMatch, type SearchMatch } from './search-page';
import { contentSiteOf, loadPublishedDocument, siteContext, type SiteLookup, type SiteRow } from './sites';

export interface SitePagesDeps {
  db: Db;
  cache: LruCache<RenderResult>;
  clientScript: () => string | null;
  providerUrl: string;
}

/** Which screen a visitor path names; artwork ids are resolved later, against the database. */
export type PathMatch =
  | { kind: 'page'; slug: string | null }
  | { kind: 'art'; inventoryId: number; modal: boolean }
  | DetailMatch
  | SearchMatch
  | { kind: 'cart' }
  | { kind: 'not-found' };

/**
 * '/' is the home page, '/buy/' and '/buy/{editionId}' the cart, '/art/{inventoryId}' an artwork (drawn
 * with the inventory detail modal's template under '?view=modal', which the modal fetches), '/artist/{artistId}', '/show/{showId}' and '/post/{blogId}' the content detail pages, '/search?q=' the
 * search page, '/{slug}' a page.
 */
export function matchPath(pathname: string, search = ''): PathMatch {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'page', slug: null };
  if (segments[0] === 'buy' && segments.length <= 2) return { kind: 'cart' };
  if (segments[0] === 'art' && segments.length === 2 && isRowId(segments[1])) {
    return { kind: 'art', inventoryId: Number(segments[1]), modal: new URLSearchParams(search).get('view') === ART_MODAL_VIEW };
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

/** A route's content and data, read from `content`: the site itself, or the site its dataSub names. */
async function resolveRoute(db: Db, site: SiteRow, document: SiteDocument, match: PathMatch, content: SiteRow = site): Promise<{ route: SiteRoute; data: PageData }> {
  const empty: PageData = { lists: {} };
  if (match.kind === 'cart') return { route: { kind: 'cart' }, data: empty };
  if (match.kind === 'search') {
    const [route, data] = await Promise.all([resolveSearchRoute(db, site, match, content.id), templateData(db, content.id, document, 'search')]);
    return { route, data };
  }
  if (match.kind === 'art') {
    const [art, data] = await Promise.all([artWithRelatedWorks(db, content.id, match.inventoryId), templateData(db, content.id, document, match.modal ? 'modal' : 'inventory', { inventoryId: match.inventoryId })]);
    if (!art) return { route: { kind: 'not-found' }, data: empty };
    // Another site's work is only shown: offers and inquiries go to the site that has it.
    const item = content === site ? art.item : { ...art.item, canReceiveOffers: false, canInquire: false };
    return { route: { kind: 'art', item, related: art.related, ...(match.modal ? { modal: true } : {}) }, data };
  }
  if (match.kind === 'artist' || match.kind === 'show' || match.kind === 'post') {
    const route = await resolveDetailRoute(db, content.id, document, match);
    const context = match.kind === 'artist' ? { artistId: match.artistId } : {};
    return { route, data: route.kind === 'not-found' ? empty : await templateData(db, content.id, document, match.kind, context) };
  }
  if (match.kind === 'page') {
    const page = findPage(document, match.slug);
    if (!page) return { route: { kind: 'not-found' }, data: empty };
    const queries = collectListQueries(page);
    const [results, contentLists, artistNames, artistStates] = await Promise.all([
      Promise.all(queries.map(({ query }) => listInventory(db, content.id, query))),
      resolveContentLists(db, content.id, page.blocks),
      resolveArtistNames(db, content.id, page.blocks),
      resolveArtistStates(db, content.id, page.blocks),
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
 * What renders of a site's pages share, kept per process and database under keys that carry the
 * versions it was read at: the published document, and each page's data. The promise is kept, so
 * renders that arrive together wait for one read; a failed read is forgotten.
 */
const sharedData = cachesPer<Db, Promise<unknown>>(500);
function shared<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const kept = sharedData(db);
  const found = kept.get(key) as Promise<T> | undefined;
  if (found) return found;
  const loading = load();
  kept.set(key, loading);
  loading.catch(() => kept.delete(key));
  return loading;
}

/**
 * The key a rendered page is kept under. Both versions come with the site row (kept in memory while the
 * database's change announcements are heard), so a kept page costs no query and stays right across
 * processes. The clock's slot is part of the key: which exhibitions are current and which scheduled
 * posts are out change with time, not with a version (content/clock.ts). The origin is part of the page
 * (its share links).
 */
export function keptPageKey(site: Pick<SiteRow, 'id' | 'publishedVersion' | 'stockVersion'>, slot: ClockSlot, url: { origin: string; pathname: string; search: string }): string {
  return `${site.id}|${site.publishedVersion}|${site.stockVersion}|${slot.key}|${url.origin}${url.pathname}${url.search}`;
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
  const clock = siteClock(deps.db);
  const known = clock.slot(site);
  const cached = known && deps.cache.get(keptPageKey(site, known, url));
  if (cached) return cached;

  const document = await shared(deps.db, `doc|${site.id}|${site.publishedVersion}`, async () => {
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
  // The content of another site of the same owner, when dataSub names one; a dataSub naming any
  // other site is left out of the page and its links.
  const dataSub = visitorLinkParams(lookup, url.search).linkParams.dataSub;
  const content = (dataSub && (await contentSiteOf(deps.db, site, dataSub))) || site;
  const shownFrom = content === site ? null : content;
  // A page's data is the same at every address that shows it (?layout=, ?sub=, a tracking parameter),
  // so it is read once per versions and hour; a search is the visitor's own.
  const slot = await clock.load(site);
  const contentSlot = content === site ? slot : await clock.load(content);
  const { route, data } =
    match.kind === 'search'
      ? await resolveRoute(deps.db, site, document, match, content)
      : await shared(
          deps.db,
          `route|${site.id}|${site.publishedVersion}|${content.id}|${content.stockVersion}|${contentSlot.key}|${url.pathname}${match.kind === 'art' && match.modal ? '|modal' : ''}`,
          () => resolveRoute(deps.db, site, document, match, content),
        );
  const result = renderRoute(deps, site, lookup, url, document, route, data, shownFrom);
  if (gated?.isProtected) return { ...result, isPrivate: true };
  // Only found pages are kept, so random addresses cannot push real pages out of the cache.
  // Nor are searches: each visitor's words are their own, and keeping them would push the pages out.
  // Nor pages of another site's content: the key does not follow that site's sales.
  const key = keptPageKey(site, slot, url);
  if (result.status === 200 && key.length < 2000 && route.kind !== 'search' && !dataSub) deps.cache.set(key, result);
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
  shownFrom: SiteRow | null = null,
): RenderResult {
  const { linkParams: asked, layout } = visitorLinkParams(lookup, url.search);
  // dataSub stays on the links only when it named a site whose content this page shows.
  const { dataSub: _dataSub, ...own } = asked;
  const linkParams = shownFrom ? asked : own;
  const context = siteContext(site, layout ? { ...document.site, layout } : document.site, deps.providerUrl);
  return renderSiteHtml({
    // Another site's works are shown, not sold here: no Purchase button, no cart link for them.
    site: shownFrom ? { ...context, isStripeConnected: false } : context,
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
