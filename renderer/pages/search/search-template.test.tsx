import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../schema/api/search';
import { BlockType } from '../../../schema/block-types';
import { catalogueEntry } from '../../../schema/catalogue';
import type { Block } from '../../../schema/document';
import { DEFAULT_TEMPLATES, type DetailTemplates } from '../../../schema/detail-templates';
import { renderBlocks } from '../../blocks/registry';
import { SiteRenderContext } from '../../site/context';
import { renderSiteHtml } from '../../ssr';
import type { SiteRoute } from '../../ssr-types';
import { document, item, list, page, renderRequest, site } from '../../testing/fixtures';
import { SearchContext } from './context';
import type { SearchRoute } from './route';

/** The search results page drawn with its template: the default as the fixed page was, and an owner's own. */

const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const block = (type: string, id: string, config: Record<string, unknown> = {}): Block => ({ id, type, config: { ...(catalogueEntry(type)!.defaultConfig as Record<string, unknown>), ...config } });
const text = (id: string, words: string): Block => ({ id, type: BlockType.Text, config: { text: words, variant: 'paragraph', align: 'left' } });

const result = (type: 0 | 1 | 2 | 3, id: number, title: string): SearchResult => ({
  type,
  id,
  title,
  artistName: 'Mary Cassatt',
  date: '1921',
  text: 'Oil on canvas',
  image: null,
  link: `${['art', 'artist', 'post', 'show'][type]}/${id}`,
});
const found: SearchRoute = { kind: 'search', q: 'harbour', type: null, results: [result(0, 11, 'Harbour at Dusk'), result(1, 7, 'Mary Cassatt'), result(3, 4, 'Harbour Light')], hasMore: true };

function render(route: SiteRoute, templates?: DetailTemplates, options: { userType?: number; data?: { lists: Record<string, ReturnType<typeof list>> } } = {}) {
  const base = renderRequest(route, { path: '/search?q=harbour', linkParams: { sub: 'demo' }, data: options.data ?? { lists: {} } });
  const doc = document([page([])]);
  if (templates) doc.site.templates = templates;
  // The site's config is its published document's site, templates and all.
  const shown = site({ userType: options.userType ?? 0 });
  return renderSiteHtml({ ...base, document: doc, site: { ...shown, config: { ...shown.config, ...(templates ? { templates } : {}) } } }).html;
}
const itemLists = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1])).filter((d) => d['@type'] === 'ItemList');

