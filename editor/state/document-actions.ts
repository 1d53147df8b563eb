import { useEditor, type EditorStore } from '@craftjs/core';
import { useCallback } from 'react';
import type { SiteDocument } from '../../schema';
import { fromCraft } from '../serialize';
import { ApiCallError, api } from './api';
import { Autosave } from './autosave';
import { keepPageHistory } from './page-history';
import { useEditorUi, withPageBlocks } from './store';

/**
 * The whole draft as the builder holds it: the open page read back from Craft (only here, when it is
 * needed, never on every edit) into the document. Null while a page is being opened.
 */
export function openDocument(query: EditorStore['query']): SiteDocument | null {
  const { document, currentPageId, loadingPage } = useEditorUi.getState();
  if (!document || !currentPageId || loadingPage) return null;
  return withPageBlocks(document, currentPageId, fromCraft(query.getSerializedNodes()));
}

const autosaves = new WeakMap<EditorStore, Autosave>();

/** The builder's one saver (autosave, Save and Publish share its queue), for this editor. */
export function autosaveOf(store: EditorStore): Autosave {
  let autosave = autosaves.get(store);
  if (!autosave) {
    autosave = new Autosave({ readDocument: () => openDocument(store.query), saveDocument: (document, revision) => api.saveDocument(document, revision) });
    autosaves.set(store, autosave);
  }
  return autosave;
}

/** Save, publish and page switching. */
export function useDocumentActions() {
  const { query, actions, store } = useEditor();

  const save = useCallback((): Promise<boolean> => autosaveOf(store).saveNow('manual'), [store]);

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
