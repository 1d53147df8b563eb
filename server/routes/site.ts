import { Hono } from 'hono';
import type { RenderResult } from '../../renderer/ssr-types';
import type { AppDeps } from '../http/env';
import { clientScriptLocator } from '../services/assets';
import { LruCache } from '../services/lru-cache';
import { renderVisitorPage } from '../services/site-pages';
import { findSite, siteLookup } from '../services/sites';

/** Plain pages for when there is no site to render a themed one with. */
function plainPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${message}</p></body></html>`;
}

/**
 * Visitor pages of the published sites: '/', '/{slug}', '/art/{inventoryId}', '/buy/', '/buy/{editionId}',
 * and the site's not-found page for anything else. Must be mounted last: it answers every GET.
 */
export function siteRoutes({ db, config }: AppDeps): Hono {
  const app = new Hono();
  const deps = { db, cache: new LruCache<RenderResult>(300), clientScript: clientScriptLocator(config.distDir), providerUrl: config.providerUrl };

  app.get('*', async (c) => {
    const sub = c.req.query('sub');
    let lookup;
    try {
      lookup = siteLookup(config, c.req.header('host'), sub);
    } catch {
      return c.html(plainPage('Site not found', 'That site name is not valid.'), 404);
    }
    const site = await findSite(db, lookup.subdomain);
    if (!site) return c.html(plainPage('Site not found', 'There is no site at this address.'), 404);
    const url = new URL(c.req.url);
    const result = await renderVisitorPage(deps, site, lookup, { pathname: url.pathname, search: url.search });
    if (!result) return c.html(plainPage('Coming soon', 'This site has not been published yet.'), 404);
    return c.html(result.html, result.status as 200);
  });

  return app;
}
