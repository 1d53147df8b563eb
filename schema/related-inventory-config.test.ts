import { describe, expect, it } from 'vitest';
import { BlockType } from './block-types';
import { catalogueEntry } from './catalogue';
import { relatedInventoryConfigSchema } from './detail-blocks-schema';
import { SCHEMA_VERSION, validateDocument, type SiteDocument } from './document';
import { inspectorFields } from './fields';
import { enabledLayouts, selectLayout } from './list-layouts';
import { migrateDocument } from './migrate';

/**
 * The related works' config takes the inventory list's layout fields (spec §2 List layouts), each
 * optional: a block saved before them validates as it is and reads as the grid it was.
 */

const saved = { columns: 3, showTitle: true, detailDisplay: 0 };

function withRelated(config: Record<string, unknown>): SiteDocument {
  return {
    schemaVersion: SCHEMA_VERSION,
    site: { company: 'Gallery', layout: 'classic', colors: {}, templates: { inventory: { blocks: [{ id: 'related', type: BlockType.RelatedInventory, config }] } } },
    pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: false, blocks: [] }],
  };
}

describe('the related inventory block’s layouts', () => {
  it('a new block gets no layout fields, which read as the grid alone', () => {
    expect(catalogueEntry(BlockType.RelatedInventory)!.defaultConfig).toEqual({ columns: 4, showTitle: true });
    const layouts = enabledLayouts('inventory', undefined);
    expect(layouts).toEqual(['grid']);
    expect(selectLayout(layouts, undefined)).toBe('grid');
  });

  it('a block saved before layouts validates, migrates and stays exactly as it was', () => {
    expect(relatedInventoryConfigSchema.parse(saved)).toEqual(saved);
    const before = withRelated(saved);
    const migrated = migrateDocument(structuredClone(before));
    expect(migrated).toEqual(before);
    const checked = validateDocument(migrated);
    expect(checked.ok && checked.document.site.templates).toEqual(before.site.templates);
  });

  it('keeps the inventory list’s layouts, the first shown and the slideshow’s settings, and refuses what no list has', () => {
    const chosen = { ...saved, layouts: ['grid', 'waterfall', 'masonry', 'slideshow'], layout: 'waterfall', slideshowType: 'fadeIn', slideshowAutoplay: 5000 };
    expect(relatedInventoryConfigSchema.parse(chosen)).toEqual(chosen);
    const checked = validateDocument(withRelated(chosen));
    expect(checked.ok && checked.document.site.templates?.inventory?.blocks[0].config).toEqual(chosen);
    expect(relatedInventoryConfigSchema.safeParse({ ...saved, layouts: [] }).success).toBe(false);
    expect(relatedInventoryConfigSchema.safeParse({ ...saved, layouts: ['carousel'] }).success).toBe(false);
    expect(relatedInventoryConfigSchema.safeParse({ ...saved, slideshowType: 'spin' }).success).toBe(false);
  });

  it('shows the inventory list’s Layouts control in the inspector, after where works open', () => {
    const related = inspectorFields(relatedInventoryConfigSchema);
    expect(related.map((f) => f.key)).toEqual(['columns', 'showTitle', 'detailDisplay', 'layouts']);
    const list = inspectorFields(catalogueEntry(BlockType.InventoryList)!.config).find((f) => f.key === 'layouts')!;
    expect(related[3].meta).toEqual(list.meta);
    expect(related[3].meta).toMatchObject({ label: 'Layouts', control: 'custom', covers: ['layout', 'slideshowType', 'slideshowAutoplay'] });
  });
});
