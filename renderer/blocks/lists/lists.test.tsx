import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../schema/document';
import type { ThemeName } from '../../../schema/enums';
import { DataSourceContext } from '../../data/context';
import { PageDataContext, type DataSource, type ListResponse, type PageData } from '../../data/source';
import { SiteRenderContext } from '../../site/context';
import { artist, blog, media, representative, show } from '../../testing/list-fixtures';
import { site, textOf } from '../../testing/fixtures';
import { BuilderText, SiteText } from '../../texts';
import { renderBlocks } from '../registry';
import type { RenderMode } from '../types';
import { inventoryListQuery } from '../InventoryList/query';
import { listContextOf } from './list-context';
import { blogsListRequest, collectContentListRequests, exhibitionsListRequest, artistsListRequest, mediaListRequest, representativesListRequest } from './list-queries';

function render(blocks: Block[], mode: RenderMode, lists: Record<string, ListResponse> = {}, options: { layout?: ThemeName; source?: DataSource } = {}): string {
  const data: PageData = { lists };
  const tree: ReactNode = renderBlocks(blocks, mode);
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site({ config: { company: 'Harbour Gallery', layout: options.layout ?? 'classic', colors: {} } }), linkParams: { sub: 'demo' } }}>
      <DataSourceContext.Provider value={options.source ?? null}>
        <PageDataContext.Provider value={data}>{tree}</PageDataContext.Provider>
      </DataSourceContext.Provider>
    </SiteRenderContext.Provider>,
  );
}

const block = (type: string, config: Record<string, unknown> = {}, id = 'l1'): Block => ({ id, type, config });
const only = (layout: string) => ({ layouts: [layout], layout });

/** The props of the first island in the markup. */
function islandProps(html: string): Record<string, unknown> {
  const match = /data-island="ContentList" data-props="([^"]*)"/.exec(html);
  if (!match) throw new Error('no ContentList island');
  return JSON.parse(match[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#x27;/g, "'")) as Record<string, unknown>;
}

describe('Artists list block', () => {
  const artists = { artists: [artist(), artist({ artistId: 8, name: 'Berthe Morisot', lifespan: '1841–1895', country: 'French' })], hasMore: false };

  it('shows each artist with their picture, name and dates, linking to their page, as plain HTML', () => {
    const html = render([block('artists-list', { title: 'Our Artists' })], 'visitor', { l1: artists });
    expect(textOf(html)).toBe('Our Artists Mary Cassatt American, 1844–1926 Berthe Morisot French, 1841–1895');
    expect(html).toContain('href="/artist/8?sub=demo"');
    expect(html).toContain('class="list-items list-items--grid" style="--columns:5;--tablet-columns:3;--mobile-columns:2"');
    expect(html).toMatch(/<img src="\/img\/w_640\/9107\.jpg" srcSet="[^"]*320w[^"]*" sizes="\(max-width: 767px\) calc\(50vw - 24px\), 20vw"/);
    expect(html).not.toContain('data-island');
  });

  it('draws the tabs of its layouts on the server, the chosen one selected, and carries no biography to the browser', () => {
    const html = render([block('artists-list', { layouts: ['grid', 'list'], layout: 'list', showPreview: true })], 'visitor', { l1: artists });
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>Grid</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>List</);
    expect(html).toContain('list-items--list list-items--with-preview');
    expect(html).toContain('class="artist-cell__preview"');
    const props = islandProps(html);
    expect(props).toMatchObject({ layout: 'list', layouts: ['grid', 'list'], next: { kind: 'artists', query: { limit: 30, offset: 0 } } });
    expect(JSON.stringify(props)).not.toContain('long biography');
  });

  it('hides an empty list from visitors and gives the spec’s hint in the builder', () => {
    expect(render([block('artists-list')], 'visitor', { l1: { artists: [], hasMore: false } })).toBe('');
    expect(textOf(render([block('artists-list')], 'builder'))).toBe("You haven't added any artists yet. Once you do, you'll see them here.");
  });

  it('says Loading... in the builder while the site’s own artists are on their way', () => {
    const waiting = new Promise<never>(() => undefined);
    const source = { listArtists: () => waiting } as unknown as DataSource;
    expect(textOf(render([block('artists-list')], 'builder', {}, { source }))).toBe(SiteText.loading);
  });
});

