import { ROOT_NODE, useEditor, type EditorStore, type Node } from '@craftjs/core';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { hoveredBlock } from './handlers';
import { useScrollSelectionIntoView } from './scroll-selection';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Keeps `outline` over the box of `dom` with a frame loop, since the block moves whenever anything
 * above it changes. Answers the function that stops it.
 */
function follow(dom: HTMLElement, outline: HTMLElement): () => void {
  const win = dom.ownerDocument.defaultView;
  if (!win) return () => undefined;
  let last: Box | null = null;
  let frame = 0;
  const place = () => {
    const rect = dom.getBoundingClientRect();
    const box = { top: rect.top + win.scrollY, left: rect.left + win.scrollX, width: rect.width, height: rect.height };
    if (!last || last.top !== box.top || last.left !== box.left || last.width !== box.width || last.height !== box.height) {
      outline.style.top = `${box.top}px`;
      outline.style.left = `${box.left}px`;
      outline.style.width = `${box.width}px`;
      outline.style.height = `${box.height}px`;
      // Near the top of the page the label goes inside the box, where it can be seen.
      outline.classList.toggle('cb-overlay--below', rect.top + win.scrollY < 20);
      last = box;
    }
    frame = win.requestAnimationFrame(place);
  };
  place();
  return () => win.cancelAnimationFrame(frame);
}

/** The outline and label of the selected block, portaled into the iframe's own body. */
function Overlay({ dom, label, handleRef }: { dom: HTMLElement; label: string; handleRef: (el: HTMLElement | null) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (ref.current ? follow(dom, ref.current) : undefined), [dom]);

  return createPortal(
    <div ref={ref} className="cb-overlay cb-overlay--selected" data-testid="selection-outline" aria-hidden="true">
      <span ref={handleRef} className="cb-badge" title={`Drag to move this ${label} block`}>
        {label}
      </span>
    </div>,
    dom.ownerDocument.body,
  );
}

/** What the overlay needs of a block, unless it is the page itself or has no element yet. */
function describe(id: string, node: Node | undefined): { id: string; dom: HTMLElement; label: string } | null {
  return id !== ROOT_NODE && node?.dom ? { id, dom: node.dom, label: node.data.displayName } : null;
}

/** The one node of an event set (selection is single here). */
function single(ids: Set<string>, nodes: Record<string, Node>): { id: string; dom: HTMLElement; label: string } | null {
  for (const id of ids) {
    const found = describe(id, nodes[id]);
    if (found) return found;
  }
  return null;
}

/** Keeps a state attribute (data-selected) true on the one element that has the state. */
function useStateAttribute(dom: HTMLElement | null, attribute: string): void {
  useLayoutEffect(() => {
    if (!dom) return;
    dom.setAttribute(attribute, 'true');
    return () => dom.setAttribute(attribute, 'false');
  }, [dom, attribute]);
}

/**
 * The hovered block's data-hovered and dashed outline, drawn straight from the canvas handlers' hover
 * store rather than by a render: a hover is then one attribute and one element moved, set in the
 * pointer's own event, with no React render and commit (3 to 10 ms on a page of 1,000 blocks). The
 * selected block, outlined already, gets no second one: the outline is hidden then rather than removed,
 * since taking it out of the page as the selection's outline comes in cost the selection 4 to 6 ms
 * (measured with bench:builder). It goes when the pointer leaves the blocks.
 */
function HoverOutline({ store, selectedId }: { store: EditorStore; selectedId: string | undefined }): null {
  const selected = useRef(selectedId);
  const redraw = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    const hover = hoveredBlock(store);
    let hovered: HTMLElement | null = null;
    let outline: HTMLElement | null = null;
    /** Stops the frame loop that keeps the outline over the hovered block, while it shows. */
    let stopFollowing: (() => void) | null = null;
    const hide = () => {
      stopFollowing?.();
      stopFollowing = null;
      if (outline) outline.style.display = 'none';
    };
    const remove = () => {
      hide();
      outline?.remove();
      outline = null;
    };
    const draw = () => {
      const id = hover.get();
      const found = id ? describe(id, store.query.getNodes()[id]) : null;
      const dom = found?.dom ?? null;
      if (dom !== hovered) {
        hide();
        hovered?.setAttribute('data-hovered', 'false');
        dom?.setAttribute('data-hovered', 'true');
        hovered = dom;
      }
      if (!found) return remove();
      if (found.id === selected.current) return hide();
      if (stopFollowing) return;
      const doc = found.dom.ownerDocument;
      if (outline?.ownerDocument !== doc) {
        outline?.remove();
        outline = doc.createElement('div');
        outline.className = 'cb-overlay cb-overlay--hovered';
        outline.setAttribute('aria-hidden', 'true');
        doc.body.append(outline);
      }
      outline.style.display = '';
      stopFollowing = follow(found.dom, outline);
    };
    redraw.current = draw;
    draw();
    const unsubscribe = hover.subscribe(draw);
    return () => {
      unsubscribe();
      remove();
      hovered?.setAttribute('data-hovered', 'false');
    };
  }, [store]);
  useLayoutEffect(() => {
    selected.current = selectedId;
    redraw.current();
  }, [selectedId]);
  return null;
}

/**
 * The selection and hover outlines for the whole canvas, from one store subscription. Blocks do not
 * watch their own selected or hovered state: with a thousand blocks on a page, a hover would otherwise
 * run a thousand collectors. The hovered block comes from the canvas handlers' own small store. The
 * block elements still say data-selected / data-hovered, for styles, tests and the benchmark probe. The selected block's label doubles as a drag handle, so blocks whose
 * area is all slots (columns with no gap, hover content) can still be moved.
 */
export function SelectionOverlay() {
  const { selected, connectors, store } = useEditor((state) => ({ selected: single(state.events.selected, state.nodes) }));
  const selectedId = selected?.id;
  const { drag } = connectors;
  const handleRef = useCallback(
    (el: HTMLElement | null) => {
      if (el && selectedId) drag(el, selectedId);
    },
    [drag, selectedId],
  );
  useStateAttribute(selected?.dom ?? null, 'data-selected');
  useScrollSelectionIntoView(selectedId, selected?.dom ?? null);
  return (
    <>
      {selected && <Overlay key={`s-${selected.id}`} dom={selected.dom} label={selected.label} handleRef={handleRef} />}
      <HoverOutline store={store} selectedId={selectedId} />
    </>
  );
}
