// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteRenderContext } from '../../renderer/site/context';
import { site } from '../../renderer/testing/fixtures';
import { InventorySubType, InventoryType } from '../../schema';
import { BlockForm } from './inspector/GeneratedForm';
import { sortKeyOf } from './list-forms';
import { typeChange } from './list-source-fields';

const calls = vi.hoisted(() => ({ lists: 0, tags: [] as string[] }));
vi.mock('../state/api', () => ({
  api: {
    listChosenLists: async () => {
      calls.lists += 1;
      return {
        lists: [
          { listId: 11, name: 'Featured artworks', kind: 0, count: 6 },
          { listId: 12, name: 'Featured artists', kind: 1, count: 8 },
        ],
      };
    },
    listSiteTags: async (kind: string) => {
      calls.tags.push(kind);
      return { tags: [{ tag: 'bronze', count: 3 }, { tag: 'landscape', count: 5 }] };
    },
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let config: Record<string, unknown> = {};
beforeEach(() => {
  calls.lists = 0;
  calls.tags = [];
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A list's generated form as the inspector holds it (the inventory list's unless told): each change becomes the block's config. */
function Harness({ start, userType, type }: { start: Record<string, unknown>; userType: number; type: string }) {
  const [current, setCurrent] = useState(start);
  config = current;
  return (
    <SiteRenderContext.Provider value={{ site: site({ userType }), linkParams: {} }}>
      <BlockForm nodeId="list" type={type} config={current} set={(key, value) => setCurrent((c) => ({ ...c, [key]: value }))} />
    </SiteRenderContext.Provider>
  );
}

async function mount(start: Record<string, unknown> = {}, userType = 0, type = 'inventory-list'): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Harness start={{ title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null, ...start }} userType={userType} type={type} />));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return container;
}

/** The select whose label reads `label`. */
function select(el: HTMLElement, label: string): HTMLSelectElement {
  // A label that names a control elsewhere (a checkbox's wraps it, so has no htmlFor).
  const found = [...el.querySelectorAll('label')].find((l) => l.textContent === label && l.htmlFor);
  if (!found) throw new Error(`No control labelled ${label}`);
  return el.querySelector<HTMLSelectElement>(`#${CSS.escape(found.htmlFor)}`)!;
}

async function choose(el: HTMLElement, label: string, optionText: string) {
  const control = select(el, label);
  const option = [...control.options].find((o) => o.text === optionText);
  if (!option) throw new Error(`${label} has no option ${optionText}: ${[...control.options].map((o) => o.text).join(', ')}`);
  await act(async () => {
    control.value = option.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const optionTexts = (control: HTMLSelectElement) => [...control.options].map((o) => o.text);

describe('the inventory list’s source controls', () => {
  it('take the works from one of the site’s chosen lists of artworks', async () => {
    const el = await mount();
    expect(calls.lists).toBe(0);
    await choose(el, 'Source', 'A chosen list');
    expect(config.source).toBe(3);
    expect(optionTexts(select(el, 'Chosen list'))).toEqual(['Choose a list', 'Featured artworks (6)']);
    await choose(el, 'Chosen list', 'Featured artworks (6)');
    expect(config.listId).toBe(11);
  });

  it('take the works by the site’s own tags, any of the checked ones', async () => {
    const el = await mount({ source: 6, tags: ['bronze'] });
    expect(calls.tags).toEqual(['inventory']);
    const box = (tag: string) => [...el.querySelectorAll('label')].find((l) => l.textContent?.startsWith(`${tag} (`))!.querySelector('input')!;
    expect(box('bronze').checked).toBe(true);
    expect(box('landscape').checked).toBe(false);
    await act(async () => box('landscape').click());
    expect(config.tags).toEqual(['bronze', 'landscape']);
    await act(async () => box('bronze').click());
    expect(config.tags).toEqual(['landscape']);
  });

  it('offer a subtype only for a type that has them, and let go of one the new type cannot have', async () => {
    const el = await mount();
    expect(() => select(el, 'Subtype')).toThrow();
    await choose(el, 'Type', 'Furniture');
    expect(config.type).toBe(InventoryType.Furniture);
    expect(optionTexts(select(el, 'Subtype'))).toEqual(['Any subtype', 'Chair', 'Sofa', 'Bench', 'Storage', 'Table', 'Other']);
    await choose(el, 'Subtype', 'Chair');
    expect(config.subType).toBe(InventorySubType.Chair);
    await choose(el, 'Type', 'Decor');
    expect(config.subType).toBeNull();
    expect(optionTexts(select(el, 'Subtype'))).toContain('Rug and Carpet');
    await choose(el, 'Type', 'Artwork');
    expect(config).toMatchObject({ type: InventoryType.Artwork, subType: null });
    expect(() => select(el, 'Subtype')).toThrow();
  });

  it('set the status, the sort (no artist sorts on artist sites) and where works open', async () => {
    const el = await mount();
    await choose(el, 'Status', 'Only Available');
    expect(config.status).toBe(5);
    await choose(el, 'Sort', 'Price: High to Low');
    expect(config).toMatchObject({ order: 3, dir: 'desc' });
    expect(optionTexts(select(el, 'Sort'))).toContain('Artist A-Z');
    await choose(el, 'Open artworks', 'In a window over the page');
    expect(config.detailDisplay).toBe(0);

    act(() => root?.unmount());
    const artistSite = await mount({}, 1);
    expect(optionTexts(select(artistSite, 'Sort'))).not.toContain('Artist A-Z');
  });
});

describe('the exhibitions list’s layouts', () => {
  const box = (el: HTMLElement, name: string) => [...el.querySelectorAll('fieldset label')].find((l) => l.textContent === name)!.querySelector('input')!;

  it('offer the spec’s five layouts and its exhibition cells, and the carousel’s settings only with the full-background slideshow on', async () => {
    const el = await mount({ layouts: ['grid'], layout: 'grid' }, 0, 'exhibitions-list');
    expect([...el.querySelectorAll('fieldset label')].map((l) => l.textContent)).toEqual(['Grid', 'Slideshow', 'Waterfall', 'Horizontal Masonry', 'List', 'Parallax', 'Full-Background Slideshow']);
    await act(async () => box(el, 'Parallax').click());
    expect(config.layouts).toEqual(['grid', 'parallax']);
    await choose(el, 'Shown first', 'Parallax');
    expect(config.layout).toBe('parallax');
    // The slider itself has no such settings: it slides, never by itself.
    await act(async () => box(el, 'Slideshow').click());
    expect(() => select(el, 'Slideshow plays by itself')).toThrow();
    await act(async () => box(el, 'Full-Background Slideshow').click());
    expect(config.layouts).toEqual(['grid', 'slideshow', 'parallax', 'fullBackgroundSlideshow']);
    await choose(el, 'Slideshow', 'Fade in');
    await choose(el, 'Slideshow plays by itself', 'Every 5 seconds');
    expect(config).toMatchObject({ slideshowType: 'fadeIn', slideshowAutoplay: 5000 });
  });
});

describe('every list’s layouts', () => {
  const labels = (el: HTMLElement) => [...el.querySelectorAll('fieldset label')].map((l) => l.textContent);
  const box = (el: HTMLElement, name: string) => [...el.querySelectorAll('fieldset label')].find((l) => l.textContent === name)!.querySelector('input')!;

  it('offer every kind the spec’s five, its own default first and checked', async () => {
    const first: Record<string, string> = { 'inventory-list': 'Grid', 'artists-list': 'Grid', 'blogs-list': 'List', 'media-list': 'Grid', 'representatives-list': 'Grid' };
    for (const [type, label] of Object.entries(first)) {
      const el = await mount({}, 0, type);
      expect(labels(el)[0]).toBe(label);
      expect(labels(el)).toEqual(expect.arrayContaining(['Slideshow', 'Grid', 'Waterfall', 'Horizontal Masonry', 'List']));
      expect(labels(el)).toHaveLength(5);
      expect(box(el, label).checked).toBe(true);
      act(() => root?.unmount());
    }
  });

  it('let a blogs list add a waterfall and show it first, the tabs in the order offered', async () => {
    const el = await mount({ layouts: ['list'], layout: 'list' }, 0, 'blogs-list');
    await act(async () => box(el, 'Waterfall').click());
    expect(config.layouts).toEqual(['list', 'waterfall']);
    await choose(el, 'Shown first', 'Waterfall');
    expect(config.layout).toBe('waterfall');
  });
});

describe('the related works’ layouts', () => {
  const box = (el: HTMLElement, name: string) => [...el.querySelectorAll('fieldset label')].find((l) => l.textContent === name)!.querySelector('input')!;

  it('offer the inventory list’s layouts, a block saved without them showing the grid alone', async () => {
    const el = await mount({ columns: 4, showTitle: true }, 0, 'related-inventory');
    expect(el.querySelector('fieldset legend')?.textContent).toBe('Layouts');
    expect([...el.querySelectorAll('fieldset label')].map((l) => l.textContent)).toEqual(['Grid', 'Slideshow', 'Waterfall', 'Horizontal Masonry', 'List']);
    expect(box(el, 'Grid').checked).toBe(true);
    expect(box(el, 'Grid').disabled).toBe(true);
    await act(async () => box(el, 'Waterfall').click());
    expect(config.layouts).toEqual(['grid', 'waterfall']);
    await choose(el, 'Shown first', 'Waterfall');
    expect(config.layout).toBe('waterfall');
    await act(async () => box(el, 'Grid').click());
    expect(config.layouts).toEqual(['waterfall']);
    await act(async () => box(el, 'Slideshow').click());
    await choose(el, 'Slideshow', 'Fade out');
    expect(config).toMatchObject({ layouts: ['slideshow', 'waterfall'], slideshowType: 'fadeOut' });
  });
});

describe('the config behind the controls', () => {
  it('reads a sort from order and dir', () => {
    expect(sortKeyOf({ order: 0, dir: 'desc' })).toBe('default');
    expect(sortKeyOf({ order: 4, dir: 'desc' })).toBe('titleDesc');
    expect(sortKeyOf({ order: 5 })).toBe('artistAsc');
    expect(sortKeyOf({})).toBe('default');
  });

  it('keeps a subtype across a type change only when the new type has it', () => {
    expect(typeChange({ subType: InventorySubType.Other }, InventoryType.Lighting)).toEqual({ type: InventoryType.Lighting, subType: InventorySubType.Other });
    expect(typeChange({ subType: InventorySubType.Ring }, InventoryType.Lighting)).toEqual({ type: InventoryType.Lighting, subType: null });
    expect(typeChange({ subType: InventorySubType.Ring }, null)).toEqual({ type: null, subType: null });
  });
});
