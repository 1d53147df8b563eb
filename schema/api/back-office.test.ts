import { describe, expect, it } from 'vitest';
import { linkSchema } from './back-office';

describe('a link the owner gives visitors', () => {
  it('takes web addresses, mailto: addresses and paths of the site, and nothing as empty', () => {
    for (const link of ['https://example.com/a?b=c', 'http://example.com', 'mailto:hello@example.com', '/contact', '/', '/art/12#top'])
      expect(linkSchema.parse(link)).toBe(link);
    expect(linkSchema.parse('  ')).toBeNull();
    expect(linkSchema.parse(null)).toBeNull();
  });

  it('refuses addresses a browser reads as another site or as script', () => {
    for (const link of ['//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'example.com', 'https://exa mple.com'])
      expect(linkSchema.safeParse(link).success, link).toBe(false);
  });
});
