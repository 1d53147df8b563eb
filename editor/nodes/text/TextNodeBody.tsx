import { useEffect, useRef } from 'react';
import TextBlock from '../../../renderer/blocks/Text';
import { useTextEditing } from './editing';
import { loadTextEditor, useTextEditorModule } from './load';
import './text-node.css';

let preloadScheduled = false;

/** Fetches the editor's chunk once the builder has settled, so the first click on a text finds it there. */
function schedulePreload(): void {
  if (preloadScheduled) return;
  preloadScheduled = true;
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000));
  idle(() => void loadTextEditor(), { timeout: 3000 });
}

/** Whether the block around an element is the selected one (the overlay keeps `data-selected` on it). */
function isSelectedBlock(el: Element): boolean {
  return el.closest('[data-block-id]')?.getAttribute('data-selected') === 'true';
}

/**
 * A text block on the canvas: the renderer's own drawing until it is typed in, then (for that one block
 * only) the inline editor. A click selects the block, as for any block, so its block commands (copy,
 * paste, delete, move) stay at hand; a click on the selected text (a block just added is selected; a
 * double click does both) starts typing where it landed.
 */
export function TextNodeBody({ id, config }: { id: string; config: Record<string, unknown> }) {
  const editing = useTextEditing((s) => s.editingId === id);
  const module = useTextEditorModule(editing);
  // Read when the press begins, before Craft selects the block on mouse down.
  const wasSelected = useRef(false);
  useEffect(schedulePreload, []);
  if (editing && module) return <module.InlineTextEditor id={id} config={config} />;
  return (
    <div
      className="cb-text"
      onPointerDown={(e) => {
        wasSelected.current = isSelectedBlock(e.currentTarget);
        void loadTextEditor();
      }}
      onClick={(e) => {
        if (wasSelected.current) useTextEditing.getState().start(id, { x: e.clientX, y: e.clientY });
      }}
    >
      <TextBlock id={id} config={config} mode="builder" />
    </div>
  );
}
