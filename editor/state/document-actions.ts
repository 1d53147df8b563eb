import { useEditor } from '@craftjs/core';
import { useCallback } from 'react';
import type { SiteDocument } from '../../schema';
import { fromCraft } from '../serialize';
import { ApiCallError, api } from './api';
import { keepPageHistory } from './page-history';
import { useEditorUi, withPageBlocks } from './store';

/**
 * Save, publish and page switching. The open page is read back from Craft only here, when it is
 * needed, never on every edit.
 */
export function useDocumentActions() {
  const { query, actions, store } = useEditor();

  const currentDocument = useCallback((): SiteDocument | null => {
    const { document, currentPageId } = useEditorUi.getState();
    if (!document || !currentPageId) return null;
    return withPageBlocks(document, currentPageId, fromCraft(query.getSerializedNodes()));
  }, [query]);

  const save = useCallback(async (): Promise<boolean> => {
    const ui = useEditorUi.getState();
    const document = currentDocument();
    if (!document) return false;
    ui.setStatus({ kind: 'saving' });
    try {
      const { revision } = await api.saveDocument(document, ui.revision);
      useEditorUi.getState().markSaved(document, revision);
      useEditorUi.getState().setStatus({ kind: 'saved' });
      return true;
    } catch (error) {
      const message = error instanceof ApiCallError ? error.message : 'The page could not be saved.';
      useEditorUi.getState().setStatus({ kind: 'error', message });
      return false;
    }
  }, [currentDocument]);

  const publish = useCallback(async (): Promise<boolean> => {
    if (!(await save())) return false;
    useEditorUi.getState().setStatus({ kind: 'publishing' });
    try {
      await api.publish();
      useEditorUi.getState().setStatus({ kind: 'published' });
      return true;
    } catch (error) {
      const message = error instanceof ApiCallError ? error.message : 'The site could not be published.';
      useEditorUi.getState().setStatus({ kind: 'error', message });
      return false;
    }
  }, [save]);

  const openPage = useCallback(
    (pageId: string) => {
      const { currentPageId } = useEditorUi.getState();
      if (!currentPageId || currentPageId === pageId) return;
      actions.selectNode();
      keepPageHistory(store, currentPageId);
      useEditorUi.getState().switchPage(fromCraft(query.getSerializedNodes()), pageId);
    },
    [actions, query, store],
  );

  return { save, publish, openPage };
}
