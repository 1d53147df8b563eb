import { describe, expect, it } from 'vitest';
import type { ArtworkRecord } from '../../../schema';
import { artworkBody, artworkChanged, artworkDraftOf, editionBodies, knownPaths } from './artwork-draft';

const work: ArtworkRecord = {
  id: 4,
  revision: 3,
  title: 'Harbour',
  subtitle: null,
  date: '1921',
  medium: 'Oil on canvas',
  type: 5,
  subType: 1,
  sku: 'H-1',
  location: null,
  notes: null,
  artist: { id: 8, name: 'Ada' },
  images: [{ id: 31, extension: 'jpg', width: 10, height: 10, alt: 'front' }],
  seoTitle: null,
  seoDescription: null,
  tags: ['sea', 'blue'],
  canInquire: true,
  canReceiveOffers: false,
  contactUrl: null,
  active: true,
  status: 'available',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  editions: [],
};

describe('an artwork in the form', () => {
  it('sends the work’s own fields with the artist and pictures by id and the tags as a list', () => {
    expect(artworkBody(artworkDraftOf(work))).toMatchObject({ title: 'Harbour', subtitle: '', type: 5, subType: 1, artistId: 8, images: [31], tags: ['sea', 'blue'], canReceiveOffers: false });
  });

  it('is unchanged until a field is, spaces around a text aside', () => {
    const draft = artworkDraftOf(work);
    expect(artworkChanged(draft, work)).toBe(false);
    expect(artworkChanged({ ...draft, title: ' Harbour ' }, work)).toBe(false);
    expect(artworkChanged({ ...draft, tags: 'sea' }, work)).toBe(true);
    expect(artworkChanged({ ...draft, images: [] }, work)).toBe(true);
  });

  it('starts a new work with one unique original to price, open to inquiries and offers', () => {
    const draft = artworkDraftOf(null);
    expect(draft).toMatchObject({ type: 0, subType: null, canInquire: true, canReceiveOffers: true });
    expect(draft.editions).toHaveLength(1);
    expect(editionBodies(draft).refusals).toEqual({ 'editions.0.price': 'Enter a price such as 1,250.00.' });
  });

  it('knows the path of every field a reason may name, down to a size and another currency’s price', () => {
    const draft = artworkDraftOf(null);
    draft.editions[0].prices = [{ key: 1, currencyCode: 'EUR', value: '1' }];
    const paths = knownPaths(draft);
    expect(paths).toEqual(expect.arrayContaining(['title', 'tags', 'artistId', 'editions.0', 'editions.0.price', 'editions.0.dimensions.height', 'editions.0.prices.0.value']));
  });
});
