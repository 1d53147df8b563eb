// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, recentlyViewedKey } from '../../schema/recently-viewed';
import { mainContent, recordView, RECENTLY_VIEWED_CHANGE_EVENT } from './content';

const entry = { inventoryId: 5, title: 'Harbour', artistName: 'Ada', image: null };
const page = `<!doctype html><html><body><header><nav>Menu</nav></header>
<main id="main"><article data-recently-viewed='${JSON.stringify(entry)}' data-recently-viewed-key="${recentlyViewedKey('demo')}"><h1>Harbour</h1></article><script>window.ran = true</script></main>
<footer>Footer</footer><script>window.ranToo = true</script></body></html>`;

describe('the detail modal’s content', () => {
  it('is what the art page has in <main>, without its scripts or the site’s header and footer', () => {
    const holder = document.createElement('div');
    holder.append(...mainContent(page));
    expect(holder.querySelector('h1')?.textContent).toBe('Harbour');
    expect(holder.querySelector('script')).toBeNull();
    expect(holder.textContent).not.toContain('Menu');
    expect(holder.textContent).not.toContain('Footer');
  });

  it('records the work as recently viewed, first in the store, and says so', () => {
    const holder = document.createElement('div');
    holder.append(...mainContent(page));
    const key = recentlyViewedKey('demo');
    localStorage.setItem(key, JSON.stringify([{ ...entry, viewedAt: 1 }, { inventoryId: 9, title: 'Other', artistName: null, image: null, viewedAt: 2 }]));
    const heard: unknown[] = [];
    window.addEventListener(RECENTLY_VIEWED_CHANGE_EVENT, (e) => heard.push((e as CustomEvent).detail));
    expect(recordView(holder, localStorage, 1000)).toBe(true);
    expect(readRecentlyViewed(localStorage.getItem(key))).toEqual([{ ...entry, viewedAt: 1000 }, { inventoryId: 9, title: 'Other', artistName: null, image: null, viewedAt: 2 }]);
    expect(heard).toEqual([{ key }]);
  });

  it('records nothing for content without a work', () => {
    expect(recordView(document.createElement('div'), localStorage)).toBe(false);
  });
});
