import { create } from 'zustand';
import { PAGE_ROOT, PART_ROOT } from '../../schema/block-types';
import { CART_ROOT, cartModeBlocks, cartModeOfPageId, withCartModeBlocks } from '../../schema/cart-page';
import { TEMPLATE_ROOT } from '../../schema/detail-blocks';
import { templateBlocks, templateOfPageId, withTemplateBlocks } from '../../schema/detail-templates';
import { partOfPageId, resolvedPart, withPartBlocks } from '../../schema/site-parts';
import type { Block, Page, SiteConfig, SiteDocument } from '../../schema';
import { forgetPageHistories } from './page-history';

export type Device = 'desktop' | 'mobile';

/** What the top bar's status line says; `error` carries the server's own message. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** Saved by autosave, with nothing left unsaved when it answered. */
  | { kind: 'autosaved' }
  /** The server could not be reached: the edits are kept in this browser until it can. */
  | { kind: 'offline' }
  | { kind: 'publishing' }
  | { kind: 'published' }
  | { kind: 'notice'; message: string }
  | { kind: 'error'; message: string };

export interface EditorUiState {
  /** The draft as last loaded or saved; the open page's body lives in Craft until it is read back. */
  document: SiteDocument | null;
  subdomain: string;
  currentPageId: string | null;
  device: Device;
  /** Unsaved changes exist (in Craft or in pages already read back). */
  dirty: boolean;
  /** True while a page is being loaded into Craft, so its own load does not count as an edit. */
  loadingPage: boolean;
  status: SaveStatus;
  /** The draft revision the builder's document was made from; saves name it. */
  revision: number;
  /** Counts documents loaded, so the canvas reloads when a whole new document comes (a version restored). */
  loads: number;
  /** The site type as saved from the site settings (live at once, not drafted); until then null, and the session's holds. */
  userType: number | null;
  load(document: SiteDocument, subdomain: string, revision: number): void;
  setDevice(device: Device): void;
  setStatus(status: SaveStatus): void;
  markDirty(): void;
  /** A save answered: the new revision, and unless edits came meanwhile (`clean` false), the draft as saved. */
  markSaved(document: SiteDocument, revision: number, clean?: boolean): void;
  pageLoaded(): void;
  /** Stores the open page's blocks and opens another page. */
  switchPage(blocks: Block[], pageId: string): void;
  /** Site settings: theme, colours, identity, contact details, social profiles. */
  updateSite(patch: Partial<SiteConfig>): void;
  /** Page settings (never its blocks, which Craft holds while the page is open). */
  updatePage(pageId: string, patch: PagePatch): void;
  addPage(page: Page, index?: number): void;
  /** Removes a page that is not open; a removed group's pages move to the top level. */
  removePage(pageId: string): void;
  /** Puts the pages in this order (every page id once). */
  orderPages(pageIds: string[]): void;
}

export type PagePatch = Partial<Omit<Page, 'pageId' | 'blocks'>>;

/**
 * Edits as they happen (every change to the open page in Craft, and to pages and site settings), for
 * autosave's timers. A plain listener, not store state: a keystroke should not run every selector.
 */
const editListeners = new Set<() => void>();
export function onEdit(listener: () => void): () => void {
  editListeners.add(listener);
  return () => editListeners.delete(listener);
}
function edited(): void {
  for (const listener of editListeners) listener();
}

/** The page a builder opens first: the home page (type 7 or empty slug), else the first page. */
export function homePageId(document: SiteDocument): string {
  const home = document.pages.find((p) => p.type === 7) ?? document.pages.find((p) => p.slug === '') ?? document.pages[0];
  return home.pageId;
}

/** The document with one page's body replaced, or one header or footer part's own blocks, a detail template's or a cart page mode's. */
export function withPageBlocks(document: SiteDocument, pageId: string, blocks: Block[]): SiteDocument {
  const part = partOfPageId(pageId);
  if (part) return { ...document, site: { ...document.site, documents: withPartBlocks(document.site.documents, part.part, part.screen, blocks) } };
  const template = templateOfPageId(pageId);
  if (template) return { ...document, site: { ...document.site, templates: withTemplateBlocks(document.site.templates, template, blocks) } };
  const cartMode = cartModeOfPageId(pageId);
  if (cartMode) {
    const cartPage = withCartModeBlocks(document.site.cartPage, cartMode, blocks);
    return cartPage === document.site.cartPage ? document : { ...document, site: { ...document.site, cartPage } };
  }
  return { ...document, pages: document.pages.map((p) => (p.pageId === pageId ? { ...p, blocks } : p)) };
}

