import { ROOT_NODE, useNode } from '@craftjs/core';
import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { createPortal } from 'react-dom';

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
function Overlay({ dom, label, selected, handleRef }: { dom: HTMLElement; label: string; selected: boolean; handleRef: (el: HTMLElement | null) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
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
      {selected && (
        <span ref={handleRef} className="cb-badge" title={`Drag to move this ${label} block`}>
          {label}
        </span>
      )}
    </div>,
    dom.ownerDocument.body,
  );
}

/**
 * Craft's onRender: every node renders as usual, plus an overlay when it is selected or hovered. The
 * label doubles as a drag handle, so blocks whose area is all slots (columns with no gap, hover
 * content) can still be moved.
 */
export function RenderNode({ render }: { render: ReactElement }) {
  const {
    id,
    dom,
    selected,
    hovered,
    label,
    connectors: { drag },
  } = useNode((node) => ({
    dom: node.dom,
    selected: node.events.selected,
    hovered: node.events.hovered,
    label: node.data.displayName,
  }));
  const handleRef = useCallback(
    (el: HTMLElement | null) => {
      if (el) drag(el);
    },
    [drag],
  );
  // The block's own element says whether it is selected or hovered, for styles, tests and the benchmark probe.
  useEffect(() => {
    if (!dom || id === ROOT_NODE) return;
    dom.setAttribute('data-selected', String(selected));
    dom.setAttribute('data-hovered', String(hovered));
  }, [dom, id, selected, hovered]);
  const show = id !== ROOT_NODE && dom && (selected || hovered);
  return (
    <>
      {render}
      {show && <Overlay dom={dom} label={label} selected={selected} handleRef={handleRef} />}
    </>
  );
}
