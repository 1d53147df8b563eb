// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../schema/api/search';
import { BlockType } from '../../schema/block-types';
import { catalogueEntry } from '../../schema/catalogue';
import type { Block } from '../../schema/document';
import { renderBlocks } from '../blocks/registry';
import type { RenderMode } from '../blocks/types';
import { DetailContext } from '../pages/detail/context';
import type { DetailRoute } from '../pages/detail/routes';
import { SearchContext } from '../pages/search/context';
import type { SearchRoute } from '../pages/search/route';
import { SearchResultsModal } from '../pages/search/SearchResultsModal';
import { SiteRenderContext } from '../site/context';
import { artistFixture, showFixture } from '../testing/content-fixtures';
import { item, list, site } from '../testing/fixtures';

/**
 * The detail modal beyond inventory lists and related works (spec §2 detailDisplay 0): an exhibition's
 * Show Grid, the artist page's Artworks tab and the search results open their works in it for visitors,
 * their later pages inside the same root so Previous and Next walk them; 1, missing and the builder
 * keep plain links.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const works = [item({ inventoryId: 11, title: 'Eleven' }), item({ inventoryId: 12, title: 'Twelve' })];
const block = (type: string, config: Record<string, unknown>): Block => ({ id: `b-${type}`, type, config: { ...(catalogueEntry(type)!.defaultConfig as Record<string, unknown>), ...config } });

const showRoute: DetailRoute = { kind: 'show', show: showFixture(), artworks: works, artworksHasMore: true };
const artistRoute: DetailRoute = {
  kind: 'artist',
  artist: artistFixture({ biography: null, curriculumVitae: null }),
  artworks: { ...list(works), hasMore: true },
  artworksQuery: { limit: 12, offset: 0, artistId: 7 },
  shows: [],
};
const result = (type: 0 | 1, id: number, title: string): SearchResult => ({ type, id, title, artistName: null, date: null, text: null, image: null, link: `${type === 0 ? 'art' : 'artist'}/${id}` });
const searchRoute: SearchRoute = { kind: 'search', q: 'e', type: null, results: [result(0, 11, 'Eleven'), result(1, 7, 'Mary Cassatt'), result(0, 12, 'Twelve')], hasMore: true };

function render(type: string, config: Record<string, unknown>, mode: RenderMode): string {
  const blocks = renderBlocks([block(type, config)], mode);
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>
      {type === BlockType.SearchResultsList ? (
        <SearchContext.Provider value={searchRoute}>{blocks}</SearchContext.Provider>
      ) : (
        <DetailContext.Provider value={type === BlockType.ShowGrid ? showRoute : artistRoute}>{blocks}</DetailContext.Provider>
      )}
    </SiteRenderContext.Provider>,
  );
}

/** The props of the first island of that name, as the browser reads them. */
function islandProps(html: string, name: string): Record<string, unknown> | null {
  const props = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html)?.[1];
  return props ? (JSON.parse(props.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>) : null;
}

describe('detailDisplay 0 on the Show Grid and the Artworks tab', () => {
  for (const [type, more] of [
    [BlockType.ShowGrid, { limit: 30, offset: 2, showId: 4 }],
    [BlockType.TabbedBiography, { limit: 12, offset: 2, artistId: 7 }],
  ] as const) {
    it(`${type}: one island whose root opens the modal, its next pages loaded inside it`, () => {
      const html = render(type, { detailDisplay: 0 }, 'visitor');
      expect(html).toMatch(/<div class="artwork-cards" data-detail-modal="">/);
      const props = islandProps(html, 'ArtworkCards');
      expect(props).toMatchObject({ detailModal: true, more });
      // The pages after the first are not an island of their own beside the modal's root.
      expect(islandProps(html, 'InventoryListMore')).toBeNull();
      expect(html).toContain('href="/art/12"');
    });

    it(`${type}: 1, missing or in the builder, plain links and no modal`, () => {
      for (const [config, mode] of [[{ detailDisplay: 1 }, 'visitor'], [{}, 'visitor'], [{ detailDisplay: 0 }, 'builder']] as const) {
        const html = render(type, config, mode);
        expect(html).not.toContain('data-detail-modal');
        expect(islandProps(html, 'ArtworkCards')).toBeNull();
        expect(html).toContain('href="/art/12"');
      }
      expect(islandProps(render(type, {}, 'visitor'), 'InventoryListMore')).toMatchObject({ query: more });
    });
  }
});

describe('detailDisplay 0 on the Search Results List', () => {
  it('the results and their next page are one island whose root opens the modal', () => {
    const html = render(BlockType.SearchResultsList, { detailDisplay: 0 }, 'visitor');
    expect(html).toMatch(/<div class="search-results-modal" data-detail-modal="">/);
    expect(islandProps(html, 'SearchResultsModal')).toMatchObject({ results: searchRoute.results, more: { q: 'e', limit: 30, offset: 3 } });
    expect(islandProps(html, 'SearchResultsMore')).toBeNull();
  });

  it('1, missing or in the builder: the results as before, no modal', () => {
    for (const [config, mode] of [[{ detailDisplay: 1 }, 'visitor'], [{}, 'visitor'], [{ detailDisplay: 0 }, 'builder']] as const) {
      const html = render(BlockType.SearchResultsList, config, mode);
      expect(html).not.toContain('data-detail-modal');
      expect(html).toContain('<ul class="search-results">');
    }
    expect(islandProps(render(BlockType.SearchResultsList, {}, 'visitor'), 'SearchResultsMore')).toMatchObject({ query: { q: 'e', offset: 3 } });
  });
});

let root: Root | null = null;
afterEach(async () => {
  document.querySelector<HTMLButtonElement>('.detail-modal__close')?.click();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/search?q=e');
});

describe('the search results island', () => {
  it('opens an artwork found in the modal at its own address, and leaves an artist a plain link', async () => {
    vi.stubGlobal('fetch', async () => new Response('<main><h1>Twelve</h1></main>', { status: 200 }));
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const context = { linkParams: {}, isArtistSite: false, dateStyle: 'raw' as const };
    await act(async () => root!.render(<SearchResultsModal results={searchRoute.results} context={context} />));
    const click = async (href: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      await act(async () => container.querySelector(`a[href="${href}"]`)!.dispatchEvent(event));
      return event.defaultPrevented;
    };
    // No navigation in happy-dom: the artist link's click is simply left to the browser.
    expect(await click('/artist/7')).toBe(false);
    expect(await click('/art/12')).toBe(true);
    for (let waited = 0; !document.querySelector('dialog.detail-modal h1') && waited < 15_000; waited += 50) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    expect(document.querySelector('dialog.detail-modal h1')?.textContent).toBe('Twelve');
    expect(window.location.pathname).toBe('/art/12');
    // Next walks the artworks found only: from the last round to the first, past the artist.
    await act(async () => document.querySelector<HTMLButtonElement>('dialog.detail-modal button[aria-label="Next artwork"]')!.click());
    expect(window.location.pathname).toBe('/art/11');
  }, 20_000);
});
