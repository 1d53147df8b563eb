import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import type { CellPart, CellTemplates } from '../../../schema/cell-templates';
import { DEFAULT_TEMPLATES } from '../../../schema/detail-templates';
import type { Block, SiteDocument } from '../../../schema/document';
import { PageDataContext } from '../../data/source';
import { SiteRenderContext } from '../../site/context';
import { edition, item, site } from '../../testing/fixtures';
import { inventoryCardItem } from '../InventoryList/card-item';
import { cardImageSizes, InventoryCard } from '../InventoryList/InventoryCard';
import { renderBlocks } from '../registry';
import { ContentList, type ContentListProps } from './ContentList';
import { TemplatedInventoryCard } from './inventory-cell-parts';

const parts = (blocks: readonly Block[]): CellPart[] => blocks.map(({ type, config }) => ({ type, config }));

const forSale = inventoryCardItem(item({ editions: [edition({ price: '$1,200.00', priceValue: 120000 })] }));
const sold = inventoryCardItem(item({ inventoryId: 102, title: 'Sold Piece', editions: [edition({ isSold: true, quantity: 0 })] }));
const bare = inventoryCardItem(item({ inventoryId: 103, images: [], date: null, artist: null, editions: [] }));

describe('an artwork’s cell drawn with a cell template', () => {
  for (const [name, work] of Object.entries({ 'a work for sale': forSale, 'a sold work': sold, 'a work with nothing but its title': bare })) {
    for (const row of [false, true]) {
      for (const isArtistSite of [false, true]) {
        it(`with the default parts is the plain card itself: ${name}${row ? ', as a row' : ''}${isArtistSite ? ', on an artist’s site' : ''}`, () => {
          const sizes = cardImageSizes(4);
          const plain = renderToStaticMarkup(<InventoryCard item={work} isArtistSite={isArtistSite} linkParams={{ sub: 'demo' }} columns={4} sizes={sizes} row={row} />);
          const templated = renderToStaticMarkup(
            <TemplatedInventoryCard item={work} parts={parts(DEFAULT_TEMPLATES.inventoryGridCell)} isArtistSite={isArtistSite} linkParams={{ sub: 'demo' }} sizes={sizes} row={row} />,
          );
          expect(templated).toBe(plain);
        });
      }
    }
  }

  it('draws the owner’s parts in the owner’s order with their looks', () => {
    const owner: CellPart[] = [
      { type: BlockType.InventoryCellTitle, config: { align: 'center', size: 'large', uppercase: true } },
      { type: BlockType.InventoryCellImage, config: { fit: 'cover', showStatus: false } },
      { type: BlockType.InventoryCellPrice, config: { align: 'right', size: 'small' } },
    ];
    const html = renderToStaticMarkup(<TemplatedInventoryCard item={forSale} parts={owner} isArtistSite={false} linkParams={{}} sizes="300px" />);
    expect(html).toMatch(/^<a class="inventory-card" href="\/art\/101">/);
    const order = [...html.matchAll(/class="(inventory-card__\w+)[^"]*"/g)].map((m) => m[1]);
    expect(order).toEqual(['inventory-card__title', 'inventory-card__media', 'inventory-card__price']);
    expect(html).toContain('<span class="inventory-card__title cell-part--center cell-part--large cell-part--upper">Harbour at Dusk</span>');
    expect(html).toContain('<span class="inventory-card__media inventory-card__media--cover">');
    expect(html).toContain('<span class="inventory-card__price cell-part--right cell-part--small">$1,200.00</span>');
    // No artist, no date: the owner left them out.
    expect(html).not.toContain('Mary Cassatt');
    expect(html).not.toContain('1921');
  });

  it('leaves the sticker off when the owner says so, and keeps it by default', () => {
    const withSticker = renderToStaticMarkup(<TemplatedInventoryCard item={sold} parts={[{ type: BlockType.InventoryCellImage, config: {} }, { type: BlockType.InventoryCellTitle, config: {} }]} isArtistSite={false} linkParams={{}} sizes="300px" />);
    expect(withSticker).toContain('status-sticker--sold');
    const without = renderToStaticMarkup(<TemplatedInventoryCard item={sold} parts={[{ type: BlockType.InventoryCellImage, config: { showStatus: false } }]} isArtistSite={false} linkParams={{}} sizes="300px" />);
    expect(without).not.toContain('status-sticker');
  });

  it('names its link by the work’s title where the owner left the title out, and never draws a part the work has nothing for', () => {
    const html = renderToStaticMarkup(
      <TemplatedInventoryCard item={bare} parts={[{ type: BlockType.InventoryCellImage, config: {} }, { type: BlockType.InventoryCellPrice, config: {} }, { type: BlockType.InventoryCellDate, config: {} }, { type: 'inventory-cell-future', config: {} }]} isArtistSite={false} linkParams={{}} sizes="300px" />,
    );
    expect(html).toMatch(/^<a class="inventory-card" href="\/art\/103" aria-label="Harbour at Dusk">/);
    expect(html).not.toContain('inventory-card__price');
    expect(html).not.toContain('inventory-card__date');
  });
});

/** The demo's inventory list block with a next page (so it is an island), on a site whose templates are `templates`. */
function renderList(config: Record<string, unknown>, templates: SiteDocument['site']['templates']): string {
  const block: Block = { id: 'l1', type: BlockType.InventoryList, config };
  const works = [item(), item({ inventoryId: 102, title: 'Second Work' })];
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site({ config: { company: 'Harbour Gallery', layout: 'classic', colors: {}, templates } }), linkParams: {} }}>
      <PageDataContext.Provider value={{ lists: { l1: { inventory: works, hasMore: true } } }}>{renderBlocks([block], 'visitor')}</PageDataContext.Provider>
    </SiteRenderContext.Provider>,
  );
}

