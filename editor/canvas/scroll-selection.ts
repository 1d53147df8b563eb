import { useEffect } from 'react';

/**
 * Brings a newly selected block into the canvas's view when the owner did not point at it: a block
 * added from the toolbox by keyboard or pasted at the end of a long page, or one reached through the
 * layers or a keyboard move, was otherwise selected out of sight. A block just clicked on the canvas is
 * where the pointer is, and scrolling would pull it away from under it.
 */

/** How long after a press on a block its selection counts as made by that press. */
export const POINTER_SELECTION_MS = 1000;

const lastCanvasPress = new WeakMap<Document, { at: number; blockId: string | undefined }>();
const watched = new WeakSet<Document>();

/** Remembers which block of the canvas document was last pressed, and when (once per document). */
export function watchCanvasPresses(doc: Document): void {
  if (watched.has(doc)) return;
  watched.add(doc);
  doc.addEventListener(
    'pointerdown',
    (e) => lastCanvasPress.set(doc, { at: performance.now(), blockId: (e.target as Element | null)?.closest?.<HTMLElement>('[data-block-id]')?.dataset.blockId }),
    true,
  );
}

/** Whether selecting this block now follows a press on it (a click, or a drag of it on the canvas). */
export function selectedByPointer(doc: Document, blockId: string, now: number = performance.now()): boolean {
  const press = lastCanvasPress.get(doc);
  return press !== undefined && press.blockId === blockId && now - press.at < POINTER_SELECTION_MS;
}

/** Whether the whole element (or, for one taller than the view, its top) is inside its window's view. */
export function isInView(rect: Pick<DOMRect, 'top' | 'bottom'>, viewHeight: number): boolean {
  return rect.top >= 0 && (rect.bottom <= viewHeight || rect.top < viewHeight / 2);
}

/** Scrolls the selected block into view when it was not selected by a press on the canvas; instantly for reduced motion. */
export function useScrollSelectionIntoView(id: string | undefined, dom: HTMLElement | null): void {
  useEffect(() => {
    if (!id || !dom) return;
    const doc = dom.ownerDocument;
    const win = doc.defaultView;
    if (!win) return;
    watchCanvasPresses(doc);
    if (selectedByPointer(doc, id)) return;
    if (isInView(dom.getBoundingClientRect(), win.innerHeight)) return;
    const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    dom.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [id, dom]);
}
