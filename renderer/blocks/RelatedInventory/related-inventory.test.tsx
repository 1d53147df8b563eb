// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import type { Block } from '../../../schema/document';
import { ArtworkCards } from '../../pages/detail/ArtworkCards';
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
