import { describe, expect, it } from 'vitest';
import { instantOfLocalInput, localInputValue, parseTags, yearValue } from './values';

describe('parseTags', () => {
  it('splits on commas, trims, lower-cases and drops empty and repeated tags', () => {
    expect(parseTags(' Blue Period, early,, EARLY ,')).toEqual(['blue period', 'early']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('yearValue', () => {
  it('sends whole years as numbers, empty as none, and anything else as typed for the server to refuse', () => {
    expect(yearValue(' 1901 ')).toBe(1901);
    expect(yearValue('-300')).toBe(-300);
    expect(yearValue('')).toBeNull();
    expect(yearValue('19th c.')).toBe('19th c.');
  });
});

describe('publish time in the owner’s time zone', () => {
  it('goes from an instant to the input and back to the same instant', () => {
    const iso = '2026-11-24T09:30:00.000Z';
    expect(instantOfLocalInput(localInputValue(iso))).toBe(iso);
  });
  it('is nothing when the input is not a date', () => {
    expect(instantOfLocalInput('')).toBeNull();
    expect(instantOfLocalInput('tomorrow')).toBeNull();
    expect(localInputValue('nonsense')).toBe('');
  });
});
