import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema/document';
import { PageDataContext, type PageData } from '../data/source';
import { samplePageData } from '../data/sample';
import { SiteRenderContext } from '../site/context';
import { item, list, site, textOf } from '../testing/fixtures';
import { BuilderText } from '../texts';
import { renderBlocks } from './registry';
import type { RenderMode } from './types';

function render(blocks: Block[], mode: RenderMode, data: PageData = { lists: {} }, userType = 0): string {
  const tree: ReactNode = renderBlocks(blocks, mode);
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site({ userType }), linkParams: { sub: 'demo' } }}>
      <PageDataContext.Provider value={data}>{tree}</PageDataContext.Provider>
    </SiteRenderContext.Provider>,
  );
}

const text = (id: string, value: string, extra: Record<string, unknown> = {}): Block => ({ id, type: 'text', config: { text: value, variant: 'paragraph', align: 'left', ...extra } });
const inventoryList = (id = 'list-1', config: Record<string, unknown> = {}): Block => ({ id, type: 'inventory-list', config: { title: '', columns: 3, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null, ...config } });

describe('renderBlocks', () => {
  it('renders nothing for an unknown block type for visitors, and a note in the builder', () => {
    const blocks: Block[] = [{ id: 'x', type: 'hologram', config: {} }, text('t', 'Still here')];
    expect(textOf(render(blocks, 'visitor'))).toBe('Still here');
    expect(textOf(render(blocks, 'builder'))).toContain('Unknown block type value: hologram');
  });

  it('renders nested blocks inside their containers', () => {
    const blocks: Block[] = [
      {
        id: 'cols',
        type: 'columns',
        config: { columnCount: 2, gap: 32 },
        blocks: [
          { id: 'c1', type: 'column', config: {}, blocks: [text('a', 'Left words')] },
          { id: 'c2', type: 'column', config: {}, blocks: [text('b', 'Right words')] },
        ],
      },
    ];
    const html = render(blocks, 'visitor');
    expect(html).toMatch(/class="block-columns" style="--columns:2;--gap:32px"/);
    expect(html.match(/class="block-column block-column--visitor"/g)).toHaveLength(2);
    expect(textOf(html)).toBe('Left words Right words');
  });

  it('fills a partial config from the catalogue defaults', () => {
    const html = render([{ id: 'c', type: 'columns', config: {} }], 'visitor');
    expect(html).toContain('--columns:2;--gap:24px');
  });
});

describe('Text block', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    const html = render([text('t', 'First line\nsecond line\n\n\nNext paragraph')], 'visitor');
    expect(html.match(/<p>/g)).toHaveLength(2);
    expect(html).toContain('<br/>');
  });

  it('renders headings by variant', () => {
    expect(render([text('t', 'Big', { variant: 'heading2' })], 'visitor')).toMatch(/<h2>.*Big.*<\/h2>/);
  });

  it('shows a placeholder hint in the builder when empty, and nothing for visitors', () => {
    expect(textOf(render([text('t', '  ')], 'builder'))).toBe(BuilderText.emptyText);
    expect(render([text('t', '')], 'visitor')).toBe('');
  });
});

describe('Image block', () => {
  const image = (config: Record<string, unknown>): Block => ({ id: 'i', type: 'image', config: { image: null, altText: '', fit: 'fill', ...config } });

  it('is a responsive image with a srcset from /img transforms and its alt text', () => {
    const html = render([image({ image: { id: 12, extension: 'jpg', width: 2000, height: 1000 }, altText: 'A red chair' })], 'visitor');
    expect(html).toContain('alt="A red chair"');
    expect(html).toContain('src="/img/w_1024/12.jpg"');
    expect(html).toMatch(/srcSet="\/img\/w_320\/12\.jpg 320w, .*\/img\/w_1920\/12\.jpg 1920w"/);
    expect(html).toContain('sizes=');
  });

  it('has a blank state in the builder and renders nothing for visitors without an image', () => {
    expect(textOf(render([image({})], 'builder'))).toBe(BuilderText.emptyImage);
    expect(render([image({})], 'visitor')).toBe('');
  });
});

