import { describe, expect, it } from 'vitest';
import type { ArtworkRow } from '../../../schema';
import { priceSteps, rowPrice, statusSteps } from './row-edits';

const edition = (id: number, change: Partial<ArtworkRow['editions'][number]> = {}) => ({ id, revision: id * 10, label: `E${id}`, price: 100000, currencyCode: 'USD', quantity: 1, isOnHold: false, active: true, ...change });
const row = (change: Partial<ArtworkRow> = {}): ArtworkRow => ({
  id: 5,
  revision: 7,
  title: 'Harbour',
  sku: null,
  type: 0,
  subType: null,
  date: null,
  medium: null,
  artist: null,
  image: null,
  lowestPrice: 100000,
  status: 'available',
  active: true,
  tags: [],
  editions: [edition(1), edition(2, { quantity: 0 }), edition(3, { isOnHold: true, price: 90000, currencyCode: 'EUR' })],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

describe('statusSteps', () => {
  it('changes only the editions not yet so, each over the revision the row read', () => {
    expect(statusSteps(row(), 'on_hold')).toEqual([
      { kind: 'edition', editionId: 1, body: { isSold: false, isOnHold: true, revision: 10 } },
      { kind: 'edition', editionId: 2, body: { isSold: false, isOnHold: true, revision: 20 } },
    ]);
    expect(statusSteps(row(), 'sold').map((s) => s.kind === 'edition' && s.editionId)).toEqual([1, 3]);
    expect(statusSteps(row(), 'available').map((s) => s.kind === 'edition' && s.editionId)).toEqual([2, 3]);
  });

  it('archives over the work’s revision, and a sale status brings an archived work back after its editions', () => {
    expect(statusSteps(row(), 'archived')).toEqual([{ kind: 'archive', revision: 7 }]);
    expect(statusSteps(row({ active: false }), 'archived')).toEqual([]);
    expect(statusSteps(row({ active: false, editions: [edition(1)] }), 'available')).toEqual([{ kind: 'unarchive', revision: 7 }]);
  });
});

describe('priceSteps', () => {
  it('sends only the prices changed, in minor units over each edition’s revision, and refuses one that is not a price', () => {
    expect(priceSteps(row(), { 1: '1,100.00', 2: '1,000', 3: 'lots' })).toEqual({
      steps: [{ kind: 'edition', editionId: 1, body: { price: 110000, revision: 10 } }],
      refusals: { 3: 'Enter a price such as 1,250.00.' },
    });
  });
});

describe('rowPrice', () => {
  it('shows the lowest active price in its edition’s currency, or a dash without one', () => {
    expect(rowPrice(row({ lowestPrice: 90000, editions: [edition(1), edition(3, { price: 90000, currencyCode: 'EUR' })] }))).toBe('€900.00');
    expect(rowPrice(row({ lowestPrice: null }))).toBe('—');
  });
});
