import { describe, expect, it } from 'vitest';
import { boxOf, formatWhen, pageRange, replySubject, visitSourceText } from './inbox-text';

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

  it('says where a visitor came from: the referring site and page, and a campaign’s utm parameters as words', () => {
    expect(visitSourceText('https://news.example/galleries-to-visit?ref=1', 'utm_source=spring-mail&utm_campaign=prints')).toBe('Came from news.example/galleries-to-visit · source spring-mail, campaign prints');
    expect(visitSourceText('https://news.example/', null)).toBe('Came from news.example');
    expect(visitSourceText(null, 'utm_medium=social')).toBe('Came from medium social');
    expect(visitSourceText(null, null)).toBeNull();
    expect(visitSourceText('  ', '')).toBeNull();
    // What is no address (a bot's, a hostile page's) is shown as it came, cut short; React shows it as text.
    expect(visitSourceText('<img src=x onerror=alert(1)>', null)).toBe('Came from <img src=x onerror=alert(1)>');
    expect(visitSourceText('javascript:alert(1)', null)).toBe('Came from javascript:alert(1)');
    expect(visitSourceText('x'.repeat(500), null)!.length).toBe('Came from '.length + 200);
  });
});
