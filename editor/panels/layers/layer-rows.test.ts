import { describe, expect, it } from 'vitest';
import { ancestorsOf, excerpt, layerRows, treeKeyAction, type LayerSource } from './layer-rows';

// page: a, cols [c0: x, y | c1], b
const children: Record<string, string[]> = { ROOT: ['a', 'cols', 'b'], cols: ['c0', 'c1'], c0: ['x', 'y'] };
const parents: Record<string, string> = { a: 'ROOT', cols: 'ROOT', b: 'ROOT', c0: 'cols', c1: 'cols', x: 'c0', y: 'c0' };
const source: LayerSource = {
  childrenOf: (id) => children[id] ?? [],
  describe: (id) => ({ label: id.toUpperCase(), detail: '' }),
};
const none = new Set<string>();
const plain = { ctrl: false, alt: false, shift: false };

describe('the layers of a page', () => {
  it('list every block in document order with its level and place among its siblings', () => {
    const rows = layerRows('ROOT', source, none);
    expect(rows.map((r) => [r.id, r.level, r.posinset, r.setsize, r.expanded])).toEqual([
      ['a', 1, 1, 3, false],
      ['cols', 1, 2, 3, true],
      ['c0', 2, 1, 2, true],
      ['x', 3, 1, 2, false],
      ['y', 3, 2, 2, false],
      ['c1', 2, 2, 2, false],
      ['b', 1, 3, 3, false],
    ]);
    expect(rows.find((r) => r.id === 'c1')!.hasChildren).toBe(false);
  });

  it('leave out what is under a collapsed block', () => {
    expect(layerRows('ROOT', source, new Set(['cols'])).map((r) => r.id)).toEqual(['a', 'cols', 'b']);
    expect(layerRows('ROOT', source, new Set(['c0'])).map((r) => r.id)).toEqual(['a', 'cols', 'c0', 'c1', 'b']);
  });

  it('know the blocks around a block, to open them when it is selected on the canvas', () => {
    expect(ancestorsOf('x', (id) => parents[id], 'ROOT')).toEqual(['c0', 'cols']);
    expect(ancestorsOf('a', (id) => parents[id], 'ROOT')).toEqual([]);
  });

  it('show a short excerpt of a block’s words on one line', () => {
    expect(excerpt('  Welcome\n to the   gallery ')).toBe('Welcome to the gallery');
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(excerpt({ root: {} })).toBe('');
  });
});

describe('the tree keys', () => {
  const rows = layerRows('ROOT', source, none);
  it('move up and down, and to the first and last row', () => {
    expect(treeKeyAction('ArrowDown', plain, rows, 'a')).toEqual({ kind: 'focus', id: 'cols' });
    expect(treeKeyAction('ArrowUp', plain, rows, 'x')).toEqual({ kind: 'focus', id: 'c0' });
    expect(treeKeyAction('ArrowUp', plain, rows, 'a')).toBeNull();
    expect(treeKeyAction('Home', plain, rows, 'y')).toEqual({ kind: 'focus', id: 'a' });
    expect(treeKeyAction('End', plain, rows, 'a')).toEqual({ kind: 'focus', id: 'b' });
  });

  it('open and close with Right and Left, and go to the first child and to the parent', () => {
    expect(treeKeyAction('ArrowRight', plain, rows, 'cols')).toEqual({ kind: 'focus', id: 'c0' });
    expect(treeKeyAction('ArrowLeft', plain, rows, 'cols')).toEqual({ kind: 'collapse', id: 'cols' });
    expect(treeKeyAction('ArrowLeft', plain, rows, 'x')).toEqual({ kind: 'focus', id: 'c0' });
    expect(treeKeyAction('ArrowLeft', plain, rows, 'a')).toBeNull();
    expect(treeKeyAction('ArrowRight', plain, rows, 'a')).toBeNull();
    const closed = layerRows('ROOT', source, new Set(['cols']));
    expect(treeKeyAction('ArrowRight', plain, closed, 'cols')).toEqual({ kind: 'expand', id: 'cols' });
  });

  it('open a block’s settings with Enter and hide it with H', () => {
    expect(treeKeyAction('Enter', plain, rows, 'x')).toEqual({ kind: 'open', id: 'x' });
    expect(treeKeyAction('h', plain, rows, 'x')).toEqual({ kind: 'toggle-hidden', id: 'x' });
  });

  it('leave keys with Ctrl, Alt or Shift to the commands (move, copy, select parent)', () => {
    expect(treeKeyAction('ArrowDown', { ...plain, alt: true }, rows, 'a')).toBeNull();
    expect(treeKeyAction('c', { ...plain, ctrl: true }, rows, 'a')).toBeNull();
    expect(treeKeyAction('Enter', { ...plain, shift: true }, rows, 'x')).toBeNull();
  });

  it('start at the first row when no row has the focus', () => {
    expect(treeKeyAction('ArrowDown', plain, rows, null)).toEqual({ kind: 'focus', id: 'a' });
  });
});
