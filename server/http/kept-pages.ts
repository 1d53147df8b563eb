import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RenderResult } from '../../renderer/ssr-types';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { siteChangesOf, type SiteChangeFeed } from '../db/site-changes';
import { LruCache } from '../services/lru-cache';
import { chooseEncoding, matchesTag, pageBytes, pageBytesFinal, pageTag, type Encoding } from '../services/page-bytes';
import { siteClock } from '../services/content/clock';
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
/** How many request addresses (host and target as sent) are remembered as leading to a kept page. */
const KNOWN_ADDRESSES = 1000;
/** How many distinct Accept-Encoding values have their choice remembered (browsers send a handful). */
const KNOWN_ENCODINGS = 64;

/** A header list as writeHead takes it, name and value in turn. */
type WireHeaders = (string | number)[];

/**
 * A kept page as one address asked for it: valid within the clock's slot its key names (until the hour
 * or the site's next scheduled post) and until a site change is announced (any site's: they are rare,
 * and the next request simply finds the page again). Its headers are made once per encoding, so a hit
 * is a map look-up, two comparisons and a write.
 */
interface KnownAddress {
  page: RenderResult;
  until: number;
  etag: string;
  notModified: WireHeaders;
  answers: Partial<Record<'plain' | 'br' | 'gzip', { headers: WireHeaders; bytes: Uint8Array }>>;
}

/**
 * The visitor pages a process keeps, and the way they are answered: a page found here is written from
 * Node's own request handler, before the app sees the request (no routing, no Request and Response
 * objects, no turn in the admission queue, no database), with the same headers the app would send.
 * Anything else, a page not kept or any request that is not a plain GET of one, goes to the app, which
 * renders the page and keeps it here.
 */
export class KeptPages {
  readonly cache = new LruCache<RenderResult>(KEPT_PAGES);
  /**
   * Request addresses already resolved to a kept page, so a repeat skips the URL parse and the key.
   * Forgotten whenever the database announces a site change (the feed that drops kept site rows, heard
   * from every process) or stops being heard.
   */
  private readonly known = new Map<string, KnownAddress>();
  private readonly encodings = new Map<string, Encoding>();
  private readonly feed: SiteChangeFeed | undefined;

  constructor(private readonly deps: { db: Db; config: Pick<Config, 'rootHost' | 'defaultSubdomain'> }) {
    this.feed = siteChangesOf(deps.db);
    this.feed?.subscribe(() => this.known.clear());
  }

  /** The kept page for a request and when its slot ends, or null: the full look-up (site row kept in memory, versions, clock). */
  find(host: string | undefined, target: string | undefined): { page: RenderResult; until: number } | null {
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
    const slot = siteClock(this.deps.db).slot(site);
    if (!slot) return null;
    const page = this.cache.get(keptPageKey(site, slot, url));
    return page && page.status === 200 ? { page, until: slot.until } : null;
  }

  /** What this address was found to lead to, if nothing changed since; else the full look-up, remembered. */
  private lookUp(host: string | undefined, target: string | undefined): KnownAddress | null {
    const address = `${host} ${target}`;
    const live = this.feed?.live === true;
    const known = this.known.get(address);
    if (known && live && Date.now() < known.until) return known;
    // Synchronous from here on: no change can be announced between the look-up and remembering it.
    const found = this.find(host, target);
    if (!found || !live || address.length > 2000) return null;
    const { page, until } = found;
    const etag = pageTag(page);
    const entry: KnownAddress = {
      page,
      until,
      etag,
      notModified: wire({ ...HTML_SECURITY_HEADERS, ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' }),
      answers: {},
    };
    if (this.known.size >= KNOWN_ADDRESSES) this.known.delete(this.known.keys().next().value as string);
    this.known.set(address, entry);
    return entry;
  }

  private encodingFor(acceptEncoding: string | undefined): Encoding {
    if (acceptEncoding === undefined) return null;
    let encoding = this.encodings.get(acceptEncoding);
    if (encoding === undefined) {
      encoding = chooseEncoding(acceptEncoding);
      if (this.encodings.size >= KNOWN_ENCODINGS) this.encodings.clear();
      this.encodings.set(acceptEncoding, encoding);
    }
    return encoding;
  }

  /** Answers the request from a kept page and returns true, or returns false and leaves it alone. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const entry = this.lookUp(req.headers.host, req.url);
    if (!entry) return false;
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch !== undefined && matchesTag(ifNoneMatch, entry.etag)) {
      res.writeHead(304, entry.notModified);
      res.end();
      return true;
    }
    const encoding = this.encodingFor(req.headers['accept-encoding']);
    let answer = entry.answers[encoding ?? 'plain'];
    if (!answer) {
      answer = encodedAnswer(entry, encoding);
      // Bytes compressed quickly for the page's first answer are about to be replaced by better ones.
      if (pageBytesFinal(entry.page, encoding)) entry.answers[encoding ?? 'plain'] = answer;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.bytes);
    return true;
  }
}

/** The headers and bytes of a kept page in one encoding, made once. */
function encodedAnswer(entry: KnownAddress, encoding: Encoding): { headers: WireHeaders; bytes: Uint8Array } {
  const bytes = pageBytes(entry.page, encoding);
  return {
    bytes,
    headers: wire({
      ...HTML_SECURITY_HEADERS,
      ETag: entry.etag,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      'Content-Type': 'text/html; charset=UTF-8',
      'Content-Length': bytes.byteLength,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    }),
  };
}

function wire(headers: Record<string, string | number>): WireHeaders {
  return Object.entries(headers).flat();
}

const keptPagesOfApp = new WeakMap<object, KeptPages>();

/** Ties an app to the pages it keeps, so the server that runs it can answer them first. */
export function attachKeptPages(app: object, kept: KeptPages): void {
  keptPagesOfApp.set(app, kept);
}

export function keptPagesOf(app: object): KeptPages | undefined {
  return keptPagesOfApp.get(app);
}
