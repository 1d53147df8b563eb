import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RenderResult } from '../../renderer/ssr-types';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { LruCache } from '../services/lru-cache';
import { chooseEncoding, matchesTag, pageBytes, pageTag } from '../services/page-bytes';
import { keptPageKey } from '../services/site-pages';
import { keptSite, siteLookup } from '../services/sites';

/** Headers every HTML answer carries: no sniffing, no framing by other sites, no plugins, no referrer leaks. */
export const HTML_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
} as const;

/** How many rendered pages a process keeps (each with its compressed bytes, made on first use). */
const KEPT_PAGES = 300;

/**
 * The visitor pages a process keeps, and the way they are answered: a page found here is written from
 * Node's own request handler, before the app sees the request (no routing, no Request and Response
 * objects, no turn in the admission queue, no database), with the same headers the app would send.
 * Anything else, a page not kept or any request that is not a plain GET of one, goes to the app, which
 * renders the page and keeps it here.
 */
export class KeptPages {
  readonly cache = new LruCache<RenderResult>(KEPT_PAGES);

  constructor(private readonly deps: { db: Db; config: Pick<Config, 'rootHost' | 'defaultSubdomain'> }) {}

  /** The kept page for a request, with its tag, or null. */
  find(host: string | undefined, target: string | undefined): RenderResult | null {
    if (!host || !target || target.charCodeAt(0) !== 47 /* '/' */) return null;
    let url: URL;
    try {
      url = new URL(`http://${host}${target}`);
    } catch {
      return null;
    }
    let subdomain: string;
    try {
      subdomain = siteLookup(this.deps.config, host, url.searchParams.get('sub') || undefined).subdomain;
    } catch {
      return null;
    }
    const site = keptSite(this.deps.db, subdomain);
    if (!site) return null;
    const page = this.cache.get(keptPageKey(site, url));
    return page && page.status === 200 ? page : null;
  }

  /** Answers the request from a kept page and returns true, or returns false and leaves it alone. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const page = this.find(req.headers.host, req.url);
    if (!page) return false;
    const etag = pageTag(page);
    const headers: Record<string, string | number> = { ...HTML_SECURITY_HEADERS, ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (matchesTag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const bytes = pageBytes(page, encoding);
    headers['Content-Type'] = 'text/html; charset=UTF-8';
    headers['Content-Length'] = bytes.byteLength;
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(bytes);
    return true;
  }
}

const keptPagesOfApp = new WeakMap<object, KeptPages>();

/** Ties an app to the pages it keeps, so the server that runs it can answer them first. */
export function attachKeptPages(app: object, kept: KeptPages): void {
  keptPagesOfApp.set(app, kept);
}

export function keptPagesOf(app: object): KeptPages | undefined {
  return keptPagesOfApp.get(app);
}