describe('Exhibitions list block', () => {
  const shows = { shows: [show(), show({ showId: 4, title: 'Winter Rooms', date: 'December 1, 2023 – January 7, 2024' })], hasMore: true };

  it('shows each exhibition’s cover, title and dates, linking to its page', () => {
    const html = render([block('exhibitions-list')], 'visitor', { l1: shows });
    expect(textOf(html)).toContain('Light on Water March 3 – April 20, 2024 Winter Rooms December 1, 2023 – January 7, 2024');
    expect(html).toContain('href="/show/4?sub=demo"');
    // Exhibitions come 100 at a time (spec §7).
    expect(islandProps(html)).toMatchObject({ hasMore: true, next: { kind: 'shows', query: { limit: 100 } } });
  });

  it('server-renders its slideshow with the first slide current and Previous and Next buttons', () => {
    const html = render([block('exhibitions-list', { layouts: ['slideshow'], layout: 'slideshow' })], 'visitor', { l1: shows });
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="Exhibitions"/);
    expect(html).toMatch(/<button[^>]*aria-label="Previous"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*aria-label="Next"/);
    expect(html).toMatch(/class="slideshow__slide is-current" role="group" aria-roledescription="slide" aria-label="1 of 2"/);
    expect(html).toContain('slideshow--slider');
  });

  it('draws its tabs and slideshow buttons disabled on the server, as a click before the script runs would go nowhere', () => {
    const html = render([block('exhibitions-list', { layouts: ['slideshow', 'grid'], layout: 'slideshow' })], 'visitor', { l1: shows });
    expect(html.match(/<button[^>]*role="tab"[^>]*disabled=""/g)).toHaveLength(2);
    expect(html).toMatch(/<button[^>]*aria-label="Next"[^>]*disabled=""/);
  });

  it('server-renders its parallax cell: a band per show, the cover at 6% behind its title and dates, from /img with a srcset', () => {
    const html = render([block('exhibitions-list', { layouts: ['parallax'], layout: 'parallax' })], 'visitor', { l1: shows });
    expect(html).toContain('class="list-items list-items--parallax"');
    expect(html.match(/data-parallax-band=""/g)).toHaveLength(2);
    expect(html).toMatch(/<a class="show-band show-band--parallax" href="\/show\/3\?sub=demo"><span class="show-band__media"><img src="\/img\/w_640\/9203\.jpg" srcSet="[^"]*1600w" sizes="100vw"/);
    expect(html).toContain('<span class="show-band__text"><span class="show-band__title">Light on Water</span><span class="show-band__dates">March 3 – April 20, 2024</span></span>');
    // An island, so the pictures can follow the scroll.
    expect(islandProps(html)).toMatchObject({ layout: 'parallax', layouts: ['parallax'] });
  });

  it('server-renders its full-background slideshow as a carousel of one, the covers filling the slides, with a pause button when it plays by itself', () => {
    const config = { layouts: ['fullBackgroundSlideshow'], layout: 'fullBackgroundSlideshow', slideshowType: 'fadeIn', slideshowAutoplay: 5000 };
    const html = render([block('exhibitions-list', config)], 'visitor', { l1: shows });
    expect(html).toContain('slideshow slideshow--fadeIn slideshow--carousel');
    expect(html).toMatch(/class="slideshow__slide is-current" role="group" aria-roledescription="slide" aria-label="1 of 2"><a class="show-band show-band--fullBackgroundSlideshow"/);
    expect(html).toMatch(/<button[^>]*aria-label="Pause slideshow"/);
    expect(html).toMatch(/<button[^>]*aria-label="Next"/);
    expect(islandProps(html)).toMatchObject({ autoplay: 5000, slideshowType: 'fadeIn' });
    // The slider keeps sliding, never by itself, whatever the full-background slideshow does.
    const slider = render([block('exhibitions-list', { ...config, layouts: ['slideshow', 'fullBackgroundSlideshow'], layout: 'slideshow' })], 'visitor', { l1: shows });
    expect(slider).toContain('slideshow slideshow--slide slideshow--slider');
    expect(slider).not.toContain('Pause slideshow');
  });

  it('names the new cells’ tabs as the spec names them', () => {
    const html = render([block('exhibitions-list', { layouts: ['parallax', 'fullBackgroundSlideshow'], layout: 'parallax' })], 'visitor', { l1: shows });
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Parallax</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>Full-Background Slideshow</);
  });

  it('gives the spec’s hint in the builder', () => {
    expect(textOf(render([block('exhibitions-list')], 'builder'))).toBe("You haven't added any exhibitions yet. Once you do, you'll see them here.");
  });
});