/**
 * The blocks the canvas opens for a page id: a page's body, a header or footer part's own blocks, a
 * detail template or a cart page mode (each its default until set; a mode left out opens empty).
 */
export function openedBlocks(document: SiteDocument, pageId: string): { blocks: Block[]; rootType: string } | null {
  const part = partOfPageId(pageId);
  if (part) return { blocks: resolvedPart(document.site.documents, part.part, part.screen).blocks ?? [], rootType: PART_ROOT };
  const template = templateOfPageId(pageId);
  if (template) return { blocks: templateBlocks(document.site.templates, template), rootType: TEMPLATE_ROOT[template] };
  const cartMode = cartModeOfPageId(pageId);
  if (cartMode) return { blocks: cartModeBlocks(document.site.cartPage, cartMode), rootType: CART_ROOT };
  const page = document.pages.find((p) => p.pageId === pageId);
  return page ? { blocks: page.blocks, rootType: PAGE_ROOT } : null;
}

export const useEditorUi = create<EditorUiState>()((set, get) => ({
  document: null,
  subdomain: '',
  currentPageId: null,
  device: 'desktop',
  dirty: false,
  loadingPage: true,
  status: { kind: 'idle' },
  revision: 0,
  loads: 0,
  userType: null,
  load: (document, subdomain, revision) => {
    forgetPageHistories();
    set((s) => ({ document, subdomain, revision, loads: s.loads + 1, userType: subdomain === s.subdomain ? s.userType : null, currentPageId: homePageId(document), dirty: false, loadingPage: true, status: { kind: 'idle' } }));
  },
  setDevice: (device) => set({ device }),
  setStatus: (status) => set({ status }),
  markDirty: () => {
    if (get().loadingPage) return;
    if (!get().dirty) set({ dirty: true });
    edited();
  },
  markSaved: (document, revision, clean = true) => set(clean ? { document, revision, dirty: false } : { revision }),
  pageLoaded: () => set({ loadingPage: false }),
  updateSite: (patch) => {
    const { document } = get();
    if (!document) return;
    set({ document: { ...document, site: { ...document.site, ...patch } }, dirty: true });
    edited();
  },
  updatePage: (pageId, patch) => {
    const { document } = get();
    if (!document) return;
    set({ document: { ...document, pages: document.pages.map((p) => (p.pageId === pageId ? { ...p, ...patch } : p)) }, dirty: true });
    edited();
  },
  addPage: (page, index) => {
    const { document } = get();
    if (!document) return;
    const pages = [...document.pages];
    pages.splice(index ?? pages.length, 0, page);
    set({ document: { ...document, pages }, dirty: true });
    edited();
  },
  removePage: (pageId) => {
    const { document, currentPageId } = get();
    if (!document || pageId === currentPageId || document.pages.length < 2) return;
    const pages = document.pages.filter((p) => p.pageId !== pageId).map((p) => (p.parentPageId === pageId ? { ...p, parentPageId: null } : p));
    set({ document: { ...document, pages }, dirty: true });
    edited();
  },
  orderPages: (pageIds) => {
    const { document } = get();
    if (!document) return;
    const byId = new Map(document.pages.map((p) => [p.pageId, p]));
    const pages = pageIds.flatMap((id) => byId.get(id) ?? []);
    if (pages.length !== document.pages.length) return;
    set({ document: { ...document, pages }, dirty: true });
    edited();
  },
  switchPage: (blocks, pageId) => {
    const { document, currentPageId } = get();
    if (!document || !currentPageId || pageId === currentPageId) return;
    set({ document: withPageBlocks(document, currentPageId, blocks), currentPageId: pageId, loadingPage: true });
  },
}));