describe('Column and hover content', () => {
  it('an empty column shows a drop hint only in the builder', () => {
    const columns: Block = { id: 'cols', type: 'columns', config: { columnCount: 1, gap: 0 }, blocks: [{ id: 'c', type: 'column', config: {} }] };
    expect(render([columns], 'builder')).toContain('block-column--empty');
    expect(textOf(render([columns], 'visitor'))).toBe('');
  });

  it('shows the state the owner picked in the builder, and both layers (hover by CSS) for visitors', () => {
    const hover = (builderState: string): Block => ({
      id: 'h',
      type: 'hover-content',
      config: { builderState },
      blocks: [
        { id: 'd', type: 'hover-layer', config: { state: 'default' }, blocks: [text('t1', 'Resting')] },
        { id: 'v', type: 'hover-layer', config: { state: 'hover' }, blocks: [text('t2', 'Revealed')] },
      ],
    });
    expect(render([hover('hover')], 'builder')).toContain('data-builder-state="hover"');
    const visitor = render([hover('hover')], 'visitor');
    expect(visitor).toContain('block-hover-content--visitor');
    expect(visitor).not.toContain('data-builder-state');
    expect(textOf(visitor)).toBe('Resting Revealed');
  });
});

describe('Inventory list block', () => {
  const works = [
    item({ inventoryId: 1, title: 'Harbour at Dusk' }),
    item({ inventoryId: 2, title: 'Quiet Field', available: false, editions: [] }),
  ];

  it('shows each artwork with its title, artist, date and price, linking to its art page', () => {
    const html = render([inventoryList()], 'visitor', { lists: { 'list-1': list(works) } });
    const visible = textOf(html);
    expect(visible).toContain('Harbour at Dusk Mary Cassatt 1921 $1,200.00');
    expect(html).toContain('href="/art/1?sub=demo"');
    expect(html).toContain('--columns:3');
  });

  it('hides the artist name on artist sites', () => {
    const html = render([inventoryList()], 'visitor', { lists: { 'list-1': list(works) } }, 1);
    expect(textOf(html)).not.toContain('Mary Cassatt');
    expect(textOf(html)).toContain('Harbour at Dusk');
  });

  it('shows the status sticker instead of a price for an artwork that cannot be had', () => {
    const sold = item({ inventoryId: 3, title: 'Gone', available: false, editions: [{ ...works[0].editions[0], isSold: true, quantity: 0 }] });
    const visible = textOf(render([inventoryList()], 'visitor', { lists: { 'list-1': list([sold]) } }));
    expect(visible).toContain('Sold');
    expect(visible).not.toContain('$1,200.00');
  });

  it('hides an empty list from visitors and explains it in the builder', () => {
    expect(render([inventoryList()], 'visitor', { lists: { 'list-1': list([]) } })).toBe('');
    expect(textOf(render([inventoryList()], 'builder'))).toBe("You haven't added any inventory yet. Once you do, you'll see them here.");
  });

  it('adds the load-more island only when the server says there is more', () => {
    expect(render([inventoryList()], 'visitor', { lists: { 'list-1': list(works, false) } })).not.toContain('data-island');
    const html = render([inventoryList()], 'visitor', { lists: { 'list-1': list(works, true) } });
    expect(html).toContain('data-island="ContentList"');
    const props = JSON.parse(html.match(/data-props="([^"]*)"/)![1].replace(/&quot;/g, '"'));
    expect(props.next).toMatchObject({ kind: 'inventory', query: { offset: 0, limit: 30 } });
    expect(props.items).toHaveLength(2);
  });

  it('renders the builder sample data for every inventory list', () => {
    const blocks = [inventoryList('a'), inventoryList('b', { maxLimit: 2 })];
    const data = samplePageData(blocks);
    expect(data.lists.a.inventory).toHaveLength(6);
    expect(data.lists.b.inventory).toHaveLength(2);
    const html = render(blocks, 'builder', data);
    expect(html.match(/class="inventory-card"/g)).toHaveLength(8);
    expect(html).not.toContain('/img/');
  });
});
