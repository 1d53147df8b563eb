import { describe, expect, it } from 'vitest';
import { inquireLink } from './inquire-link';

const work = { inventoryId: 42, title: 'Harbour at Dusk', artistName: 'Mary Cassatt', sku: 'MC-7' };
const SUBJECT = 'Website inquiry regarding Harbour at Dusk, Mary Cassatt, #42, SKU MC-7';

describe('where INQUIRE goes for a work with a contact link of its own', () => {
  it('another site opens in a new window, as the spec’s external links do', () => {
    expect(inquireLink('https://dealer.example/consigned?id=9', work)).toEqual({ href: 'https://dealer.example/consigned?id=9', target: '_blank', rel: 'noopener noreferrer' });
    expect(inquireLink('  http://dealer.example  ', work)?.href).toBe('http://dealer.example');
  });

  it('a mail address gets the spec’s default subject and message, unless it says its own', () => {
    const { href } = inquireLink('mailto:dealer@example.com', work)!;
    expect(href).toBe(`mailto:dealer@example.com?subject=${encodeURIComponent(SUBJECT)}&body=${encodeURIComponent("I'm interested in learning more about this piece.")}`);
    expect(href).not.toContain('+');
    expect(inquireLink('mailto:dealer@example.com?subject=Hello', work)?.href).toBe(`mailto:dealer@example.com?subject=Hello&body=${encodeURIComponent("I'm interested in learning more about this piece.")}`);
    expect(inquireLink('mailto:dealer@example.com', work)).not.toHaveProperty('target');
  });

  it('a page of this site carries the work, its subject and message, and the site’s link parameters', () => {
    const href = inquireLink('/contact', work, { sub: 'demo' })!.href;
    const url = new URL(href, 'http://x.invalid');
    expect(url.pathname).toBe('/contact');
    expect(Object.fromEntries(url.searchParams)).toEqual({ inventoryId: '42', subject: SUBJECT, message: "I'm interested in learning more about this piece.", sub: 'demo' });
    // The owner's own parameters and fragment stay, and win.
    const own = new URL(inquireLink('/visit?subject=Viewing#form', work)!.href, 'http://x.invalid');
    expect(own.searchParams.get('subject')).toBe('Viewing');
    expect(own.hash).toBe('#form');
  });

  it('no address, or one a visitor cannot follow, is no link', () => {
    for (const url of [null, undefined, '', '   ', 'javascript:alert(1)', '//elsewhere.example', 'https://', 'dealer.example', 'tel:+15550100']) {
      expect(inquireLink(url, work)).toBeNull();
    }
  });
});
