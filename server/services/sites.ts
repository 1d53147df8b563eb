import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorCode, type SiteConfig, type SiteContext } from '../../schema';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { ownerSites, sites } from '../db/schema';
import { siteChangesOf, type SiteChangeFeed } from '../db/site-changes';
import { SiteRowCache } from './site-rows';
import { HttpError } from '../http/errors';

/** Every site column but the two documents, which only rendering and the editor read. */
export const siteColumns = {
  id: sites.id,
  subdomain: sites.subdomain,
  userType: sites.userType,
  company: sites.company,
  draftUpdatedAt: sites.draftUpdatedAt,
  publishedVersion: sites.publishedVersion,
  publishedAt: sites.publishedAt,
  stockVersion: sites.stockVersion,
  paymentProvider: sites.paymentProvider,
  currencyCode: sites.currencyCode,
  canDownloadImages: sites.canDownloadImages,
  canReceiveOffers: sites.canReceiveOffers,
  createdAt: sites.createdAt,
};

export type SiteRow = Omit<typeof sites.$inferSelect, 'draftDocument' | 'publishedDocument' | 'draftRevision'>;

/** A subdomain as it may appear in a host name or in ?sub=. */
export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Enter a valid site name.');

export interface SiteLookup {
  subdomain: string;
  /** True when the visitor named the site with ?sub= (links must then carry it on). */
  bySubParam: boolean;
}

/**
 * Which site a request is for: an explicit `sub` wins (it is how sites are reached on a bare host),
 * then the label directly in front of the root host (demo.localhost:3000 -> demo), then the default site.
 */
export function siteLookup(config: Pick<Config, 'rootHost' | 'defaultSubdomain'>, host: string | undefined, sub: string | undefined): SiteLookup {
  if (sub) {
    const parsed = subdomainSchema.safeParse(sub);
    if (!parsed.success) throw new HttpError(400, ErrorCode.InvalidRequest, `sub: ${parsed.error.issues[0].message}`);
    return { subdomain: parsed.data, bySubParam: true };
  }
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const root = config.rootHost.toLowerCase();
  if (hostname.endsWith(`.${root}`)) {
    const labels = hostname.slice(0, -(root.length + 1)).split('.');
    const label = labels[labels.length - 1];
    if (subdomainSchema.safeParse(label).success) return { subdomain: label, bySubParam: false };
  }
  return { subdomain: config.defaultSubdomain, bySubParam: false };
}

const rowCaches = new WeakMap<SiteChangeFeed, SiteRowCache<SiteRow>>();

/**
 * The site of a subdomain: asked on every request, so kept in memory while the database's change
 * announcements are heard (site-rows.ts), and otherwise read with a statement prepared once.
 */
export async function findSite(db: Db, subdomain: string): Promise<SiteRow | null> {
  const load = async () => {
    const statement = prepared(db, 'site_by_subdomain', (d, name) =>
      d.select(siteColumns).from(sites).where(eq(sites.subdomain, sql.placeholder('subdomain'))).limit(1).prepare(name),
    );
    const [row] = await statement.execute({ subdomain });
    return row ?? null;
  };
  const feed = siteChangesOf(db);
  if (!feed) return load();
  let cache = rowCaches.get(feed);
  if (!cache) rowCaches.set(feed, (cache = new SiteRowCache<SiteRow>(feed)));
  return cache.get(subdomain, load);
}

/**
 * Runs a statement that reads the site's row along with what it is for (a cart's rows), and keeps
 * that row as findSite would, so the next request finds it in memory.
 */
export async function readingSite<T>(db: Db, subdomain: string, read: () => Promise<T>, rowOf: (result: T) => SiteRow | null): Promise<T> {
  const feed = siteChangesOf(db);
  if (!feed) return read();
  let cache = rowCaches.get(feed);
  if (!cache) rowCaches.set(feed, (cache = new SiteRowCache<SiteRow>(feed)));
  return cache.through(subdomain, read, rowOf);
}

/** The site of a subdomain if it is kept in memory (see findSite), without asking the database. */
export function keptSite(db: Db, subdomain: string): SiteRow | undefined {
  const feed = siteChangesOf(db);
  return feed ? rowCaches.get(feed)?.peek(subdomain) : undefined;
}

/** The site's published document as stored (migrate it before use), or null before the first publish. */
export async function loadPublishedDocument(db: Db, siteId: number): Promise<unknown | null> {
  const [row] = await db.select({ document: sites.publishedDocument }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row?.document ?? null;
}

/**
 * The site whose content a request shows (the spec's dataSub): the site itself without one, or another
 * site that shares an owner with it, so a gallery's artist site can show the gallery's works, or one
 * site of an owner's try out another's catalogue. Null when dataSub names no such site: a site never
 * shows the content of one whose owners are not its own.
 */
export async function contentSiteOf(db: Db, site: SiteRow, dataSub: string | undefined): Promise<SiteRow | null> {
  if (!dataSub) return site;
  const name = dataSub.toLowerCase();
  if (name === site.subdomain) return site;
  const other = await findSite(db, name);
  if (!other) return null;
  const shared = (await db.execute(
    sql`select 1 from ${ownerSites} mine join ${ownerSites} theirs on theirs.owner_id = mine.owner_id where mine.site_id = ${site.id} and theirs.site_id = ${other.id} limit 1`,
  )) as unknown as { rows: unknown[] };
  return shared.rows.length ? other : null;
}

/** The site whose content a list shows (contentSiteOf), or 400 naming dataSub. */
export async function requireContentSite(db: Db, site: SiteRow, dataSub: string | undefined): Promise<SiteRow> {
  const content = await contentSiteOf(db, site, dataSub);
  if (!content) throw new HttpError(400, ErrorCode.InvalidRequest, `dataSub: There is no site “${dataSub}” whose content this site may show.`);
  return content;
}

/** The site a request names, or 404 not_found. */
export async function requireSite(db: Db, lookup: SiteLookup): Promise<SiteRow> {
  const site = await findSite(db, lookup.subdomain);
  if (!site) throw new HttpError(404, ErrorCode.NotFound, `There is no site called "${lookup.subdomain}".`);
  return site;
}

/** What the renderer needs to know about a site besides its document. */
export function siteContext(site: SiteRow, config: SiteConfig, providerUrl: string): SiteContext {
  return {
    subdomain: site.subdomain,
    userType: site.userType,
    isStripeConnected: site.paymentProvider !== null,
    canDownloadImages: site.canDownloadImages,
    canReceiveOffers: site.canReceiveOffers,
    currencyCode: site.currencyCode,
    providerUrl,
    config,
  };
}
