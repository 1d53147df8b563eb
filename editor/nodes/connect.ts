import { useNode } from '@craftjs/core';
import { useCallback } from 'react';

/**
 * A callback ref that makes an element the node's DOM (select, hover, drop) and its drag handle.
 * Craft 0.2.12 connectors return the element, which React 19 would take for a ref cleanup, so the
 * callback has a block body and returns nothing.
 */
export function useConnectRef(): (el: HTMLElement | null) => void {
  const {
    connectors: { connect, drag },
  } = useNode();
  return useCallback(
    (el: HTMLElement | null) => {
      if (el) connect(drag(el));
    },
    [connect, drag],
  );
}
