import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../schema/document';
import { LAYOUTS_BY_KIND, LIST_LAYOUT_LABELS, type ContentKind } from '../../../schema/list-layouts';
import { PageDataContext, type ListResponse } from '../../data/source';
import { SiteRenderContext } from '../../site/context';
import { item, list, site, textOf } from '../../testing/fixtures';
import { artist, blog, media, representative, show } from '../../testing/list-fixtures';
import { renderBlocks } from '../registry';
import type { RenderMode } from '../types';

/**
 * Every kind of list offers the spec's five layouts (spec §2 List layouts: slideshow, grid, waterfall,
 * horizontal masonry and list), each drawn with the kind's own cell: the picture layouts with the item's
 * picture and, for an item without one, a plain tint or its words, never a broken image; the list as a
 * row. Lists saved before stay exactly as they were.
 */

const BLOCK_TYPE: Record<ContentKind, string> = {
  inventory: 'inventory-list',
  artists: 'artists-list',
  shows: 'exhibitions-list',
  blogs: 'blogs-list',
  media: 'media-list',
  representatives: 'representatives-list',
};

/** Two items of each kind, the second without a picture where the kind has pictures at all. */
const PAGES: Record<ContentKind, ListResponse> = {
  inventory: list([item({ inventoryId: 1, title: 'Harbour at Dusk' }), item({ inventoryId: 2, title: 'Unphotographed Study', images: [] })]),
  artists: { artists: [artist(), artist({ artistId: 8, name: 'Berthe Morisot', cover: null, profile: null })], hasMore: false },
  shows: { shows: [show(), show({ showId: 4, title: 'Winter Rooms', image: null })], hasMore: false },
  blogs: { blogs: [blog(), blog({ blogId: 6, title: 'Words Only', featured: null })], hasMore: false },
  media: { media: [media(), media({ id: 9501, caption: 'The west room', width: 1200, height: 800 })], hasMore: false },
  representatives: { representatives: [representative(), representative({ representativeId: 2, company: 'Harbour Gallery Oslo', city: 'Oslo', zip: null, country: 'Norway' })], hasMore: false },
};

const INVENTORY_CONFIG = { title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null };

function render(kind: ContentKind, config: Record<string, unknown>, mode: RenderMode = 'visitor', page: ListResponse = PAGES[kind]): string {
  const block: Block = { id: 'l1', type: BLOCK_TYPE[kind], config: kind === 'inventory' ? { ...INVENTORY_CONFIG, ...config } : config };
  const tree: ReactNode = renderBlocks([block], mode);
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site({ config: { company: 'Harbour Gallery', layout: 'classic', colors: {} } }), linkParams: { sub: 'demo' } }}>
      <PageDataContext.Provider value={{ lists: { l1: page } }}>{tree}</PageDataContext.Provider>
    </SiteRenderContext.Provider>,
  );
}

const only = (layout: string) => ({ layouts: [layout], layout });

/** Every <img> in the markup, with its src: none may lack one. */
function images(html: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
}

