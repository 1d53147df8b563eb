import { describe, expect, it } from 'vitest';
import { BlockType, PAGE_ROOT } from './block-types';
import { catalogueEntry } from './catalogue';
import { CELL_CONTENT_KIND, CELL_TEMPLATE_KINDS, cellBlocksOf, cellTemplateOf, cellTemplatesOf, INVENTORY_CELL_BLOCKS, inventoryCellTemplateOf, recentlyViewedParts, SEARCH_CELL_BLOCKS, SEARCH_CELL_OF_TYPE } from './cell-templates';
import { TEMPLATE_LABEL, TEMPLATE_ROOT } from './detail-blocks';
import { DEFAULT_TEMPLATES, templateOfPageId, templatePageId } from './detail-templates';
import { SCHEMA_VERSION, validateDocument, type SiteDocument } from './document';
import { FormBlockType } from './block-configs/forms';
import { ListLayout } from './list-layouts';
import { canContain } from './nesting';

function doc(templates: SiteDocument['site']['templates']): SiteDocument {
  return {
    schemaVersion: SCHEMA_VERSION,
    site: { company: 'Gallery', layout: 'classic', colors: {}, templates },
    pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: false, blocks: [] }],
  };
}
const part = (type: string, id = `x-${type}`, config: Record<string, unknown> = structuredClone(catalogueEntry(type)!.defaultConfig) as Record<string, unknown>) => ({ id, type, config });

