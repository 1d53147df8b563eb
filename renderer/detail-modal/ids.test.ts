// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { distinctIds } from './ids';

function nodesOf(html: string): Node[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.childNodes];
}

const holderOf = (nodes: Node[]) => nodes[0].parentNode as Element;

describe('the detail modal’s ids', () => {
  it('renames an id the page already has, and the references to it inside the content follow', () => {
    const nodes = nodesOf(
      '<section aria-labelledby="art-related-heading"><h2 id="art-related-heading">More by Ada</h2></section><label for="q">Q</label><input id="q" aria-describedby="art-related-heading q">',
    );
    const renamed = distinctIds(nodes, (id) => id === 'art-related-heading', 'modal-1');
    expect(renamed).toEqual(new Map([['art-related-heading', 'art-related-heading-modal-1']]));
    const holder = holderOf(nodes);
    expect(holder.querySelector('h2')!.id).toBe('art-related-heading-modal-1');
    expect(holder.querySelector('section')!.getAttribute('aria-labelledby')).toBe('art-related-heading-modal-1');
    // Ids the page does not have stay as they were, and so do the references to them.
    expect(holder.querySelector('input')!.id).toBe('q');
    expect(holder.querySelector('label')!.getAttribute('for')).toBe('q');
    expect(holder.querySelector('input')!.getAttribute('aria-describedby')).toBe('art-related-heading-modal-1 q');
  });

  it('picks a name that is free on the page and in the content', () => {
    const nodes = nodesOf('<h2 id="a">A</h2><p id="a-modal-1">taken in the content</p>');
    const taken = new Set(['a', 'a-modal-1-2']);
    distinctIds(nodes, (id) => taken.has(id), 'modal-1');
    expect(holderOf(nodes).querySelector('h2')!.id).toBe('a-modal-1-3');
  });

  it('leaves content whose ids are all free untouched', () => {
    const nodes = nodesOf('<section aria-labelledby="x"><h2 id="x">X</h2></section>');
    expect(distinctIds(nodes, () => false, 'modal-1').size).toBe(0);
    expect(holderOf(nodes).innerHTML).toBe('<section aria-labelledby="x"><h2 id="x">X</h2></section>');
  });
});
