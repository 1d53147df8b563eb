import { describe, expect, it } from 'vitest';
import { makePage, PageType, SCHEMA_VERSION } from '../../schema';
import { publicPagePaths, robotsTxt, SITEMAP_URL_LIMIT, sitemapFileCount, sitemapIndexXml, sitemapSlices, urlsetXml, type SitemapSegment } from './sitemap';

/** The full shared data in one site: about 193k works. */
const SCALE: SitemapSegment[] = [
  { kind: 'page', count: 12 },
  { kind: 'artist', count: 15_000 },
  { kind: 'show', count: 400 },
  { kind: 'post', count: 250 },
  { kind: 'art', count: 193_000 },
];
const total = SCALE.reduce((sum, s) => sum + s.count, 0);

describe('sitemap files', () => {
  it('needs one file up to 50,000 addresses and one more per 50,000 after', () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(SITEMAP_URL_LIMIT)).toBe(1);
    expect(sitemapFileCount(SITEMAP_URL_LIMIT + 1)).toBe(2);
    expect(sitemapFileCount(total)).toBe(Math.ceil(total / 50_000));
  });

  it('splits a large site into files of at most 50,000 that hold every address exactly once, in order', () => {
    const files = sitemapFileCount(total);
    const seen = new Map<string, number>();
    for (let i = 0; i < files; i++) {
      const slices = sitemapSlices(SCALE, i);
      const size = slices.reduce((sum, s) => sum + s.limit, 0);
      expect(size).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      if (i < files - 1) expect(size).toBe(SITEMAP_URL_LIMIT);
      for (const slice of slices) {
        expect(slice.offset).toBe(seen.get(slice.kind) ?? 0);
        seen.set(slice.kind, slice.offset + slice.limit);
      }
    }
    for (const { kind, count } of SCALE) expect(seen.get(kind) ?? 0).toBe(count);
    expect(sitemapSlices(SCALE, files)).toEqual([]);
  });

  it('cuts a file across kinds where the limit falls', () => {
    expect(sitemapSlices(SCALE, 0)).toEqual([
      { kind: 'page', offset: 0, limit: 12 },
      { kind: 'artist', offset: 0, limit: 15_000 },
      { kind: 'show', offset: 0, limit: 400 },
      { kind: 'post', offset: 0, limit: 250 },
      { kind: 'art', offset: 0, limit: 50_000 - 15_662 },
    ]);
    expect(sitemapSlices(SCALE, 1)).toEqual([{ kind: 'art', offset: 50_000 - 15_662, limit: 50_000 }]);
    expect(sitemapSlices([{ kind: 'page', count: 3 }, { kind: 'art', count: 4 }], 1, 5)).toEqual([{ kind: 'art', offset: 2, limit: 2 }]);
  });

  it('holds the pages visitors can open: not menu-only entries, not protected pages', () => {
    const pages = [
      makePage('home', 'Home', '', PageType.Home),
      makePage('about', 'About', 'about'),
      makePage('group', 'Visit', '', PageType.Group),
      makePage('out', 'Shop', '', PageType.ExternalLink, { externalUrl: 'https://shop.example' }),
      makePage('vip', 'Preview', 'preview', PageType.Custom, { isProtected: true }),
    ];
    expect(publicPagePaths({ schemaVersion: SCHEMA_VERSION, site: { company: 'G', layout: 'classic', colors: {} }, pages })).toEqual(['', 'about']);
  });

  it('writes the protocol’s XML with addresses escaped', () => {
    const xml = urlsetXml(['https://g.example/art/1?sub=a&b']);
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://g.example/art/1?sub=a&amp;b</loc></url>\n</urlset>\n');
    expect(sitemapIndexXml(['https://g.example/sitemap-1.xml'])).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://g.example/sitemap-1.xml</loc></sitemap>');
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the API and the cart', () => {
    const robots = robotsTxt('https://g.example/sitemap.xml');
    expect(robots.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /buy/', 'Sitemap: https://g.example/sitemap.xml']));
  });
});
