import { describe, expect, it } from 'vitest';
import { BlockType, PAGE_ROOT, PART_ROOT } from './block-types';
import { catalogueEntry } from './catalogue';
import { DETAIL_BLOCKS, DETAIL_KINDS, detailKindOf, TEMPLATE_KINDS, TEMPLATE_ROOT } from './detail-blocks';
import { artModalAddress, DEFAULT_TEMPLATES, templateBlocks, templateOfPageId, templatePageId, withTemplateBlocks } from './detail-templates';
import { SCHEMA_VERSION, validateDocument, type SiteDocument } from './document';
import { migrateDocument } from './migrate';
import { canContain, findNestingViolations } from './nesting';
import { partOfPageId } from './site-parts';

function doc(templates?: SiteDocument['site']['templates']): SiteDocument {
  return {
    schemaVersion: SCHEMA_VERSION,
    site: { company: 'Gallery', layout: 'classic', colors: {}, ...(templates ? { templates } : {}) },
    pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: false, blocks: [{ id: 'p1', type: 'text', config: { text: 'Hi', variant: 'paragraph', align: 'left' } }] }],
  };
}
const text = (id: string, words = 'Shipped worldwide') => ({ id, type: BlockType.Text, config: { text: words, variant: 'paragraph', align: 'left' } });
const block = (type: string, id = `x-${type}`) => ({ id, type, config: structuredClone(catalogueEntry(type)!.defaultConfig) as Record<string, unknown> });

