import { describe, expect, it } from 'vitest';
import { BlockType, PAGE_ROOT, PART_ROOT } from './block-types';
import { catalogueEntry, type CatalogueEntry } from './catalogue';
import { ownTemplatesOf, TEMPLATE_BLOCKS, TEMPLATE_KINDS, TEMPLATE_LABEL, TEMPLATE_ROOT } from './detail-blocks';
import { DEFAULT_TEMPLATES, templateBlocks, templateOfPageId, templatePageId } from './detail-templates';
import { SCHEMA_VERSION, validateDocument, type SiteDocument } from './document';
import { inspectorFields } from './fields';
import { migrateDocument } from './migrate';
import { canContain } from './nesting';
import { searchBuilderPageSize, SEARCH_PREVIEW_LIMIT } from './search-blocks';

/** The search results page as a template: its two blocks, where they may sit, and its default. */

function doc(templates?: SiteDocument['site']['templates'], pageBlocks: SiteDocument['pages'][number]['blocks'] = []): SiteDocument {
  return {
    schemaVersion: SCHEMA_VERSION,
    site: { company: 'Gallery', layout: 'classic', colors: {}, ...(templates ? { templates } : {}) },
    pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: false, blocks: pageBlocks }],
  };
}
const block = (type: string, id = `x-${type}`, config: Record<string, unknown> = {}) => ({ id, type, config: { ...(structuredClone(catalogueEntry(type)!.defaultConfig) as Record<string, unknown>), ...config } });
const text = (id: string) => ({ id, type: BlockType.Text, config: { text: 'Can’t find it? Ask us.', variant: 'paragraph', align: 'left' } });
const columns = (id: string, inner: Array<ReturnType<typeof block>>) => ({
  id,
  type: BlockType.Columns,
  config: { columnCount: 1, gap: 24 },
  blocks: [{ id: `${id}-0`, type: BlockType.Column, config: {}, blocks: inner }],
});

describe('the search blocks in the catalogue', () => {
  it('are Search Meta and Search Results List, with defaults their own schemas accept, offered only by their template', () => {
    const meta = catalogueEntry(BlockType.SearchMeta) as CatalogueEntry;
    const results = catalogueEntry(BlockType.SearchResultsList) as CatalogueEntry;
    expect([meta.label, results.label]).toEqual(['Search Meta', 'Search Results List']);
    for (const entry of [meta, results]) {
      expect(entry.config.safeParse(entry.defaultConfig).success, entry.type).toBe(true);
      // No toolbox group: the search results page template offers them apart, as detail templates do theirs.
      expect(entry.group).toBeUndefined();
    }
    expect(TEMPLATE_BLOCKS.search).toEqual([BlockType.SearchMeta, BlockType.SearchResultsList]);
    expect(TEMPLATE_LABEL.search).toBe('Search results page');
  });

  it('give the inspector a title switch, a tabs switch, the columns and where artworks open', () => {
    expect(inspectorFields(catalogueEntry(BlockType.SearchMeta)!.config).map((f) => [f.key, f.meta.label, f.meta.control])).toEqual([['showTitle', 'Show the title', 'toggle']]);
    const fields = inspectorFields(catalogueEntry(BlockType.SearchResultsList)!.config);
    expect(fields.map((f) => [f.key, f.meta.label, f.meta.control])).toEqual([
      ['showTabs', 'Show the tabs', 'toggle'],
      ['columns', 'Columns', 'select'],
      ['detailDisplay', 'Open artworks', 'select'],
    ]);
    expect(fields[2].meta.options?.map((o) => o.value)).toEqual([1, 0]);
    expect(fields[1].meta.options?.map((o) => o.value)).toEqual([1, 2, 3, 4]);
    expect(catalogueEntry(BlockType.SearchResultsList)!.config.safeParse({ showTabs: true, columns: 5 }).success).toBe(false);
  });

  it('preview columns x 3 results in the builder, so the preview search asks for the widest list’s', () => {
    expect([1, 2, 4].map(searchBuilderPageSize)).toEqual([3, 6, 12]);
    expect(SEARCH_PREVIEW_LIMIT).toBe(12);
  });
});

describe('where the search blocks may sit', () => {
  it('at the top of the search results page template, and Search Meta in a column there', () => {
    for (const type of TEMPLATE_BLOCKS.search) {
      expect(ownTemplatesOf(type)).toEqual(['search']);
      expect(canContain(TEMPLATE_ROOT.search, type), type).toBe(true);
    }
    expect(canContain(BlockType.Column, BlockType.SearchMeta, 'search')).toBe(true);
    // The results are a list: like every list, not in columns.
    expect(canContain(BlockType.Column, BlockType.SearchResultsList, 'search')).toBe(false);
  });

  it('nowhere else: not on a page, in a header, in another template or in its column', () => {
    for (const type of TEMPLATE_BLOCKS.search) {
      expect(canContain(PAGE_ROOT, type), type).toBe(false);
      expect(canContain(PART_ROOT, type), type).toBe(false);
      expect(canContain(BlockType.Column, type, 'inventory'), type).toBe(false);
      for (const kind of TEMPLATE_KINDS.filter((k) => k !== 'search')) expect(canContain(TEMPLATE_ROOT[kind], type), `${type} in ${kind}`).toBe(false);
    }
    expect(canContain(TEMPLATE_ROOT.search, BlockType.InventoryMeta)).toBe(false);
  });

  it('are checked on save: a search block on a page or in the artwork template is refused with its name', () => {
    const onPage = validateDocument(doc(undefined, [block(BlockType.SearchResultsList, 'r')]));
    expect(!onPage.ok && onPage.issues.map((i) => i.message)).toEqual(['Search Results List cannot be placed inside the page (block r)']);
    const elsewhere = validateDocument(doc({ inventory: { blocks: [block(BlockType.SearchMeta, 'm')] } }));
    expect(!elsewhere.ok && elsewhere.issues).toEqual([{ path: 'site.templates.inventory', message: 'Search Meta cannot be placed inside the artwork page template (block m)' }]);
    const inColumn = validateDocument(doc({ search: { blocks: [columns('c', [block(BlockType.SearchResultsList, 'r')])] } }));
    expect(!inColumn.ok && inColumn.issues.map((i) => i.message)).toEqual(['Search Results List cannot be placed inside Column (block r)']);
    const wrongConfig = validateDocument(doc({ search: { blocks: [block(BlockType.SearchResultsList, 'r', { columns: 0 })] } }));
    expect(!wrongConfig.ok && wrongConfig.issues[0].path).toBe('site.templates.search.blocks.0.config.columns');
  });
});

describe('the search results page template', () => {
  it('is Search Meta then Search Results List by default, for documents saved before it existed too', () => {
    expect(DEFAULT_TEMPLATES.search.map((b) => [b.id, b.type])).toEqual([
      ['default-search-meta', BlockType.SearchMeta],
      ['default-search-results-list', BlockType.SearchResultsList],
    ]);
    const older = migrateDocument(doc());
    expect(validateDocument(older).ok).toBe(true);
    expect(templateBlocks(older.site.templates, 'search')).toEqual(DEFAULT_TEMPLATES.search);
  });

  it('takes ordinary blocks around its own, and opens on the canvas under its own id', () => {
    const own = doc({ search: { blocks: [text('t'), columns('c', [block(BlockType.SearchMeta)]), block(BlockType.SearchResultsList, 'r', { columns: 3, showTabs: false })] } });
    const result = validateDocument(own);
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(templatePageId('search')).toBe('@template-search');
    expect(templateOfPageId('@template-search')).toBe('search');
  });
});
