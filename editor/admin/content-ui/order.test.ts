import { describe, expect, it } from 'vitest';
import { addOnce, moveItem } from './order';

describe('moveItem', () => {
  it('moves an item up, down and to either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });
  it('keeps the list as it was when asked to move past its ends or from nowhere', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b']);
  });
});

describe('addOnce', () => {
  it('adds at the end and never twice', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    const c = { id: 3 };
    expect(addOnce([a, b], [b, c, c]).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
