import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../http/env';
import { clientScriptLocator } from '../services/assets';
import type { KeptPages } from '../http/kept-pages';
import { chooseEncoding, firstPageBytes, matchesTag, pageTag } from '../services/page-bytes';
import { renderVisitorPage } from '../services/site-pages';
import { siteIcon } from '../services/site/favicon';
import { findSite, siteLookup } from '../services/sites';
import { accessCookieName, pageUnlocked } from '../services/forms/page-access';

/**
 * The product's own page for when there is no site to render a themed one with (an unknown or invalid
 * site name, a site not yet published): styled, readable on a phone, and with its own words only.
 */
export function plainPage(title: string, message: string, button?: string): string {
  const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  // A form without an action posts to the page's own address, its query included.
  const form = button ? `<form method="post"><button type="submit">${esc(button)}</button></form>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>
html{height:100%}body{margin:0;min-height:100%;display:grid;place-items:center;background:#f4f6f9;color:#1f2937;font:16px/1.55 system-ui,-apple-system,'Segoe UI',sans-serif}
main{box-sizing:border-box;width:min(480px,92vw);padding:36px 32px;background:#fff;border:1px solid #d7dce3;border-radius:12px;box-shadow:0 2px 10px rgba(15,23,42,.06)}
h1{margin:0 0 10px;font-size:24px;line-height:1.25}p{margin:0;color:#4b5563}
form{margin:20px 0 0}button{font:inherit;font-weight:600;padding:10px 18px;border:0;border-radius:8px;background:#1f2937;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
</style></head><body><main><h1>${esc(title)}</h1><p>${esc(message)}</p>${form}</main></body></html>`;
}

/**
 * Visitor pages of the published sites: '/', '/{slug}', '/art/{inventoryId}', '/buy/', '/buy/{editionId}',
 * and the site's not-found page for anything else. Must be mounted last: it answers every GET.
 */
export function siteRoutes({ db, config }: AppDeps, kept: KeptPages): Hono {
  const app = new Hono();
  const deps = { db, cache: kept.cache, clientScript: clientScriptLocator(config.distDir), providerUrl: config.providerUrl };

  app.get('/favicon.ico', async (c) => {
    let site;
    try {
      site = await findSite(db, siteLookup(config, c.req.header('host'), c.req.query('sub')).subdomain);
    } catch {
      site = null;
    }
    if (!site) return c.body(null, 404);
    const icon = await siteIcon(db, config.dataDir, site);
    const body = icon.data ?? (await readFile(icon.path!));
    // Short-lived: the owner may choose another icon and publish.
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': icon.contentType,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });

  app.get('*', async (c) => {
    const sub = c.req.query('sub');
    let lookup;
    try {
      lookup = siteLookup(config, c.req.header('host'), sub);
    } catch {
      return c.html(plainPage('No such site', 'That is not a valid site address. Check the spelling, or ask the gallery for its link.'), 404);
    }
    const site = await findSite(db, lookup.subdomain);
    if (!site) return c.html(plainPage('No such site', 'There is no site at this address. Check the spelling, or ask the gallery for its link.'), 404);
    const url = new URL(c.req.url);
    const access = (pageId: string) => pageUnlocked(db, site.id, pageId, getCookie(c, accessCookieName(site.id, pageId)));
    const result = await renderVisitorPage(deps, site, lookup, { origin: url.origin, pathname: url.pathname, search: url.search }, access);
    if (!result) return c.html(plainPage('Coming soon', 'This site has not been published yet.'), 404);
    // A protected page, open or not, is this browser's alone: no shared cache may keep it.
    if (result.isPrivate) return c.html(result.html, result.status as 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
    if (result.status !== 200) return c.html(result.html, result.status as 404);
    // Found pages are kept (site-pages.ts); their bytes are compressed (quickly for this first answer) and tagged for 304s.
    const etag = pageTag(result);
    const headers = { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (matchesTag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    return c.body(firstPageBytes(result, encoding) as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'Content-Type': 'text/html; charset=UTF-8',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
  });

  return app;
}
