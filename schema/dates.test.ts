import { describe, expect, it } from 'vitest';
import { longDate, monthYear, postDate, postDateStyle, rawDate, showDates } from './dates';

describe('dates as visitors read them', () => {
  it('writes an exhibition’s dates as short as they read clearly', () => {
    expect(showDates('2024-03-03', '2024-04-20')).toBe('March 3 – April 20, 2024');
    expect(showDates('2024-03-03', '2024-03-20')).toBe('March 3 – 20, 2024');
    expect(showDates('2023-12-01', '2024-01-07')).toBe('December 1, 2023 – January 7, 2024');
    expect(showDates('2024-03-03', '2024-03-03')).toBe('March 3, 2024');
    expect(showDates('2024-03-03', null)).toBe('From March 3, 2024');
    expect(showDates(null, '2024-04-20')).toBe('Until April 20, 2024');
    expect(showDates(null, null)).toBe('');
  });

  it('gives the francisco post date as the long month and year, whatever the time of day', () => {
    expect(monthYear('2024-03-31T23:30:00.000Z')).toBe('March 2024');
    expect(longDate('2024-11-05')).toBe('November 5, 2024');
  });

  it('writes a post’s date as the long month and year in the francisco theme (whatever its case) and as the raw date in every other', () => {
    expect(postDateStyle('francisco')).toBe('monthYear');
    expect(postDateStyle('Francisco')).toBe('monthYear');
    for (const theme of ['arizona', 'classic', 'mariana', 'nashville', 'novara', 'piedmont', 'sydney', 'unknown']) expect(postDateStyle(theme), theme).toBe('raw');
    expect(postDate('2024-03-05T10:00:00.000Z', postDateStyle('francisco'))).toBe('March 2024');
    expect(postDate('2024-03-05T10:00:00.000Z', postDateStyle('novara'))).toBe('2024-03-05');
    expect(rawDate('2024-11-05')).toBe('2024-11-05');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(longDate('soon')).toBe('');
    expect(monthYear('2024-13-01')).toBe('');
    expect(rawDate('05/03/2024')).toBe('');
  });
});
