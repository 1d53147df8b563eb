// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { InventoryItem, InventoryListQuery } from '../../../schema/api/content';
import type { Block } from '../../../schema/document';
import { recentlyViewedKey, type RecentlyViewedEntry } from '../../../schema/recently-viewed';
import { DataSourceContext } from '../../data/context';
import type { DataSource } from '../../data/source';
import { RECENTLY_VIEWED_CHANGE_EVENT } from '../../detail-modal/content';
import { SiteRenderContext } from '../../site/context';
import { edition, item, site } from '../../testing/fixtures';
import { BuilderText } from '../../texts';
import { renderBlocks } from '../registry';
import { RecentlyViewedList, type RecentlyViewedListProps } from './RecentlyViewedList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KEY = recentlyViewedKey('demo');
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  localStorage.clear();
});

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function mount(node: ReactNode, source: DataSource | null, userType = 0): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <SiteRenderContext.Provider value={{ site: site({ userType }), linkParams: {} }}>
        <DataSourceContext.Provider value={source}>{node}</DataSourceContext.Provider>
      </SiteRenderContext.Provider>,
    );
  });
  await flush();
  return container;
}

const viewed = (id: number, at = id): RecentlyViewedEntry => ({ inventoryId: id, title: `Stored ${id}`, artistName: 'Stored Artist', image: null, viewedAt: at });

/** A site whose works are 1 to `total` (none of `gone`), answering by id and by list as the API does. */
function worksSource(total: number, gone: number[] = []) {
  const byId: number[] = [];
  const lists: InventoryListQuery[] = [];
  const work = (id: number): InventoryItem => item({ inventoryId: id, title: `Work ${id}`, editions: [edition({ price: `$${id},000.00` })] });
  const source = {
    async getInventory(id: number) {
      byId.push(id);
      return id <= total && !gone.includes(id) ? work(id) : null;
    },
    async listInventory(query: InventoryListQuery) {
      lists.push(query);
      const inventory = Array.from({ length: Math.min(total, query.limit) }, (_, i) => work(i + 1));
      return { inventory, hasMore: total > query.limit };
    },
  } as unknown as DataSource;
  return { source, byId, lists };
}

const props: RecentlyViewedListProps = { idBase: 'rv', title: 'Recently Viewed', storageKey: KEY, isArtistSite: false, linkParams: {}, detailModal: false };
const titles = (el: HTMLElement) => [...el.querySelectorAll('.inventory-card__title')].map((t) => t.textContent);
const block = (config: Record<string, unknown> = {}): Block[] => [{ id: 'rv', type: 'recently-viewed', config }];

describe('the recently viewed slider for visitors', () => {
  it('is a hidden, empty island in the server’s HTML', () => {
    const html = renderToString(
      <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>{renderBlocks(block({ detailDisplay: 0 }), 'visitor')}</SiteRenderContext.Provider>,
    );
    expect(html).toContain('data-island="RecentlyViewed"');
    expect(html).toContain('<div class="recently-viewed" hidden=""></div>');
    expect(html).toContain(`&quot;storageKey&quot;:&quot;${KEY}&quot;`);
    expect(html).toContain('&quot;detailModal&quot;:true');
  });

  it('stays hidden for a visitor who viewed nothing', async () => {
    const { source, byId } = worksSource(10);
    const el = await mount(<RecentlyViewedList {...props} />, source);
    expect(el.querySelector('.recently-viewed')!.hasAttribute('hidden')).toBe(true);
    expect(byId).toEqual([]);
  });

  it('shows the last 4 works viewed, newest first, with their price as it is now', async () => {
    localStorage.setItem(KEY, JSON.stringify([6, 5, 4, 3, 2, 1].map((id) => viewed(id))));
    const { source, byId } = worksSource(10);
    const el = await mount(<RecentlyViewedList {...props} />, source);
    expect(el.querySelector('h2')!.textContent).toBe('Recently Viewed');
    expect(titles(el)).toEqual(['Work 6', 'Work 5', 'Work 4', 'Work 3']);
    expect(byId).toEqual([6, 5, 4, 3]);
    expect(el.querySelector('.inventory-card__price')!.textContent).toBe('$6,000.00');
    expect(el.querySelector('a')!.getAttribute('href')).toBe('/art/6');
    expect(el.querySelector('[aria-roledescription="carousel"]')!.getAttribute('aria-label')).toBe('Recently Viewed');
  });

  it('leaves out the work of the art page it is on, and a work the site no longer shows', async () => {
    localStorage.setItem(KEY, JSON.stringify([5, 4, 3, 2].map((id) => viewed(id))));
    document.body.innerHTML = `<article data-recently-viewed='${JSON.stringify({ inventoryId: 5, title: 'Here', artistName: null, image: null })}'></article>`;
    const { source } = worksSource(10, [3]);
    const el = await mount(<RecentlyViewedList {...props} />, source);
    expect(titles(el)).toEqual(['Work 4', 'Work 2']);
  });

  it('keeps what was stored when the work cannot be asked for, without a price', async () => {
    localStorage.setItem(KEY, JSON.stringify([viewed(2)]));
    const failing = { getInventory: () => Promise.reject(new Error('offline')) } as unknown as DataSource;
    const el = await mount(<RecentlyViewedList {...props} />, failing);
    expect(titles(el)).toEqual(['Stored 2']);
    expect(el.querySelector('.inventory-card__artist')!.textContent).toBe('Stored Artist');
    expect(el.querySelector('.inventory-card__price')).toBeNull();
  });

  it('redraws when the detail modal records a view', async () => {
    const { source } = worksSource(10);
    const el = await mount(<RecentlyViewedList {...props} />, source);
    localStorage.setItem(KEY, JSON.stringify([viewed(7)]));
    await act(async () => window.dispatchEvent(new CustomEvent(RECENTLY_VIEWED_CHANGE_EVENT)));
    await flush();
    expect(titles(el)).toEqual(['Work 7']);
  });

  it('hides the artist’s name on artist sites', async () => {
    localStorage.setItem(KEY, JSON.stringify([viewed(1)]));
    const el = await mount(<RecentlyViewedList {...props} isArtistSite />, worksSource(3).source);
    expect(el.querySelector('.inventory-card__artist')).toBeNull();
  });
});

