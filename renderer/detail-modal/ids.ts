/**
 * Ids the detail modal's content can take on the page. The modal shows a work's art page over another
 * page, often an art page with the same template, so the same section ids (`art-related-heading`) come
 * twice: axe's duplicate-id rules fail, and an `aria-labelledby` could name the page's heading instead of
 * the modal's. An id the page already has is renamed in the content, and the references inside the
 * content follow it.
 */

/** The attributes that name other elements by id, one or several separated by spaces. */
export const ID_REFERENCE_ATTRIBUTES = [
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-details',
  'aria-flowto',
  'aria-errormessage',
  'aria-activedescendant',
  'for',
  'headers',
  'list',
  'form',
] as const;

function elementsIn(nodes: readonly Node[]): Element[] {
  const found: Element[] = [];
  for (const node of nodes) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    found.push(element, ...element.querySelectorAll('*'));
  }
  return found;
}

/**
 * Renames each id in `nodes` that `isTaken` says the page has, to `{id}-{suffix}` (or `-2`, `-3`... after
 * it, should that be taken too), and rewrites the references to it inside `nodes`. References to ids the
 * content does not hold are left alone. Answers the renames, old id to new.
 */
export function distinctIds(nodes: readonly Node[], isTaken: (id: string) => boolean, suffix: string): Map<string, string> {
  const elements = elementsIn(nodes);
  const own = new Set(elements.map((e) => e.id).filter(Boolean));
  const renamed = new Map<string, string>();
  const used = (id: string) => isTaken(id) || own.has(id) || [...renamed.values()].includes(id);
  for (const element of elements) {
    const id = element.id;
    if (!id || !isTaken(id) || renamed.has(id)) continue;
    let next = `${id}-${suffix}`;
    for (let n = 2; used(next); n++) next = `${id}-${suffix}-${n}`;
    renamed.set(id, next);
  }
  if (renamed.size === 0) return renamed;
  for (const element of elements) {
    const id = renamed.get(element.id);
    if (id) element.id = id;
    for (const name of ID_REFERENCE_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (!value) continue;
      const next = value
        .trim()
        .split(/\s+/)
        .map((ref) => renamed.get(ref) ?? ref)
        .join(' ');
      if (next !== value) element.setAttribute(name, next);
    }
  }
  return renamed;
}
