// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArtistListQuery } from '../../../schema/api/content';
import type { Block } from '../../../schema/document';
import { DataSourceContext } from '../../data/context';
import type { DataSource } from '../../data/source';
import { SiteRenderContext } from '../../site/context';
import { site } from '../../testing/fixtures';
import { artist } from '../../testing/list-fixtures';
import { renderBlocks } from '../registry';
import { ContentList, type ContentListProps } from './ContentList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

async function mount(node: ReactNode, source: DataSource | null): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>
        <DataSourceContext.Provider value={source}>{node}</DataSourceContext.Provider>
      </SiteRenderContext.Provider>,
    );
  });
  return container;
}

/** A site of `total` artists behind a DataSource that records what it was asked. */
function artistsSource(total: number) {
  const asked: ArtistListQuery[] = [];
  const all = Array.from({ length: total }, (_, i) => artist({ artistId: i + 1, name: `Artist ${i + 1}` }));
  const source = {
    async listArtists(query: ArtistListQuery) {
      asked.push(query);
      const end = Math.min(query.offset + query.limit, query.maxLimit ?? Infinity, total);
      return { artists: all.slice(query.offset, end), hasMore: end < Math.min(total, query.maxLimit ?? Infinity) };
    },
  } as unknown as DataSource;
  return { source, asked, all };
}

const names = (el: HTMLElement) => [...el.querySelectorAll('.list-cell__title, .artist-cell__name')].map((n) => n.textContent);
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a list block in the builder', () => {
  it('loads the site’s own artists on mount at the builder page size, and again when its settings change', async () => {
    const { source, asked } = artistsSource(40);
    const block = (config: Record<string, unknown>): Block[] => [{ id: 'a', type: 'artists-list', config }];
    const el = await mount(renderBlocks(block({ columns: 2 }), 'builder'), source);
    await flush();
    expect(asked).toEqual([{ limit: 6, offset: 0 }]);
    expect(names(el)).toEqual(['Artist 1', 'Artist 2', 'Artist 3', 'Artist 4', 'Artist 5', 'Artist 6']);
    expect(el.querySelector('.content-list__more')).toBeNull();

    await act(async () => root!.render(
      <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>
        <DataSourceContext.Provider value={source}>{renderBlocks(block({ columns: 2, maxLimit: 2 }), 'builder')}</DataSourceContext.Provider>
      </SiteRenderContext.Provider>,
    ));
    await flush();
    expect(asked[1]).toEqual({ limit: 2, offset: 0, maxLimit: 2 });
    expect(names(el)).toEqual(['Artist 1', 'Artist 2']);
  });

  it('shows the blank-state hint when the site has none', async () => {
    const { source } = artistsSource(0);
    const el = await mount(renderBlocks([{ id: 'a', type: 'artists-list', config: {} }], 'builder'), source);
    await flush();
    expect(el.textContent).toBe("You haven't added any artists yet. Once you do, you'll see them here.");
  });
});

function listProps(overrides: Partial<ContentListProps> = {}): ContentListProps {
  return {
    idBase: 'list-a',
    kind: 'artists',
    label: 'Artists',
    items: Array.from({ length: 3 }, (_, i) => artist({ artistId: i + 1, name: `Artist ${i + 1}` })),
    hasMore: true,
    next: { kind: 'artists', query: { limit: 3, offset: 0 } },
    maxLimit: null,
    layouts: ['grid', 'list', 'slideshow'],
    layout: 'grid',
    slideshowType: 'slide',
    columns: 5,
    mobileColumns: 2,
    cell: { linkParams: {}, isArtistSite: false, dateStyle: 'raw', showPreview: true, headingLevel: 2 },
    useHash: true,
    ...overrides,
  };
}

