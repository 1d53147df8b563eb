import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesTag, pageBytes, pageTag } from './page-bytes';

describe('pages as bytes on the wire', () => {
  const page = { status: 200, html: `<!doctype html><title>Ångström</title>${'<p>gallery</p>'.repeat(200)}` };

  it('compresses a page once per encoding, and the bytes decode to the page', () => {
    const br = pageBytes(page, 'br');
    expect(pageBytes(page, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(page.html);
    expect(gunzipSync(pageBytes(page, 'gzip')).toString()).toBe(page.html);
    expect(Buffer.from(pageBytes(page, null)).toString()).toBe(page.html);
    expect(br.length).toBeLessThan(page.html.length / 10);
  });

  it('tags a page by its content, the same for every encoding', () => {
    expect(pageTag(page)).toMatch(/^W\/"[\w-]{22}"$/);
    expect(pageTag({ status: 200, html: page.html })).toBe(pageTag(page));
    expect(pageTag({ status: 200, html: `${page.html} ` })).not.toBe(pageTag(page));
  });

  it('prefers brotli, then gzip, as the browser accepts them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
  });

  it('matches If-None-Match lists, weak or strong', () => {
    const tag = 'W/"abc"';
    expect(matchesTag('W/"abc"', tag)).toBe(true);
    expect(matchesTag('"x", "abc"', tag)).toBe(true);
    expect(matchesTag('*', tag)).toBe(true);
    expect(matchesTag('"abd"', tag)).toBe(false);
    expect(matchesTag(undefined, tag)).toBe(false);
  });
});
