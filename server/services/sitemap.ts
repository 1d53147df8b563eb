import { and, asc, count, eq, lte } from 'drizzle-orm';
import { hasAddress, type SiteDocument } from '../../schema';
import { absoluteUrl } from '../../renderer/seo/urls';
import type { LinkParams } from '../../renderer/site/links';
import type { Db } from '../db/client';
import { artists, inventory, posts, shows } from '../db/schema';

/**
 * A site's sitemap (sitemaps.org): every public page with an address, every active artwork, every
 * artist, exhibition and published post, as absolute addresses on the origin the visitor used. Past
 * SITEMAP_URL_LIMIT addresses, /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml, … each
 * holding at most that many. Files are cut from one sequence (pages, artists, shows, posts, artworks),
 * each kind read in id order, so a file is a few range queries whatever the catalogue's size.
 */

/** The protocol's cap on addresses per file. */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapKind = 'page' | 'artist' | 'show' | 'post' | 'art';
export interface SitemapSegment {
  kind: SitemapKind;
  count: number;
}
export interface SitemapSlice {
  kind: SitemapKind;
  offset: number;
  limit: number;
}

/** How many files the addresses need: one sitemap up to the limit, else that many behind an index. */
export function sitemapFileCount(total: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The ranges of each kind that file `index` (0-based) holds. */
export function sitemapSlices(segments: SitemapSegment[], index: number, limit = SITEMAP_URL_LIMIT): SitemapSlice[] {
  const start = index * limit;
  const end = start + limit;
  const slices: SitemapSlice[] = [];
  let before = 0;
  for (const { kind, count: size } of segments) {
    const from = Math.max(start, before);
    const to = Math.min(end, before + size);
    if (to > from) slices.push({ kind, offset: from - before, limit: to - from });
    before += size;
  }
  return slices;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(urls: string[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>\n`).join('')}</urlset>\n`;
}

export function sitemapIndexXml(urls: string[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${urls.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
}

/** The published pages visitors may open: not menu-only entries, not password-protected pages. */
export function publicPagePaths(document: SiteDocument): string[] {
  return document.pages.filter((p) => hasAddress(p) && !p.isProtected).map((p) => p.slug);
}

/** How many of each kind the site has, in the sitemap's order. */
export async function sitemapSegments(db: Db, siteId: number, document: SiteDocument, now: Date): Promise<SitemapSegment[]> {
  const [[a], [s], [p], [w]] = await Promise.all([
    db.select({ n: count() }).from(artists).where(eq(artists.siteId, siteId)),
    db.select({ n: count() }).from(shows).where(eq(shows.siteId, siteId)),
    db.select({ n: count() }).from(posts).where(and(eq(posts.siteId, siteId), lte(posts.publishedAt, now))),
    db.select({ n: count() }).from(inventory).where(and(eq(inventory.siteId, siteId), eq(inventory.active, true))),
  ]);
  return [
    { kind: 'page', count: publicPagePaths(document).length },
    { kind: 'artist', count: a.n },
    { kind: 'show', count: s.n },
    { kind: 'post', count: p.n },
    { kind: 'art', count: w.n },
  ];
}

async function sliceIds(db: Db, siteId: number, slice: SitemapSlice, now: Date): Promise<number[]> {
  const page = <T extends { id: number }>(rows: Promise<T[]>) => rows.then((r) => r.map((row) => row.id));
  switch (slice.kind) {
    case 'artist':
      return page(db.select({ id: artists.id }).from(artists).where(eq(artists.siteId, siteId)).orderBy(asc(artists.id)).limit(slice.limit).offset(slice.offset));
    case 'show':
      return page(db.select({ id: shows.id }).from(shows).where(eq(shows.siteId, siteId)).orderBy(asc(shows.id)).limit(slice.limit).offset(slice.offset));
    case 'post':
      return page(
        db.select({ id: posts.id }).from(posts).where(and(eq(posts.siteId, siteId), lte(posts.publishedAt, now))).orderBy(asc(posts.id)).limit(slice.limit).offset(slice.offset),
      );
    case 'art':
      return page(
        db.select({ id: inventory.id }).from(inventory).where(and(eq(inventory.siteId, siteId), eq(inventory.active, true))).orderBy(asc(inventory.id)).limit(slice.limit).offset(slice.offset),
      );
    case 'page':
      return [];
  }
}

export interface SitemapSite {
  siteId: number;
  document: SiteDocument;
  origin: string;
  /** sub when the site was reached by ?sub= (its addresses must say so too). */
  linkParams: LinkParams;
}

/** The addresses of file `index` (0-based), in order. */
export async function sitemapUrls(db: Db, site: SitemapSite, slices: SitemapSlice[], now: Date): Promise<string[]> {
  const parts = await Promise.all(
    slices.map(async (slice) => {
      if (slice.kind === 'page') return publicPagePaths(site.document).slice(slice.offset, slice.offset + slice.limit);
      const ids = await sliceIds(db, site.siteId, slice, now);
      return ids.map((id) => `${slice.kind}/${id}`);
    }),
  );
  return parts.flat().map((path) => absoluteUrl(site.origin, path, site.linkParams));
}

/** robots.txt: everything but the API, the cart, the builder and the owner's tools, and where the sitemap is. */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /buy/', 'Disallow: /editor', 'Disallow: /dev/', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
