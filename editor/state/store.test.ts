import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../schema';
import { fromCraft, toCraft } from '../serialize';
import { homePageId, openedBlocks, useEditorUi, withPageBlocks } from './store';

const doc = (pages: Array<{ pageId: string; slug: string; type: number }>): SiteDocument => ({
  schemaVersion: 1,
  site: { company: 'Gallery', layout: 'classic', colors: {} },
  pages: pages.map((p) => ({ ...p, title: p.pageId, showInNavigation: true, isTitleVisible: true, blocks: [] })),
});

describe('editor UI state', () => {
  beforeEach(() => useEditorUi.getState().load(doc([{ pageId: 'about', slug: 'about', type: 0 }, { pageId: 'home', slug: '', type: 7 }]), 'demo', 0));

  it('opens the home page first', () => {
    expect(useEditorUi.getState().currentPageId).toBe('home');
    expect(homePageId(doc([{ pageId: 'a', slug: 'a', type: 0 }, { pageId: 'b', slug: '', type: 0 }]))).toBe('b');
  });

  it('does not count loading a page as an edit, but counts edits after it', () => {
    useEditorUi.getState().markDirty();
    expect(useEditorUi.getState().dirty).toBe(false);
    useEditorUi.getState().pageLoaded();
    useEditorUi.getState().markDirty();
    expect(useEditorUi.getState().dirty).toBe(true);
  });

  it('keeps the open page body when switching pages, and stays dirty', () => {
    const s = useEditorUi.getState();
    s.pageLoaded();
    s.markDirty();
    s.switchPage([{ id: 'x', type: 'text', config: { text: 'kept', variant: 'paragraph', align: 'left' } }], 'about');
    const after = useEditorUi.getState();
    expect(after.currentPageId).toBe('about');
    expect(after.document!.pages.find((p) => p.pageId === 'home')!.blocks[0].id).toBe('x');
    expect(after.dirty).toBe(true);
    expect(after.loadingPage).toBe(true);
  });

  it('edits, adds, orders and removes pages, never the open one, and counts each as a change', () => {
    const s = useEditorUi.getState();
    s.pageLoaded();
    s.updatePage('about', { title: 'About us', showInNavigation: false });
    expect(useEditorUi.getState().dirty).toBe(true);
    s.addPage({ pageId: 'group', title: 'Visit', slug: '', type: 8, showInNavigation: true, isTitleVisible: true, blocks: [] }, 0);
    s.updatePage('about', { parentPageId: 'group' });
    s.orderPages(['home', 'group', 'about']);
    expect(useEditorUi.getState().document!.pages.map((p) => p.pageId)).toEqual(['home', 'group', 'about']);
    // an order that leaves a page out is not applied
    s.orderPages(['home', 'about']);
    expect(useEditorUi.getState().document!.pages.map((p) => p.pageId)).toEqual(['home', 'group', 'about']);

    s.removePage('home'); // open: kept
    s.removePage('group'); // its page moves to the top level
    const pages = useEditorUi.getState().document!.pages;
    expect(pages.map((p) => p.pageId)).toEqual(['home', 'about']);
    expect(pages[1]).toMatchObject({ title: 'About us', showInNavigation: false, parentPageId: null });
  });

  it('keeps the site type saved in the settings when a version of the same site is restored, and forgets it on another site', () => {
    const document = doc([{ pageId: 'home', slug: '', type: 7 }]);
    useEditorUi.setState({ userType: 1 });
    useEditorUi.getState().load(document, 'demo', 3);
    expect(useEditorUi.getState().userType).toBe(1);
    useEditorUi.getState().load(document, 'artist', 0);
    expect(useEditorUi.getState().userType).toBeNull();
  });
});

describe('a header’s or footer’s own blocks, opened like a page', () => {
  const text = { id: 't', type: 'text', config: { text: 'Open late', variant: 'paragraph', align: 'left' } };
  it('are read from and written to the part, the generated mobile part set apart with them', () => {
    const d = doc([{ pageId: 'home', slug: '', type: 7 }]);
    expect(openedBlocks(d, '@header-desktop')).toEqual({ blocks: [], rootType: 'site-part' });
    const saved = withPageBlocks(d, '@header-desktop', [text]);
    expect(saved.site.documents?.header?.desktop?.blocks).toEqual([text]);
    expect(saved.pages).toBe(d.pages);
    // The mobile header follows the desktop one, under ids of its own, until it is set apart.
    expect(openedBlocks(saved, '@header-mobile')?.blocks.map((b) => b.id)).toEqual(['m-t']);
    const apart = withPageBlocks(saved, '@header-mobile', []);
    expect(apart.site.documents?.header?.mobile).toEqual({ config: {}, blocks: [] });
    expect(openedBlocks(d, 'nosuchpage')).toBeNull();
  });
});