describe('detail templates in the document', () => {
  it('leave a document without templates valid, each kind drawn with its default', () => {
    const plain = validateDocument(migrateDocument(doc()));
    expect(plain.ok).toBe(true);
    for (const kind of DETAIL_KINDS) expect(templateBlocks(undefined, kind)).toEqual(DEFAULT_TEMPLATES[kind]);
    expect(DEFAULT_TEMPLATES.inventory.map((b) => b.type)).toEqual([BlockType.InventoryImage, BlockType.InventoryMeta, BlockType.RelatedInventory]);
    expect(DEFAULT_TEMPLATES.post.map((b) => b.type)).toEqual([BlockType.BlogPostTitle, BlockType.BlogPostContent]);
  });

  it('accept every default template as a template of the site’s own, and an owner’s template with ordinary blocks among its own', () => {
    const all = Object.fromEntries(DETAIL_KINDS.map((kind) => [kind, { blocks: structuredClone(DEFAULT_TEMPLATES[kind]) }]));
    expect(validateDocument(doc(all)).ok).toBe(true);
    const own = { inventory: { blocks: [text('t1'), block(BlockType.InventoryMeta), { id: 'c', type: BlockType.Columns, config: { columnCount: 1, gap: 0 }, blocks: [{ id: 'c1', type: BlockType.Column, config: {}, blocks: [text('t2')] }] }] } };
    expect(validateDocument(doc(own)).ok).toBe(true);
  });

  it('refuse a template block in another kind’s template, on a page, in a header, or inside a page’s column', () => {
    const wrongKind = validateDocument(doc({ artist: { blocks: [block(BlockType.InventoryMeta, 'm')] } }));
    expect(!wrongKind.ok && wrongKind.issues).toEqual([{ path: 'site.templates.artist', message: 'Inventory Meta cannot be placed inside the artist page template (block m)' }]);
    const onPage = doc();
    onPage.pages[0].blocks.push(block(BlockType.ShowTitle, 's'));
    const pageResult = validateDocument(onPage);
    expect(!pageResult.ok && pageResult.issues[0].message).toBe('Show Title cannot be placed inside the page (block s)');
    expect(canContain(PART_ROOT, BlockType.BlogPostTitle)).toBe(false);
    expect(canContain(BlockType.Column, BlockType.InventoryImage)).toBe(false);
    expect(canContain(BlockType.Column, BlockType.InventoryImage, 'show')).toBe(false);
    for (const kind of DETAIL_KINDS) {
      for (const type of DETAIL_BLOCKS[kind]) {
        expect(canContain(TEMPLATE_ROOT[kind], type), type).toBe(true);
        expect(canContain(PAGE_ROOT, type), type).toBe(false);
        expect(detailKindOf(type)).toBe(kind);
      }
    }
  });

  it('accept a template’s own blocks in its columns, at any depth, but not its lists nor another kind’s blocks', () => {
    const columns = (id: string, ...cells: Array<Array<{ id: string; type: string; config: Record<string, unknown> }>>) => ({
      id,
      type: BlockType.Columns,
      config: { columnCount: cells.length, gap: 24 },
      blocks: cells.map((blocks, i) => ({ id: `${id}-${i}`, type: BlockType.Column, config: {}, blocks })),
    });
    const sideBySide = columns('c', [block(BlockType.InventoryImage)], [block(BlockType.InventoryMeta), columns('inner', [text('t')])]);
    expect(validateDocument(doc({ inventory: { blocks: [sideBySide, block(BlockType.RelatedInventory)] } })).ok).toBe(true);
    const deeper = columns('c', [columns('inner', [block(BlockType.ShowTitle), block(BlockType.InstallationPhotos)])]);
    expect(validateDocument(doc({ show: { blocks: [deeper] } })).ok).toBe(true);

    const related = validateDocument(doc({ inventory: { blocks: [columns('c', [block(BlockType.RelatedInventory, 'r')])] } }));
    expect(!related.ok && related.issues.map((i) => i.message)).toEqual(['Related Inventory cannot be placed inside Column (block r)']);
    for (const type of [BlockType.ShowGrid, BlockType.ArtistExhibitions, BlockType.TabbedBiography]) {
      const kind = detailKindOf(type)!;
      expect(validateDocument(doc({ [kind]: { blocks: [columns('c', [block(type)])] } })).ok, type).toBe(false);
    }
    const otherKind = validateDocument(doc({ post: { blocks: [columns('c', [block(BlockType.InventoryMeta, 'm')])] } }));
    expect(!otherKind.ok && otherKind.issues.map((i) => i.message)).toEqual(['Inventory Meta cannot be placed inside Column (block m)']);
    const hover = { id: 'h', type: BlockType.HoverContent, config: {}, blocks: [{ id: 'h1', type: BlockType.HoverLayer, config: {}, blocks: [block(BlockType.InventoryMeta, 'm')] }] };
    expect(findNestingViolations([hover], TEMPLATE_ROOT.inventory)).toEqual([{ parentType: BlockType.HoverLayer, childType: BlockType.InventoryMeta, childId: 'm' }]);
  });

  it('check a template’s block configs and its ids against the rest of the document', () => {
    const duplicate = validateDocument(doc({ post: { blocks: [text('p1')] } }));
    expect(!duplicate.ok && duplicate.issues).toEqual([{ path: 'site.templates.post.blocks.0.id', message: 'Duplicate block id p1' }]);
    const badConfig = validateDocument(doc({ show: { blocks: [{ ...block(BlockType.ShowGrid), config: { columns: 9 } }] } }));
    expect(!badConfig.ok && badConfig.issues[0].path).toBe('site.templates.show.blocks.0.config.columns');
    expect(!badConfig.ok && badConfig.issues[0].message).toMatch(/^Show Grid:/);
    expect(validateDocument(doc({ inventory: { blocks: 'no' as never } })).ok).toBe(false);
  });

  it('open on the builder canvas under ids no page and no header or footer part can have', () => {
    for (const kind of TEMPLATE_KINDS) {
      expect(templateOfPageId(templatePageId(kind))).toBe(kind);
      expect(partOfPageId(templatePageId(kind))).toBeNull();
    }
    expect(templateOfPageId('template-inventory')).toBeNull();
    expect(templateOfPageId('@header-desktop')).toBeNull();
    const templates = withTemplateBlocks(undefined, 'show', [text('t')]);
    expect(templateBlocks(templates, 'show')).toEqual([text('t')]);
    expect(templateBlocks(templates, 'artist')).toEqual(DEFAULT_TEMPLATES.artist);
  });

  it('hand out copies of the defaults, so an edit never changes them', () => {
    const blocks = templateBlocks(undefined, 'inventory');
    blocks[1].config.showFacts = false;
    expect(DEFAULT_TEMPLATES.inventory[1].config.showFacts).toBe(true);
  });
});

