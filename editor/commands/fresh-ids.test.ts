import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { subtreeIds, withFreshIds } from './fresh-ids';

const columns: Block = {
  id: 'cols',
  type: 'columns',
  config: { columnCount: 2 },
  blocks: [
    { id: 'c1', type: 'column', config: {}, blocks: [{ id: 't1', type: 'text', config: { text: 'Left' } }] },
    { id: 'c2', type: 'column', config: {}, blocks: [{ id: 'i1', type: 'image', config: { image: { id: 7 } } }] },
  ],
};

describe('a pasted or duplicated block', () => {
  it('gets a fresh id for itself and every block under it, none shared with the original', () => {
    const copy = withFreshIds(columns);
    const before = subtreeIds(columns);
    const after = subtreeIds(copy);
    expect(after).toHaveLength(before.length);
    expect(new Set(after).size).toBe(after.length);
    for (const id of after) expect(before).not.toContain(id);
  });

  it('keeps the types, order and config of the whole subtree', () => {
    let n = 0;
    const copy = withFreshIds(columns, () => `n${++n}`);
    expect(copy).toEqual({
      id: 'n1',
      type: 'columns',
      config: { columnCount: 2 },
      blocks: [
        { id: 'n2', type: 'column', config: {}, blocks: [{ id: 'n3', type: 'text', config: { text: 'Left' } }] },
        { id: 'n4', type: 'column', config: {}, blocks: [{ id: 'n5', type: 'image', config: { image: { id: 7 } } }] },
      ],
    });
  });

  it('does not share config objects with the original', () => {
    const copy = withFreshIds(columns);
    (copy.blocks![1].blocks![0].config.image as { id: number }).id = 9;
    expect((columns.blocks![1].blocks![0].config.image as { id: number }).id).toBe(7);
  });
});
