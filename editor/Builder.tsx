import { Editor, type Options } from '@craftjs/core';
import { useMemo } from 'react';
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
import { BuilderPages } from './nodes/pages-context';
import { Inspector } from './panels/Inspector';
import { MediaDialogHost } from './panels/media/MediaDialogHost';
import { AutosaveHost } from './panels/autosave/AutosaveHost';
import { CartModeBar } from './panels/cart-page/CartModeBar';
import { HiddenBlocksStyle } from './panels/layers/HiddenBlocksStyle';
import { SidePanels } from './panels/layers/SidePanels';
import { TopBar } from './panels/TopBar';
import { toCraft } from './serialize';
import { createBuilderDataSource } from './state/builder-data';
import { restoreNodeTypes } from './state/history';
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

function CanvasArea() {
  const pageId = useEditorUi((s) => s.currentPageId);
  const loads = useEditorUi((s) => s.loads);
  const unused = useOpenCartModeUnused();
  // Built once per page (and per document loaded): <Frame data> is read once, and the frame is keyed by both.
  const data = useMemo(() => {
    const { document } = useEditorUi.getState();
    const opened = loads > 0 && document && pageId ? openedBlocks(document, pageId) : null;
    return opened ? toCraft(opened, opened.rootType) : null;
    // A cart mode added back while open is read afresh (its default blocks), as a page newly opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId, loads, unused]);
  if (!pageId || !data) return <p role="alert">This page could not be found.</p>;
  return (
    <TemplatePreview>
      <CartPreview>
        <BuilderPages>
          <CartModeBar />
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
