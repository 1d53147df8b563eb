import { create } from 'zustand';

/** Where the pointer was when editing began, in the canvas window's coordinates. */
export interface CaretPoint {
  x: number;
  y: number;
}

interface TextEditingState {
  /** The one text block typed in on the canvas, if any: only it mounts an editor. */
  editingId: string | null;
  caret: CaretPoint | null;
  start(id: string, caret?: CaretPoint | null): void;
  /** Stops editing that block (or whichever is being edited). */
  stop(id?: string): void;
}

/**
 * Which text block is being typed in on the canvas. Each text block reads only whether it is the one,
 * so starting or stopping re-renders two blocks, never the page.
 */
export const useTextEditing = create<TextEditingState>((set, get) => ({
  editingId: null,
  caret: null,
  start: (id, caret = null) => {
    if (get().editingId !== id || caret) set({ editingId: id, caret });
  },
  stop: (id) => {
    if (get().editingId !== null && (id === undefined || get().editingId === id)) set({ editingId: null, caret: null });
  },
}));
