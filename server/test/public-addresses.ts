import { createApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import type { TestServer } from './harness';
import { fetchPatiently } from './forms';

/**
 * Every address a visitor without a sign-in can ask the app for, for sweeps that prove something (a
 * protected page's content) is in none of the answers. Each GET route of the app (and each catch-all)
 * has its addresses below; `unsweptRoutes` names any route added since, so a sweep cannot quietly
 * miss it. The site's own addresses (every page, the sitemap's entries, the links on the pages) are
 * added as the seeded site has them.
 */

/** The ids a route's parameters are filled with. */
interface Ids {
  inventoryId: number;
  artistId: number;
  showId: number;
  blogId: number;
  pageSlug: string;
  searchWord: string;
}

type Addresses = (ids: Ids) => string[];

/** Site pages the catch-all answers, besides the site's own pages and links. */
const sitePages: Addresses = ({ inventoryId, artistId, showId, blogId, pageSlug, searchWord }) => [
  '/',
  `/${pageSlug}`,
  `/${pageSlug}/`,
  `/${pageSlug.toUpperCase()}`,
  `/${pageSlug}?layout=novara`,
  `/${pageSlug}?password=invalid`,
  `/${pageSlug}/anything`,
  `/art/${inventoryId}`,
  `/artist/${artistId}`,
  `/show/${showId}`,
  `/post/${blogId}`,
  `/search?q=${searchWord}`,
  `/search?q=${pageSlug}`,
  '/buy/',
  '/no-such-page',
];

const ROUTE_ADDRESSES: Record<string, Addresses> = {
  // The catch-alls: the site for every GET, and the API's 404.
  'ALL /*': sitePages,
  'GET /*': sitePages,
  'ALL /api/*': () => ['/api/no-such-api', `/api/pages`],
  // Public API.
  'GET /api/promoCodes/:code': () => ['/api/promoCodes/SUMMER'],
  'GET /api/editionSets': ({ inventoryId }) => [`/api/editionSets?editionSetId=${inventoryId}`],
  'GET /api/payments/config': () => ['/api/payments/config'],
  'GET /api/payments/test/challenges/:id': () => ['/api/payments/test/challenges/1'],
  'GET /api/inventory': () => ['/api/inventory', '/api/inventory?limit=100'],
  'GET /api/artists': () => ['/api/artists?limit=100'],
  'GET /api/shows': () => ['/api/shows?limit=100'],
  'GET /api/blogs': () => ['/api/blogs?limit=100'],
  'GET /api/representatives': () => ['/api/representatives'],
  'GET /api/mediaItems': () => ['/api/mediaItems'],
  'GET /api/search': ({ searchWord, pageSlug }) => [`/api/search?q=${searchWord}`, `/api/search?q=${pageSlug}`, `/api/search?q=${pageSlug}&type=pages`],
  'GET /api/altcha/challenge': () => ['/api/altcha/challenge'],
  'GET /api/auth/me': () => ['/api/auth/me'],
  // The builder's API and the owner's, which must answer nothing without a sign-in.
  'ALL /api/editor/*': () => [],
  'GET /api/editor/sites': () => ['/api/editor/sites'],
  'GET /api/editor/document': () => ['/api/editor/document'],
  'GET /api/editor/chosen-lists': () => ['/api/editor/chosen-lists'],
  'GET /api/editor/tags': () => ['/api/editor/tags'],
  'GET /api/editor/site-settings': () => ['/api/editor/site-settings'],
  'GET /api/editor/versions': () => ['/api/editor/versions'],
  'GET /api/editor/versions/:version': () => ['/api/editor/versions/1', '/api/editor/versions/2'],
  'GET /api/editor/versions/:version/preview': () => ['/api/editor/versions/1/preview', '/api/editor/versions/2/preview'],
  'ALL /api/media/*': () => [],
  'GET /api/media': () => ['/api/media'],
  'ALL /api/owner/inbox/*': () => [],
  'ALL /api/owner/pages/*': () => [],
  'GET /api/owner/inbox/counts': () => ['/api/owner/inbox/counts'],
  'GET /api/owner/inbox/:file{(subscriptions|follows)\\.csv}': () => ['/api/owner/inbox/subscriptions.csv'],
  'GET /api/owner/inbox/:box': () => ['/api/owner/inbox/inquiries'],
  'GET /api/owner/pages/passwords': () => ['/api/owner/pages/passwords'],
  'ALL /api/owner/orders': () => [],
  'ALL /api/owner/orders/*': () => [],
  'ALL /api/owner/promo-codes': () => [],
  'ALL /api/owner/promo-codes/*': () => [],
  'ALL /api/owner/commerce-settings': () => [],
  'GET /api/owner/orders': () => ['/api/owner/orders'],
  'GET /api/owner/orders/:id': () => ['/api/owner/orders/1'],
  'GET /api/owner/promo-codes': () => ['/api/owner/promo-codes'],
  'GET /api/owner/commerce-settings': () => ['/api/owner/commerce-settings'],
  'ALL /api/owner/*': () => [],
  'GET /api/owner/artworks': () => ['/api/owner/artworks'],
  'GET /api/owner/artworks/ids': () => ['/api/owner/artworks/ids'],
  'GET /api/owner/artworks/bulk-jobs/current': () => ['/api/owner/artworks/bulk-jobs/current'],
  'GET /api/owner/artworks/bulk-jobs/:id': () => ['/api/owner/artworks/bulk-jobs/1'],
  'GET /api/owner/artworks/:id': ({ inventoryId }) => [`/api/owner/artworks/${inventoryId}`],
  'GET /api/owner/tags': () => ['/api/owner/tags'],
  'GET /api/owner/trash': () => ['/api/owner/trash'],
  'GET /api/owner/artists': () => ['/api/owner/artists'],
  'GET /api/owner/artists/:id': ({ artistId }) => [`/api/owner/artists/${artistId}`],
  'GET /api/owner/shows': () => ['/api/owner/shows'],
  'GET /api/owner/shows/:id': ({ showId }) => [`/api/owner/shows/${showId}`],
  'GET /api/owner/posts': () => ['/api/owner/posts'],
  'GET /api/owner/posts/:id': ({ blogId }) => [`/api/owner/posts/${blogId}`],
  'GET /api/owner/representatives': () => ['/api/owner/representatives'],
  'GET /api/owner/representatives/:id': () => ['/api/owner/representatives/1'],
  'GET /api/owner/chosen-lists': () => ['/api/owner/chosen-lists'],
  'GET /api/owner/chosen-lists/:id': () => ['/api/owner/chosen-lists/1'],
  'GET /api/owner/csv/:kind/template': () => ['/api/owner/csv/artworks/template'],
  'GET /api/owner/csv/:kind/export': () => ['/api/owner/csv/artworks/export', '/api/owner/csv/posts/export'],
  // Files and pictures.
  'GET /img': () => ['/img?path=rooms/living-room.jpg'],
  'GET /img/:transforms/:file': () => ['/img/w_320/1.jpg'],
  'GET /fonts/:family/:file': () => ['/fonts/inter/inter-latin-400-normal.woff2'],
  'GET /static/site.css': () => ['/static/site.css'],
  'GET /static/*': () => ['/static/site.js'],
  'GET /editor': () => ['/editor'],
  'GET /editor/*': () => ['/editor/pages'],
  'GET /dev/mailbox': () => ['/dev/mailbox'],
  // Findability and the mails' links.
  'GET /robots.txt': () => ['/robots.txt'],
  'GET /sitemap.xml': () => ['/sitemap.xml'],
  'GET /:file{sitemap-[0-9]+\\.xml}': () => ['/sitemap-1.xml', '/sitemap-2.xml'],
  'GET /subscriptions/confirm': () => ['/subscriptions/confirm?token=1.1.aaaaaaaaaaaa'],
  'GET /subscriptions/unsubscribe': () => ['/subscriptions/unsubscribe?token=1..aaaaaaaaaaaa'],
  'GET /favicon.ico': () => ['/favicon.ico'],
};

/** The app's GET routes (and catch-alls), as 'METHOD path', each once. */
export function appGetRoutes(): string[] {
  const app = createApp({ db: {} as Db, config: loadConfig({}) });
  return [...new Set(app.routes.filter((r) => r.method === 'GET' || r.method === 'ALL').map((r) => `${r.method} ${r.path}`))];
}

/** GET routes of the app that no sweep has addresses for yet. */
export function unsweptRoutes(): string[] {
  return appGetRoutes().filter((route) => !(route in ROUTE_ADDRESSES));
}

async function json<T>(server: TestServer, path: string): Promise<T> {
  const res = await fetchPatiently(`${server.url}${path}${path.includes('?') ? '&' : '?'}sub=demo`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The paths (with their query) of a page's links and sources that stay on the site. */
function sameSiteLinks(html: string): string[] {
  const paths = new Set<string>();
  for (const [, raw] of html.matchAll(/(?:href|src)="([^"]+)"/g)) {
    const value = raw.replace(/&amp;/g, '&');
    // Pictures, fonts and built files are swept once each through their routes above.
    if (!value.startsWith('/') || value.startsWith('//') || /^\/(img|fonts|static)\//.test(value)) continue;
    const url = new URL(value, 'http://site.test');
    url.searchParams.delete('sub');
    paths.add(`${url.pathname}${url.search}`);
  }
  return [...paths];
}

/**
 * Every address for a sweep of the seeded demo site: each route's own, the site's pages, what the
 * sitemaps list and what the home page and those pages link to (one step), each once. The caller
 * adds ?sub=demo.
 */
export async function publicAddresses(server: TestServer, { pageSlug, searchWord }: { pageSlug: string; searchWord: string }): Promise<string[]> {
  const [{ inventory }, { artists }, { shows }, { blogs }] = await Promise.all([
    json<{ inventory: Array<{ inventoryId: number }> }>(server, '/api/inventory?limit=1'),
    json<{ artists: Array<{ artistId: number }> }>(server, '/api/artists?limit=1'),
    json<{ shows: Array<{ showId: number }> }>(server, '/api/shows?limit=1'),
    json<{ blogs: Array<{ blogId: number }> }>(server, '/api/blogs?limit=1'),
  ]);
  const ids: Ids = { inventoryId: inventory[0].inventoryId, artistId: artists[0].artistId, showId: shows[0].showId, blogId: blogs[0].blogId, pageSlug, searchWord };
  const addresses = new Set(Object.values(ROUTE_ADDRESSES).flatMap((addressesOf) => addressesOf(ids)));

  const text = async (path: string) => (await fetchPatiently(`${server.url}${path}${path.includes('?') ? '&' : '?'}sub=demo`)).text();
  // The sitemaps' entries (the index names the parts).
  const sitemapPaths = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.replace(/&amp;/g, '&')).pathname);
  const index = sitemapPaths(await text('/sitemap.xml'));
  const listed = new Set<string>(index);
  for (const part of index.filter((p) => /^\/sitemap-\d+\.xml$/.test(p))) for (const p of sitemapPaths(await text(part))) listed.add(p);
  // One step of links from the home page and the protected page's own address.
  for (const start of ['/', `/${pageSlug}`]) for (const link of sameSiteLinks(await text(start))) listed.add(link);
  for (const path of listed) addresses.add(path);
  return [...addresses];
}
