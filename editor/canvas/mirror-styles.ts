/** Elements that carry styles into a document. */
function isStyleNode(node: Node): node is HTMLStyleElement | HTMLLinkElement {
  if (node instanceof HTMLStyleElement || (node as Element).nodeName === 'STYLE') return true;
  const el = node as HTMLLinkElement;
  return el.nodeName === 'LINK' && (el.rel ?? '').split(/\s+/).includes('stylesheet');
}

/**
 * Copies every stylesheet of `from` into `to`'s head and keeps copying: new sheets, removed sheets and
 * rewritten style text (the dev server rewrites style tags in place). Without the builder's styles in
 * the iframe, canvases lose their padding and drops land in the wrong canvas.
 */
export function mirrorStylesheets(from: Document, to: Document): () => void {
  const copies = new Map<Node, Node>();

  const copy = (node: Node) => {
    if (!isStyleNode(node) || copies.has(node)) return;
    const clone = node.cloneNode(true) as HTMLElement;
    // Absolute addresses, so a sheet resolves the same from the srcdoc document.
    if (node.nodeName === 'LINK') (clone as HTMLLinkElement).href = (node as HTMLLinkElement).href;
    to.head.appendChild(clone);
    copies.set(node, clone);
  };
  const remove = (node: Node) => {
    const clone = copies.get(node);
    if (clone) {
      clone.parentNode?.removeChild(clone);
      copies.delete(node);
    }
  };
  const refresh = (node: Node | null) => {
    let el: Node | null = node;
    while (el && !copies.has(el)) el = el.parentNode;
    if (el) copies.get(el)!.textContent = el.textContent;
  };

  from.head.querySelectorAll('style, link[rel~="stylesheet"]').forEach(copy);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') refresh(record.target);
      else if (record.target.nodeName === 'STYLE') refresh(record.target);
      else {
        record.addedNodes.forEach(copy);
        record.removedNodes.forEach(remove);
      }
    }
  });
  observer.observe(from.head, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    copies.forEach((clone) => clone.parentNode?.removeChild(clone));
    copies.clear();
  };
}