describe('a detail template, opened like a page', () => {
  const text = { id: 't', type: 'text', config: { text: 'Ships insured', variant: 'paragraph', align: 'left' } };
  it('opens with the default until the site has its own, and is written to the site’s templates', () => {
    const d = doc([{ pageId: 'home', slug: '', type: 7 }]);
    const opened = openedBlocks(d, '@template-inventory');
    expect(opened?.rootType).toBe('template-inventory');
    expect(opened?.blocks.map((b) => b.type)).toEqual(['inventory-image', 'inventory-meta', 'related-inventory']);
    const saved = withPageBlocks(d, '@template-inventory', [text, ...opened!.blocks]);
    expect(saved.site.templates?.inventory?.blocks.map((b) => b.id)).toEqual(['t', 'default-inventory-image', 'default-inventory-meta', 'default-related-inventory']);
    expect(saved.pages).toBe(d.pages);
    expect(openedBlocks(saved, '@template-inventory')?.blocks[0]).toEqual(text);
    // The other kinds keep their defaults.
    expect(saved.site.templates?.artist).toBeUndefined();
  });

  it('opens the search results page template the same way, Search Meta then Search Results List by default', () => {
    const d = doc([{ pageId: 'home', slug: '', type: 7 }]);
    const opened = openedBlocks(d, '@template-search');
    expect(opened?.rootType).toBe('template-search');
    expect(opened?.blocks.map((b) => b.type)).toEqual(['search-meta', 'search-results-list']);
    const saved = withPageBlocks(d, '@template-search', [opened!.blocks[0], text, opened!.blocks[1]]);
    expect(saved.site.templates?.search?.blocks.map((b) => b.id)).toEqual(['default-search-meta', 't', 'default-search-results-list']);
    expect(saved.site.templates?.inventory).toBeUndefined();
  });

  it('keeps the template’s blocks when the owner opens a page and comes back', () => {
    const s = useEditorUi.getState();
    s.pageLoaded();
    s.switchPage([], '@template-post');
    s.switchPage([text], 'about');
    expect(useEditorUi.getState().document!.site.templates?.post?.blocks).toEqual([text]);
    expect(useEditorUi.getState().document!.pages.find((p) => p.pageId === 'home')!.blocks).toEqual([]);
  });
});

describe('a cart page mode, opened like a page', () => {
  const text = { id: 't', type: 'text', config: { text: 'Every work ships insured.', variant: 'paragraph', align: 'left' } };

  it('opens each mode with its blocks, and a site on the default page keeps it until a mode changes', () => {
    const d = doc([{ pageId: 'home', slug: '', type: 7 }]);
    const opened = openedBlocks(d, '@cart-checkout');
    expect(opened?.rootType).toBe('cart-page');
    expect(opened?.blocks.map((b) => b.type)).toEqual(['cart-line-items', 'cart-promo-code', 'cart-totals', 'cart-wallet-button', 'cart-card-form']);
    // Read back from Craft unchanged, the default page stays the default (the document is not touched).
    const roundTrip = fromCraft(toCraft(opened!, opened!.rootType));
    expect(withPageBlocks(d, '@cart-checkout', roundTrip)).toBe(d);
    const saved = withPageBlocks(d, '@cart-checkout', [...roundTrip, text]);
    expect(saved.site.cartPage?.checkout?.blocks.at(-1)).toEqual(text);
    expect(saved.site.cartPage?.empty_cart?.blocks.map((b) => b.type)).toEqual(['cart-empty-message']);
    expect(saved.pages).toBe(d.pages);
  });

  it('a mode the page leaves out opens empty, and stays out unless it is given blocks', () => {
    const plain = doc([{ pageId: 'home', slug: '', type: 7 }]);
    const d: SiteDocument = { ...plain, site: { ...plain.site, cartPage: { checkout: { blocks: [] } } } };
    expect(openedBlocks(d, '@cart-empty_cart')).toEqual({ blocks: [], rootType: 'cart-page' });
    expect(withPageBlocks(d, '@cart-empty_cart', [])).toBe(d);
    expect(withPageBlocks(d, '@cart-empty_cart', [text]).site.cartPage).toEqual({ checkout: { blocks: [] }, empty_cart: { blocks: [text] } });
  });
});
