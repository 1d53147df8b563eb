import { ROOT_NODE, useEditor } from '@craftjs/core';
import { useEffect } from 'react';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * Delete or Backspace removes the selected block and Escape clears the selection while the canvas has
 * focus. Slots and the page itself cannot be deleted.
 */
export function useCanvasKeys(doc: Document | null): void {
  // The store is stable; useEditor().actions is rebuilt on every render.
  const { store } = useEditor();
  useEffect(() => {
    const { actions, query } = store;
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      const id = query.getEvent('selected').first() as string | undefined;
      if (!id) return;
      if (e.key === 'Escape') actions.selectNode();
      else if ((e.key === 'Delete' || e.key === 'Backspace') && id !== ROOT_NODE && query.node(id).isDeletable()) {
        e.preventDefault();
        actions.delete(id);
      }
    };
    if (!doc) return;
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
  }, [store, doc]);
}
