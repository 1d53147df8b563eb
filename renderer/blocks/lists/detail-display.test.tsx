// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../schema/document';
import { PageDataContext } from '../../data/source';
import { SiteRenderContext } from '../../site/context';
import { item, list, site } from '../../testing/fixtures';
import { renderBlocks } from '../registry';
import type { RenderMode } from '../types';
import { ContentList, type ContentListProps } from './ContentList';

/** Where an inventory list's works open (spec §2 detailDisplay): 0 the detail modal, otherwise the art page. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const works = [item({ inventoryId: 1, title: 'One' }), item({ inventoryId: 2, title: 'Two' })];

function render(config: Record<string, unknown>, mode: RenderMode): string {
  const block: Block = { id: 'works', type: 'inventory-list', config: { title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null, ...config } };
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>
      <PageDataContext.Provider value={{ lists: { works: list(works) } }}>{renderBlocks([block], mode)}</PageDataContext.Provider>
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

describe('an inventory list’s detailDisplay', () => {
  it('0: visitors get an island whose cells, still links to the art page, open the modal', () => {
    const html = render({ detailDisplay: 0 }, 'visitor');
    expect(html).toContain('data-island="ContentList"');
    expect(html).toContain('&quot;detailModal&quot;:true');
    expect(html).toMatch(/<div class="content-list" data-kind="inventory" data-detail-modal="">/);
    expect(html).toContain('href="/art/1"');
  });

  it('1 or missing: plain links to the art page, and no script for a list where nothing moves', () => {
    for (const config of [{ detailDisplay: 1 }, {}]) {
      const html = render(config, 'visitor');
      expect(html).not.toContain('data-island');
      expect(html).not.toContain('data-detail-modal');
      expect(html).toContain('href="/art/2"');
    }
  });

  it('never opens the modal in the builder', () => {
    expect(render({ detailDisplay: 0 }, 'builder')).not.toContain('data-detail-modal');
  });
});

describe('a click on a work in a list that opens the modal', () => {
  const props: ContentListProps = {
    idBase: 'list-works',
    kind: 'inventory',
    label: 'Artworks',
    items: works,
    hasMore: false,
    next: null,
    maxLimit: null,
    layouts: ['grid'],
    layout: 'grid',
    slideshowType: 'slide',
    columns: 4,
    mobileColumns: 2,
    cell: { linkParams: {}, isArtistSite: false, dateStyle: 'raw', showPreview: false, headingLevel: 2 },
    useHash: true,
    detailModal: true,
  };

  async function mountList(): Promise<HTMLElement> {
    vi.stubGlobal('fetch', async () => new Response('<main><h1>One</h1></main>', { status: 200 }));
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<ContentList {...props} />));
    return container;
  }

  const click = (link: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    link.dispatchEvent(event);
    return event;
  };

  it('opens the work over the list instead of leaving the page', async () => {
    const el = await mountList();
    let event: MouseEvent | undefined;
    await act(async () => {
      event = click(el.querySelector('a[href="/art/1"]')!);
    });
    expect(event!.defaultPrevented).toBe(true);
    // The modal's code loads on the first click.
    for (let waited = 0; !document.querySelector('dialog.detail-modal') && waited < 15_000; waited += 50) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    expect(document.querySelector('dialog.detail-modal')).not.toBeNull();
    expect(window.location.pathname).toBe('/art/1');
  }, 20_000);

  it('leaves a click that asks for a new tab or window to the browser', async () => {
    const el = await mountList();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(click(el.querySelector('a[href="/art/2"]')!, init).defaultPrevented).toBe(false);
    }
  });
});
