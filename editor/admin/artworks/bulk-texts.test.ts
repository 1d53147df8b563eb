import { describe, expect, it } from 'vitest';
import { artworks, parsePercent, question, report } from './bulk-texts';

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
    expect(report({ action: 'price', percent: 10 }, { changed: [1, 2], unchanged: [], prices: [{ editionId: 1, artworkId: 1, currencyCode: 'USD', before: 100, after: 110 }, { editionId: 2, artworkId: 1, currencyCode: 'USD', before: 1, after: 1 }, { editionId: 3, artworkId: 2, currencyCode: 'USD', before: 9, after: 10 }] })).toBe(
      'Changed 3 prices by +10% on 2 artworks.',
    );
    expect(report({ action: 'markOnHold' }, { changed: [4], unchanged: [5] })).toBe('Put 1 artwork on hold. 1 artwork was so already.');
    expect(report({ action: 'removeTag', tag: 'sea' }, { changed: [], unchanged: [1, 2] })).toBe('Removed the tag ‘sea’ from 0 artworks. 2 artworks did not have it.');
  });
});
