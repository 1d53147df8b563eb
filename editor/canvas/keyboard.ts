import { ROOT_NODE, useEditor } from '@craftjs/core';
import { useEffect } from 'react';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** Ctrl+Z (⌘Z) is undo; Ctrl+Shift+Z, ⌘⇧Z and Ctrl+Y are redo. */
export function historyKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

/**
 * The builder's keys. Anywhere outside a text field or a dialog: undo and redo. On the canvas, with a
 * block selected: Delete or Backspace removes it (slots and the page itself cannot be deleted) and
 * Escape clears the selection.
 */
export function useCanvasKeys(doc: Document | null): void {
  // The store is stable; useEditor().actions is rebuilt on every render.
  const { store } = useEditor();
  useEffect(() => {
    const { actions, query } = store;
    const onHistoryKey = (e: KeyboardEvent) => {
      const step = historyKey(e);
      if (!step || isTyping(e.target) || (e.target as Element | null)?.closest?.('dialog')) return;
      // The back office over the builder hides it: its keys are not the canvas's to undo.
      if (document.querySelector('.ed-builder')?.closest('[hidden]')) return;
      e.preventDefault();
      if (step === 'undo' && query.history.canUndo()) actions.history.undo();
      if (step === 'redo' && query.history.canRedo()) actions.history.redo();
    };
    const onCanvasKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || historyKey(e)) return;
      const id = query.getEvent('selected').first() as string | undefined;
      if (!id) return;
      if (e.key === 'Escape') actions.selectNode();
      else if ((e.key === 'Delete' || e.key === 'Backspace') && id !== ROOT_NODE && query.node(id).isDeletable()) {
        e.preventDefault();
        actions.delete(id);
      }
    };
    document.addEventListener('keydown', onHistoryKey);
    doc?.addEventListener('keydown', onHistoryKey);
    doc?.addEventListener('keydown', onCanvasKey);
    return () => {
      document.removeEventListener('keydown', onHistoryKey);
      doc?.removeEventListener('keydown', onCanvasKey);
      doc?.removeEventListener('keydown', onHistoryKey);
    };
  }, [store, doc]);
}
