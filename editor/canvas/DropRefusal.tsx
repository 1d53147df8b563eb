import { useEditor, useEventHandler } from '@craftjs/core';
import { useEffect, useState } from 'react';
import { refusalMessage } from '../panels/insert';
import { nodeBlockType } from '../serialize';
import { useEditorUi } from '../state/store';
import { CanvasEventHandlers } from './handlers';

/**
 * While a drag points at a container that refuses the block, says why next to the pointer (Craft only
 * turns its drop line red) and in the builder's status line, which screen readers announce.
 */
export function DropRefusal() {
  const handler = useEventHandler() as CanvasEventHandlers | null;
  const parentType = useEditor((state) => {
    const indicator = state.indicator as { error?: string | false; placement?: { parent?: { id: string } } } | null;
    const parentId = indicator?.error ? indicator.placement?.parent?.id : undefined;
    const parent = parentId ? state.nodes[parentId] : undefined;
    return { parentType: parent ? nodeBlockType(parent) : null };
  }).parentType;
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const doc = anchor?.ownerDocument ?? null;

  const dragged = parentType && handler instanceof CanvasEventHandlers ? handler.draggedTypes() : [];
  const refusedType = parentType ? dragged[0] : undefined;
  const message = parentType && refusedType ? refusalMessage(refusedType, parentType) : null;

  // The pointer is followed only while there is something to say.
  useEffect(() => {
    if (!message || !doc) return;
    const follow = (e: DragEvent) => setPointer({ x: e.clientX, y: e.clientY });
    doc.addEventListener('dragover', follow, true);
    return () => doc.removeEventListener('dragover', follow, true);
  }, [message, doc]);

  useEffect(() => {
    if (message) useEditorUi.getState().setStatus({ kind: 'notice', message });
  }, [message]);

  return (
    <span ref={setAnchor} className="cb-drop-refusal-anchor">
      {message && pointer && (
        <span className="cb-drop-refusal" style={{ left: pointer.x + 16, top: pointer.y + 18 }} aria-hidden="true">
          {message}
        </span>
      )}
    </span>
  );
}