describe('the recently viewed slider in the builder', () => {
  it('previews the site’s first works, asked for as the spec’s call, at most the 4 a visitor sees', async () => {
    const { source, lists } = worksSource(10);
    const el = await mount(renderBlocks(block(), 'builder'), source);
    expect(lists).toEqual([{ limit: 8, offset: 0, order: 0, status: 1 }]);
    expect(titles(el)).toEqual(['Work 1', 'Work 2', 'Work 3', 'Work 4']);
  });

  it('shows the spec’s hint on a site with no works', async () => {
    const el = await mount(renderBlocks(block(), 'builder'), worksSource(0).source);
    expect(el.textContent).toBe(BuilderText.emptyRecentlyViewed);
  });
});

describe('a recently viewed cell', () => {
  it('is the artwork card’s picture with the sticker as the work is now, named by the title stored', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { RecentlyViewedCell, viewedWorkOf } = await import('./RecentlyViewedCell');
    const sold = viewedWorkOf(item({ title: 'Harbour at Dusk', editions: [edition({ isSold: true, quantity: 0 })] }));
    const html = renderToStaticMarkup(<RecentlyViewedCell work={sold} isArtistSite={false} linkParams={{}} />);
    expect(html).toMatch(/^<a class="inventory-card recently-viewed__cell" href="\/art\/101"><span class="inventory-card__media"><img src="[^"]+" srcSet="[^"]+" sizes="\(max-width: 599px\) 100vw, \(max-width: 999px\) 33vw, 20vw" width="1600" height="1200" alt="Harbour at Dusk"/);
    expect(html).toContain('<span class="status-sticker status-sticker--sold">');
    const bare = renderToStaticMarkup(<RecentlyViewedCell work={{ ...sold, entry: { ...sold.entry, image: null }, item: null }} isArtistSite={false} linkParams={{}} />);
    expect(bare).toContain('<span class="inventory-card__media"><span class="inventory-card__placeholder" aria-hidden="true"></span></span>');
    expect(bare).not.toContain('status-sticker');
  });
});

describe('a recently viewed cell drawn with the site’s cell template', () => {
  it('is the plain cell itself with the default template, as the work is now and as stored', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { RecentlyViewedCell, viewedWorkOf } = await import('./RecentlyViewedCell');
    const { DEFAULT_TEMPLATES } = await import('../../../schema/detail-templates');
    const parts = DEFAULT_TEMPLATES.inventoryRecentlyViewedCell.map(({ type, config }) => ({ type, config }));
    const forSale = viewedWorkOf(item({ title: 'Harbour at Dusk', editions: [edition({ price: '$4,000.00' })] }));
    const sold = viewedWorkOf(item({ title: 'Sold Work', editions: [edition({ isSold: true, quantity: 0 })] }));
    const stored = { ...forSale, item: null };
    for (const work of [forSale, sold, stored]) {
      for (const isArtistSite of [false, true]) {
        const cell = (more: object) => renderToStaticMarkup(<RecentlyViewedCell work={work} isArtistSite={isArtistSite} linkParams={{}} {...more} />);
        expect(cell({ parts })).toBe(cell({}));
      }
    }
  });

  it('shows the owner’s parts in their order with their looks, in the builder and for visitors', async () => {
    const templates = {
      inventoryRecentlyViewedCell: {
        blocks: [
          { id: 'a', type: 'inventory-cell-title', config: { uppercase: true } },
          { id: 'b', type: 'inventory-cell-date', config: { size: 'small' } },
          { id: 'c', type: 'inventory-cell-image', config: { fit: 'cover', showStatus: false } },
        ],
      },
    };
    const withTemplates = (node: ReactNode) => (
      <SiteRenderContext.Provider value={{ site: { ...site(), config: { ...site().config, templates } }, linkParams: {} }}>{node}</SiteRenderContext.Provider>
    );
    // The builder's preview: the site's first works in the owner's cell.
    const { source } = worksSource(2);
    const el = await mount(withTemplates(renderBlocks(block(), 'builder')), source);
    const first = el.querySelector('.recently-viewed__cell')!;
    expect([...first.children].map((c) => c.className)).toEqual(['inventory-card__title cell-part--upper', 'inventory-card__date cell-part--small', 'inventory-card__media inventory-card__media--cover']);
    expect(el.querySelector('.inventory-card__price')).toBeNull();
    // Visitors: the island is told the parts, and draws them once the works come.
    const html = renderToString(withTemplates(renderBlocks(block(), 'visitor')));
    expect(html).toContain('inventory-cell-date');
    localStorage.setItem(KEY, JSON.stringify([viewed(1)]));
    const parts = templates.inventoryRecentlyViewedCell.blocks.map(({ type, config }) => ({ type, config }));
    act(() => root?.unmount());
    const visitor = await mount(<RecentlyViewedList {...props} parts={parts} />, worksSource(2).source);
    expect(visitor.querySelector('.recently-viewed__cell .inventory-card__title')!.className).toBe('inventory-card__title cell-part--upper');
    expect(visitor.querySelector('.inventory-card__date')).not.toBeNull();
  });
});
