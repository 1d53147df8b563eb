import { describe, expect, it } from 'vitest';
import { editionSets, formatDimensions, notOfferedReason, type SetEdition } from './edition-sets';

const edition = (name: string, change: Partial<SetEdition> = {}): SetEdition => ({
  name,
  medium: null,
  editionType: 1,
  price: 50000,
  quantity: 3,
  active: true,
  isOnHold: false,
  dimensions: { height: 61, width: 50.8, depth: null, metric: 1 },
  ...change,
});

describe('formatDimensions', () => {
  it('reads height × width [× depth] in the edition’s unit, as visitors see it, and nothing without both', () => {
    expect(formatDimensions(61, 50.8, null, 1)).toBe('61 × 50.8 cm');
    expect(formatDimensions(24, 20, 1.5, 0)).toBe('24 × 20 × 1.5 in');
    expect(formatDimensions(null, 20, null, 2)).toBe('');
  });
});

describe('editionSets', () => {
  it('groups the editions visitors can buy by the medium and the size, in the order they come', () => {
    const small = edition('A');
    const large = edition('B', { dimensions: { height: 100, width: 80, depth: null, metric: 1 } });
    const small2 = edition('C', { price: 60000 });
    const { sets, notOffered } = editionSets(' Oil on canvas ', [small, large, small2]);
    expect(sets).toEqual([
      { medium: 'Oil on canvas', dimensions: '61 × 50.8 cm', editions: [small, small2] },
      { medium: 'Oil on canvas', dimensions: '100 × 80 cm', editions: [large] },
    ]);
    expect(notOffered).toEqual([]);
  });

  it('groups an edition with its own medium apart from those in the work’s, as the purchase popup offers them', () => {
    const canvas = edition('A');
    const print = edition('B', { medium: ' Archival pigment print ' });
    const print2 = edition('C', { medium: 'Archival pigment print' });
    const { sets } = editionSets('Oil on canvas', [canvas, print, print2]);
    expect(sets).toEqual([
      { medium: 'Oil on canvas', dimensions: '61 × 50.8 cm', editions: [canvas] },
      { medium: 'Archival pigment print', dimensions: '61 × 50.8 cm', editions: [print, print2] },
    ]);
  });

  it('keeps apart the editions visitors cannot buy, each with its reason', () => {
    const held = edition('held', { isOnHold: true });
    const sold = edition('sold', { quantity: 0 });
    const unique = edition('unique', { quantity: 0, editionType: 0 });
    const off = edition('off', { active: false });
    const free = edition('free', { price: null });
    const { sets, notOffered } = editionSets(null, [held, sold, unique, off, free]);
    expect(sets).toEqual([]);
    expect(notOffered.map(notOfferedReason)).toEqual(['on hold', 'sold out', 'sold', 'inactive', 'no price']);
  });
});
