// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InventoryListQuery, InventoryListResponse } from '../../../schema/api/content';
import { DataSourceContext } from '../../data/context';
import type { DataSource } from '../../data/source';
import { item, list } from '../../testing/fixtures';
import { FilterText, SiteText } from '../../texts';
import { filtersStorageKey } from './filters';
import { contentListProps } from '../lists/ListView';
import { FILTER_DEBOUNCE_MS, InventoryFilterList, type InventoryFilterListProps } from './Filters';

/** The filter bar island in a browser-like document, over a DataSource that records what it is asked. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BASE: InventoryListQuery = { limit: 12, offset: 0, order: 0, dir: 'asc', status: 0 };
const SERVER_PAGE = list([item({ inventoryId: 1, title: 'First' }), item({ inventoryId: 2, title: 'Second' })], false);
const KEY = filtersStorageKey('demo', 'b1');

/** The island's props as the block gives them: the list in its (grid) layout, with its first page. */
function props(isArtistSite: boolean, artistStates?: string[]): InventoryFilterListProps {
  const list = contentListProps({
    id: 'b1',
    kind: 'inventory',
    mode: 'visitor',
    config: { columns: 4 },
    items: SERVER_PAGE.inventory,
    hasMore: SERVER_PAGE.hasMore,
    request: { kind: 'inventory', query: BASE },
    label: 'Inventory',
    cell: { linkParams: {}, isArtistSite, dateStyle: 'raw' },
  });
  return { storageKey: KEY, query: BASE, list, artistStates };
}

let root: Root;
let host: HTMLElement;
let asked: InventoryListQuery[];
let answer: InventoryListResponse;

function mount(isArtistSite = false, artistStates?: string[]) {
  // A test double: the island only ever lists inventory.
  const source = {
    listInventory: async (query: InventoryListQuery) => {
      asked.push(query);
      return answer;
    },
  } as unknown as DataSource;
  act(() =>
    root.render(
      <DataSourceContext.Provider value={source}>
        <InventoryFilterList {...props(isArtistSite, artistStates)} />
      </DataSourceContext.Provider>,
    ),
  );
}