describe('the default search results page template', () => {
  it('draws the page as before: the title, the form prefilled, the tabs, the results and the island for more', () => {
    const html = main(render(found));
    expect(html).toContain(
      '<section class="search-page" aria-labelledby="search-title"><h1 id="search-title" class="search-page__title">Search</h1><form class="search-form" role="search" aria-label="Search this site" data-search-form="" action="/search" method="get">',
    );
    expect(html).toMatch(/<input id="search-page-q" class="search-form__input" type="search" placeholder="Search for artwork &amp; artists"[^>]* name="q" value="harbour"\/>/);
    expect(html).toContain('<nav class="search-tabs" aria-label="Kinds of results"><ul><li><a class="search-tabs__tab" href="/search?q=harbour&amp;sub=demo" aria-current="page">All</a></li><li><a class="search-tabs__tab" href="/search?q=harbour&amp;type=1&amp;sub=demo">Artists</a>');
    expect(html).toContain('</nav><ul class="search-results"><li><a class="search-result search-result--artwork" href="/art/11?sub=demo">');
    const island = /data-island="SearchResultsMore" data-props="([^"]*)"/.exec(html)!;
    const props = JSON.parse(island[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(props.query).toEqual({ q: 'harbour', limit: 30, offset: 3 });
    expect(props).not.toHaveProperty('columns');
    expect(html).not.toContain('builder-hint');
  });

  it('on an artist site: the artwork placeholder and no Artists tab', () => {
    const html = main(render(found, undefined, { userType: 1 }));
    expect(html).toContain('placeholder="Search for artwork"');
    expect([...html.matchAll(/class="search-tabs__tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['All', 'Blogs', 'Inventory', 'Exhibitions']);
  });

  it('says the tab’s noun and the term when nothing matches, and keeps the tab in the form', () => {
    const html = main(render({ kind: 'search', q: 'zzxqvw', type: 3, results: [], hasMore: false }));
    expect(html).toContain('<p class="search-page__empty" role="status">No exhibitions matching your search term: zzxqvw</p>');
    expect(html).toContain('<input type="hidden" name="type" value="3"/>');
    expect(html).not.toContain('search-results');
  });

  it('shows only the form before anything is searched, and tags the results it shows as an item list', () => {
    const empty = main(render({ kind: 'search', q: '', type: null, results: [], hasMore: false }));
    expect(empty).toContain('id="search-page-q"');
    expect(empty).not.toContain('search-tabs');
    expect(empty).not.toContain('search-page__empty');
    expect(itemLists(render(found))[0].itemListElement.map((e: { url: string }) => e.url)).toEqual([
      'https://harbour.example/art/11?sub=demo',
      'https://harbour.example/artist/7?sub=demo',
      'https://harbour.example/show/4?sub=demo',
    ]);
  });
});

describe('an owner’s search results page template', () => {
  const templates: DetailTemplates = {
    search: { blocks: [text('t', 'Can’t find a work? Ask us.'), block(BlockType.SearchMeta, 'm', { showTitle: false }), block(BlockType.SearchResultsList, 'r', { columns: 3, showTabs: false })] },
  };

  it('draws its blocks in order around the results, with the settings chosen', () => {
    const html = main(render(found, templates));
    expect(html).toContain('<section class="search-page" aria-labelledby="search-title-m"><div class="block-text"><p>Can’t find a work? Ask us.</p></div><h1 id="search-title-m" class="search-page__title visually-hidden">Search</h1>');
    expect(html).toContain('id="search-page-q-m"');
    expect(html).not.toContain('search-tabs');
    expect(html).toContain('<ul class="search-results search-results--columns" style="--columns:3">');
    const island = /data-island="SearchResultsMore" data-props="([^"]*)"/.exec(html)!;
    expect(JSON.parse(island[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')).columns).toBe(3);
    // The columns' rules come with the page that uses them.
    expect(render(found, templates)).toContain('.search-results--columns{');
    expect(render(found)).not.toContain('.search-results--columns{');
  });

  it('is named Search and tags nothing when the owner took the meta and the results out', () => {
    const html = render(found, { search: { blocks: [text('t', 'Search is resting.')] } });
    expect(main(html)).toContain('<section class="search-page" aria-label="Search"><div class="block-text"><p>Search is resting.</p></div></section>');
    expect(itemLists(html)).toEqual([]);
    expect(html).toContain('<title>Search: harbour | Harbour Gallery</title>');
  });

  it('gives a list block in it its data, as on a page', () => {
    const arrivals = block(BlockType.InventoryList, 'arrivals', { title: 'New arrivals' });
    const html = main(render(found, { search: { blocks: [block(BlockType.SearchMeta, 'm'), arrivals, block(BlockType.SearchResultsList, 'r')] } }, { data: { lists: { arrivals: list([item({ inventoryId: 555, title: 'Low Water' })]) } } }));
    expect(html).toContain('New arrivals');
    expect(html).toContain('Low Water');
    expect(html.indexOf('Low Water')).toBeLessThan(html.indexOf('Harbour at Dusk'));
  });
});

describe('the search blocks in the builder', () => {
  const many: SearchRoute = { ...found, results: Array.from({ length: 12 }, (_, i) => result(0, 100 + i, `Work ${i}`)) };
  const draw = (route: SearchRoute | null, blocks: Block[], mode: 'builder' | 'visitor' = 'builder') =>
    renderToStaticMarkup(
      <SiteRenderContext.Provider value={{ site: site(), linkParams: { sub: 'demo' } }}>
        <SearchContext.Provider value={route}>{renderBlocks(blocks, mode)}</SearchContext.Provider>
      </SiteRenderContext.Provider>,
    );
  const cells = (html: string) => (html.match(/class="search-result search-result--/g) ?? []).length;

  it('preview columns x 3 of the site’s results with the tabs, and no island', () => {
    expect(cells(draw(many, [block(BlockType.SearchResultsList, 'r')]))).toBe(3);
    const wide = draw(many, [block(BlockType.SearchResultsList, 'r', { columns: 2 })]);
    expect(cells(wide)).toBe(6);
    expect(wide).toContain('aria-label="Kinds of results"');
    expect(wide).not.toContain('data-island');
  });

  it('show the words searched for in the form, and say Loading... until the search is there', () => {
    expect(draw(many, [block(BlockType.SearchMeta, 'm')])).toMatch(/value="harbour"/);
    expect(draw(null, [block(BlockType.SearchResultsList, 'r')])).toBe('<p class="builder-hint">Loading...</p>');
    expect(draw(null, [block(BlockType.SearchResultsList, 'r')], 'visitor')).toBe('');
  });
});

describe('search result cells drawn with the site’s cell templates', () => {
  const parts = (kind: keyof typeof DEFAULT_TEMPLATES) => ({ blocks: structuredClone([...DEFAULT_TEMPLATES[kind]]) });
  const all: SearchRoute = { ...found, results: [...found.results, result(2, 5, 'In the studio')], hasMore: false };

  it('the default templates draw every kind of result as before', () => {
    const defaults = { searchArtistCell: parts('searchArtistCell'), searchBlogCell: parts('searchBlogCell'), searchInventoryCell: parts('searchInventoryCell'), searchShowCell: parts('searchShowCell') };
    expect(main(render(all, defaults))).toBe(main(render(all)));
  });

  it('an owner’s exhibition cell: the title in capitals first, no type, the picture still beside the words; the others as before', () => {
    const showCell = {
      blocks: [
        { id: 'a', type: BlockType.SearchCellTitle, config: { uppercase: true } },
        { id: 'b', type: BlockType.SearchCellFacts, config: { size: 'small' } },
        { id: 'c', type: BlockType.SearchCellImage, config: {} },
      ],
    };
    const html = main(render(all, { searchShowCell: showCell }));
    expect(html).toContain(
      '<a class="search-result search-result--exhibition" href="/show/4?sub=demo"><span class="search-result__thumb search-result__thumb--empty" aria-hidden="true"></span><span class="search-result__body"><span class="search-result__title cell-part--upper">Harbour Light</span><span class="search-result__line cell-part--small">1921</span></span></a>',
    );
    const plain = main(render(all));
    const artwork = (h: string) => /<a class="search-result search-result--artwork".*?<\/a>/.exec(h)![0];
    expect(artwork(html)).toBe(artwork(plain));
    // The island for more results is told the set templates, so further pages draw the same.
    const island = /data-island="SearchResultsMore" data-props="([^"]*)"/.exec(main(render(found, { searchShowCell: showCell })))!;
    expect(JSON.parse(island[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')).context.templates).toEqual({ searchShowCell: showCell.blocks.map(({ type, config }) => ({ type, config })) });
  });

  it('a cell without its title is still named by it', () => {
    const html = main(render(all, { searchArtistCell: { blocks: [{ id: 'i', type: BlockType.SearchCellImage, config: {} }] } }));
    expect(html).toContain('<a class="search-result search-result--artist" href="/artist/7?sub=demo" aria-label="Mary Cassatt"><span class="search-result__thumb search-result__thumb--empty" aria-hidden="true"></span><span class="search-result__body"></span></a>');
  });
});