describe('Blogs list block', () => {
  const posts = { blogs: [blog()], hasMore: false };

  it('shows each post’s picture, title, raw date (outside francisco) and excerpt, never its body', () => {
    const html = render([block('blogs-list')], 'visitor', { l1: posts });
    expect(textOf(html)).toBe('Notes from the Studio 2024-03-05 A morning with the new canvases.');
    expect(html).toContain('<h2 class="list-cell__title blog-cell__title"><a href="/post/5?sub=demo">Notes from the Studio</a></h2>');
    // Under a title of the list's own, the posts' headings come one level below it.
    expect(render([block('blogs-list', { title: 'News' })], 'visitor', { l1: posts })).toContain('<h3 class="list-cell__title blog-cell__title">');
    expect(html).toContain('<time class="list-cell__meta" dateTime="2024-03-05">');
    expect(html).not.toContain('The whole post');
  });

  it('shows the posts side by side in a waterfall and a grid with the default single column, and in rows in the list', () => {
    // The catalogue's default columnCount is the spec's 1.
    const waterfall = render([block('blogs-list', { layouts: ['list', 'waterfall'], layout: 'waterfall' })], 'visitor', { l1: posts });
    expect(waterfall).toContain('class="list-items list-items--waterfall" style="--columns:3;--tablet-columns:3;--mobile-columns:1"');
    // Each picture is asked for at a column's width, a third of the page, not the whole of it.
    expect(waterfall).toContain('sizes="(max-width: 767px) calc(100vw - 32px), 33vw"');
    expect(render([block('blogs-list', only('grid'))], 'visitor', { l1: posts })).toContain('class="list-items list-items--grid" style="--columns:3;--tablet-columns:3;--mobile-columns:1"');
    expect(render([block('blogs-list')], 'visitor', { l1: posts })).toContain('class="list-items list-items--list" style="--columns:1;--tablet-columns:1;--mobile-columns:1"');
    // Columns the owner chose are kept.
    expect(render([block('blogs-list', { ...only('waterfall'), columns: 2 })], 'visitor', { l1: posts })).toContain('style="--columns:2;--tablet-columns:2;--mobile-columns:1"');
    // The island is told the owner's count, so a tab to the list shows rows again.
    expect(islandProps(waterfall)).toMatchObject({ columns: 1, layout: 'waterfall' });
  });

  it('writes the long month and year in the francisco theme', () => {
    const html = render([block('blogs-list')], 'visitor', { l1: posts }, { layout: 'francisco' });
    expect(html).toContain('<time class="list-cell__meta" dateTime="2024-03-05">March 2024</time>');
  });

  it('gives the spec’s hint in the builder', () => {
    expect(textOf(render([block('blogs-list')], 'builder'))).toBe(BuilderText.emptyBlogs);
    expect(BuilderText.emptyBlogs).toBe("You haven't added any blogs yet. Once you do, you'll see them here.");
  });
});