const titles = () => [...host.querySelectorAll('.inventory-card__title')].map((e) => e.textContent);
const button = (label: string) => [...host.querySelectorAll<HTMLButtonElement>('.filter-dropdown__button')].find((b) => b.textContent?.startsWith(label))!;
const option = (label: string) => [...host.querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!;

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  asked = [];
  answer = list([item({ inventoryId: 9, title: 'Blue Hour' })], false);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('the inventory filter bar', () => {
  it('waits for a 1000 ms pause, then reloads the list from its first page and keeps the choice', async () => {
    mount();
    expect(titles()).toEqual(['First', 'Second']);
    act(() => option(FilterText.colors.blue).click());
    await flush(FILTER_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    await flush(1);
    expect(asked).toEqual([{ ...BASE, color: ['blue'] }]);
    expect(titles()).toEqual(['Blue Hour']);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ color: 'blue' });
  });

  it('lets only digits and one decimal point into a price, and Enter applies it at once', async () => {
    mount();
    const min = [...host.querySelectorAll('label')].find((l) => l.textContent?.startsWith(FilterText.minPrice))!.querySelector('input')!;
    type(min, '1,2a00.5.0');
    expect(min.value).toBe('1200.50');
    act(() => min.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await flush();
    expect(asked).toEqual([{ ...BASE, minPrice: 1200.5 }]);
  });

  it('keeps one dropdown open at a time; Escape closes it', () => {
    mount();
    act(() => button(FilterText.color).click());
    expect(button(FilterText.color).getAttribute('aria-expanded')).toBe('true');
    act(() => button(FilterText.medium).click());
    expect(button(FilterText.color).getAttribute('aria-expanded')).toBe('false');
    expect(button(FilterText.medium).getAttribute('aria-expanded')).toBe('true');
    expect(host.querySelectorAll('.filter-dropdown__panel:not([hidden])')).toHaveLength(1);
    act(() => option('Oil').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(host.querySelectorAll('.filter-dropdown__panel:not([hidden])')).toHaveLength(0);
  });

  it('puts stored filters back on return and loads the list with them', async () => {
    localStorage.setItem(KEY, JSON.stringify({ q: 'rain', color: null, medium: ['Paper'], minPrice: '', maxPrice: '', sizes: [], status: 5, sort: 'titleDesc' }));
    mount();
    await flush();
    expect(asked).toEqual([{ ...BASE, q: 'rain', medium: ['Paper'], status: 5, order: 4, dir: 'desc' }]);
    expect((host.querySelector('input[type="search"]') as HTMLInputElement).value).toBe('rain');
    expect(option(FilterText.statusAvailable).checked).toBe(true);
  });

  it('says so when nothing matches, and Clear filters brings back the first page without asking again', async () => {
    answer = list([], false);
    mount();
    type(host.querySelector('input[type="search"]')!, 'zzz');
    await flush(FILTER_DEBOUNCE_MS);
    expect(host.textContent).toContain(FilterText.noResults('zzz'));
    const clear = [...host.querySelectorAll('button')].find((b) => b.textContent === FilterText.clear)!;
    act(() => clear.click());
    await flush();
    expect(titles()).toEqual(['First', 'Second']);
    expect(asked).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('shows Loading... while a page loads', async () => {
    let release: (value: InventoryListResponse) => void = () => undefined;
    const pending = new Promise<InventoryListResponse>((resolve) => (release = resolve));
    const source = { listInventory: () => pending } as unknown as DataSource;
    act(() =>
      root.render(
        <DataSourceContext.Provider value={source}>
          <InventoryFilterList {...props(false)} />
        </DataSourceContext.Provider>,
      ),
    );
    act(() => option(FilterText.sizes.small).click());
    await flush(FILTER_DEBOUNCE_MS);
    expect(host.querySelector('[role="status"]')!.textContent).toBe(SiteText.loading);
    await act(async () => release(list([item({ inventoryId: 5, title: 'Small One' })])));
    expect(host.querySelector('[role="status"]')!.textContent).toBe('');
    expect(titles()).toEqual(['Small One']);
  });

  it('offers no artist sorts on an artist site', () => {
    mount(true);
    const labels = [...host.querySelectorAll(`#list-b1-filters-sort label`)].map((l) => l.textContent);
    expect(labels).toEqual([FilterText.sorts.default, FilterText.sorts.priceAsc, FilterText.sorts.priceDesc, FilterText.sorts.titleAsc, FilterText.sorts.titleDesc]);
  });

  it('offers the states the site’s artists are in, and a chosen one narrows the list to their works', async () => {
    mount(false, ['California', 'New York']);
    act(() => button(FilterText.artistState).click());
    const labels = [...host.querySelectorAll('#list-b1-filters-artistState label')].map((l) => l.textContent);
    expect(labels).toEqual([FilterText.anyArtistState, 'California', 'New York']);
    expect(option(FilterText.anyArtistState).checked).toBe(true);
    act(() => option('New York').click());
    await flush(FILTER_DEBOUNCE_MS);
    expect(asked).toEqual([{ ...BASE, artistState: 'New York' }]);
    expect(button(FilterText.artistState).textContent).toBe(`${FilterText.artistState}: New York`);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ artistState: 'New York' });
    act(() => option(FilterText.anyArtistState).click());
    await flush(FILTER_DEBOUNCE_MS);
    expect(titles()).toEqual(['First', 'Second']);
    expect(asked).toHaveLength(1);
  });

  it('has no artist state filter when no artist has a state', () => {
    mount(false, []);
    expect(button(FilterText.artistState)).toBeUndefined();
    expect(button(FilterText.sort)).toBeDefined();
  });

  it('puts a stored artist state back only while the site still offers it', async () => {
    localStorage.setItem(KEY, JSON.stringify({ artistState: 'Ohio', color: 'red' }));
    mount(false, ['California', 'Ohio']);
    await flush();
    expect(asked).toEqual([{ ...BASE, color: ['red'], artistState: 'Ohio' }]);
    act(() => root.unmount());
    root = createRoot(host);
    asked = [];
    mount(false, ['California']);
    await flush();
    expect(asked).toEqual([{ ...BASE, color: ['red'] }]);
  });
});
