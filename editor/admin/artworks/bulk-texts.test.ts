import { describe, expect, it } from 'vitest';
import { artworks, doneByIds, matchingQuestion, parsePercent, question, report } from './bulk-texts';

describe('bulk action texts', () => {
  it('counts works in words', () => {
    expect(artworks(1)).toBe('1 artwork');
    expect(artworks(1204)).toBe('1,204 artworks');
  });

  it('reads a percent as typed, signed or not, with or without %', () => {
    expect(parsePercent('10')).toBe(10);
    expect(parsePercent(' +10 % ')).toBe(10);
    expect(parsePercent('-12.5')).toBe(-12.5);
    expect(parsePercent('−5')).toBe(-5);
    expect(parsePercent('ten')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });

  it('asks exactly what will change over how many works', () => {
    expect(question({ action: 'price', percent: 10 }, 3)).toBe('Change the price of every edition of 3 artworks by +10%? Each price is multiplied by 1.1 in each of its currencies, and rounded to that currency’s smallest unit (the cent, the whole yen).');
    expect(question({ action: 'price', percent: -12.5 }, 1)).toBe('Change the price of every edition of 1 artwork by −12.5%? Each price is multiplied by 0.875 in each of its currencies, and rounded to that currency’s smallest unit (the cent, the whole yen).');
    expect(question({ action: 'addTag', tag: 'sea' }, 2)).toBe('Add the tag ‘sea’ to 2 artworks?');
    expect(question({ action: 'markOnHold' }, 2)).toBe('Put 2 artworks on hold? Visitors cannot buy them until they are available again.');
  });

  it('reports what was done and what was so already', () => {
    expect(report({ action: 'price', percent: 10 }, doneByIds({ changed: [1, 2], unchanged: [], prices: [{ editionId: 1, artworkId: 1, currencyCode: 'USD', before: 100, after: 110 }, { editionId: 2, artworkId: 1, currencyCode: 'USD', before: 1, after: 1 }, { editionId: 3, artworkId: 2, currencyCode: 'USD', before: 9, after: 10 }] }))).toBe(
      'Changed 3 prices by +10% on 2 artworks.',
    );
    expect(report({ action: 'markOnHold' }, doneByIds({ changed: [4], unchanged: [5] }))).toBe('Put 1 artwork on hold. 1 artwork was so already.');
    expect(report({ action: 'removeTag', tag: 'sea' }, doneByIds({ changed: [], unchanged: [1, 2] }))).toBe('Removed the tag ‘sea’ from 0 artworks. 2 artworks did not have it.');
    // By filter, the server answers in counts.
    expect(report({ action: 'archive' }, { changed: 193_000, unchanged: 56 })).toBe('Archived 193,000 artworks. 56 artworks were so already.');
    expect(report({ action: 'price', percent: -5 }, { changed: 2, unchanged: 0, prices: 3 })).toBe('Changed 3 prices by −5% on 2 artworks.');
  });

  it('asks over every matching work with the server’s count of those that will change, and says why the others will not', () => {
    expect(matchingQuestion({ action: 'archive' }, { matching: 193_056, changing: 193_056 })).toBe('Archive 193,056 artworks? Visitors no longer see them; they stay here.');
    expect(matchingQuestion({ action: 'addTag', tag: 'sea' }, { matching: 1204, changing: 1200 })).toBe('Add the tag ‘sea’ to 1,200 artworks? 4 of the 1,204 artworks matching have it already.');
    expect(matchingQuestion({ action: 'markSold' }, { matching: 3, changing: 2 })).toBe('Mark 2 artworks sold? Every edition of each is sold, none left to sell. 1 of the 3 artworks matching is so already.');
    expect(matchingQuestion({ action: 'price', percent: 10 }, { matching: 2, changing: 1 })).toMatch(/^Change the price of every edition of 1 artwork by \+10%\? .* 1 of the 2 artworks matching keeps its prices \(none to change, or too small to move\)\.$/);
    expect(matchingQuestion({ action: 'removeTag', tag: 'sea' }, { matching: 5, changing: 0 })).toBe('Nothing to change: the 5 artworks matching do not have it.');
  });
});
