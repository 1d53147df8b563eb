import { describe, expect, it } from 'vitest';
import { fontCss, fontLinks, fontPreloads } from './fonts';

describe('fontCss', () => {
  it('is empty while both fonts are the theme’s', () => {
    expect(fontCss({})).toBe('');
  });

  it('declares a curated family’s latin faces from /fonts/ with swap, and sets both variables', () => {
    const css = fontCss({ headerFont: { id: 'playfair-display' }, bodyFont: { id: 'inter' } });
    expect(css).toContain(
      `@font-face{font-family:"Inter";font-style:normal;font-weight:400;font-display:swap;src:url('/fonts/inter/inter-latin-400-normal.woff2') format('woff2')}`,
    );
    expect(css).toContain(`font-style:italic;font-weight:400;font-display:swap;src:url('/fonts/playfair-display/playfair-display-latin-400-italic.woff2')`);
    expect(css).toContain('/fonts/playfair-display/playfair-display-latin-700-normal.woff2');
    expect(css).toMatch(/:root\{--font:"Inter",system-ui,[^;]*sans-serif;--font-heading:"Playfair Display",Georgia,[^;]*serif;\}$/);
    // Every face names a file the /fonts route serves, and nothing else is fetched.
    for (const [, url] of css.matchAll(/url\('([^']+)'\)/g)) expect(url).toMatch(/^\/fonts\/[a-z0-9-]+\/[a-z0-9-]+-latin-[0-9]{3}-(normal|italic)\.woff2$/);
  });

  it('declares a family chosen for both only once', () => {
    const css = fontCss({ headerFont: { id: 'lora' }, bodyFont: { id: 'lora' } });
    expect(css.match(/lora-latin-400-normal/g)).toHaveLength(1);
    expect(css).toContain('--font:"Lora",');
    expect(css).toContain('--font-heading:"Lora",');
  });

  it('sets only the variable that was chosen', () => {
    expect(fontCss({ headerFont: { id: 'eb-garamond' } })).not.toContain('--font:');
    expect(fontCss({ bodyFont: { id: 'eb-garamond' } })).not.toContain('--font-heading');
  });

  it('puts a custom font’s quoted name first in the stack, with no @font-face of its own', () => {
    const css = fontCss({ headerFont: { name: ' Futura PT ', href: 'https://use.typekit.net/abc.css' } });
    expect(css).not.toContain('@font-face');
    expect(css).toMatch(/^:root\{--font-heading:"Futura PT",system-ui,[^;]*sans-serif;\}$/);
  });

  it('ignores what is not valid: an unknown family, a hostile or half-typed custom font', () => {
    const hostile = { name: 'x"}body{display:none}</style><script>alert(1)</script>', href: 'https://example.com/a.css' };
    expect(fontCss({ bodyFont: { id: 'comic-sans' }, headerFont: hostile })).toBe('');
    expect(fontCss({ bodyFont: { name: 'Futura', href: 'http://example.com/a.css' } })).toBe('');
    expect(fontCss({ bodyFont: { name: '', href: '' } })).toBe('');
  });
});

describe('fontLinks', () => {
  it('lists a custom font’s stylesheet once, and nothing for curated families', () => {
    const href = 'https://use.typekit.net/abc.css';
    expect(fontLinks({ headerFont: { id: 'lora' }, bodyFont: { id: 'inter' } })).toEqual([]);
    expect(fontLinks({ headerFont: { name: 'Futura PT', href }, bodyFont: { id: 'inter' } })).toEqual([href]);
    expect(fontLinks({ headerFont: { name: 'Futura PT', href }, bodyFont: { name: 'Futura PT Book', href } })).toEqual([href]);
  });

  it('leaves out addresses that are not https stylesheets', () => {
    expect(fontLinks({ bodyFont: { name: 'Evil', href: 'javascript:alert(1)' } })).toEqual([]);
    expect(fontLinks({ bodyFont: { name: 'Evil', href: 'https://example.com/a.css"><script>' } })).toEqual([]);
  });
});

describe('fontPreloads', () => {
  it('is the body font’s regular face when it is a curated family', () => {
    expect(fontPreloads({ bodyFont: { id: 'source-serif-4' }, headerFont: { id: 'inter' } })).toEqual(['/fonts/source-serif-4/source-serif-4-latin-400-normal.woff2']);
  });

  it('is nothing for the theme’s font, a heading-only choice or a custom body font', () => {
    expect(fontPreloads({})).toEqual([]);
    expect(fontPreloads({ headerFont: { id: 'inter' } })).toEqual([]);
    expect(fontPreloads({ bodyFont: { name: 'Futura PT', href: 'https://use.typekit.net/abc.css' } })).toEqual([]);
  });
});
