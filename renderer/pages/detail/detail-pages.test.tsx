import { describe, expect, it } from 'vitest';
import type { ThemeName } from '../../../schema';
import { renderSiteHtml } from '../../ssr';
import { artistFixture, postFixture, showFixture } from '../../testing/content-fixtures';
import { document, item, list, page, renderRequest, site, textOf } from '../../testing/fixtures';
import { jsonLdOf, structuredDataProblems } from '../../testing/structured-data';
import type { RenderRequest, SiteRoute } from '../../ssr-types';
import { DETAIL_TABS_CLASS, DETAIL_TABS_CLASS_SCRIPT } from '../../site/detail-scripts';

/** The artist, exhibition and post pages as SSR writes them, in the classic theme and in another. */

const body = (html: string) => html.slice(html.indexOf('<body'));
function render(route: SiteRoute, layout: ThemeName = 'classic', userType = 0, overrides: Partial<RenderRequest> = {}) {
  const base = renderRequest(route, { path: '/x', ...overrides });
  return renderSiteHtml({ ...base, site: site({ userType, config: { ...base.site.config, layout } }) });
}

const works = [item({ inventoryId: 1, title: 'Harbour at Dusk' }), item({ inventoryId: 2, title: 'Quiet Field' })];
const artistRoute = (overrides: Parameters<typeof artistFixture>[0] = {}, items = works): SiteRoute => ({
  kind: 'artist',
  artist: artistFixture(overrides),
  artworks: list(items),
  artworksQuery: { limit: 12, offset: 0, artistId: 7 },
  shows: [showFixture()],
});

