import { useEditor } from '@craftjs/core';
import { useEffect } from 'react';
import { builderCommandContext } from '../commands/context';
import { fromCanvasPoint, openBlockMenuAtSelection, useBlockMenu } from '../commands/menu-store';
import { commandForKey, type Command } from '../commands/registry';
import type { KeyEventLike } from '../commands/shortcuts';

/** Marks an area of the builder where block commands apply to the selected block (the layers tree). */
export const BLOCK_KEYS_ATTRIBUTE = 'data-block-keys';

/** Where a key was pressed, as far as the commands care. */
export interface KeyPlace {
  /** In a text field or rich text: its own keys (copy, paste, undo of its text) are left to it. */
  typing: boolean;
  /** In a dialog, whose keys are its own. */
  inDialog: boolean;
  /** On the canvas, in the layers, or on nothing in particular: block commands apply. */
  onBlocks: boolean;
  /** Text is selected in the builder: Ctrl+C copies that text, not the block. */
  textSelected: boolean;
}

/** The command a key press runs where it was pressed, or null to leave the key to the browser. */
export function commandForKeyAt(e: KeyEventLike, place: KeyPlace): Command | null {
  if (place.typing || place.inDialog) return null;
  const command = commandForKey(e);
  if (!command) return null;
  if (command.scope === 'blocks' && !place.onBlocks) return null;
  if (command.id === 'copy' && place.textSelected) return null;
  return command;
}

function placeOf(e: KeyboardEvent, inCanvas: boolean): KeyPlace {
  const el = e.target as HTMLElement | null;
  const doc = el?.ownerDocument ?? document;
  const typing = !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
  const onBlocks = inCanvas || !el || el === doc.body || !!el.closest?.(`[${BLOCK_KEYS_ATTRIBUTE}]`);
  const selection = doc.getSelection();
  return { typing, inDialog: !!el?.closest?.('dialog'), onBlocks, textSelected: !!selection && !selection.isCollapsed && !inCanvas };
}

/**
 * The builder's keys, all read from the command registry: undo and redo anywhere outside a text field
 * or a dialog; the block commands (copy, paste, duplicate, delete, select parent, move) on the canvas
 * and in the layers. On the canvas Escape also clears the selection; Shift+F10 or the menu key, or a
 * right click on a block, opens the block's menu.
 */
export function useCanvasKeys(doc: Document | null): void {
  // The store is stable; useEditor().actions is rebuilt on every render.
  const { store } = useEditor();
  useEffect(() => {
    const onKey = (inCanvas: boolean) => (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      // The back office over the builder hides it: its keys are not the canvas's.
      if (document.querySelector('.ed-builder')?.closest('[hidden]')) return;
      const place = placeOf(e, inCanvas);
      if ((e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) && place.onBlocks && !place.typing && !place.inDialog) {
        e.preventDefault();
        openBlockMenuAtSelection(store);
        return;
      }
      if (inCanvas && e.key === 'Escape' && !place.typing) {
        store.actions.selectNode();
        return;
      }
      const command = commandForKeyAt(e, place);
      if (!command) return;
      e.preventDefault();
      command.run(builderCommandContext(store));
    };
    const onBuilderKey = onKey(false);
    const onCanvasKey = onKey(true);
    // A right click on a block selects it and opens its menu where the pointer is.
    const onContextMenu = (e: MouseEvent) => {
      const id = (e.target as Element | null)?.closest?.<HTMLElement>('[data-block-id]')?.dataset.blockId;
      const view = doc?.defaultView;
      if (!id || !view || !store.query.getNodes()[id]) return;
      e.preventDefault();
      store.actions.selectNode(id);
      useBlockMenu.getState().open({ ...fromCanvasPoint(view, e.clientX, e.clientY), returnFocus: (view.frameElement as HTMLElement | null) ?? null });
    };
    document.addEventListener('keydown', onBuilderKey);
    doc?.addEventListener('keydown', onCanvasKey);
    doc?.addEventListener('contextmenu', onContextMenu);
    return () => {
      document.removeEventListener('keydown', onBuilderKey);
      doc?.removeEventListener('keydown', onCanvasKey);
      doc?.removeEventListener('contextmenu', onContextMenu);
    };
  }, [store, doc]);
}
