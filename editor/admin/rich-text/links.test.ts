import { describe, expect, it } from 'vitest';
import { htmlOrEmpty, normaliseLink } from './links';

describe('normaliseLink', () => {
  it('keeps web addresses, mail addresses and paths of the site', () => {
    expect(normaliseLink(' https://gallery.example/a ')).toBe('https://gallery.example/a');
    expect(normaliseLink('mailto:ada@gallery.example')).toBe('mailto:ada@gallery.example');
    expect(normaliseLink('/contact')).toBe('/contact');
  });
  it('completes a bare domain or e-mail address', () => {
    expect(normaliseLink('gallery.example/shows')).toBe('https://gallery.example/shows');
    expect(normaliseLink('ada@gallery.example')).toBe('mailto:ada@gallery.example');
  });
  it('refuses scripts, other schemes, protocol-relative addresses and words', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://x.example', '//evil.example', 'not a link', '', 'word']) expect(normaliseLink(bad), bad).toBeNull();
  });
});

describe('htmlOrEmpty', () => {
  it('is nothing for an empty paragraph and the HTML otherwise', () => {
    expect(htmlOrEmpty('<p><br></p>', '')).toBe('');
    expect(htmlOrEmpty('<p>Hi</p>', 'Hi')).toBe('<p>Hi</p>');
    expect(htmlOrEmpty('<ul><li></li></ul>', '')).toBe('<ul><li></li></ul>');
  });
});
