import { DefaultEventHandlers, type EditorStore } from '@craftjs/core';

/**
 * Craft's event handlers, plus what a canvas inside an iframe needs: Craft caches the positions of a
 * canvas's children during a drag and clears them only when the parent window scrolls, so the canvas
 * clears them itself when the iframe scrolls (or a drop after scrolling lands at the wrong index).
 */
export class CanvasEventHandlers extends DefaultEventHandlers {
  forgetChildPositions(): void {
    // Craft keeps the cache in a private field of its Positioner; there is no public way to reset it.
    const positioner = this.positioner as unknown as { currentTargetChildDimensions: unknown } | null;
    if (positioner) positioner.currentTargetChildDimensions = null;
  }
}

export function createCanvasHandlers(store: EditorStore): CanvasEventHandlers {
  return new CanvasEventHandlers({
    store,
    removeHoverOnMouseleave: true,
    // One selection at a time: the inspector edits one block.
    isMultiSelectEnabled: () => false,
  });
}
