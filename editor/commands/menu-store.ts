import type { EditorStore } from '@craftjs/core';
import { create } from 'zustand';
import { builderCommandContext } from './context';
import { CommandText } from './texts';

/** Where the block menu opens (in the builder's own coordinates), and where focus goes back after. */
export interface BlockMenuPlace {
  x: number;
  y: number;
  returnFocus: HTMLElement | null;
}

interface BlockMenuState {
  place: BlockMenuPlace | null;
  open(place: BlockMenuPlace): void;
  close(): void;
}

/** The selected block's menu (right click on the canvas, the menu key, Shift+F10): one at a time. */
export const useBlockMenu = create<BlockMenuState>()((set) => ({
  place: null,
  open: (place) => set({ place }),
  close: () => set({ place: null }),
}));

/** A point in the canvas iframe in the builder's coordinates (the iframe may be scaled to fit). */
export function fromCanvasPoint(view: Window, x: number, y: number): { x: number; y: number } {
  const frame = view.frameElement as HTMLElement | null;
  if (!frame) return { x, y };
  const rect = frame.getBoundingClientRect();
  const scale = frame.offsetWidth ? rect.width / frame.offsetWidth : 1;
  return { x: rect.left + x * scale, y: rect.top + y * scale };
}

/** Opens the menu of the selected block: by the focused layer, else by the block on the canvas. */
export function openBlockMenuAtSelection(store: EditorStore): void {
  const active = document.activeElement as HTMLElement | null;
  const layer = active?.closest?.<HTMLElement>('[data-block-keys] [role="treeitem"]');
  if (layer) {
    const rect = layer.getBoundingClientRect();
    useBlockMenu.getState().open({ x: rect.left + 24, y: rect.bottom, returnFocus: layer });
    return;
  }
  const id = store.query.getEvent('selected').first() as string | undefined;
  const dom = id ? store.query.getNodes()[id]?.dom : null;
  const view = dom?.ownerDocument.defaultView;
  if (!dom || !view) {
    builderCommandContext(store).announce(CommandText.noSelection);
    return;
  }
  const rect = dom.getBoundingClientRect();
  const at = fromCanvasPoint(view, rect.left + 8, rect.top + 8);
  useBlockMenu.getState().open({ ...at, returnFocus: (view.frameElement as HTMLElement | null) ?? null });
}