describe('the artist page', () => {
  it('has the Artworks and Biography tabs, anchored by their lower-cased labels, and every panel in the page', () => {
    const { status, html } = render(artistRoute({ curriculumVitae: '<ul><li>Salon, 1879</li></ul>' }), 'novara');
    expect(status).toBe(200);
    expect(html).toContain('<nav class="detail-tabs__list" aria-label="Artist"><a class="detail-tabs__tab" href="#artworks" data-tab-anchor="artworks">Artworks</a><a class="detail-tabs__tab" href="#biography" data-tab-anchor="biography">Biography</a></nav>');
    const text = textOf(html);
    expect(text).toContain('Harbour at Dusk');
    expect(text).toContain('Painter of light & family.');
    expect(text).toContain('Salon, 1879');
    expect(text).toContain('American, 1844–1926');
    expect(text).toContain('Harbour Light');
    expect(html).toContain('<h1 class="detail-title__heading">Mary Cassatt</h1>');
    expect(html).toContain('data-detail-tabs');
    // All the works are the artist's: the cells leave the name off.
    expect(body(html)).not.toContain('inventory-card__artist');
    expect(html).toContain('<script>(function(){var d=document,roots=d.querySelectorAll(\'[data-detail-tabs]\')');
  });

  it('hides the panels’ headings from the first paint where the tabs script will run, so the works do not jump up (no layout shift)', () => {
    const { html } = render(artistRoute());
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${DETAIL_TABS_CLASS_SCRIPT}</script>`);
    expect(head.indexOf(DETAIL_TABS_CLASS_SCRIPT)).toBeLessThan(head.indexOf('<style>'));
    expect(head).toMatch(new RegExp(`\\.${DETAIL_TABS_CLASS} \\[data-detail-tabs\\] \\.detail-tabs__heading\\{position:absolute;width:1px;height:1px;`));
    expect(body(html)).toContain('<h2 id="artworks-heading" class="detail-tabs__heading">Artworks</h2>');
    const oneTab = render(artistRoute({ biography: null, curriculumVitae: null })).html;
    expect(oneTab).not.toContain(DETAIL_TABS_CLASS_SCRIPT);
  });

  it('drops a tab with nothing in it, and the tab list with one tab left', () => {
    const noBio = body(render(artistRoute({ biography: null, curriculumVitae: null })).html);
    expect(noBio).not.toContain('id="biography"');
    expect(noBio).not.toContain('detail-tabs__list');
    expect(noBio).not.toContain('data-detail-tabs');
    const noWorks = body(render(artistRoute({}, [])).html);
    expect(noWorks).not.toContain('id="artworks"');
    expect(noWorks).toContain('id="biography"');
  });

  it('puts the name in the classic banner over the artist’s cover, and hides it on artist sites', () => {
    const classic = render(artistRoute()).html;
    expect(classic).toMatch(/<div class="cover-banner"><img class="cover-banner__image" src="\/img\/w_1920\/31\.jpg"[^>]*><div class="cover-banner__text"><h1>Mary Cassatt<\/h1>/);
    expect(body(classic)).not.toContain('detail-cover');
    const own = body(render(artistRoute(), 'classic', 1).html);
    expect(own).toContain('<h1 class="visually-hidden">Mary Cassatt</h1>');
    expect(own).not.toContain('cover-banner');
    expect(own).not.toContain('inventory-card__artist');
  });

  it('is titled and described by the artist, with a Person and the works as an item list', () => {
    const { html } = render(artistRoute());
    expect(html).toContain('<title>Mary Cassatt | Harbour Gallery</title>');
    expect(html).toContain('<meta name="description" content="Painter of light &amp; family.">');
    expect(html).toContain('<meta property="og:image" content="https://harbour.example/img/w_1200/31.jpg">');
    const nodes = jsonLdOf(html);
    expect(nodes.map((n) => n['@type'])).toEqual(['Person', 'ItemList']);
    for (const node of nodes) expect(structuredDataProblems(node)).toEqual([]);
  });
});

describe('the exhibition page', () => {
  const longText = `<p>${'Light on water, '.repeat(80)}</p>`;
  const showRoute = (overrides: Parameters<typeof showFixture>[0] = {}): SiteRoute => ({ kind: 'show', show: showFixture(overrides), artworks: works });

  it('shows title and dates in the classic banner over the show’s picture, or as a heading with the picture below', () => {
    const classic = body(render(showRoute()).html);
    expect(classic).toMatch(/<div class="cover-banner"><img class="cover-banner__image" src="\/img\/w_1920\/41\.jpg"[^>]*><div class="cover-banner__text"><h1>Harbour Light<\/h1><p class="cover-banner__date">March 3 – April 20, 2024<\/p>/);
    const novara = body(render(showRoute(), 'novara').html);
    expect(novara).toContain('<h1 class="detail-title__heading">Harbour Light</h1><p class="detail-title__date">March 3 – April 20, 2024</p>');
    expect(novara).toContain('class="detail-cover"');
    expect(novara).toContain('data-show-id="4"');
  });

  it('puts a description past 1000 characters behind Read More, and shows a shorter one whole', () => {
    const long = body(render(showRoute({ description: longText })).html);
    expect(long).toContain('<summary class="read-more__toggle"><span class="read-more__more">Read More</span><span class="read-more__less">Show Less</span></summary>');
    expect(long).toContain(longText);
    const short = body(render(showRoute()).html);
    expect(short).not.toContain('Read More');
    expect(short).toContain('<p>Twelve paintings of the harbour.</p>');
  });

  it('hides the artists on artist sites, and the description, picture and installation views when missing', () => {
    const withPhotos = body(render(showRoute({ photos: [{ id: 77, extension: 'jpg', width: 1600, height: 1067, imageAlt: 'Room one' }] }), 'novara').html);
    expect(withPhotos).toContain('Installation Views');
    expect(withPhotos).toContain('alt="Room one"');
    expect(withPhotos).toContain('href="/artist/7"');
    const bare = body(render(showRoute({ description: '', image: null, photos: [] }), 'novara', 1).html);
    expect(bare).not.toContain('Installation Views');
    expect(bare).not.toContain('detail-cover');
    expect(bare).not.toContain('rich-text');
    expect(bare).not.toContain('href="/artist/7"');
  });
});

describe('the post page', () => {
  const postRoute = (back: { pageId: string; title: string; slug: string } | null = null): SiteRoute => ({ kind: 'post', post: postFixture(), back });

  it('dates the post by the theme: long month and year in francisco, the raw date elsewhere', () => {
    expect(render(postRoute(), 'francisco').html).toContain('<time dateTime="2024-03-05T10:00:00.000Z">March 2024</time>');
    expect(render(postRoute(), 'novara').html).toContain('<time dateTime="2024-03-05T10:00:00.000Z">2024-03-05</time>');
  });

  it('links back to the blog’s page, or home, and is an article to link previews', () => {
    const pages = [page([]), page([], { pageId: 'p-news', title: 'News', slug: 'news', type: 4 })];
    const toNews = render(postRoute({ pageId: 'p-news', title: 'News', slug: 'news' }), 'novara', 0, { document: document(pages) }).html;
    expect(toNews).toContain('<a href="/news">Back to News</a>');
    expect(toNews).toContain('<a href="/news" aria-current="page">');
    expect(render(postRoute(), 'novara').html).toContain('<a href="/">Back to Home</a>');
    expect(toNews).toContain('<meta property="og:type" content="article">');
    expect(jsonLdOf(toNews).map((n) => n['@type'])).toEqual(['BlogPosting']);
  });
});