describe('a list for visitors', () => {
  it('switches layout with its tabs and writes the tab’s anchor to the hash', async () => {
    const el = await mount(<ContentList {...listProps()} />, null);
    const tab = (name: string) => [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;
    expect(tab('Grid').getAttribute('aria-selected')).toBe('true');
    await act(async () => tab('List').click());
    expect(tab('List').getAttribute('aria-selected')).toBe('true');
    expect(el.querySelector('ul.list-items--list')).not.toBeNull();
    expect(el.querySelector('[role="tabpanel"]')!.getAttribute('aria-labelledby')).toBe(tab('List').id);
    expect(window.location.hash).toBe('#list');
  });

  it('moves between tabs with the arrow keys', async () => {
    const el = await mount(<ContentList {...listProps()} />, null);
    const tablist = el.querySelector<HTMLElement>('[role="tablist"]')!;
    await act(async () => tablist.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
    expect(el.querySelector('[aria-selected="true"]')!.textContent).toBe('Slideshow');
    expect(document.activeElement?.textContent).toBe('Slideshow');
    expect(el.querySelector('.slideshow')).not.toBeNull();
  });

  it('opens on the layout the address hash names', async () => {
    window.history.replaceState(null, '', '/artists#slideshow');
    const el = await mount(<ContentList {...listProps()} />, null);
    expect(el.querySelector('[aria-selected="true"]')!.textContent).toBe('Slideshow');
  });

  it('appends the next page from where it is, says Loading... meanwhile, and stops at maxLimit', async () => {
    const { source, asked } = artistsSource(10);
    const el = await mount(<ContentList {...listProps({ maxLimit: 5 })} />, source);
    const more = () => el.querySelector<HTMLButtonElement>('.content-list__more');
    act(() => more()!.click());
    expect(more()!.textContent).toBe('Loading...');
    await flush();
    expect(asked).toEqual([{ limit: 2, offset: 3 }]);
    expect(names(el)).toEqual(['Artist 1', 'Artist 2', 'Artist 3', 'Artist 4', 'Artist 5']);
    expect(more()).toBeNull();
  });

  it('moves its slideshow with Previous and Next', async () => {
    const el = await mount(<ContentList {...listProps({ layouts: ['slideshow'], layout: 'slideshow', hasMore: false })} />, null);
    const section = el.querySelector<HTMLElement>('.slideshow')!;
    const button = (label: string) => el.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
    expect(button('Previous').disabled).toBe(true);
    await act(async () => button('Next').click());
    expect(section.style.getPropertyValue('--index')).toBe('1');
    expect(el.querySelector('.is-current')!.getAttribute('aria-label')).toBe('2 of 3');
    await act(async () => button('Next').click());
    expect(button('Next').disabled).toBe(true);
    await act(async () => button('Previous').click());
    expect(section.style.getPropertyValue('--index')).toBe('1');
  });

  it('fades one slide at a time, keeping the hidden ones out of reach, and loads the next page at the last slide', async () => {
    const { source, asked } = artistsSource(5);
    const el = await mount(<ContentList {...listProps({ layouts: ['slideshow'], layout: 'slideshow', slideshowType: 'fadeOut' })} />, source);
    const slide = (n: number) => el.querySelector<HTMLElement>(`[aria-label="${n} of ${el.querySelectorAll('.slideshow__slide').length}"]`)!;
    expect(el.querySelector('.slideshow--fadeOut')).not.toBeNull();
    expect(slide(2).hasAttribute('inert')).toBe(true);
    expect(slide(2).getAttribute('aria-hidden')).toBe('true');
    const next = el.querySelector<HTMLButtonElement>('button[aria-label="Next"]')!;
    await act(async () => next.click());
    expect(slide(2).className).toBe('slideshow__slide is-current');
    expect(slide(1).className).toBe('slideshow__slide is-previous');
    expect(slide(1).hasAttribute('inert')).toBe(true);
    expect(asked).toEqual([]);
    await act(async () => next.click());
    await flush();
    expect(asked).toEqual([{ limit: 3, offset: 3 }]);
    expect(el.querySelectorAll('.slideshow__slide')).toHaveLength(5);
  });
});
