import { describe, expect, it } from 'vitest';
import { BlockType } from '../../schema/block-types';
import { catalogueEntry } from '../../schema/catalogue';
import type { Block } from '../../schema/document';
import { THEMES, type ThemeName } from '../../schema/enums';
import type { SiteRoute } from '../ssr-types';
import { renderSiteHtml } from '../ssr';
import { postFixture, showFixture, artistFixture } from '../testing/content-fixtures';
import { item, list, page, renderRequest, site } from '../testing/fixtures';
import { blog } from '../testing/list-fixtures';
import { pageCss, usedClasses } from './page-css';
import { SITE_CSS } from './styles';

/** Each visitor page inlines the rules its HTML uses, not the whole stylesheet of every area and theme. */

const block = (type: string, config: Record<string, unknown> = {}, id = `b-${type}`): Block => ({ id, type, config: { ...(catalogueEntry(type)!.defaultConfig as Record<string, unknown>), ...config } });
const works = [item({ inventoryId: 1, title: 'One' }), item({ inventoryId: 2, title: 'Two' })];

const PAGES: Record<string, { route: SiteRoute; lists?: Record<string, unknown> }> = {
  'home with lists': {
    route: { kind: 'page', page: page([block(BlockType.Text, { text: 'Welcome' }), block(BlockType.InventoryList, {}, 'works'), block(BlockType.BlogsList, {}, 'news')]) },
    lists: { works: list(works), news: { blogs: [blog()], hasMore: false } },
  },
  'inventory list with filters': { route: { kind: 'page', page: page([block(BlockType.InventoryList, { showFilters: true }, 'works')]) }, lists: { works: list(works) } },
  art: { route: { kind: 'art', item: item({ inventoryId: 7 }), related: works } },
  artist: { route: { kind: 'artist', artist: artistFixture(), artworks: list(works), artworksQuery: { limit: 12, offset: 0 }, shows: [showFixture()] } },
  show: { route: { kind: 'show', show: showFixture({ description: `<p>${'Light on water, '.repeat(80)}</p>` }), artworks: works } },
  post: { route: { kind: 'post', post: postFixture(), back: null } },
  search: { route: { kind: 'search', q: 'one', type: null, results: [], hasMore: false } },
  cart: { route: { kind: 'cart' } },
  'not found': { route: { kind: 'not-found' } },
};

function render(route: SiteRoute, lists: Record<string, unknown> = {}, layout: ThemeName = 'classic') {
  const base = renderRequest(route, { data: { lists: lists as never } });
  const html = renderSiteHtml({ ...base, site: site({ config: { ...base.site.config, layout } }) }).html;
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
  return { css, body: html.slice(html.indexOf('<body')) };
}

/** The classes the whole stylesheet styles. */
const styled = new Set([...SITE_CSS.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));

describe('the stylesheet a page inlines', () => {
  for (const [name, { route, lists }] of Object.entries(PAGES)) {
    it(`${name}: has a rule for every class its HTML uses that the site stylesheet styles`, () => {
      const { css, body } = render(route, lists);
      const missing = [...usedClasses(body)].filter((c) => styled.has(c) && !new RegExp(`\\.${c}(?![\\w-])`).test(css));
      expect(missing).toEqual([]);
      expect(css.length).toBeLessThan(SITE_CSS.length);
    });
  }

  it('leaves out the areas a page does not show', () => {
    const art = render(PAGES.art.route).css;
    expect(art).not.toContain('.list-tabs');
    expect(art).not.toContain('.filter-bar');
    expect(art).not.toContain('.search-result{');
    const home = render(PAGES['home with lists'].route, PAGES['home with lists'].lists).css;
    expect(home).toContain('.list-items--grid');
    expect(home).not.toContain('.show-page__reception');
    expect(home).not.toContain('.filter-bar');
    expect(render(PAGES['inventory list with filters'].route, PAGES['inventory list with filters'].lists).css).toContain('.filter-bar');
    expect(render(PAGES.search.route).css).toContain('.search-result{');
  });

  it('holds its own theme’s rules only, whichever theme the site is in', () => {
    for (const theme of THEMES) {
      const { css } = render(PAGES.cart.route, {}, theme);
      expect(css, theme).toContain(`.theme-${theme}{`);
      for (const other of THEMES.filter((t) => t !== theme)) expect(css, `${theme} has ${other}`).not.toContain(`.theme-${other}{`);
    }
  });

  it('is the whole stylesheet where content comes in the browser: a list opening the detail modal, the recently viewed slider', () => {
    const modal = render({ kind: 'page', page: page([block(BlockType.InventoryList, { detailDisplay: 0 }, 'works')]) }, { works: list(works) });
    expect(modal.css.startsWith(SITE_CSS)).toBe(true);
    const recent = render({ kind: 'page', page: page([block(BlockType.RecentlyViewed, {}, 'recent')]) });
    expect(recent.body).toContain('data-island="RecentlyViewed"');
    expect(recent.css.startsWith(SITE_CSS)).toBe(true);
    expect(pageCss('<main class="content-list"></main>', 'classic').length).toBeLessThan(SITE_CSS.length);
  });
});