/** The markup of each cell of a list's items (the <li>s of a list, or the slides of a slideshow). */
function cells(html: string): string[] {
  const li = [...html.matchAll(/<li class="list-items__cell"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
  if (li.length) return li;
  return [...html.matchAll(/aria-roledescription="slide"[^>]*>([\s\S]*?)<\/div>(?=<div class="slideshow__slide|<\/div><\/div><\/section>)/g)].map((m) => m[1]);
}

/** The item pictures each kind's cell draws, by the second item's lack of one. */
function expectPictures(html: string, pictured: number): void {
  const found = images(html);
  expect(found).toHaveLength(pictured);
  for (const img of found) expect(img).toMatch(/ src="\/img\/w_640\/\d+\.jpg"/);
}

describe('every kind of list offers the spec’s five layouts as tabs', () => {
  it.each(Object.keys(BLOCK_TYPE) as ContentKind[])('%s: a tab for each, in the owner’s order, the chosen one selected', (kind) => {
    const layouts = [...LAYOUTS_BY_KIND[kind]].reverse();
    const html = render(kind, { layouts, layout: 'list' });
    const tabs = [...html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]);
    expect(tabs).toEqual(layouts.map((l) => [LIST_LAYOUT_LABELS[l], String(l === 'list')]));
    expect(tabs.map(([label]) => label)).toEqual(expect.arrayContaining(['Slideshow', 'Grid', 'Waterfall', 'Horizontal Masonry', 'List']));
    // Tabs need the list's script: an island, its tabs' anchors as the other lists write them.
    expect(html).toContain('data-island="ContentList"');
    expect(html).toMatch(/aria-labelledby="list-l1-tab-list"/);
  });
});

describe('inventory list', () => {
  it('list: a row per work, its picture small beside title, artist, date and price, and a tint for a work without one', () => {
    const html = render('inventory', only('list'));
    expect(html).toContain('<ul class="list-items list-items--list"');
    const [first, second] = cells(html);
    expect(first).toMatch(/^<a class="inventory-card inventory-card--row list-row" href="\/art\/1\?sub=demo"><span class="inventory-card__media"><img [^>]*sizes="\(max-width: 767px\) 96px, 160px"/);
    expect(first).toContain('<span class="list-row__text"><span class="inventory-card__title">Harbour at Dusk</span><span class="inventory-card__artist">Mary Cassatt</span><span class="inventory-card__date">1921</span>');
    expect(second).toContain('<span class="inventory-card__placeholder" aria-hidden="true"></span>');
    expect(textOf(second)).toContain('Unphotographed Study');
    expectPictures(html, 1);
  });

  it('list: works still open in the detail modal when the list says so, and the next pages follow', () => {
    const html = render('inventory', { ...only('list'), detailDisplay: 0 }, 'visitor', list([item({ inventoryId: 1 })], true));
    expect(html).toContain('data-detail-modal=""');
    expect(html).toContain('&quot;detailModal&quot;:true');
    expect(html).toContain('&quot;hasMore&quot;:true');
  });
});

describe('artists list', () => {
  it.each([
    ['waterfall', 'list-items--waterfall'],
    ['masonry', 'list-items--masonry'],
  ])('%s: each artist’s picture at its proportions with the name, and a tint for an artist without one', (layout, container) => {
    const html = render('artists', only(layout));
    expect(html).toContain(`<ul class="list-items ${container}"`);
    const [first, second] = cells(html);
    expect(first).toMatch(/^<a class="artist-cell artist-cell--grid" href="\/artist\/7\?sub=demo"><span class="list-cell__media"><img /);
    expect(second).toContain('<span class="list-cell__media list-cell__media--empty" aria-hidden="true"></span><span class="list-cell__title">Berthe Morisot</span>');
    expect(html).toContain('style="--aspect:1.333"');
    expectPictures(html, 1);
  });
});

describe('exhibitions list', () => {
  it.each([
    ['waterfall', 'list-items--waterfall'],
    ['masonry', 'list-items--masonry'],
  ])('%s: each show’s cover with its title and dates, and a tint for a show without one', (layout, container) => {
    const html = render('shows', only(layout));
    expect(html).toContain(`<ul class="list-items ${container}"`);
    const [first, second] = cells(html);
    expect(first).toMatch(new RegExp(`^<a class="show-cell show-cell--${layout}" href="/show/3\\?sub=demo"><span class="list-cell__media"><img src="/img/w_640/9203.jpg"`));
    expect(second).toContain('<span class="list-cell__media list-cell__media--empty" aria-hidden="true"></span><span class="list-cell__title">Winter Rooms</span>');
    expect(html).toContain('style="--aspect:1.6"');
    expectPictures(html, 1);
  });

  it('list: a row per show, the cover small beside the title and dates', () => {
    const html = render('shows', only('list'));
    expect(html).toContain('<ul class="list-items list-items--list"');
    const [first, second] = cells(html);
    expect(first).toMatch(/^<a class="show-cell show-cell--list list-row" href="\/show\/3\?sub=demo"><span class="list-cell__media"><img [^>]*sizes="\(max-width: 767px\) 96px, 160px"/);
    expect(first).toContain('<span class="list-row__text"><span class="list-cell__title">Light on Water</span><span class="list-cell__meta">March 3 – April 20, 2024</span></span>');
    expect(second).toContain('list-cell__media--empty');
    expectPictures(html, 1);
  });
});

describe('blogs list', () => {
  it.each([
    ['waterfall', '<ul class="list-items list-items--waterfall"'],
    ['masonry', '<ul class="list-items list-items--masonry"'],
    ['slideshow', 'class="slideshow slideshow--slide slideshow--carousel"'],
  ])('%s: each post’s featured picture over its title, date and excerpt; a post without one is its words', (layout, container) => {
    const html = render('blogs', only(layout));
    expect(html).toContain(container);
    const [first, second] = cells(html);
    expect(first).toMatch(new RegExp(`^<article class="blog-cell blog-cell--${layout}"><span class="list-cell__media"><img src="/img/w_640/9405.jpg"`));
    expect(second).toMatch(new RegExp(`^<article class="blog-cell blog-cell--${layout}"><div class="blog-cell__text"><h2 class="list-cell__title blog-cell__title"><a href="/post/6\\?sub=demo">Words Only</a></h2>`));
    expectPictures(html, 1);
  });

  it('slideshow: a carousel of one post a slide, with Previous and Next', () => {
    const html = render('blogs', only('slideshow'));
    expect(html).toMatch(/aria-label="1 of 2"/);
    expect(html).toMatch(/<button[^>]*aria-label="Next"/);
  });
});

describe('media list', () => {
  it('list: a row per picture, small beside its caption', () => {
    const html = render('media', only('list'));
    expect(html).toContain('<ul class="list-items list-items--list"');
    const [first, second] = cells(html);
    expect(first).toMatch(/^<figure class="media-cell media-cell--list list-row"><span class="list-cell__media"><img [^>]*sizes="\(max-width: 767px\) 96px, 160px"[^>]*alt="Installation view"/);
    expect(first).toContain('<figcaption class="list-cell__meta">The east room</figcaption>');
    expect(textOf(second)).toBe('The west room');
    expectPictures(html, 2);
  });
});

describe('representatives list', () => {
  /** The first with a picture of its rooms (its own alt text), the second without one. */
  const pictured: ListResponse = {
    representatives: [
      representative({ image: { id: 9601, extension: 'jpg', width: 1600, height: 1200, imageAlt: 'The rooms of Harbour Gallery Paris' } }),
      representative({ representativeId: 2, company: 'Harbour Gallery Oslo', city: 'Oslo', zip: null, country: 'Norway' }),
    ],
    hasMore: false,
  };

  it.each([
    ['grid', '<ul class="list-items list-items--grid"', '(max-width: 767px) calc(100vw - 32px), 33vw'],
    ['slideshow', 'class="slideshow slideshow--slide slideshow--carousel"', '(max-width: 767px) 100vw, 80vw'],
    ['waterfall', '<ul class="list-items list-items--waterfall"', '(max-width: 767px) calc(100vw - 32px), 33vw'],
    ['masonry', '<ul class="list-items list-items--masonry"', '(max-width: 767px) calc(100vw - 32px), 33vw'],
  ])('%s: each representative’s picture over its Gallery Cell, with its alt text and a srcset sized to the layout', (layout, container, sizes) => {
    const html = render('representatives', only(layout), 'visitor', pictured);
    expect(html).toContain(container);
    const [first, second] = cells(html);
    expect(first).toMatch(new RegExp(`^<article class="gallery-cell gallery-cell--pictured gallery-cell--${layout}"><span class="list-cell__media"><img src="/img/w_640/9601.jpg"`));
    expect(first).toContain('srcSet="/img/w_320/9601.jpg 320w, /img/w_640/9601.jpg 640w, /img/w_768/9601.jpg 768w, /img/w_1024/9601.jpg 1024w, /img/w_1366/9601.jpg 1366w, /img/w_1600/9601.jpg 1600w"');
    expect(first).toContain(`sizes="${sizes}"`);
    expect(first).toContain('alt="The rooms of Harbour Gallery Paris"');
    expect(first).toMatch(/<\/span><h2 class="list-cell__title gallery-cell__company">Harbour Gallery Paris<\/h2><address/);
    // Without a picture, the words alone, as before representatives had pictures.
    expect(second).toMatch(/^<article class="gallery-cell"><h2 class="list-cell__title gallery-cell__company">Harbour Gallery Oslo<\/h2>/);
    expectPictures(html, 1);
    if (layout !== 'slideshow') expect(html).toContain('style="--aspect:1.333"');
  });

  it('list: a row per representative, the picture small beside the words', () => {
    const html = render('representatives', only('list'), 'visitor', pictured);
    const [first, second] = cells(html);
    expect(first).toMatch(/^<article class="gallery-cell gallery-cell--pictured gallery-cell--list list-row"><span class="list-cell__media"><img [^>]*sizes="\(max-width: 767px\) 96px, 160px"[^>]*alt="The rooms of Harbour Gallery Paris"/);
    expect(first).toContain('<div class="list-row__text"><h2 class="list-cell__title gallery-cell__company">Harbour Gallery Paris</h2>');
    expect(second).toMatch(/^<article class="gallery-cell"><h2/);
    expectPictures(html, 1);
  });

  it('names a picture without alt text of its own by the company', () => {
    const untitled = { representatives: [representative({ image: { id: 9602, extension: 'jpg', width: 1200, height: 900, imageAlt: '' } })], hasMore: false };
    expect(render('representatives', only('grid'), 'visitor', untitled)).toMatch(/<img [^>]*alt="Harbour Gallery Paris"/);
  });

  it('draws the pictures in the builder too, and carries them in a moving list’s island props', () => {
    expectPictures(render('representatives', only('waterfall'), 'builder', pictured), 1);
    const html = render('representatives', { layouts: ['grid', 'list'], layout: 'grid' }, 'visitor', pictured);
    expect(html).toContain('data-island="ContentList"');
    expect(html).toContain('&quot;image&quot;:{&quot;id&quot;:9601');
  });

  // Representatives saved before pictures: every layout shows their Gallery Cell, words only.
  it.each([
    ['slideshow', 'class="slideshow slideshow--slide slideshow--carousel"'],
    ['waterfall', '<ul class="list-items list-items--waterfall"'],
    ['masonry', '<ul class="list-items list-items--masonry"'],
    ['list', '<ul class="list-items list-items--list"'],
  ])('%s: a representative without a picture is its Gallery Cell’s words', (layout, container) => {
    const html = render('representatives', only(layout));
    expect(html).toContain(container);
    const [first, second] = cells(html);
    expect(first).toMatch(/^<article class="gallery-cell"><h2 class="list-cell__title gallery-cell__company">Harbour Gallery Paris<\/h2>/);
    expect(textOf(second)).toContain('Harbour Gallery Oslo');
    expectPictures(html, 0);
  });
});

describe('lists saved before every kind had every layout', () => {
  /** The configs the builder could save before: each kind's default, and every layout it offered then, switched on. */
  const SAVED: Array<[ContentKind, Record<string, unknown>]> = [
    ['inventory', {}],
    ['inventory', { layouts: ['grid', 'slideshow', 'waterfall', 'masonry'], layout: 'waterfall', slideshowType: 'fadeIn' }],
    ['artists', {}],
    ['artists', { layouts: ['grid', 'list', 'slideshow'], layout: 'list', showPreview: true }],
    ['shows', {}],
    ['shows', { layouts: ['grid', 'slideshow', 'parallax', 'fullBackgroundSlideshow'], layout: 'parallax' }],
    ['blogs', {}],
    ['blogs', { layouts: ['list', 'grid'], layout: 'grid', columns: 2 }],
    ['media', {}],
    ['media', { layouts: ['grid', 'waterfall', 'masonry', 'slideshow'], layout: 'masonry' }],
    ['representatives', {}],
  ];

  // The snapshots were written by the code before this change, so the same markup proves the same page.
  it.each(SAVED)('%s %j renders for visitors and in the builder exactly as before', (kind, config) => {
    expect(render(kind, config, 'visitor')).toMatchSnapshot('visitor');
    expect(render(kind, config, 'builder')).toMatchSnapshot('builder');
  });

  it('a list saved with its kind’s default opens on that default, without tabs', () => {
    for (const kind of Object.keys(BLOCK_TYPE) as ContentKind[]) {
      const html = render(kind, {});
      expect(html).not.toContain('role="tablist"');
      expect(html).toContain(`list-items--${LAYOUTS_BY_KIND[kind][0]}`);
    }
  });
});
