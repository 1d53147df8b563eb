import { useCallback } from 'react';

interface NodeConnectors {
  connect: (dom: HTMLElement) => HTMLElement;
  drag: (dom: HTMLElement) => HTMLElement;
}

/**
 * A callback ref that makes an element the node's DOM (select, hover, drop) and its drag handle. It
 * takes the connectors from the block's one useNode call, so connecting costs no subscription of its own.
 * Craft 0.2.12 connectors return the element, which React 19 would take for a ref cleanup, so the
 * callback has a block body and returns nothing.
 */
export function useConnectRef(connectors: NodeConnectors): (el: HTMLElement | null) => void {
  const { connect, drag } = connectors;
  return useCallback(
    (el: HTMLElement | null) => {
      if (el) connect(drag(el));
    },
    [connect, drag],
  );
}
