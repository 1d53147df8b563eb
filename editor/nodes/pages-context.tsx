import { useMemo, type ReactNode } from 'react';
import { PagesContext, type PagesContextValue } from '../../renderer/blocks/page-context';
import { useEditorUi } from '../state/store';

/** The site's pages and the open one, for the canvas's blocks (a button's page link, a page title block). */
export function BuilderPages({ children }: { children: ReactNode }) {
  const pages = useEditorUi((s) => s.document?.pages);
  const currentPageId = useEditorUi((s) => s.currentPageId);
  const value = useMemo<PagesContextValue>(() => ({ pages: pages ?? [], currentPageId }), [pages, currentPageId]);
  return <PagesContext.Provider value={value}>{children}</PagesContext.Provider>;
}
