import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../../schema';
import { artworkStatus, yearOf } from './artwork-record';
import { editionLabel } from './editions';
import { placesShowingList } from './in-use';

const edition = (active: boolean, isOnHold: boolean, quantity: number) => ({ active, isOnHold, quantity });

describe('artworkStatus', () => {
  it('puts sold before on hold before inactive, as the visitors’ sticker does', () => {
    expect(artworkStatus(false, [edition(true, false, 1)])).toBe('archived');
    expect(artworkStatus(true, [edition(true, false, 0), edition(true, false, 2)])).toBe('available');
    expect(artworkStatus(true, [edition(true, true, 1), edition(true, false, 0)])).toBe('on_hold');
    expect(artworkStatus(true, [edition(true, true, 0), edition(true, false, 0)])).toBe('sold');
    // An inactive edition's stock does not count.
    expect(artworkStatus(true, [edition(false, false, 3), edition(true, false, 0)])).toBe('sold');
    expect(artworkStatus(true, [edition(false, false, 3)])).toBe('not_for_sale');
    expect(artworkStatus(true, [])).toBe('not_for_sale');
  });
});

describe('yearOf', () => {
  it('reads the first year a date names', () => {
    expect(yearOf('c. 1921')).toBe(1921);
    expect(yearOf('1990–95')).toBe(1990);
    expect(yearOf('12th century')).toBeNull();
    expect(yearOf('ca. 850')).toBe(850);
    expect(yearOf(null)).toBeNull();
  });
});

describe('editionLabel', () => {
  it('names a unique original and a numbered edition as visitors read them', () => {
    expect(editionLabel(0, null, null)).toBe('Unique');
    expect(editionLabel(1, '3', 25)).toBe('Edition 3 of 25');
    expect(editionLabel(1, null, 25)).toBe('Edition of 25');
    expect(editionLabel(1, 'AP 2', null)).toBe('Edition AP 2');
  });
});

describe('placesShowingList', () => {
  const block = (config: Record<string, unknown>) => ({ id: 'b', type: 'inventory-list', config });
  const document = {
    schemaVersion: 1,
    site: { documents: { footer: { desktop: { blocks: [block({ source: 3, listId: 9 })] } } } },
    pages: [
      { title: 'Home', slug: '', blocks: [{ id: 'c', type: 'columns', config: {}, blocks: [block({ source: 3, listId: 7 })] }] },
      { title: '', slug: 'shop', blocks: [block({ source: 0, listId: 7 })] },
      { title: 'Shows', slug: 'shows', blocks: [{ id: 'e', type: 'exhibitions-list', config: { status: 3, listId: 7 } }] },
    ],
  } as unknown as SiteDocument;

  it('names the pages whose blocks, at any depth, take their items from the list', () => {
    expect(placesShowingList(document, 7)).toEqual(['the page “Home”', 'the page “Shows”']);
    expect(placesShowingList(document, 9)).toEqual(['the header, footer or page templates']);
    expect(placesShowingList(document, 8)).toEqual([]);
    expect(placesShowingList(null, 7)).toEqual([]);
  });
});
