// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import type { Block } from '../../../schema/document';
import { ArtworkCards } from '../../pages/detail/ArtworkCards';
import { ArtworkGrid } from '../../pages/detail/ArtworkGrid';
import { inventoryCardItem } from '../InventoryList/card-item';
import { DetailContext } from '../../pages/detail/context';
import { SiteRenderContext } from '../../site/context';
import { item, site } from '../../testing/fixtures';
import { renderBlocks } from '../registry';
import type { RenderMode } from '../types';

/** Related works under an artwork, and where they open (spec §2 detailDisplay): 0 the detail modal, otherwise the art page. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const related = [item({ inventoryId: 11, title: 'Eleven' }), item({ inventoryId: 12, title: 'Twelve' })];

function render(config: Record<string, unknown>, mode: RenderMode): string {
  const block: Block = { id: 'related', type: BlockType.RelatedInventory, config: { columns: 4, showTitle: true, ...config } };
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>
      <DetailContext.Provider value={{ kind: 'art', item: item({ inventoryId: 10 }), related }}>{renderBlocks([block], mode)}</DetailContext.Provider>
    </SiteRenderContext.Provider>,
  );
}

let root: Root | null = null;
afterEach(async () => {
  document.querySelector<HTMLButtonElement>('.detail-modal__close')?.click();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('related inventory’s detailDisplay', () => {
  it('0: visitors get an island whose cells, still links to the art page, open the modal', () => {
    const html = render({ detailDisplay: 0 }, 'visitor');
    expect(html).toContain('data-island="ArtworkCards"');
    expect(html).toContain('&quot;detailModal&quot;:true');
    expect(html).toMatch(/<div class="artwork-cards" data-detail-modal="">/);
    expect(html).toContain('href="/art/11"');
    expect(html).toContain('href="/art/12"');
  });

  it('1 or missing: plain links to the art page, with no script', () => {
    for (const config of [{ detailDisplay: 1 }, {}]) {
      const html = render(config, 'visitor');
      expect(html).not.toContain('data-island');
      expect(html).not.toContain('data-detail-modal');
      expect(html).toContain('href="/art/12"');
    }
  });

  it('never opens the modal in the builder', () => {
    expect(render({ detailDisplay: 0 }, 'builder')).not.toContain('data-detail-modal');
  });

  it('a click on a related work opens it over the art page, at its own address', async () => {
    vi.stubGlobal('fetch', async () => new Response('<main><h1>Eleven</h1></main>', { status: 200 }));
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<ArtworkCards items={related.map(inventoryCardItem)} columns={4} isArtistSite linkParams={{}} detailModal />));
    let event: MouseEvent | undefined;
    await act(async () => {
      event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      container.querySelector('a[href="/art/11"]')!.dispatchEvent(event);
    });
    expect(event!.defaultPrevented).toBe(true);
    for (let waited = 0; !document.querySelector('dialog.detail-modal h1') && waited < 15_000; waited += 50) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    expect(document.querySelector('dialog.detail-modal h1')?.textContent).toBe('Eleven');
    expect(window.location.pathname).toBe('/art/11');
  }, 20_000);
});

/** What the block drew before it had layouts: the heading over ArtworkGrid, its columns, the artist's name left off. */
function gridAsBefore(columns: number): string {
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>
      <section className="art-page__related" aria-labelledby="art-related-heading-related">
        <h2 id="art-related-heading-related">More by Mary Cassatt</h2>
        <ArtworkGrid items={related} columns={columns} oneArtist />
      </section>
    </SiteRenderContext.Provider>,
  );
}

describe('related inventory’s layouts (the inventory list’s, spec §2 List layouts)', () => {
  it('a block saved without layouts, or with the grid alone, draws exactly the grid it drew before', () => {
    expect(render({}, 'visitor')).toBe(gridAsBefore(4));
    expect(render({ columns: 3 }, 'visitor')).toBe(gridAsBefore(3));
    expect(render({ layouts: ['grid'], layout: 'grid' }, 'visitor')).toBe(gridAsBefore(4));
    // A hand-edited document naming no layout an artwork list offers reads as that grid too.
    expect(render({ layouts: ['parallax'] }, 'visitor')).toBe(gridAsBefore(4));
  });

  it.each([
    ['waterfall', 'ul.list-items--waterfall', /<ul class="list-items list-items--waterfall" style="--columns:4;--tablet-columns:3;--mobile-columns:2">/],
    ['masonry', 'ul.list-items--masonry', /<ul class="list-items list-items--masonry"/],
    ['slideshow', '.slideshow', /<section class="slideshow slideshow--slide slideshow--carousel" aria-roledescription="carousel" aria-label="More by Mary Cassatt"/],
  ])('%s alone: the works in the inventory list’s %s, server-rendered, without tabs or the artist’s name', (layout, _, markup) => {
    for (const mode of ['visitor', 'builder'] as const) {
      const html = render({ layouts: [layout], layout }, mode);
      expect(html).toMatch(markup);
      expect(html).toContain('<h2 id="art-related-heading-related">More by Mary Cassatt</h2>');
      expect(html).toContain('href="/art/11"');
      expect(html).toContain('href="/art/12"');
      expect(html).toContain('Twelve');
      expect(html).not.toContain('role="tablist"');
      expect(html).not.toContain('inventory-card__artist');
      expect(html).not.toContain('inventory-grid');
    }
  });

  it('with more than one layout, the tabs, the owner’s first shown, as an island for visitors', () => {
    const html = render({ layouts: ['grid', 'waterfall', 'masonry'], layout: 'waterfall' }, 'visitor');
    expect(html).toContain('data-island="ContentList"');
    expect(html).toContain('role="tablist"');
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)<\/button>/g)].map((m) => [m[2], m[1]]);
    expect(tabs).toEqual([
      ['Grid', 'false'],
      ['Waterfall', 'true'],
      ['Horizontal Masonry', 'false'],
    ]);
    expect(html).toMatch(/<ul class="list-items list-items--waterfall"/);
    // Its ids name the artwork: another work's page, opened in the detail modal over this one, has its own.
    expect(html).toContain('id="list-related-10-tab-waterfall"');
    expect(html).toContain('aria-controls="list-related-10-panel"');
    // These are all the works there are: no further pages to load.
    expect(html).not.toContain('Load more');
  });

  it('a grid among other layouts is the inventory list’s grid, at the block’s columns', () => {
    const html = render({ columns: 3, layouts: ['grid', 'slideshow'] }, 'visitor');
    expect(html).toMatch(/<ul class="list-items list-items--grid" style="--columns:3;--tablet-columns:3;--mobile-columns:2">/);
  });

  it('detailDisplay 0 opens the works in the modal in every layout, never in the builder', () => {
    for (const layouts of [['waterfall'], ['masonry'], ['slideshow'], ['grid', 'waterfall']]) {
      const html = render({ detailDisplay: 0, layouts }, 'visitor');
      expect(html, layouts.join()).toContain('data-island="ContentList"');
      expect(html, layouts.join()).toContain('&quot;detailModal&quot;:true');
      expect(html, layouts.join()).toMatch(/<div class="content-list" data-kind="inventory" data-detail-modal="">/);
      expect(render({ detailDisplay: 0, layouts }, 'builder'), layouts.join()).not.toContain('data-detail-modal');
      expect(render({ detailDisplay: 1, layouts }, 'visitor'), layouts.join()).not.toContain('data-detail-modal');
    }
  });

  it('a waterfall or masonry that opens the art page is plain HTML with no script', () => {
    for (const layouts of [['waterfall'], ['masonry']]) expect(render({ layouts }, 'visitor')).not.toContain('data-island');
  });
});