describe('Media list block', () => {
  it('shows each picture with its caption, in a waterfall sized to a column', () => {
    const items = { media: [media(), media({ id: 9501, caption: '', title: 'Detail', inventoryId: 12 })], hasMore: false };
    const html = render([block('media-list', { layouts: ['waterfall'], layout: 'waterfall', columns: 4 })], 'visitor', { l1: items });
    expect(html).toContain('list-items--waterfall');
    expect(html).toContain('style="--aspect:0.667"');
    expect(html).toContain('sizes="(max-width: 767px) calc(50vw - 24px), 25vw"');
    expect(textOf(html)).toBe('The east room Detail');
    expect(html).toContain('href="/art/12?sub=demo"');
  });

  it('gives the spec’s hint in the builder', () => {
    expect(textOf(render([block('media-list')], 'builder'))).toBe("You haven't added any media yet. Once you do, you'll see them here.");
  });
});

describe('Representatives list block', () => {
  it('shows each representative as a Gallery Cell: company, address, phone and website', () => {
    const html = render([block('representatives-list')], 'visitor', { l1: { representatives: [representative()], hasMore: false } });
    expect(textOf(html)).toBe('Harbour Gallery Paris 12 Rue de Seine Paris, 75006 France Phone: +33 1 23 45 67 89 Website: harbour.example/paris');
    expect(html).toContain('href="tel:+33123456789"');
    expect(html).toContain('href="https://harbour.example/paris"');
    expect(html).toContain('--columns:3;--tablet-columns:3;--mobile-columns:1');
  });

  it('makes no link of a website that is not a web address', () => {
    const html = render([block('representatives-list')], 'visitor', { l1: { representatives: [representative({ website: 'javascript:alert(1)' })], hasMore: false } });
    expect(html).not.toContain('javascript:');
  });

  it('gives the spec’s hint in the builder', () => {
    expect(textOf(render([block('representatives-list')], 'builder'))).toBe("You haven't added any representatives yet. Once you do, you'll see them here.");
  });
});

describe('list requests on a detail page (spec §3: context passed to lists)', () => {
  it('take the page’s artist, or on an artwork’s page the work, unless the block names an artist of its own', () => {
    const artistPage = { artistId: 7 };
    const workPage = { inventoryId: 12 };
    expect(exhibitionsListRequest({}, 'visitor', artistPage).query).toMatchObject({ artistId: 7 });
    expect(exhibitionsListRequest({ artistId: 4 }, 'visitor', artistPage).query).toMatchObject({ artistId: 4 });
    expect(exhibitionsListRequest({}, 'visitor', workPage).query).not.toHaveProperty('inventoryId');
    expect(blogsListRequest({}, 'visitor', artistPage).query).toMatchObject({ artistId: 7 });
    expect(blogsListRequest({}, 'visitor', workPage).query).toMatchObject({ inventoryId: 12 });
    expect(blogsListRequest({ artistId: 4 }, 'visitor', workPage).query).toEqual(expect.objectContaining({ artistId: 4 }));
    expect(blogsListRequest({ artistId: 4 }, 'visitor', workPage).query).not.toHaveProperty('inventoryId');
    expect(mediaListRequest({}, 'visitor', workPage).query).toMatchObject({ inventoryId: 12 });
    expect(mediaListRequest({}, 'visitor', artistPage).query).toMatchObject({ artistId: 7 });
    // Artists and representatives have no such filter; the inventory list takes the artist.
    expect(artistsListRequest({}, 'visitor').query).toEqual({ limit: 30, offset: 0 });
    expect(inventoryListQuery({}, 'visitor', artistPage)).toMatchObject({ artistId: 7 });
    expect(inventoryListQuery({ artistId: 3 }, 'visitor', artistPage)).toMatchObject({ artistId: 3 });
    expect(inventoryListQuery({}, 'visitor', workPage)).not.toHaveProperty('artistId');
    // Outside a detail page, nothing is added.
    expect(blogsListRequest({}, 'visitor').query).toEqual({ limit: 30, offset: 0 });
  });

  it('come from the route: the artist of an artist page, the work of an art page, none for the builder’s samples', () => {
    expect(listContextOf(null)).toEqual({});
    expect(listContextOf({ kind: 'artist', artist: { artistId: 7 } } as never)).toEqual({ artistId: 7 });
    expect(listContextOf({ kind: 'art', item: { inventoryId: 12 } } as never)).toEqual({ inventoryId: 12 });
    expect(listContextOf({ kind: 'art', item: { inventoryId: -1 } } as never)).toEqual({});
    expect(listContextOf({ kind: 'show', show: { showId: 3 } } as never)).toEqual({});
  });

  it('are what the server resolves before rendering the page', () => {
    const blocks: Block[] = [{ id: 'b', type: 'blogs-list', config: {} }];
    expect(collectContentListRequests(blocks, { inventoryId: 12 })[0].request.query).toMatchObject({ inventoryId: 12 });
    expect(collectContentListRequests(blocks)[0].request.query).not.toHaveProperty('inventoryId');
  });
});

