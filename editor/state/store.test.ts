import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../schema';
import { homePageId, useEditorUi } from './store';

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
});
