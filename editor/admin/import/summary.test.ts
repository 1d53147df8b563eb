import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../schema';
import { listInWords, reportSentences } from './summary';

const report = (counts: Partial<ImportReport>): ImportReport => ({
  dryRun: true,
  records: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  artistsCreated: 0,
  imagesAdded: 0,
  editionsCreated: 0,
  editionsUpdated: 0,
  errors: [],
  errorCount: 0,
  ...counts,
});

describe('listInWords', () => {
  it('joins with commas and a last “and”', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['a'])).toBe('a');
    expect(listInWords(['a', 'b'])).toBe('a and b');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('reportSentences', () => {
  it('says what a dry run of artworks will do, with thousands separated', () => {
    expect(reportSentences('artworks', report({ created: 4375, updated: 12, unchanged: 3, editionsCreated: 5000, editionsUpdated: 2, artistsCreated: 41, imagesAdded: 1 }))).toEqual([
      '4,375 artworks will be created, 12 updated and 3 left as they are.',
      '5,000 editions will be added and 2 changed.',
      '41 artists not on the site yet will be added.',
      '1 picture will be added to the media library.',
      'Every row can be imported.',
    ]);
  });

  it('says what an import did, in the past and in the singular where it is one', () => {
    expect(reportSentences('artworks', report({ dryRun: false, created: 1, unchanged: 1, editionsCreated: 1, artistsCreated: 1, imagesAdded: 2 }))).toEqual([
      '1 artwork was created and 1 left as it was.',
      '1 edition was added.',
      '1 new artist was added.',
      '2 pictures were added to the media library.',
    ]);
    expect(reportSentences('artists', report({ dryRun: false, updated: 2, editionsCreated: 9 }))).toEqual(['2 artists were updated.']);
    expect(reportSentences('artworks', report({ updated: 1, editionsUpdated: 3 }))).toEqual(['1 artwork will be updated.', '3 editions will be changed.', 'Every row can be imported.']);
  });

  it('says plainly when nothing changes', () => {
    expect(reportSentences('artworks', report({ dryRun: false, unchanged: 3 }))).toEqual(['Nothing changed: the 3 artworks in the file were the same as on the site already.']);
    expect(reportSentences('artists', report({ unchanged: 1 }))).toEqual(['Nothing will change: the 1 artist in the file is the same as on the site.', 'Every row can be imported.']);
  });

  it('counts the rows with errors, and says when only the first are listed', () => {
    const errors = [{ row: 2, message: 'Price: Enter a price, such as 1250.00.' }];
    expect(reportSentences('artworks', report({ created: 40, errors, errorCount: 1 }))).toEqual([
      '40 artworks will be created.',
      '1 row has an error: nothing can be imported until it is fixed. Correct the file or the mapping and check again.',
    ]);
    const first500 = Array.from({ length: 500 }, (_, i) => ({ row: i + 2, message: 'Title: Enter a title.' }));
    expect(reportSentences('artworks', report({ errors: first500, errorCount: 1200 }))).toEqual([
      '1,200 rows have errors: nothing can be imported until they are fixed. Correct the file or the mapping and check again. The first 500 are listed below.',
    ]);
  });
});
