import { describe, expect, it } from 'vitest';
import { BlockType, PAGE_ROOT } from './block-types';
import { catalogueEntry } from './catalogue';
import { CELL_TEMPLATE_KINDS, cellTemplatesOf, INVENTORY_CELL_BLOCKS, inventoryCellTemplateOf } from './cell-templates';
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
    expect(CELL_TEMPLATE_KINDS.map((kind) => TEMPLATE_LABEL[kind])).toEqual(['Artwork cell: grid', 'Artwork cell: slideshow', 'Artwork cell: waterfall']);
  });

  it('default to the picture, title, artist, date and price, under ids of their own, and open on the canvas as templates', () => {
    for (const kind of CELL_TEMPLATE_KINDS) {
      expect(DEFAULT_TEMPLATES[kind].map((b) => b.type)).toEqual([...INVENTORY_CELL_BLOCKS]);
      expect(templateOfPageId(templatePageId(kind))).toBe(kind);
    }
    const ids = CELL_TEMPLATE_KINDS.flatMap((kind) => DEFAULT_TEMPLATES[kind].map((b) => b.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(templateOfPageId('@template-constructor')).toBeNull();
    expect(validateDocument(doc(Object.fromEntries(CELL_TEMPLATE_KINDS.map((kind) => [kind, { blocks: structuredClone(DEFAULT_TEMPLATES[kind]) }])))).ok).toBe(true);
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
    expect(cellTemplatesOf(undefined)).toBeUndefined();
    expect(cellTemplatesOf({ inventory: { blocks: [part(BlockType.InventoryMeta)] } })).toBeUndefined();
    expect(cellTemplatesOf({ inventoryGridCell: { blocks: [] } })).toBeUndefined();
    expect(cellTemplatesOf({ inventorySlideshowCell: { blocks: [part(BlockType.InventoryCellTitle, 't', { uppercase: true })] } })).toEqual({
      inventorySlideshowCell: [{ type: BlockType.InventoryCellTitle, config: { uppercase: true } }],
    });
  });
});
