import { Hono, type Context } from 'hono';
import { artistListQuerySchema, blogListQuerySchema, inventoryListQuerySchema, publicMediaListQuerySchema, representativeListQuerySchema, showListQuerySchema } from '../../schema';
import type { AppDeps } from '../http/env';
import { readQuery } from '../http/errors';
import { listArtists, listBlogs, listInventory, listMedia, listRepresentatives, listShows } from '../services/content';
import { LruCache } from '../services/lru-cache';
import { requireContentSite, requireSite, siteLookup, type SiteRow } from '../services/sites';

/** Lists kept per process: a page of 30 works is about 30 KB. */
const CACHED_LISTS = 500;

/**
 * Public content lists the visitor islands page through, under /api. Every visitor asks for the same
 * pages, so each answer is kept, keyed by the site's stock and published versions (read with the site
 * on every request): a sale or a publish makes the next request build it afresh, in every process.
 */
export function contentRoutes({ db, config }: AppDeps): Hono {
  const app = new Hono();
  const cache = new LruCache<string>(CACHED_LISTS);

  /** The site whose content the list shows: the one the request names, or the one its dataSub names. */
  async function contentSite(c: Context, query: { sub?: string; dataSub?: string }): Promise<SiteRow> {
    const site = await requireSite(db, siteLookup(config, c.req.header('host'), query.sub));
    return requireContentSite(db, site, query.dataSub);
  }

  async function cachedList(c: Context, site: SiteRow, list: string, query: unknown, build: () => Promise<unknown>) {
    const key = `${site.id}|${site.stockVersion}|${site.publishedVersion}|${list}|${JSON.stringify(query)}`;
    let body = cache.get(key);
    if (body === undefined) {
      body = JSON.stringify(await build());
      cache.set(key, body);
    }
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  }

  app.get('/inventory', async (c) => {
    const query = readQuery(c, inventoryListQuerySchema);
    const site = await contentSite(c, query);
    const { sub: _sub, dataSub: _dataSub, ...scope } = query;
    return cachedList(c, site, 'inventory', scope, () => listInventory(db, site.id, query));
  });

  app.get('/artists', async (c) => {
    const query = readQuery(c, artistListQuerySchema);
    const site = await contentSite(c, query);
    const { sub: _sub, dataSub: _dataSub, ...scope } = query;
    return cachedList(c, site, 'artists', scope, () => listArtists(db, site.id, query));
  });

  // Shows and posts depend on today's date (current, upcoming; scheduled posts): kept for the day.
  app.get('/shows', async (c) => {
    const query = readQuery(c, showListQuerySchema);
    const site = await contentSite(c, query);
    const { sub: _sub, dataSub: _dataSub, ...scope } = query;
    return cachedList(c, site, `shows|${new Date().toISOString().slice(0, 13)}`, scope, () => listShows(db, site.id, query));
  });

  app.get('/blogs', async (c) => {
    const query = readQuery(c, blogListQuerySchema);
    const site = await contentSite(c, query);
    const { sub: _sub, dataSub: _dataSub, ...scope } = query;
    return cachedList(c, site, `blogs|${new Date().toISOString().slice(0, 16)}`, scope, () => listBlogs(db, site.id, query));
  });

  app.get('/representatives', async (c) => {
    const query = readQuery(c, representativeListQuerySchema);
    const site = await contentSite(c, query);
    const { sub: _sub, dataSub: _dataSub, ...scope } = query;
    return cachedList(c, site, 'representatives', scope, () => listRepresentatives(db, site.id, query));
  });

  app.get('/mediaItems', async (c) => {
    const query = readQuery(c, publicMediaListQuerySchema);
    const site = await contentSite(c, query);
    const { sub: _sub, dataSub: _dataSub, ...scope } = query;
    return cachedList(c, site, 'media', scope, () => listMedia(db, site.id, query));
  });

  return app;
}
