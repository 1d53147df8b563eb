import { ROOT_NODE, useEditor } from '@craftjs/core';
import { useEffect } from 'react';
import { hiddenBlocksCss, useHiddenBlocks } from './hidden-blocks';

/**
 * Puts the stylesheet that hides the blocks hidden from the Layers panel into the canvas document. One
 * subscription for the whole canvas: it watches only which document the page is drawn in.
 */
export function HiddenBlocksStyle() {
  const { doc } = useEditor((state) => ({ doc: state.nodes[ROOT_NODE]?.dom?.ownerDocument ?? null }));
  const hidden = useHiddenBlocks((s) => s.hidden);
  useEffect(() => {
    if (!doc) return;
    const style = doc.createElement('style');
    style.dataset.hiddenBlocks = '';
    style.textContent = hiddenBlocksCss(hidden);
    doc.head.append(style);
    return () => style.remove();
  }, [doc, hidden]);
  return null;
}