describe('the inventory detail modal’s template', () => {
  const ids = (blocks: Array<{ id: string; blocks?: unknown[] }>) => blocks.map((b) => b.id);

  it('draws as the artwork page until the site has one of its own, under ids of its own', () => {
    const fallback = templateBlocks(undefined, 'modal');
    expect(fallback.map((b) => b.type)).toEqual(DEFAULT_TEMPLATES.inventory.map((b) => b.type));
    expect(fallback.map((b) => b.config)).toEqual(DEFAULT_TEMPLATES.inventory.map((b) => b.config));
    expect(ids(fallback)).toEqual(DEFAULT_TEMPLATES.inventory.map((b) => `modal-${b.id}`));

    const restyled = { inventory: { blocks: [text('t1', 'Framed by hand'), block(BlockType.InventoryMeta, 'meta')] } };
    const followed = templateBlocks(restyled, 'modal');
    expect(followed.map((b) => [b.id, b.type, b.config])).toEqual([
      ['modal-t1', BlockType.Text, restyled.inventory.blocks[0].config],
      ['modal-meta', BlockType.InventoryMeta, restyled.inventory.blocks[1].config],
    ]);
    expect(restyled.inventory.blocks[0].id).toBe('t1');

    const own = { ...restyled, modal: { blocks: [block(BlockType.InventoryImage, 'only-image')] } };
    expect(ids(templateBlocks(own, 'modal'))).toEqual(['only-image']);
  });

  it('is set only once it differs from what the modal draws without one', () => {
    const restyled = { inventory: { blocks: [text('t1'), block(BlockType.InventoryMeta, 'meta')] } };
    // The canvas writes back what it opened: unchanged, the modal keeps following the artwork page.
    expect(withTemplateBlocks(restyled, 'modal', templateBlocks(restyled, 'modal')).modal).toBeUndefined();
    const changed = templateBlocks(restyled, 'modal').slice(1);
    expect(withTemplateBlocks(restyled, 'modal', changed).modal).toEqual({ blocks: changed });
    // Once set, it is the modal's own, written back as it is.
    const set = withTemplateBlocks(restyled, 'modal', changed);
    expect(withTemplateBlocks(set, 'modal', changed).modal).toEqual({ blocks: changed });
  });

  it('holds the artwork page’s own blocks, in its columns too, and no other kind’s; a document with both templates is valid', () => {
    for (const type of DETAIL_BLOCKS.inventory) expect(canContain(TEMPLATE_ROOT.modal, type), type).toBe(true);
    expect(canContain(TEMPLATE_ROOT.modal, BlockType.ShowTitle)).toBe(false);
    expect(canContain(TEMPLATE_ROOT.inventory, BlockType.InventoryMeta)).toBe(true);
    expect(canContain(BlockType.Column, BlockType.InventoryImage, 'modal')).toBe(true);
    expect(canContain(BlockType.Column, BlockType.RelatedInventory, 'modal')).toBe(false);
    const both = { inventory: { blocks: structuredClone(DEFAULT_TEMPLATES.inventory) as never }, modal: { blocks: templateBlocks(undefined, 'modal').slice(0, 2) } };
    expect(validateDocument(doc(both)).ok).toBe(true);
    const wrong = validateDocument(doc({ modal: { blocks: [block(BlockType.ArtistName, 'n')] } }));
    expect(!wrong.ok && wrong.issues).toEqual([{ path: 'site.templates.modal', message: 'Artist Name cannot be placed inside the artwork modal template (block n)' }]);
  });

  it('is fetched by the modal at the work’s own address with view=modal', () => {
    expect(artModalAddress('https://harbour.example/art/12?sub=harbour')).toBe('https://harbour.example/art/12?sub=harbour&view=modal');
    expect(artModalAddress('https://harbour.example/art/12?view=modal')).toBe('https://harbour.example/art/12?view=modal');
  });
});

