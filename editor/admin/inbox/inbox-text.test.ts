import { describe, expect, it } from 'vitest';
import { boxOf, formatWhen, pageRange, replySubject } from './inbox-text';

describe('the inbox’s small rules', () => {
  it('opens the box the address names, else the inquiries', () => {
    expect(boxOf(['offers'])).toBe('offers');
    expect(boxOf(['follows', 'x'])).toBe('follows');
    expect(boxOf([])).toBe('inquiries');
    expect(boxOf(['nonsense'])).toBe('inquiries');
  });

  it('puts Re: once before the visitor’s subject, or names the work', () => {
    expect(replySubject('Website inquiry regarding Blue Hour', 'Blue Hour')).toBe('Re: Website inquiry regarding Blue Hour');
    expect(replySubject('RE: hello', null)).toBe('RE: hello');
    expect(replySubject(null, 'Blue Hour')).toBe('Re: Your inquiry about Blue Hour');
    expect(replySubject('  ', null)).toBe('Re: Your message');
  });

  it('says which records a page shows', () => {
    expect(pageRange(1, 25, 40)).toBe('1–25 of 40');
    expect(pageRange(2, 25, 40)).toBe('26–40 of 40');
    expect(pageRange(1, 25, 0)).toBe('0 of 0');
  });

  it('writes a time the owner reads at a glance', () => {
    expect(formatWhen('2025-03-12T14:05:00Z')).toMatch(/12 Mar 2025/);
    expect(formatWhen('not a date')).toBe('not a date');
  });
});
