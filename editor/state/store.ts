import { create } from 'zustand';
import type { Block, SiteDocument } from '../../schema';
import { forgetPageHistories } from './page-history';

export type Device = 'desktop' | 'mobile';

/** What the top bar's status line says; `error` carries the server's own message. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
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
  load(document: SiteDocument, subdomain: string): void;
  setDevice(device: Device): void;
  setStatus(status: SaveStatus): void;
  markDirty(): void;
  markSaved(document: SiteDocument): void;
  pageLoaded(): void;
  /** Stores the open page's blocks and opens another page. */
  switchPage(blocks: Block[], pageId: string): void;
}

/** The page a builder opens first: the home page (type 7 or empty slug), else the first page. */
export function homePageId(document: SiteDocument): string {
  const home = document.pages.find((p) => p.type === 7) ?? document.pages.find((p) => p.slug === '') ?? document.pages[0];
  return home.pageId;
}

/** The document with one page's body replaced. */
export function withPageBlocks(document: SiteDocument, pageId: string, blocks: Block[]): SiteDocument {
  return { ...document, pages: document.pages.map((p) => (p.pageId === pageId ? { ...p, blocks } : p)) };
}

export const useEditorUi = create<EditorUiState>()((set, get) => ({
  document: null,
  subdomain: '',
  currentPageId: null,
  device: 'desktop',
  dirty: false,
  loadingPage: true,
  status: { kind: 'idle' },
  load: (document, subdomain) => {
    forgetPageHistories();
    set({ document, subdomain, currentPageId: homePageId(document), dirty: false, loadingPage: true, status: { kind: 'idle' } });
  },
  setDevice: (device) => set({ device }),
  setStatus: (status) => set({ status }),
  markDirty: () => {
    if (!get().loadingPage && !get().dirty) set({ dirty: true });
  },
  markSaved: (document) => set({ document, dirty: false }),
  pageLoaded: () => set({ loadingPage: false }),
  switchPage: (blocks, pageId) => {
    const { document, currentPageId } = get();
    if (!document || !currentPageId || pageId === currentPageId) return;
    set({ document: withPageBlocks(document, currentPageId, blocks), currentPageId: pageId, loadingPage: true });
  },
}));