describe('the not found page’s template', () => {
  it('draws the spec’s message under the page’s heading until the owner changes it', () => {
    expect(templateBlocks(undefined, 'notFound').map((b) => [b.type, b.config])).toEqual([[BlockType.NotFound, { showTitle: false, align: 'left' }]]);
    expect(templateOfPageId(templatePageId('notFound'))).toBe('notFound');
  });

  it('holds ordinary blocks, in columns too, but nothing that reads data: no list, no page container, no artist button', () => {
    const root = TEMPLATE_ROOT.notFound;
    for (const type of [BlockType.Text, BlockType.Image, BlockType.Button, BlockType.NotFound, BlockType.Columns]) expect(canContain(root, type), type).toBe(true);
    for (const type of [BlockType.InventoryList, BlockType.ArtistsList, BlockType.RecentlyViewed, BlockType.Tabs, BlockType.ArtistNameButton, BlockType.InventoryMeta, BlockType.SearchResultsList]) {
      expect(canContain(root, type), type).toBe(false);
    }
    expect(validateDocument(doc({ notFound: { blocks: [text('t'), block(BlockType.NotFound, 'nf')] } })).ok).toBe(true);
    const list = validateDocument(doc({ notFound: { blocks: [block(BlockType.InventoryList, 'l')] } }));
    expect(!list.ok && list.issues).toEqual([{ path: 'site.templates.notFound', message: 'Inventory List cannot be placed inside the not found page template (block l)' }]);
  });
});

describe('the password page’s template', () => {
  it('asks for the password with its form until the owner adds to it', () => {
    expect(templateBlocks(undefined, 'password').map((b) => b.type)).toEqual([BlockType.PasswordForm]);
    expect(templateOfPageId(templatePageId('password'))).toBe('password');
  });

  it('holds its form and ordinary blocks, nothing that reads data; its form sits nowhere else', () => {
    const root = TEMPLATE_ROOT.password;
    for (const type of [BlockType.PasswordForm, BlockType.Text, BlockType.Image, BlockType.Columns]) expect(canContain(root, type), type).toBe(true);
    for (const type of [BlockType.InventoryList, BlockType.Tabs, BlockType.ArtistNameButton, BlockType.InventoryMeta]) expect(canContain(root, type), type).toBe(false);
    for (const parent of [PAGE_ROOT, PART_ROOT, TEMPLATE_ROOT.notFound, TEMPLATE_ROOT.inventory, BlockType.Column]) expect(canContain(parent, BlockType.PasswordForm), parent).toBe(false);
    expect(validateDocument(doc({ password: { blocks: [text('t'), block(BlockType.PasswordForm, 'form')] } })).ok).toBe(true);
    const onPage = doc();
    onPage.pages[0].blocks.push(block(BlockType.PasswordForm, 'pf'));
    const refused = validateDocument(onPage);
    expect(!refused.ok && refused.issues[0].message).toBe('Password Form cannot be placed inside the page (block pf)');
  });
});

describe('the cookie notice’s template', () => {
  it('holds words and buttons only: no lists, pictures, containers or popups in the small box on every page', () => {
    const root = TEMPLATE_ROOT.cookieNotice;
    for (const type of [BlockType.Text, BlockType.Button, BlockType.CookiePolicyButton]) expect(canContain(root, type), type).toBe(true);
    for (const type of [BlockType.InventoryList, BlockType.Image, BlockType.Columns, BlockType.Video, 'subscribe-popup', BlockType.InventoryMeta])
      expect(canContain(root, type), type).toBe(false);
  });

  it('defaults to the notice’s words, CONTINUE and REJECT, and is kept as saved', () => {
    expect(DEFAULT_TEMPLATES.cookieNotice.map((b) => [b.type, b.config.consent ?? null])).toEqual([
      [BlockType.Text, null],
      [BlockType.CookiePolicyButton, 'accepted'],
      [BlockType.CookiePolicyButton, 'rejected'],
    ]);
    const doc: SiteDocument = {
      schemaVersion: SCHEMA_VERSION,
      site: { company: 'Gallery', layout: 'classic', colors: {}, templates: { cookieNotice: { blocks: templateBlocks(undefined, 'cookieNotice') } } },
      pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: false, blocks: [] }],
    };
    const valid = validateDocument(doc);
    expect(valid.ok && valid.document.site.templates?.cookieNotice?.blocks.map((b) => b.id)).toEqual(['default-cookie-notice-text', 'default-cookie-notice-accept', 'default-cookie-notice-reject']);
    expect(templateOfPageId(templatePageId('cookieNotice'))).toBe('cookieNotice');
  });
});
