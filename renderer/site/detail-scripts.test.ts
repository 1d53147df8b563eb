// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readRecentlyViewed, recentlyViewedKey, recordRecentlyViewed, RECENTLY_VIEWED_STORED } from '../../schema/recently-viewed';
import { DETAIL_TABS_SCRIPT, RECENTLY_VIEWED_ATTRIBUTE, RECENTLY_VIEWED_KEY_ATTRIBUTE, RECENTLY_VIEWED_SCRIPT } from './detail-scripts';

/** The detail pages' inline scripts, run as the browser runs them on server-rendered markup. */

const run = (script: string) => new Function(script)();

const TABS = `<div class="detail-tabs" data-detail-tabs="">
<nav class="detail-tabs__list" aria-label="Artist"><a href="#artworks" data-tab-anchor="artworks">Artworks</a><a href="#biography" data-tab-anchor="biography">Biography</a></nav>
<section id="artworks"><h2>Artworks</h2><a href="/art/1">A work</a></section>
<section id="biography"><h2>Biography</h2><p>Born by the sea.</p></section></div>`;

const tabs = () => [...document.querySelectorAll<HTMLElement>('[data-tab-anchor]')];
const panel = (id: string) => document.getElementById(id)!;

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/artist/7');
  localStorage.clear();
});

describe('the artist tabs script', () => {
  it('makes the links tabs and shows the first panel when the address names none', () => {
    document.body.innerHTML = TABS;
    run(DETAIL_TABS_SCRIPT);
    expect(document.querySelector('nav')!.getAttribute('role')).toBe('tablist');
    expect(tabs().map((t) => [t.getAttribute('role'), t.getAttribute('aria-selected'), t.getAttribute('tabindex')])).toEqual([
      ['tab', 'true', '0'],
      ['tab', 'false', '-1'],
    ]);
    expect(panel('artworks').hidden).toBe(false);
    expect(panel('biography').hidden).toBe(true);
    expect(panel('biography').getAttribute('aria-labelledby')).toBe('tab-biography');
    expect(tabs()[1].getAttribute('aria-controls')).toBe('biography');
  });

  it('opens the tab the hash names, and writes the chosen tab’s anchor to the hash', () => {
    history.replaceState(null, '', '/artist/7#biography');
    document.body.innerHTML = TABS;
    run(DETAIL_TABS_SCRIPT);
    expect(panel('biography').hidden).toBe(false);
    expect(panel('artworks').hidden).toBe(true);
    tabs()[0].click();
    expect(location.hash).toBe('#artworks');
    expect(panel('artworks').hidden).toBe(false);
    expect(document.activeElement).toBe(tabs()[0]);
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', () => {
    document.body.innerHTML = TABS;
    run(DETAIL_TABS_SCRIPT);
    tabs()[0].focus();
    const press = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(panel('biography').hidden).toBe(false);
    expect(location.hash).toBe('#biography');
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs()[0]);
    press('End');
    expect(tabs()[1].getAttribute('aria-selected')).toBe('true');
    press('Home');
    expect(tabs()[0].getAttribute('aria-selected')).toBe('true');
  });

  it('leaves a single section alone', () => {
    document.body.innerHTML = '<div data-detail-tabs=""><nav><a href="#artworks" data-tab-anchor="artworks">Artworks</a></nav><section id="artworks"></section></div>';
    run(DETAIL_TABS_SCRIPT);
    expect(document.querySelector('nav')!.hasAttribute('role')).toBe(false);
  });
});

describe('the recently viewed script', () => {
  const key = recentlyViewedKey('demo');
  const entry = (inventoryId: number) => ({ inventoryId, title: `Work ${inventoryId}`, artistName: 'Mary Cassatt', image: { id: inventoryId, extension: 'jpg', width: 10, height: 10, imageAlt: '' } });
  const page = (inventoryId: number) => {
    const article = document.createElement('article');
    article.setAttribute(RECENTLY_VIEWED_ATTRIBUTE, JSON.stringify(entry(inventoryId)));
    article.setAttribute(RECENTLY_VIEWED_KEY_ATTRIBUTE, key);
    document.body.replaceChildren(article);
    run(RECENTLY_VIEWED_SCRIPT);
  };

  it('records each viewed work first, once, in the store the recently viewed list reads', () => {
    page(1);
    page(2);
    page(1);
    const stored = readRecentlyViewed(localStorage.getItem(key));
    expect(stored.map((e) => e.inventoryId)).toEqual([1, 2]);
    expect(stored[0]).toMatchObject(entry(1));
    expect(stored[0].viewedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps as many as the store allows, as recordRecentlyViewed does, and survives a broken store', () => {
    localStorage.setItem(key, '{broken');
    for (let id = 1; id <= RECENTLY_VIEWED_STORED + 3; id++) page(id);
    const stored = readRecentlyViewed(localStorage.getItem(key));
    let expected: ReturnType<typeof readRecentlyViewed> = [];
    for (let id = 1; id <= RECENTLY_VIEWED_STORED + 3; id++) expected = recordRecentlyViewed(expected, { ...entry(id), viewedAt: 0 });
    expect(stored.map((e) => e.inventoryId)).toEqual(expected.map((e) => e.inventoryId));
  });
});
