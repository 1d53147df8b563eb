import { describe, expect, it } from 'vitest';
import { moveStep, type TreeView } from './move-step';

/**
 * page: a, cols [c0: x, y | c1: (empty)], acc [p], list, tabs [t0: q | t1]
 * Columns refuse lists; the page refuses tabs.
 */
const tree: Record<string, { parent: string | null; children?: string[]; slots?: string[]; canvas?: boolean; slot?: boolean; type: string }> = {
  page: { parent: null, children: ['a', 'cols', 'acc', 'list', 'tabs'], canvas: true, type: 'page' },
  a: { parent: 'page', type: 'text' },
  cols: { parent: 'page', children: [], slots: ['c0', 'c1'], type: 'columns' },
  c0: { parent: 'cols', children: ['x', 'y'], canvas: true, slot: true, type: 'column' },
  x: { parent: 'c0', type: 'text' },
  y: { parent: 'c0', type: 'text' },
  c1: { parent: 'cols', children: [], canvas: true, slot: true, type: 'column' },
  acc: { parent: 'page', children: ['p'], canvas: true, type: 'accordion' },
  p: { parent: 'acc', type: 'text' },
  list: { parent: 'page', type: 'inventory-list' },
  tabs: { parent: 'page', children: ['t0', 't1'], canvas: true, type: 'tabs' },
  t0: { parent: 'tabs', children: ['q'], canvas: true, slot: true, type: 'tab' },
  q: { parent: 't0', type: 'text' },
  t1: { parent: 'tabs', children: [], canvas: true, slot: true, type: 'tab' },
};

const view: TreeView = {
  parentOf: (id) => tree[id].parent,
  childrenOf: (id) => tree[id].children ?? [],
  slotsOf: (id) => tree[id].slots ?? [],
  isCanvas: (id) => !!tree[id].canvas,
  isSlotLike: (id) => !!tree[id].slot,
  refusal: (container, block) => {
    const parent = tree[container].type;
    const child = tree[block].type;
    if (child === 'tab') return parent === 'tabs' ? null : `Tab cannot be placed inside ${parent}.`;
    if (parent === 'tabs') return `${child} cannot be placed inside Tabs.`;
    if (parent === 'column' && child === 'inventory-list') return 'Inventory List cannot be placed inside Column.';
    return tree[container].canvas ? null : `${child} cannot be placed inside ${parent}.`;
  },
};

describe('moving a block one step', () => {
  it('goes into the first column of a Columns block below it, at the top', () => {
    expect(moveStep(view, 'a', 'down')).toEqual({ kind: 'move', parentId: 'c0', index: 0, how: 'into', container: 'c0' });
  });

  it('swaps with its neighbour inside a column (Craft counts the block itself when moving down)', () => {
    expect(moveStep(view, 'x', 'down')).toEqual({ kind: 'move', parentId: 'c0', index: 2, how: 'swap' });
    expect(moveStep(view, 'y', 'up')).toEqual({ kind: 'move', parentId: 'c0', index: 0, how: 'swap' });
  });

  it('goes on into the next column, then out after the Columns block', () => {
    expect(moveStep(view, 'y', 'down')).toEqual({ kind: 'move', parentId: 'c1', index: 0, how: 'into', container: 'c1' });
    expect(moveStep(view, 'x', 'up')).toEqual({ kind: 'move', parentId: 'page', index: 1, how: 'out', container: 'cols' });
  });

  it('goes into an accordion from below, at its end', () => {
    expect(moveStep(view, 'list', 'up')).toEqual({ kind: 'move', parentId: 'acc', index: 1, how: 'into', container: 'acc' });
    expect(moveStep(view, 'p', 'down')).toEqual({ kind: 'move', parentId: 'page', index: 3, how: 'out', container: 'acc' });
  });

  it('steps over a container the nesting rules close to it, and says why', () => {
    const page = { ...tree.page };
    tree.page.children = ['list', 'cols'];
    tree.list.parent = 'page';
    try {
      expect(moveStep(view, 'list', 'down')).toEqual({ kind: 'move', parentId: 'page', index: 2, how: 'past', container: 'cols', reason: 'Inventory List cannot be placed inside Column.' });
    } finally {
      tree.page = page;
    }
  });

  it('enters the first tab of a Tabs block, not the Tabs block itself', () => {
    expect(moveStep(view, 'list', 'down')).toEqual({ kind: 'move', parentId: 't0', index: 0, how: 'into', container: 't0' });
    expect(moveStep(view, 'q', 'down')).toEqual({ kind: 'move', parentId: 't1', index: 0, how: 'into', container: 't1' });
  });

  it('keeps a tab inside its Tabs block', () => {
    expect(moveStep(view, 't0', 'down')).toEqual({ kind: 'move', parentId: 'tabs', index: 2, how: 'swap' });
    expect(moveStep(view, 't1', 'down')).toEqual({ kind: 'edge' });
  });

  it('stops at the top and the bottom of the page', () => {
    expect(moveStep(view, 'a', 'up')).toEqual({ kind: 'edge' });
    tree.page.children = ['a', 'cols', 'acc', 'list', 'tabs', 'z'];
    tree.z = { parent: 'page', type: 'text' };
    try {
      expect(moveStep(view, 'z', 'down')).toEqual({ kind: 'edge' });
    } finally {
      tree.page.children = ['a', 'cols', 'acc', 'list', 'tabs'];
      delete tree.z;
    }
  });
});
