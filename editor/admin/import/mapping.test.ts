import { describe, expect, it } from 'vitest';
import { ARTIST_IMPORT_FIELDS, ARTWORK_IMPORT_FIELDS } from '../../../schema';
import { assignField, columnLetter, fieldGroups, initialMapping, isKeyMapped, keyField, mappedCount, previewAsRead, sampleValues } from './mapping';

describe('fieldGroups', () => {
  it('groups the artworks fields into artwork and edition, in the template order', () => {
    const groups = fieldGroups('artworks');
    expect(groups.map((g) => g.label)).toEqual(['Artwork', 'Edition']);
    expect(groups.flatMap((g) => g.fields)).toEqual(ARTWORK_IMPORT_FIELDS);
    expect(groups[1].fields[0].key).toBe('editionType');
  });
  it('puts every artists field in the artist group', () => {
    expect(fieldGroups('artists')).toEqual([{ label: 'Artist', fields: ARTIST_IMPORT_FIELDS }]);
  });
});

describe('the mapping', () => {
  it('starts from the suggestion, leaving out a field this page does not know', () => {
    expect(initialMapping('artworks', ['sku', null, 'colour', 'price'])).toEqual(['sku', null, null, 'price']);
  });

  it('maps an ignored column by hand and ignores a mapped one', () => {
    const mapped = assignField(['sku', null, 'notes'], 1, 'title');
    expect(mapped).toEqual({ mapping: ['sku', 'title', 'notes'], displaced: null });
    expect(assignField(mapped.mapping, 2, null)).toEqual({ mapping: ['sku', 'title', null], displaced: null });
  });

  it('moves a field another column had, and says which column lost it', () => {
    expect(assignField(['sku', 'title', null], 2, 'title')).toEqual({ mapping: ['sku', null, 'title'], displaced: 1 });
    // Choosing the field a column already has changes nothing.
    expect(assignField(['sku', 'title'], 1, 'title')).toEqual({ mapping: ['sku', 'title'], displaced: null });
  });

  it('knows whether the key field (SKU, Name) is mapped', () => {
    expect(keyField('artworks').label).toBe('SKU');
    expect(keyField('artists').label).toBe('Name');
    expect(isKeyMapped('artworks', [null, 'title'])).toBe(false);
    expect(isKeyMapped('artworks', ['sku', 'title'])).toBe(true);
    expect(isKeyMapped('artists', ['name'])).toBe(true);
    expect(mappedCount(['sku', null, 'title'])).toBe(2);
  });
});

describe('the preview', () => {
  const preview = [
    ['A-1', 'Harbour', '', 'x'],
    ['A-1', 'Harbour', '1250', 'y'],
    ['A-2', 'Dunes', '90', 'x'],
    ['A-3', 'Cliffs', '40', 'z'],
  ];

  it('gives a column’s different sample values, empty cells left out', () => {
    expect(sampleValues(preview, 0)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(sampleValues(preview, 2, 2)).toEqual(['1250', '90']);
    expect(sampleValues([], 0)).toEqual([]);
  });

  it('reads the rows as the import will: mapped columns only, under their fields’ headings', () => {
    expect(previewAsRead('artworks', ['sku', 'title', 'price', null], preview.slice(0, 2))).toEqual({
      headings: ['SKU', 'Title', 'Price'],
      rows: [
        ['A-1', 'Harbour', ''],
        ['A-1', 'Harbour', '1250'],
      ],
    });
    expect(previewAsRead('artworks', [null, null, null, null], preview)).toEqual({ headings: [], rows: [[], [], [], []] });
  });
});

describe('columnLetter', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