function islandProps(html: string): ContentListProps {
  const match = /data-island="ContentList" data-props="([^"]*)"/.exec(html);
  if (!match) throw new Error('no ContentList island');
  return JSON.parse(match[1].replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as ContentListProps;
}

const titleFirst = (id: string): Block[] => [
  { id: `${id}-title`, type: BlockType.InventoryCellTitle, config: { uppercase: true } },
  { id: `${id}-image`, type: BlockType.InventoryCellImage, config: {} },
];

describe('an inventory list on a site with cell templates', () => {
  it('draws its grid with the grid cell, and carries the parts to the browser, which draws the same', () => {
    const html = renderList({ layouts: ['grid'], layout: 'grid' }, { inventoryGridCell: { blocks: titleFirst('g') } });
    expect(html).toContain('<span class="inventory-card__title cell-part--upper">Second Work</span>');
    expect(html).not.toContain('inventory-card__artist');
    const props = islandProps(html);
    const templates: CellTemplates | undefined = props.cell.templates;
    expect(templates).toEqual({ inventoryGridCell: parts(titleFirst('g')) });
    expect(renderToString(<ContentList {...props} />)).toBe(/data-island="ContentList" data-props="[^"]*">([\s\S]*?)<\/div><\/section>/.exec(html)![1]);
  });

  it('draws each layout with its own cell: the slideshow’s, and the grid’s for the list layout', () => {
    const templates = { inventorySlideshowCell: { blocks: titleFirst('s') } };
    const slideshow = renderList({ layouts: ['slideshow'], layout: 'slideshow' }, templates);
    expect(slideshow).toContain('cell-part--upper');
    // The grid has no template of its own: its cells are the plain card.
    const grid = renderList({ layouts: ['grid'], layout: 'grid' }, templates);
    expect(grid).not.toContain('cell-part--upper');
    expect(grid).toContain('inventory-card__artist');
  });

  it('carries nothing more where the site has set none, or left one empty', () => {
    for (const templates of [undefined, { inventoryGridCell: { blocks: [] } }]) {
      const props = islandProps(renderList({ layouts: ['grid'], layout: 'grid' }, templates));
      expect('templates' in props.cell).toBe(false);
    }
  });
});
