/**
 * Changes to site rows, as the database announces them (migration 0012: a trigger on `sites` notifies
 * the channel 'site_changed' with the site's id). Every server process on one database hears every
 * change, whichever process made it, so a process may keep site rows in memory and still see a
 * publish, a sale or a settings change at once.
 */
export const SITE_CHANGED_CHANNEL = 'site_changed';

export type SiteChangeListener = (siteId: number | null) => void;

export interface SiteChangeFeed {
  /**
   * Calls back with the id of a site whose row changed, or with null when changes may have been
   * missed (the listening connection was lost): then nothing kept may be trusted.
   */
  subscribe(listener: SiteChangeListener): () => void;
  /** Whether changes are being heard right now; while not, nothing may be kept. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** A feed the database side pushes into: notify() for each announcement, down() and up() around outages. */
export class SiteChanges implements SiteChangeFeed {
  private readonly listeners = new Set<SiteChangeListener>();
  private connected = false;

  constructor(private readonly stop: () => Promise<void> = async () => {}) {}

  get live(): boolean {
    return this.connected;
  }

  subscribe(listener: SiteChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(payload: string | undefined): void {
    const id = Number(payload);
    this.emit(Number.isInteger(id) && id > 0 ? id : null);
  }

  up(): void {
    this.connected = true;
  }

  down(): void {
    this.connected = false;
    this.emit(null);
  }

  async close(): Promise<void> {
    this.down();
    this.listeners.clear();
    await this.stop();
  }

  private emit(siteId: number | null): void {
    for (const listener of this.listeners) listener(siteId);
  }
}

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1000;

/**
 * Listens on PostgreSQL with a connection of its own (a pooled one would be handed to queries). If it
 * is lost, the feed says so (everything kept is dropped) and listens again a second later.
 */
export async function listenOnPostgres(connectionString: string): Promise<SiteChanges> {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const feed = new SiteChanges(async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  });

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    const lost = () => {
      if (client !== next) return;
      client = null;
      feed.down();
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === SITE_CHANGED_CHANNEL) feed.notify(message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${SITE_CHANGED_CHANNEL}`);
      feed.up();
    } catch {
      lost();
    }
  };
  await connect();
  return feed;
}

const feeds = new WeakMap<object, SiteChangeFeed>();

/** Ties a database handle to its feed, so code that holds only the handle can keep site rows. */
export function attachSiteChanges(db: object, feed: SiteChangeFeed): void {
  feeds.set(db, feed);
}

export function siteChangesOf(db: object): SiteChangeFeed | undefined {
  return feeds.get(db);
}

/**
 * Announces a change this process has just committed to its own listeners at once: the database's
 * announcement follows, but a request right after a publish in this process must already see it.
 */
export function announceSiteChange(db: object, siteId: number): void {
  (feeds.get(db) as SiteChanges | undefined)?.notify?.(String(siteId));
}
