import { useEffect } from 'react';

/**
 * Brings a newly selected block into the canvas's view when the owner did not point at it: a block
 * added from the toolbox by keyboard or pasted at the end of a long page, or one reached through the
 * layers or a keyboard move, was otherwise selected out of sight. A block just clicked on the canvas is
 * where the pointer is, and scrolling would pull it away from under it.
 */

/**
 * How long after a press on a block its selection may count as made by that press. Long, so that a
 * loaded machine selecting a second after the press still counts it; a key pressed or a press outside
 * the canvas (the layers, the toolbox) ends it sooner.
 */
export const POINTER_SELECTION_MS = 10_000;

const lastCanvasPress = new WeakMap<Document, { at: number; blockId: string | undefined }>();
const watched = new WeakSet<Document>();

/**
 * Remembers which block of the canvas document was last pressed, and when (once per document), until
 * the owner does anything else: presses a key in the canvas or the editor around it, or presses
 * outside the canvas.
 */
export function watchCanvasPresses(doc: Document): void {
  if (watched.has(doc)) return;
  watched.add(doc);
  const forget = () => lastCanvasPress.delete(doc);
  doc.addEventListener(
    'pointerdown',
    (e) => lastCanvasPress.set(doc, { at: performance.now(), blockId: (e.target as Element | null)?.closest?.<HTMLElement>('[data-block-id]')?.dataset.blockId }),
    true,
  );
  doc.addEventListener('keydown', forget, true);
  const outer = editorDocument(doc);
  if (outer) {
    outer.addEventListener('keydown', forget, true);
    outer.addEventListener('pointerdown', forget, true);
  }
}

/** The editor's own document around the canvas's frame, when the frame is one of its own. */
function editorDocument(doc: Document): Document | null {
  try {
    const parent = doc.defaultView?.parent;
    return parent && parent !== doc.defaultView ? parent.document : null;
  } catch {
    return null;
  }
}

/** Whether selecting this block now follows a press on it (a click, or a drag of it on the canvas) with nothing done since. */
export function selectedByPointer(doc: Document, blockId: string, now: number = performance.now()): boolean {
  const press = lastCanvasPress.get(doc);
  return press !== undefined && press.blockId === blockId && now - press.at < POINTER_SELECTION_MS;
}

/** Whether the whole element (or, for one taller than the view, its top) is inside its window's view. */
export function isInView(rect: Pick<DOMRect, 'top' | 'bottom'>, viewHeight: number): boolean {
  return rect.top >= 0 && (rect.bottom <= viewHeight || rect.top < viewHeight / 2);
}

/** How many times a block pushed back out of view as the page settles is scrolled to again. */
export const SETTLE_TRIES = 3;
/** How long to wait for a scroll's end (the `scrollend` event) before looking again all the same. */
const SETTLE_MS = 1000;

/**
 * Scrolls a block into view and keeps it there while the page settles. The canvas lays out a block
 * only near the view (content-visibility: auto, 120 px until first shown), so blocks above the one
 * scrolled to (an inventory list, say) take their real height as the scroll brings them in and push
 * it back out of sight; scroll anchoring cannot help when the growing block is the anchor. Once the
 * scroll has ended, a block out of view is scrolled to again, at once, up to SETTLE_TRIES times, unless
 * the owner has scrolled or pressed a key or the pointer since.
 * Returns a function that stops looking (the selection moved on).
 */
export function scrollIntoViewSettled(dom: HTMLElement, win: Window, behavior: ScrollBehavior): () => void {
  let tries = 0;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  let stopped = false;
  // The owner scrolling or pressing on their own ends it: the view is theirs again.
  const owner = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    stopped = true;
    win.removeEventListener('scrollend', look);
    for (const type of owner) win.removeEventListener(type, stop, true);
    if (timer !== undefined) win.clearTimeout(timer);
  };
  function wait() {
    win.addEventListener('scrollend', look, { once: true });
    timer = win.setTimeout(look, SETTLE_MS);
  }
  function look() {
    win.removeEventListener('scrollend', look);
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
    if (stopped || !dom.isConnected) return;
    if (isInView(dom.getBoundingClientRect(), win.innerHeight) || tries >= SETTLE_TRIES) return stop();
    tries++;
    dom.scrollIntoView({ block: 'nearest', behavior: 'auto' });
    wait();
  }
  for (const type of owner) win.addEventListener(type, stop, { capture: true, passive: true });
  dom.scrollIntoView({ block: 'nearest', behavior });
  wait();
  return stop;
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
    return scrollIntoViewSettled(dom, win, reduced ? 'auto' : 'smooth');
  }, [id, dom]);
}
