import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './document';
import { FONT_FAMILIES, FONT_HREF_MESSAGE, FONT_NAME_MESSAGE, fontFileUrl, isFontName, isFontStylesheetAddress, servedFontFile } from './fonts';

const site = { company: 'Gallery', layout: 'classic' as const, colors: {} };
const parse = (fonts: Record<string, unknown>) => siteConfigSchema.safeParse({ ...site, ...fonts });
const messages = (fonts: Record<string, unknown>) => {
  const result = parse(fonts);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the curated font families', () => {
  it('are about a dozen, with unique ids that are @fontsource slugs, serif and sans-serif both present', () => {
    expect(FONT_FAMILIES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(FONT_FAMILIES.map((f) => f.id)).size).toBe(FONT_FAMILIES.length);
    for (const f of FONT_FAMILIES) {
      expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.weights).toContain(400);
      expect(f.family).not.toMatch(/["'\\;{}<>]/);
    }
    expect(FONT_FAMILIES.some((f) => f.category === 'serif')).toBe(true);
    expect(FONT_FAMILIES.some((f) => f.category === 'sans-serif')).toBe(true);
  });
});

describe('headerFont and bodyFont in the site config', () => {
  it('are optional: without them the theme’s fonts apply', () => {
    expect(parse({}).success).toBe(true);
  });

  it('accept a curated family by id and refuse an unknown one', () => {
    expect(parse({ headerFont: { id: 'playfair-display' }, bodyFont: { id: 'inter' } }).success).toBe(true);
    expect(parse({ bodyFont: { id: 'comic-sans' } }).success).toBe(false);
    expect(parse({ bodyFont: { id: '../../etc' } }).success).toBe(false);
  });

  it('accept a custom font with a plain name and an https stylesheet', () => {
    const result = parse({ headerFont: { name: 'Futura PT', href: 'https://use.typekit.net/abc1def.css', isHosted: false } });
    expect(result.success).toBe(true);
    expect(parse({ bodyFont: { name: 'Neue Haas Grotesk Display 55', href: 'https://fonts.example.com/css?family=Neue+Haas&display=swap' } }).success).toBe(true);
    expect(parse({ bodyFont: { name: 'Söhne Breit', href: 'https://example.com/söhne.css' } }).success).toBe(true);
  });

  it.each([
    ['a quote that would end the CSS string', 'Evil", sans-serif; } body { display: none'],
    ['a single quote', "Evil'"],
    ['a semicolon', 'Evil;'],
    ['braces', 'Evil{}'],
    ['angle brackets', '</style><script>alert(1)</script>'],
    ['a backslash that would escape the closing quote', 'Evil\\'],
    ['a line break', 'Evil\nFont'],
    ['nothing at all', ''],
    ['only spaces', '   '],
    ['more than 100 characters', 'A'.repeat(101)],
  ])('refuse a custom font name with %s', (_, name) => {
    expect(messages({ headerFont: { name, href: 'https://example.com/font.css' } })).toEqual([`headerFont.name: ${FONT_NAME_MESSAGE}`]);
    expect(isFontName(name)).toBe(false);
  });

  it.each([
    ['http, not https', 'http://example.com/font.css'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/css,body{}'],
    ['a relative address', '/fonts/evil.css'],
    ['a quote breaking out of the attribute', 'https://example.com/a.css" onload="alert(1)'],
    ['angle brackets', 'https://example.com/a.css><script>'],
    ['a space', 'https://example.com/a font.css'],
    ['nothing at all', ''],
    ['more than 2,000 characters', `https://example.com/${'a'.repeat(2000)}.css`],
  ])('refuse a custom font stylesheet that is %s', (_, href) => {
    expect(messages({ bodyFont: { name: 'Futura PT', href } })).toEqual([`bodyFont.href: ${FONT_HREF_MESSAGE}`]);
    expect(isFontStylesheetAddress(href)).toBe(false);
  });
});

describe('servedFontFile', () => {
  it('names a curated family’s latin file at a served weight and style', () => {
    expect(servedFontFile('lora', 'lora-latin-400-normal.woff2')).toMatchObject({ file: 'lora-latin-400-normal.woff2', family: { family: 'Lora' } });
    expect(servedFontFile('inter', 'inter-latin-700-normal.woff2')?.file).toBe('inter-latin-700-normal.woff2');
    expect(servedFontFile('lora', 'lora-latin-400-italic.woff2')?.file).toBe('lora-latin-400-italic.woff2');
  });

  it('matches every address fontFileUrl gives', () => {
    for (const f of FONT_FAMILIES) {
      for (const w of f.weights) {
        const [, , family, file] = fontFileUrl(f.id, w, 'normal').split('/');
        expect(servedFontFile(family, file)).not.toBeNull();
      }
    }
  });

  it.each([
    ['an unknown family', 'comic-sans', 'comic-sans-latin-400-normal.woff2'],
    ['another family’s file', 'lora', 'inter-latin-400-normal.woff2'],
    ['another subset', 'lora', 'lora-cyrillic-400-normal.woff2'],
    ['the extended latin subset', 'lora', 'lora-latin-ext-400-normal.woff2'],
    ['a weight not served', 'lora', 'lora-latin-300-normal.woff2'],
    ['an italic weight not served', 'lora', 'lora-latin-700-italic.woff2'],
    ['a woff file', 'lora', 'lora-latin-400-normal.woff'],
    ['a path out of the package', 'lora', '../../package.json'],
    ['a path ending in a served name', 'lora', '../lora/lora-latin-400-normal.woff2'],
    ['the family slot used to climb', '..', 'lora-latin-400-normal.woff2'],
  ])('refuses %s', (_, family, file) => {
    expect(servedFontFile(family, file)).toBeNull();
  });
});
