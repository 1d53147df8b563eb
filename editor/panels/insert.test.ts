import type { Node } from '@craftjs/core';
import { describe, expect, it } from 'vitest';
import { insertPlace } from './insert';

/** Just the fields insertPlace reads, shaped as Craft's live nodes. */
function fake(id: string, name: string, isCanvas: boolean, parent: string | null, nodes: string[] = []): Node {
  return { id, data: { name, isCanvas, parent, nodes, props: {}, linkedNodes: {} } } as unknown as Node;
}

const nodes: Record<string, Node> = {
  ROOT: fake('ROOT', 'PageRoot', true, null, ['t1', 'cols', 't2']),
  t1: fake('t1', 'text', false, 'ROOT'),
  cols: fake('cols', 'columns', false, 'ROOT'),
  col: fake('col', 'column', true, 'cols', ['t3', 'form']),
  t3: fake('t3', 'text', false, 'col'),
  t2: fake('t2', 'text', false, 'ROOT'),
  layer: fake('layer', 'hover-layer', true, 'hov'),
  form: fake('form', 'contact-form', true, 'col', ['ok']),
  ok: fake('ok', 'success-message', false, 'form'),
};
const get = (id: string) => nodes[id];

describe('inserting a toolbox block without dragging', () => {
  it('goes to the end of the page when nothing is selected', () => {
    expect(insertPlace(get, undefined, 'text')).toEqual({ ok: true, parentId: 'ROOT', index: undefined });
  });

  it('goes right after the selected block', () => {
    expect(insertPlace(get, 't1', 'image')).toEqual({ ok: true, parentId: 'ROOT', index: 1 });
    expect(insertPlace(get, 't3', 'image')).toEqual({ ok: true, parentId: 'col', index: 1 });
  });

  it('goes to the end of a selected column', () => {
    expect(insertPlace(get, 'col', 'text')).toEqual({ ok: true, parentId: 'col', index: undefined });
  });

  it('refuses an inventory list inside a column, as the nesting rules say', () => {
    expect(insertPlace(get, 'col', 'inventory-list')).toEqual({ ok: false, message: 'Inventory List cannot be placed inside Column.' });
    expect(insertPlace(get, 't3', 'inventory-list').ok).toBe(false);
  });

  it('refuses columns inside a hover layer but allows text there', () => {
    expect(insertPlace(get, 'layer', 'columns')).toEqual({ ok: false, message: 'Columns cannot be placed inside Hover Layer.' });
    expect(insertPlace(get, 'layer', 'text').ok).toBe(true);
  });

  it('takes an artwork template’s own blocks into its columns (not its lists), but no page’s column', () => {
    const template: Record<string, Node> = { ...nodes, ROOT: { ...nodes.ROOT, data: { ...nodes.ROOT.data, props: { rootType: 'template-inventory' } } } as Node };
    const inTemplate = (id: string) => template[id];
    expect(insertPlace(inTemplate, 'col', 'inventory-image')).toEqual({ ok: true, parentId: 'col', index: undefined });
    expect(insertPlace(inTemplate, 't3', 'inventory-meta')).toEqual({ ok: true, parentId: 'col', index: 1 });
    expect(insertPlace(inTemplate, 'col', 'related-inventory')).toEqual({ ok: false, message: 'Related Inventory cannot be placed inside Column.' });
    expect(insertPlace(inTemplate, 'col', 'show-title').ok).toBe(false);
    expect(insertPlace(get, 'col', 'inventory-image').ok).toBe(false);
  });

  it('takes Search Meta into the search results page template and its columns, the results only at its top, neither on a page', () => {
    const template: Record<string, Node> = { ...nodes, ROOT: { ...nodes.ROOT, data: { ...nodes.ROOT.data, props: { rootType: 'template-search' } } } as Node };
    const inTemplate = (id: string) => template[id];
    expect(insertPlace(inTemplate, 't1', 'search-results-list')).toEqual({ ok: true, parentId: 'ROOT', index: 1 });
    expect(insertPlace(inTemplate, 'col', 'search-meta')).toEqual({ ok: true, parentId: 'col', index: undefined });
    expect(insertPlace(inTemplate, 'col', 'search-results-list')).toEqual({ ok: false, message: 'Search Results List cannot be placed inside Column.' });
    expect(insertPlace(get, 't1', 'search-meta')).toEqual({ ok: false, message: 'Search Meta cannot be placed inside the page.' });
  });

  it('allows an inventory list on the page after a columns block', () => {
    expect(insertPlace(get, 'cols', 'inventory-list')).toEqual({ ok: true, parentId: 'ROOT', index: 2 });
  });

  it('puts a message into the selected form, and any other block after the form, from the form or its message', () => {
    expect(insertPlace(get, 'form', 'error-message')).toEqual({ ok: true, parentId: 'form', index: undefined });
    expect(insertPlace(get, 'ok', 'error-message')).toEqual({ ok: true, parentId: 'form', index: 1 });
    expect(insertPlace(get, 'form', 'text')).toEqual({ ok: true, parentId: 'col', index: 2 });
    expect(insertPlace(get, 'ok', 'button')).toEqual({ ok: true, parentId: 'col', index: 2 });
    expect(insertPlace(get, 't3', 'success-message')).toEqual({ ok: false, message: 'Success Message cannot be placed inside Column.' });
  });
});
