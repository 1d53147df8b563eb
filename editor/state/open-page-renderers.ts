import type { Block, SiteDocument } from '../../schema/document';
import { resolvedPart, SCREENS, SITE_PARTS } from '../../schema/site-parts';
import { loadBlockRenderers, needsMoreRenderers } from '../nodes/block-renderers';
import { openedBlocks, useEditorUi } from './store';

/** The header's and footer's own blocks, which the canvas draws around every page. */
function shownPartBlocks(document: SiteDocument): Block[] {
  return SITE_PARTS.flatMap((part) => SCREENS.flatMap((screen) => resolvedPart(document.site.documents, part, screen).blocks ?? []));
}

/** Whether a page of these blocks, with the header and footer around it, needs the renderers beyond the first load. */
export function pageNeedsMoreRenderers(document: SiteDocument, blocks: Block[]): boolean {
  return needsMoreRenderers(blocks) || needsMoreRenderers(shownPartBlocks(document));
}

/**
 * Starts fetching the renderers the open page needs as soon as its draft is in, before the builder
 * renders: the chunk then arrives beside the builder's first render instead of after it (the canvas
 * asked only once it had rendered, 50 to 100 ms later on a page of 1,000 blocks).
 */
export function prefetchRenderersForOpenPage(load: () => Promise<void> = loadBlockRenderers): void {
  const { document, currentPageId } = useEditorUi.getState();
  const opened = document && currentPageId ? openedBlocks(document, currentPageId) : null;
  // A failed fetch is tried again (and reported) by the canvas, which waits for the same load.
  if (document && opened && pageNeedsMoreRenderers(document, opened.blocks)) load().catch(() => {});
}
