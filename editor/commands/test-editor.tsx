import { Editor, Frame, useEditor, type EditorStore } from '@craftjs/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Block } from '../../schema';
import { PAGE_ROOT } from '../../schema/block-types';
import { createCanvasHandlers } from '../canvas/handlers';
import { RESOLVER } from '../nodes';
import { fromCraft, toCraft } from '../serialize';
import { limitHistory, restoreNodeTypes, type CraftHistory } from '../state/history';
import type { CommandContext } from './blocks';

/** For the command tests (in happy-dom): a real builder editor holding a page, and what commands said. */
export interface TestEditor {
  ctx: CommandContext;
  store: EditorStore;
  /** Everything announced, in order. */
  said: string[];
  /** The page as a save would read it back. */
  blocks(): Block[];
  select(id: string | null): void;
  /** Runs something that changes the store, as an event handler would. */
  run(fn: () => void): Promise<void>;
  unmount(): Promise<void>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function mountEditor(blocks: Block[], { rootType = PAGE_ROOT, subdomain = 'test' }: { rootType?: string; subdomain?: string } = {}): Promise<TestEditor> {
  let store: EditorStore | null = null;
  function Grab() {
    store = useEditor().store;
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <Editor resolver={RESOLVER} handlers={createCanvasHandlers} normalizeNodes={restoreNodeTypes}>
        <Grab />
        <Frame data={toCraft({ blocks }, rootType)} />
      </Editor>,
    ),
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  const editor = store as unknown as EditorStore;
  limitHistory(editor.history as unknown as CraftHistory);
  editor.actions.history.clear();
  const said: string[] = [];
  const run = async (fn: () => void) => {
    await act(async () => fn());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return {
    ctx: { editor, subdomain, announce: (message) => said.push(message) },
    store: editor,
    said,
    blocks: () => fromCraft(editor.query.getSerializedNodes()),
    select: (id) => editor.actions.selectNode(id ?? undefined),
    run,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Short block builders for the tests' pages. */
export const text = (id: string, words = id): Block => ({ id, type: 'text', config: { text: words, variant: 'paragraph', align: 'left' } });
export const columns = (id: string, ...cells: Block[][]): Block => ({
  id,
  type: 'columns',
  config: { columnCount: cells.length },
  blocks: cells.map((blocks, i) => ({ id: `${id}-c${i}`, type: 'column', config: {}, blocks })),
});
export const list = (id: string): Block => ({ id, type: 'inventory-list', config: {} });
