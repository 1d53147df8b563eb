import { describe, expect, it } from 'vitest';
import { BlockType } from '../../schema/block-types';
import { CATALOGUE, catalogueEntry } from '../../schema/catalogue';
import type { Block } from '../../schema/document';
import { THEMES, type ThemeName } from '../../schema/enums';
import type { SiteRoute } from '../ssr-types';
import { renderSiteHtml } from '../ssr';
import { postFixture, showFixture, artistFixture } from '../testing/content-fixtures';
import { item, list, page, renderRequest, site } from '../testing/fixtures';
import { blog } from '../testing/list-fixtures';
import { pageCss, usedClasses } from './page-css';
import { SITE_CSS } from './styles';
import { ACCORDION_CSS } from '../blocks/Accordion';
import { BLOCK_STYLESHEETS, BLOCKS_CSS } from '../blocks/blocks-css';
import { IMAGE_GALLERY_CSS } from '../blocks/ImageGallery';
import { SCROLL_FADE_CSS } from '../blocks/ScrollFade';
import { SLIDESHOW_CSS } from '../blocks/Slideshow';
import { TABS_CSS } from '../blocks/Tabs';
import { BLOCK_BOX_CSS } from '../blocks/style';
import { TEXT_CSS } from '../blocks/Text';
import { VIDEO_CSS } from '../blocks/Video';

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

describe('the block stylesheets a page inlines', () => {
  const text = (id: string, words: string) => block(BlockType.Text, { text: words }, id);
  const slides = [text('s1', 'First'), text('s2', 'Second')];
  const WITH: Record<string, { blocks: Block[]; css: string; stateRule?: string }> = {
    slideshow: { blocks: [{ ...block(BlockType.Slideshow), blocks: slides }], css: SLIDESHOW_CSS, stateRule: '.block-slideshow.is-ready' },
    accordion: { blocks: [{ ...block(BlockType.Accordion, { title: 'FAQ' }), blocks: [text('a1', 'Answer')] }], css: ACCORDION_CSS },
    video: { blocks: [block(BlockType.Video, { url: 'https://youtu.be/dQw4w9WgXcQ' })], css: VIDEO_CSS },
    tabs: { blocks: [{ ...block(BlockType.Tabs), blocks: [{ id: 'tab', type: BlockType.Tab, config: { name: 'Story', anchorName: '' }, blocks: [text('t1', 'Once')] }] }], css: TABS_CSS },
    'image gallery': { blocks: [block(BlockType.ImageGallery, { images: [{ id: 1, extension: 'jpg', alt: 'Room' }], lightbox: true })], css: IMAGE_GALLERY_CSS },
    'scroll fade': { blocks: [{ ...block(BlockType.ScrollFade), blocks: [text('f1', 'Fading')] }], css: SCROLL_FADE_CSS, stateRule: '.is-visible' },
  };
  const plain = render({ kind: 'page', page: page([text('p', 'Only words here')]) }).css;

  it('a page without slideshows, accordions, videos, tabs, galleries or fades carries none of their rules, but the style box’s', () => {
    for (const [name, { css }] of Object.entries(WITH)) expect(plain, name).not.toContain(css.trim());
    for (const name of ['.block-slideshow', '.block-accordion', '.block-video', '.block-tabs', '.block-gallery', '.block-scroll-fade', '.block-map']) expect(plain, name).not.toContain(name);
    // The cookie notice on every page has buttons: the buttons' rules (which style a Button block too) come with it.
    expect(plain).toContain('.button--primary');
    expect(plain).toContain(TEXT_CSS.trim());
    // A form's messages wear the style box, and its island draws them only after a submit.
    expect(plain).toContain(BLOCK_BOX_CSS);
    expect(plain.length).toBeLessThan(SITE_CSS.length - BLOCKS_CSS.length + TEXT_CSS.length + BLOCK_BOX_CSS.length + 1000);
  });

  for (const [name, { blocks, css, stateRule }] of Object.entries(WITH)) {
    it(`a page with a ${name} carries its whole stylesheet${stateRule ? `, the rules for the classes its script adds (${stateRule}) included` : ''}`, () => {
      const rendered = render({ kind: 'page', page: page(blocks) });
      expect(rendered.css).toContain(css);
      if (stateRule) expect(rendered.css).toContain(stateRule);
      expect(rendered.css.length).toBeLessThan(SITE_CSS.length);
    });
  }

  it('keeps the stylesheets of the blocks a page draws in the builder’s order, so the cascade is unchanged', () => {
    const every = [...new Set(BLOCK_STYLESHEETS.flatMap((css) => [...css.matchAll(/\.(block-[\w-]+)/g)].map((m) => m[1])))];
    expect(pageCss(`<main class="${every.join(' ')}"></main>`, 'classic')).toContain(BLOCKS_CSS);
  });

  for (const type of Object.keys(CATALOGUE)) {
    it(`${type}, alone on a page: a rule for every class its HTML uses that the site stylesheet styles`, () => {
      const alone: Block = { ...block(type), blocks: [text(`${type}-child`, 'Inside')] };
      const { css, body } = render({ kind: 'page', page: page([alone]) });
      const missing = [...usedClasses(body)].filter((c) => styled.has(c) && !new RegExp(`\\.${c}(?![\\w-])`).test(css));
      expect(missing).toEqual([]);
    });
  }
});
