import { useEffect } from 'react';
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

/**
 * A text block on the canvas: the renderer's own drawing until it is clicked, then (for that one block
 * only) the inline editor. A click starts typing where it landed.
 */
export function TextNodeBody({ id, config }: { id: string; config: Record<string, unknown> }) {
  const editing = useTextEditing((s) => s.editingId === id);
  const module = useTextEditorModule(editing);
  useEffect(schedulePreload, []);
  if (editing && module) return <module.InlineTextEditor id={id} config={config} />;
  return (
    <div
      className="cb-text"
      onPointerDown={() => void loadTextEditor()}
      onClick={(e) => useTextEditing.getState().start(id, { x: e.clientX, y: e.clientY })}
    >
      <TextBlock id={id} config={config} mode="builder" />
    </div>
  );
}