describe('the artwork cell templates', () => {
  it('draw the grid, list and horizontal masonry with the grid cell, and the slideshow and waterfall with their own', () => {
    expect(inventoryCellTemplateOf(ListLayout.Grid)).toBe('inventoryGridCell');
    expect(inventoryCellTemplateOf(ListLayout.List)).toBe('inventoryGridCell');
    expect(inventoryCellTemplateOf(ListLayout.Masonry)).toBe('inventoryGridCell');
    expect(inventoryCellTemplateOf(ListLayout.Slideshow)).toBe('inventorySlideshowCell');
    expect(inventoryCellTemplateOf(ListLayout.Waterfall)).toBe('inventoryWaterfallCell');
    expect(CELL_TEMPLATE_KINDS.map((kind) => TEMPLATE_LABEL[kind])).toEqual([
      'Artwork cell: grid',
      'Artwork cell: slideshow',
      'Artwork cell: waterfall',
      'Artwork cell: recently viewed',
      'Artist cell: grid',
      'Artist cell: list',
      'Artist cell: list preview',
      'Artist cell: slideshow',
      'Exhibition cell: grid',
      'Exhibition cell: slideshow',
      'Exhibition cell: parallax',
      'Exhibition cell: full-background slideshow',
      'Blog post cell',
      'Gallery Cell',
      'Search result cell: artist',
      'Search result cell: blog post',
      'Search result cell: artwork',
      'Search result cell: exhibition',
    ]);
  });

  it('draw artists, exhibitions and posts in the layouts the spec names cells for', () => {
    expect(cellTemplateOf('artists', ListLayout.Grid)).toBe('artistGridCell');
    expect(cellTemplateOf('artists', ListLayout.Masonry)).toBe('artistGridCell');
    expect(cellTemplateOf('artists', ListLayout.Slideshow)).toBe('artistSlideshowCell');
    expect(cellTemplateOf('artists', ListLayout.List)).toBe('artistListCell');
    expect(cellTemplateOf('artists', ListLayout.List, { preview: true })).toBe('artistListPreviewCell');
    expect(cellTemplateOf('artists', ListLayout.Grid, { preview: true })).toBe('artistGridCell');
    // A row of the plain list has no picture; the preview's shows one beside the list.
    expect(cellBlocksOf('artistListCell')).toEqual([BlockType.ArtistCellName, BlockType.ArtistCellFacts]);
    expect(cellBlocksOf('artistListPreviewCell')).toContain(BlockType.ArtistCellImage);
    expect(cellTemplateOf('shows', ListLayout.List)).toBe('showGridCell');
    expect(cellTemplateOf('shows', ListLayout.Slideshow)).toBe('showSlideshowCell');
    expect(cellTemplateOf('shows', ListLayout.Parallax)).toBe('showParallaxCell');
    expect(cellTemplateOf('shows', ListLayout.FullBackgroundSlideshow)).toBe('showFullBackgroundCell');
    for (const layout of Object.values(ListLayout)) expect(cellTemplateOf('blogs', layout)).toBe('blogCell');
    expect(cellTemplateOf('media', ListLayout.Grid)).toBeNull();
    for (const layout of Object.values(ListLayout)) expect(cellTemplateOf('representatives', layout)).toBe('representativeCell');
    // One search result cell per type of result (SearchType: Inventory 0, Artist 1, Blog 2, Show 3), all with the same parts.
    expect(SEARCH_CELL_OF_TYPE).toEqual(['searchInventoryCell', 'searchArtistCell', 'searchBlogCell', 'searchShowCell']);
    for (const kind of SEARCH_CELL_OF_TYPE) expect(cellBlocksOf(kind)).toEqual(SEARCH_CELL_BLOCKS);
    for (const kind of CELL_TEMPLATE_KINDS) expect(cellBlocksOf(kind).length).toBeGreaterThan(1);
  });

  it('default to the cell as it was drawn before templates, under ids of their own, and open on the canvas as templates', () => {
    // Most cells: every part of their kind (an artwork's picture, title, artist, date and price).
    const fewer = ['inventoryRecentlyViewedCell', 'artistListCell', 'artistListPreviewCell'];
    for (const kind of CELL_TEMPLATE_KINDS) {
      if (!fewer.includes(kind)) expect(DEFAULT_TEMPLATES[kind].map((b) => b.type)).toEqual([...cellBlocksOf(kind)]);
      expect(templateOfPageId(templatePageId(kind))).toBe(kind);
    }
    // The recently viewed slider's showed no date; an artist list's row the name (and the preview's picture).
    expect(DEFAULT_TEMPLATES.inventoryRecentlyViewedCell.map((b) => b.type)).toEqual([BlockType.InventoryCellImage, BlockType.InventoryCellTitle, BlockType.InventoryCellArtist, BlockType.InventoryCellPrice]);
    expect(DEFAULT_TEMPLATES.artistListCell.map((b) => b.type)).toEqual([BlockType.ArtistCellName]);
    expect(DEFAULT_TEMPLATES.artistListPreviewCell.map((b) => b.type)).toEqual([BlockType.ArtistCellName, BlockType.ArtistCellImage]);
    const ids = CELL_TEMPLATE_KINDS.flatMap((kind) => DEFAULT_TEMPLATES[kind].map((b) => b.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(templateOfPageId('@template-constructor')).toBeNull();
    const all = Object.fromEntries(CELL_TEMPLATE_KINDS.map((kind) => [kind, { blocks: structuredClone(DEFAULT_TEMPLATES[kind]) }]));
    const valid = validateDocument(doc(all));
    // Kept, every one, as saved: none is dropped on the way in.
    expect(valid.ok && valid.document.site.templates).toEqual(all);
  });

  it('hold the cell’s parts and nothing else, and the parts sit nowhere else', () => {
    const root = TEMPLATE_ROOT.inventoryGridCell;
    for (const type of INVENTORY_CELL_BLOCKS) {
      expect(canContain(root, type)).toBe(true);
      expect(canContain(PAGE_ROOT, type)).toBe(false);
      expect(canContain(TEMPLATE_ROOT.inventory, type)).toBe(false);
      expect(canContain(BlockType.Column, type)).toBe(false);
    }
    // A cell is one link: no text with links of its own, no buttons, no popup, no other template's blocks.
    for (const type of [BlockType.Text, BlockType.Columns, BlockType.InventoryMeta, BlockType.InventoryList, FormBlockType.SubscribePopup]) expect(canContain(root, type)).toBe(false);
    // Each kind's parts go only in its own kind's cells.
    for (const kind of CELL_TEMPLATE_KINDS) {
      for (const other of CELL_TEMPLATE_KINDS) {
        for (const type of cellBlocksOf(other)) expect(canContain(TEMPLATE_ROOT[kind], type), `${type} in ${kind}`).toBe(cellBlocksOf(kind).includes(type));
        if (CELL_CONTENT_KIND[kind] !== CELL_CONTENT_KIND[other]) expect(cellBlocksOf(kind).some((type) => cellBlocksOf(other).includes(type))).toBe(false);
      }
    }
    const withText = validateDocument(doc({ inventoryGridCell: { blocks: [part(BlockType.InventoryCellTitle), { id: 't', type: BlockType.Text, config: { text: 'Hi', variant: 'paragraph', align: 'left' } }] } }));
    expect(!withText.ok && withText.issues).toEqual([{ path: 'site.templates.inventoryGridCell', message: 'Text cannot be placed inside the artwork cell: grid template (block t)' }]);
  });

  it('refuse looks that are not offered', () => {
    const bad = validateDocument(doc({ inventoryWaterfallCell: { blocks: [part(BlockType.InventoryCellTitle, 't', { size: 'huge' })] } }));
    expect(!bad.ok && bad.issues[0].path).toBe('site.templates.inventoryWaterfallCell.blocks.0.config.size');
    const image = validateDocument(doc({ inventoryWaterfallCell: { blocks: [part(BlockType.InventoryCellImage, 'i', { fit: 'stretch' })] } }));
    expect(!image.ok && image.issues[0].path).toBe('site.templates.inventoryWaterfallCell.blocks.0.config.fit');
  });

  it('reach the lists only where the site has set them, as parts without ids; an empty one is not taken', () => {
    expect(cellTemplatesOf(undefined, 'inventory')).toBeUndefined();
    expect(cellTemplatesOf({ inventory: { blocks: [part(BlockType.InventoryMeta)] } }, 'inventory')).toBeUndefined();
    expect(cellTemplatesOf({ inventoryGridCell: { blocks: [] } }, 'inventory')).toBeUndefined();
    const set = { inventorySlideshowCell: { blocks: [part(BlockType.InventoryCellTitle, 't', { uppercase: true })] }, blogCell: { blocks: [part(BlockType.BlogCellTitle, 'b')] } };
    expect(cellTemplatesOf(set, 'inventory')).toEqual({ inventorySlideshowCell: [{ type: BlockType.InventoryCellTitle, config: { uppercase: true } }] });
    // Each kind's lists carry their own kind's templates alone.
    expect(cellTemplatesOf(set, 'blogs')).toEqual({ blogCell: [{ type: BlockType.BlogCellTitle, config: set.blogCell.blocks[0].config }] });
    expect(cellTemplatesOf(set, 'artists')).toBeUndefined();
    expect(cellTemplatesOf(set, 'search')).toBeUndefined();
    const search = { searchShowCell: { blocks: [part(BlockType.SearchCellTitle, 's')] }, representativeCell: { blocks: [part(BlockType.RepresentativeCellCompany, 'r')] } };
    expect(Object.keys(cellTemplatesOf(search, 'search')!)).toEqual(['searchShowCell']);
    expect(Object.keys(cellTemplatesOf(search, 'representatives')!)).toEqual(['representativeCell']);
    // The recently viewed slider is no list: inventory lists do not carry its template.
    const viewed = { inventoryRecentlyViewedCell: { blocks: [part(BlockType.InventoryCellTitle, 'r')] } };
    expect(cellTemplatesOf(viewed, 'inventory')).toBeUndefined();
    expect(recentlyViewedParts(viewed)).toEqual([{ type: BlockType.InventoryCellTitle, config: viewed.inventoryRecentlyViewedCell.blocks[0].config }]);
    expect(recentlyViewedParts({ inventoryRecentlyViewedCell: { blocks: [] } })).toBeUndefined();
  });
});
