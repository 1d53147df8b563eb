import { ROOT_NODE, useEditor, type Node } from '@craftjs/core';
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
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
 * The outline and label of the selected (or hovered) block. It is portaled into the iframe's own body
 * and follows the block with a frame loop, since the block moves whenever anything above it changes.
 */
function Overlay({ dom, label, selected, handleRef }: { dom: HTMLElement; label: string; selected: boolean; handleRef?: (el: HTMLElement | null) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const win = dom.ownerDocument.defaultView;
    if (!win) return;
    let last: Box | null = null;
    let frame = 0;
    const place = () => {
      const rect = dom.getBoundingClientRect();
      const box = { top: rect.top + win.scrollY, left: rect.left + win.scrollX, width: rect.width, height: rect.height };
      const el = ref.current;
      if (el && (!last || last.top !== box.top || last.left !== box.left || last.width !== box.width || last.height !== box.height)) {
        el.style.top = `${box.top}px`;
        el.style.left = `${box.left}px`;
        el.style.width = `${box.width}px`;
        el.style.height = `${box.height}px`;
        // Near the top of the page the label goes inside the box, where it can be seen.
        el.classList.toggle('cb-overlay--below', rect.top + win.scrollY < 20);
        last = box;
      }
      frame = win.requestAnimationFrame(place);
    };
    place();
    return () => win.cancelAnimationFrame(frame);
  }, [dom]);

  return createPortal(
    <div ref={ref} className={`cb-overlay ${selected ? 'cb-overlay--selected' : 'cb-overlay--hovered'}`} data-testid={selected ? 'selection-outline' : undefined} aria-hidden="true">
      {selected && handleRef && (
        <span ref={handleRef} className="cb-badge" title={`Drag to move this ${label} block`}>
          {label}
        </span>
      )}
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

/** Keeps a state attribute ('data-selected', 'data-hovered') true on the one element that has the state. */
function useStateAttribute(dom: HTMLElement | null, attribute: string): void {
  useLayoutEffect(() => {
    if (!dom) return;
    dom.setAttribute(attribute, 'true');
    return () => dom.setAttribute(attribute, 'false');
  }, [dom, attribute]);
}

/**
 * The selection and hover outlines for the whole canvas, from one store subscription. Blocks do not
 * watch their own selected or hovered state: with a thousand blocks on a page, a hover would otherwise
 * run a thousand collectors. The hovered block comes from the canvas handlers' own small store. The
 * block elements still say data-selected / data-hovered, for styles, tests and the benchmark probe. The selected block's label doubles as a drag handle, so blocks whose
 * area is all slots (columns with no gap, hover content) can still be moved.
 */
export function SelectionOverlay() {
  const { selected, connectors, query, store } = useEditor((state) => ({ selected: single(state.events.selected, state.nodes) }));
  const hover = hoveredBlock(store);
  const hoveredId = useSyncExternalStore(hover.subscribe, hover.get);
  const hovered = hoveredId ? describe(hoveredId, query.getNodes()[hoveredId]) : null;
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
  useStateAttribute(hovered?.dom ?? null, 'data-hovered');
  return (
    <>
      {hovered && hovered.id !== selected?.id && <Overlay key={`h-${hovered.id}`} dom={hovered.dom} label={hovered.label} selected={false} />}
      {selected && <Overlay key={`s-${selected.id}`} dom={selected.dom} label={selected.label} selected handleRef={handleRef} />}
    </>
  );
}
