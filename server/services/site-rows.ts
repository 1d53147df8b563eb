import type { SiteChangeFeed } from '../db/site-changes';
import { LruCache } from './lru-cache';

/**
 * Site rows kept in memory between requests, by subdomain. Every visitor request starts by finding its
 * site; with the row kept, a cached page is answered without asking the database at all. A row is
 * dropped the moment the database announces a change to it (any process's publish, sale or settings
 * change), and everything is dropped, and nothing kept, while the announcements cannot be heard.
 */
const KEPT_SITES = 10_000;

export class SiteRowCache<Row extends { id: number }> {
  private readonly rows = new LruCache<Row>(KEPT_SITES);
  /**
   * The subdomains each site's row is kept under (one, or two for a while after a rename), so that a
   * change drops its site's rows without looking through the other sites': every sale announces one.
   * A key the LRU has let go may linger here until its site changes next; deleting it then is harmless.
   */
  private readonly keysOf = new Map<number, Set<string>>();
  /** Raised on every change: a row read before a change must not be kept after it. */
  private generation = 0;

  constructor(private readonly feed: SiteChangeFeed) {
    feed.subscribe((siteId) => {
      this.generation += 1;
      if (siteId === null) {
        this.rows.clear();
        this.keysOf.clear();
        return;
      }
      for (const key of this.keysOf.get(siteId) ?? []) this.rows.delete(key);
      this.keysOf.delete(siteId);
    });
  }

  /** The kept row, if there is one and the announcements are heard; nothing is read. */
  peek(subdomain: string): Row | undefined {
    return this.feed.live ? this.rows.get(subdomain) : undefined;
  }

  /** The kept row, else the one `load` reads, kept if no change was announced while it was read. */
  async get(subdomain: string, load: () => Promise<Row | null>): Promise<Row | null> {
    if (this.feed.live) {
      const kept = this.rows.get(subdomain);
      if (kept) return kept;
    }
    return this.through(subdomain, load, (row) => row);
  }

  /** Runs a read that brings the site's row along, and keeps that row if no change was announced while it ran. */
  async through<T>(subdomain: string, read: () => Promise<T>, rowOf: (result: T) => Row | null): Promise<T> {
    const generation = this.generation;
    const result = await read();
    const row = rowOf(result);
    if (row && this.feed.live && generation === this.generation) this.keep(subdomain, row);
    return result;
  }

  private keep(subdomain: string, row: Row): void {
    this.rows.set(subdomain, row);
    let keys = this.keysOf.get(row.id);
    if (!keys) this.keysOf.set(row.id, (keys = new Set()));
    keys.add(subdomain);
  }
}
