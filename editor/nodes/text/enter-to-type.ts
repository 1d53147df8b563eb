import { useEffect } from 'react';
import { useTextEditing } from './editing';

/**
 * Enter on the canvas, with a text block selected, starts typing in it (at its end): the keyboard's way
 * to what a click on the selected text does. Listened to while the inspector shows that block.
 */
export function useEnterToType(nodeId: string): void {
  useEffect(() => {
    const doc = document.querySelector<HTMLIFrameElement>('iframe.ed-canvas-frame')?.contentDocument;
    if (!doc) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName))) return;
      const selected = doc.querySelector(`[data-block-id="${CSS.escape(nodeId)}"][data-selected="true"]`);
      if (!selected) return;
      e.preventDefault();
      useTextEditing.getState().start(nodeId);
    };
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
  }, [nodeId]);
}
