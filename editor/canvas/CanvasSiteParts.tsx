import { Footer } from '../../renderer/site/Footer';
import { Header } from '../../renderer/site/Header';
import { partOfPageId } from '../../schema/site-parts';
import { useEditorUi } from '../state/store';

const YEAR = new Date().getFullYear();

/**
 * The site's header and footer around the page, as visitors see them; inert, since the page is what the
 * canvas edits (the header and footer have their own editing mode).
 */
export function CanvasHeader() {
  const pages = useEditorUi((s) => s.document?.pages);
  const currentPageId = useEditorUi((s) => s.currentPageId);
  // While the header's own blocks are open, the canvas holds them, right under the theme's header.
  const editing = partOfPageId(currentPageId)?.part === 'header';
  if (!pages) return null;
  return (
    <div className="cb-site-part" inert data-testid="canvas-header">
      <Header pages={pages} currentPageId={currentPageId} withBlocks={!editing} inBuilder />
    </div>
  );
}

export function CanvasFooter() {
  const pages = useEditorUi((s) => s.document?.pages);
  const editing = useEditorUi((s) => partOfPageId(s.currentPageId)?.part === 'footer');
  if (!pages) return null;
  return (
    <div className="cb-site-part" inert data-testid="canvas-footer">
      <Footer pages={pages} year={YEAR} runCode={false} withBlocks={!editing} />
    </div>
  );
}