describe('list requests', () => {
  it('ask visitors for 30 and the builder for its preview size, capped by maxLimit', () => {
    expect(artistsListRequest({ columns: 4 }, 'visitor').query).toEqual({ limit: 30, offset: 0 });
    expect(artistsListRequest({ columns: 4 }, 'builder').query).toEqual({ limit: 12, offset: 0 });
    expect(artistsListRequest({ columns: 4, maxLimit: 5 }, 'builder').query).toEqual({ limit: 5, offset: 0, maxLimit: 5 });
    expect(exhibitionsListRequest({ columns: 5, layouts: ['slideshow'], layout: 'slideshow' }, 'builder').query).toEqual({ limit: 10, offset: 0 });
    expect(exhibitionsListRequest({ columns: 5, layouts: ['grid', 'waterfall'], layout: 'waterfall' }, 'builder').query).toEqual({ limit: 10, offset: 0 });
    expect(exhibitionsListRequest({ columns: 5, layouts: ['list'], layout: 'list' }, 'builder').query).toEqual({ limit: 3, offset: 0 });
    expect(exhibitionsListRequest({ columns: 5, layouts: ['parallax'], layout: 'parallax' }, 'builder').query).toEqual({ limit: 3, offset: 0 });
    expect(exhibitionsListRequest({ columns: 5, layouts: ['grid', 'fullBackgroundSlideshow'], layout: 'grid' }, 'builder').query).toEqual({ limit: 10, offset: 0 });
  });

  it('take a chosen list as source 3 and tags as source 6, and the filters each API takes', () => {
    expect(artistsListRequest({ source: 3, listId: 9, tags: ['a'] }, 'visitor').query).toEqual({ limit: 30, offset: 0, listId: 9 });
    expect(artistsListRequest({ source: 6, listId: 9, tags: ['bronze', 'oil'] }, 'visitor').query).toEqual({ limit: 30, offset: 0, tags: ['bronze', 'oil'] });
    expect(artistsListRequest({ order: 5, dir: 'desc' }, 'visitor').query).toMatchObject({ order: 5, dir: 'desc' });
    expect(exhibitionsListRequest({ status: 2, artistId: 4 }, 'visitor').query).toMatchObject({ status: 2, artistId: 4 });
    expect(exhibitionsListRequest({ status: 0 }, 'visitor').query).not.toHaveProperty('status');
    expect(representativesListRequest({ source: 3, listId: 2 }, 'visitor').query).toEqual({ limit: 30, offset: 0 });
  });

  it('are collected for every content list of a page, with the catalogue defaults under each config', () => {
    const found = collectContentListRequests([block('text', { text: 'x' }, 't'), block('artists-list', {}, 'a'), block('blogs-list', { maxLimit: 2 }, 'b'), block('inventory-list', {}, 'i')]);
    expect(found).toEqual([
      { blockId: 'a', request: { kind: 'artists', query: { limit: 30, offset: 0 } } },
      { blockId: 'b', request: { kind: 'blogs', query: { limit: 2, offset: 0, maxLimit: 2 } } },
    ]);
  });
});
