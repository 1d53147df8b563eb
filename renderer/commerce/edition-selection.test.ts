import { describe, expect, it } from 'vitest';
import type { EditionGroup } from '../../schema/api/edition-sets';
import { edition } from '../testing/fixtures';
import {
  dimensionChoices,
  editionCount,
  initialSelection,
  mediumChoices,
  priceChoices,
  selectDimensions,
  selectEdition,
  selectedEdition,
  selectMedium,
} from './edition-selection';

const e = (editionId: number, price: string) => ({ ...edition(), editionId, price, edition: `Edition ${editionId}`, number: null });
const groups: EditionGroup[] = [
  { medium: 'Oil', dimensions: '10 × 10 in', editions: [e(1, '$100.00'), e(2, '$150.00')] },
  { medium: 'Oil', dimensions: '20 × 20 in', editions: [e(3, '$300.00')] },
  { medium: 'Paper', dimensions: '8 × 8 in', editions: [e(4, '$40.00'), e(5, '$45.00')] },
  { medium: 'Paper', dimensions: '12 × 12 in', editions: [e(6, '$60.00')] },
];

describe('the purchase popup’s dropdowns (§4)', () => {
  it('offer each medium once, the dimensions of the medium, and the prices of the dimensions', () => {
    expect(editionCount(groups)).toBe(6);
    expect(mediumChoices(groups).map((c) => c.value)).toEqual(['Oil', 'Paper']);
    expect(dimensionChoices(groups, 'Paper')).toEqual([
      { value: 2, label: '8 × 8 in' },
      { value: 3, label: '12 × 12 in' },
    ]);
    expect(priceChoices(groups, 0)).toEqual([
      { value: 1, label: '$100.00 · Edition 1' },
      { value: 2, label: '$150.00 · Edition 2' },
    ]);
  });

  it('open on the first group’s first edition', () => {
    expect(initialSelection(groups)).toEqual({ medium: 'Oil', groupIndex: 0, editionId: 1 });
    expect(initialSelection([])).toBeNull();
  });

  it('reset the dimensions to the medium’s first group and the edition to its first when the medium changes', () => {
    const chosen = selectEdition(groups, { medium: 'Oil', groupIndex: 0, editionId: 1 }, 2);
    expect(chosen.editionId).toBe(2);
    expect(selectMedium(groups, chosen, 'Paper')).toEqual({ medium: 'Paper', groupIndex: 2, editionId: 4 });
  });

  it('reset the edition to the first of the group when the dimensions change', () => {
    const chosen = selectEdition(groups, { medium: 'Paper', groupIndex: 2, editionId: 4 }, 5);
    expect(selectDimensions(groups, chosen, 3)).toEqual({ medium: 'Paper', groupIndex: 3, editionId: 6 });
    expect(selectDimensions(groups, selectDimensions(groups, chosen, 3), 2).editionId).toBe(4);
  });

  it('ignore a choice that is not on offer for what is chosen', () => {
    const start = { medium: 'Oil', groupIndex: 0, editionId: 1 };
    expect(selectEdition(groups, start, 6)).toEqual(start);
    expect(selectDimensions(groups, start, 3)).toEqual(start);
    expect(selectMedium(groups, start, 'Bronze')).toEqual(start);
    expect(selectedEdition(groups, { medium: 'Paper', groupIndex: 3, editionId: 6 })?.price).toBe('$60.00');
  });
});
