import { Footer } from '../../renderer/site/Footer';
import { Header } from '../../renderer/site/Header';
import { useEditorUi } from '../state/store';

const YEAR = new Date().getFullYear();

/**
 * The site's header and footer around the page, as visitors see them; inert, since the page is what the
 * canvas edits (the header and footer have their own editing mode).
 */
export function CanvasHeader() {
  const pages = useEditorUi((s) => s.document?.pages);
  const currentPageId = useEditorUi((s) => s.currentPageId);
  if (!pages) return null;
  return (
    <div className="cb-site-part" inert data-testid="canvas-header">
      <Header pages={pages} currentPageId={currentPageId} />
    </div>
  );
}

export function CanvasFooter() {
  const pages = useEditorUi((s) => s.document?.pages);
  if (!pages) return null;
  return (
    <div className="cb-site-part" inert data-testid="canvas-footer">
      <Footer pages={pages} year={YEAR} runCode={false} />
    </div>
  );
}
