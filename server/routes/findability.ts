import { Hono, type Context } from 'hono';
import { migrateDocument } from '../../schema';
import { absoluteUrl } from '../../renderer/seo/urls';
import type { AppDeps } from '../http/env';
import { robotsTxt, sitemapFileCount, sitemapIndexXml, sitemapSegments, sitemapSlices, sitemapUrls, urlsetXml, type SitemapSite } from '../services/sitemap';
import { findSite, loadPublishedDocument, siteLookup } from '../services/sites';

/** Search engines may keep these a while; a new page or work shows up within the hour. */
const CACHE = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml (with /sitemap-{n}.xml past 50,000 addresses) of the site the address
 * names, as the visitor pages find it: by ?sub=, by subdomain, else the default site. Addresses use the
 * origin the request came to. Mounted before the visitor pages, which answer every other GET.
 */
export function findabilityRoutes({ db, config }: AppDeps): Hono {
  const app = new Hono();

  /** The published site a request names and how its addresses are written; null when there is none. */
  async function siteFor(c: Context): Promise<SitemapSite | null> {
    let lookup;
    try {
      lookup = siteLookup(config, c.req.header('host'), c.req.query('sub'));
    } catch {
      return null;
    }
    const site = await findSite(db, lookup.subdomain);
    const stored = site ? await loadPublishedDocument(db, site.id) : null;
    if (!site || !stored) return null;
    return {
      siteId: site.id,
      document: migrateDocument(stored),
      origin: new URL(c.req.url).origin,
      linkParams: lookup.bySubParam ? { sub: lookup.subdomain } : {},
    };
  }

  const xml = (c: Context, body: string) => c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE });
  const missing = (c: Context) => c.text('Not found', 404);

  app.get('/robots.txt', async (c) => {
    const site = await siteFor(c);
    if (!site) return missing(c);
    return c.text(robotsTxt(absoluteUrl(site.origin, 'sitemap.xml', site.linkParams)), 200, { 'Cache-Control': CACHE });
  });

  /** One sitemap while the addresses fit in one file, else the index of the files. */
  app.get('/sitemap.xml', async (c) => {
    const site = await siteFor(c);
    if (!site) return missing(c);
    const now = new Date();
    const segments = await sitemapSegments(db, site.siteId, site.document, now);
    const files = sitemapFileCount(segments.reduce((sum, s) => sum + s.count, 0));
    if (files === 1) return xml(c, urlsetXml(await sitemapUrls(db, site, sitemapSlices(segments, 0), now)));
    return xml(c, sitemapIndexXml(Array.from({ length: files }, (_, i) => absoluteUrl(site.origin, `sitemap-${i + 1}.xml`, site.linkParams))));
  });

  app.get('/:file{sitemap-[0-9]+\\.xml}', async (c) => {
    const index = Number(c.req.param('file').slice('sitemap-'.length, -'.xml'.length)) - 1;
    const site = await siteFor(c);
    if (!site) return missing(c);
    const now = new Date();
    const segments = await sitemapSegments(db, site.siteId, site.document, now);
    const files = sitemapFileCount(segments.reduce((sum, s) => sum + s.count, 0));
    if (!Number.isSafeInteger(index) || index < 0 || index >= files) return missing(c);
    return xml(c, urlsetXml(await sitemapUrls(db, site, sitemapSlices(segments, index), now)));
  });

  return app;
}
