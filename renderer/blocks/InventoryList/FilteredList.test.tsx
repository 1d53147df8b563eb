import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../schema/document';
import { PageDataContext } from '../../data/source';
import { SiteRenderContext } from '../../site/context';
import { item, list, site } from '../../testing/fixtures';
import { FilterText } from '../../texts';
import { renderBlocks } from '../registry';
import type { RenderMode } from '../types';

/** The owner's switch for the filter bar, as the server renders an inventory list for visitors and the builder draws it. */

const block = (config: Record<string, unknown>): Block => ({
  id: 'works',
  type: 'inventory-list',
  config: { title: 'All Works', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null, ...config },
});

function render(config: Record<string, unknown>, mode: RenderMode, items = [item({ inventoryId: 1 }), item({ inventoryId: 2 })], artistStates?: string[]): string {
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>
      <PageDataContext.Provider value={{ lists: { works: list(items, true) }, artistStates }}>{renderBlocks([block(config)], mode)}</PageDataContext.Provider>
    </SiteRenderContext.Provider>,
  );
}

const islandProps = (html: string) => JSON.parse(/data-island="InventoryFilterList" data-props="([^"]*)"/.exec(html)![1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;

describe('the inventory list’s filter bar', () => {
  it('is off unless the owner turns it on', () => {
    const html = render({}, 'visitor');
    expect(html).not.toContain('filter-bar');
    expect(html).toContain('data-island="ContentList"');
  });

  it('makes the visitor’s list one island, rendered with its first page and the block’s own query', () => {
    const html = render({ showFilters: true, source: 3, listId: 12, type: 5 }, 'visitor');
    expect(html).toContain('<h2 id="list-title-works" class="list-title">All Works</h2>');
    expect(html).toContain(`aria-label="${FilterText.bar}"`);
    expect(html.match(/class="inventory-card"/g)).toHaveLength(2);
    const props = islandProps(html);
    expect(props).toMatchObject({ storageKey: 'inventoryFilters:demo:works', query: { limit: 30, offset: 0, listId: 12, type: 5 }, list: { kind: 'inventory', hasMore: true } });
    expect(html).not.toContain('data-island="ContentList"');
  });

  it('hides an empty list from visitors even with the bar on (filters are only active once chosen)', () => {
    expect(render({ showFilters: true }, 'visitor', [])).toBe('');
  });

  it('is drawn inert in the builder, above the list', () => {
    const html = render({ showFilters: true }, 'builder');
    expect(html).toMatch(/<div inert="" class="filter-bar-preview">[\s\S]*class="filter-bar"/);
    expect(html).not.toContain('data-island');
  });

  it('gives the island the artist states the page was given, and draws their filter on the server', () => {
    const html = render({ showFilters: true }, 'visitor', undefined, ['California', 'New York']);
    expect(islandProps(html).artistStates).toEqual(['California', 'New York']);
    expect(html).toContain(`>${FilterText.artistState}</button>`);
    const without = render({ showFilters: true }, 'visitor');
    expect(islandProps(without).artistStates).toBeUndefined();
    expect(without).not.toContain(FilterText.artistState);
  });
});
