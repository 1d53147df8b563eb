import { Editor, type Options } from '@craftjs/core';
import { useEffect, useMemo, useState } from 'react';
import { DataSourceContext } from '../renderer/data/context';
import { DEFAULT_SITE, SiteRenderContext, type SiteRenderContextValue } from '../renderer/site/context';
import type { OwnerSession } from '../schema';
import { cartModeOfPageId, isCartModeUsed } from '../schema/cart-page';
import { CartPreview } from './canvas/CartPreview';
import { CanvasFrame } from './canvas/CanvasFrame';
import { CommandHost } from './commands/CommandHost';
import { createCanvasHandlers } from './canvas/handlers';
import { TemplatePreview } from './canvas/TemplatePreview';
import { RESOLVER } from './nodes';
import { loadBlockRenderers, useBlockRenderersLoaded } from './nodes/block-renderers';
import { BuilderPages } from './nodes/pages-context';
import { Inspector } from './panels/Inspector';
import { MediaDialogHost } from './panels/media/MediaDialogHost';
import { AutosaveHost } from './panels/autosave/AutosaveHost';
import { CartModes } from './panels/cart-page/CartModes';
import { HiddenBlocksStyle } from './panels/layers/HiddenBlocksStyle';
import { SidePanels } from './panels/layers/SidePanels';
import { TopBar } from './panels/TopBar';
import { toCraft } from './serialize';
import { createBuilderDataSource } from './state/builder-data';
import { restoreNodeTypes } from './state/history';
import { pageNeedsMoreRenderers } from './state/open-page-renderers';
import { openedBlocks, useEditorUi } from './state/store';

/**
 * Craft calls its normalizeNodes option after every change to a node's data (props, children, undo and
 * redo), and not for the DOM bookkeeping of mounting blocks: exactly the changes that make a draft dirty.
 * Watching onNodesChange instead would serialise the whole page after every store update.
 */
const markDirty: Options['normalizeNodes'] = (draft, previous, action) => {
  restoreNodeTypes(draft, previous, action);
  if (action.type !== 'setState') useEditorUi.getState().markDirty();
};

/** Whether the open page is a cart page mode the page leaves out (its blocks are then loaded afresh once it is added). */
function useOpenCartModeUnused(): boolean {
  return useEditorUi((s) => {
    const mode = cartModeOfPageId(s.currentPageId);
    return mode !== null && !isCartModeUsed(s.document?.site.cartPage, mode);
  });
}

type RenderersState = 'ready' | 'loading' | 'failed';

/** A page whose blocks go beyond the first load waits for their renderers, so it never draws half and then jumps. */
function useRenderersFor(needed: boolean): RenderersState {
  const loaded = useBlockRenderersLoaded();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed || loaded) return;
    setFailed(false);
    loadBlockRenderers().catch(() => setFailed(true));
  }, [needed, loaded, attempt]);
  useEffect(() => {
    if (!failed) return;
    // The network may come back: try again every few seconds while the page waits.
    const timer = setTimeout(() => setAttempt((n) => n + 1), 3000);
    return () => clearTimeout(timer);
  }, [failed]);
  if (!needed || loaded) return 'ready';
  return failed ? 'failed' : 'loading';
}

function RenderersPending({ state }: { state: Exclude<RenderersState, 'ready'> }) {
  return state === 'failed' ? (
    <p role="alert">The page's blocks could not be loaded. Trying again…</p>
  ) : (
    <p role="status" className="ed-canvas-loading">
      Loading the page…
    </p>
  );
}

function CanvasArea() {
  const pageId = useEditorUi((s) => s.currentPageId);
  const loads = useEditorUi((s) => s.loads);
  const unused = useOpenCartModeUnused();
  // Built once per page (and per document loaded): <Frame data> is read once, and the frame is keyed by both.
  const { data, needsMore } = useMemo(() => {
    const { document } = useEditorUi.getState();
    const opened = loads > 0 && document && pageId ? openedBlocks(document, pageId) : null;
    if (!document || !opened) return { data: null, needsMore: false };
    return { data: toCraft(opened, opened.rootType), needsMore: pageNeedsMoreRenderers(document, opened.blocks) };
    // A cart mode added back while open is read afresh (its default blocks), as a page newly opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId, loads, unused]);
  const renderers = useRenderersFor(needsMore);
  if (!pageId || !data) return <p role="alert">This page could not be found.</p>;
  if (renderers !== 'ready') return <RenderersPending state={renderers} />;
  return (
    <TemplatePreview>
      <CartPreview>
        <BuilderPages>
          <CartModes />
          <CanvasFrame pageId={pageId} frameKey={`${loads}:${pageId}${unused ? ':unused' : ''}`} data={data} />
        </BuilderPages>
      </CartPreview>
    </TemplatePreview>
  );
}

/** The builder: Craft's <Editor> and every panel in this document; only the page lives in the iframe. */
export function Builder({ session, onSignOut, onSiteSwitched }: { session: OwnerSession; onSignOut: () => void; onSiteSwitched: (session: OwnerSession) => void }) {
  const siteConfig = useEditorUi((s) => s.document?.site);
  const subdomain = useEditorUi((s) => s.subdomain);
  const userType = useEditorUi((s) => s.userType) ?? session.site.userType;
  const siteContext = useMemo<SiteRenderContextValue>(
    () => ({
      site: { ...DEFAULT_SITE, subdomain, userType, config: siteConfig ?? DEFAULT_SITE.config },
      linkParams: { sub: subdomain },
    }),
    [siteConfig, subdomain, userType],
  );
  // The open site's own items for list previews and the inspector's pickers; a new site, a new one.
  const dataSource = useMemo(() => (subdomain ? createBuilderDataSource(subdomain) : null), [subdomain]);
  return (
    <Editor resolver={RESOLVER} handlers={createCanvasHandlers} normalizeNodes={markDirty} indicator={{ success: '#2563eb', error: '#dc2626', thickness: 3 }}>
      <SiteRenderContext.Provider value={siteContext}>
        <DataSourceContext.Provider value={dataSource}>
          <div className="ed-builder">
            <TopBar siteName={siteConfig?.company || session.site.company} sites={session.sites} onSignOut={onSignOut} onSiteSwitched={onSiteSwitched} />
            <div className="ed-builder-body">
              <aside className="ed-builder-side" aria-label="Blocks">
                <SidePanels />
              </aside>
              <main className="ed-builder-canvas">
                <CanvasArea />
              </main>
              <aside className="ed-builder-side ed-builder-side--right" aria-label="Block settings">
                <Inspector />
              </aside>
            </div>
            <MediaDialogHost />
            <CommandHost />
            <HiddenBlocksStyle />
            <AutosaveHost />
          </div>
        </DataSourceContext.Provider>
      </SiteRenderContext.Provider>
    </Editor>
  );
}
