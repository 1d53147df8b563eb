import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { chooseEncoding, firstPageBytes, matchesTag, pageBytes, pageBytesFinal, pageTag } from './page-bytes';

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

  it('compresses a page just rendered quickly, and well once it is answered again, then keeps those bytes', async () => {
    const fresh = { status: 200, html: `${page.html}${'<p>a fresh page of a gallery</p>'.repeat(300)}` };
    const quick = firstPageBytes(fresh, 'br');
    expect(brotliDecompressSync(quick).toString()).toBe(fresh.html);
    expect(firstPageBytes(fresh, 'br')).toBe(quick);
    expect(pageBytesFinal(fresh, 'br')).toBe(false);
    // Answered again: the quick bytes go out while the better ones are made off the main thread.
    expect(pageBytes(fresh, 'br')).toBe(quick);
    await vi.waitFor(() => expect(pageBytesFinal(fresh, 'br')).toBe(true));
    const well = pageBytes(fresh, 'br');
    expect(well).not.toBe(quick);
    expect(well.length).toBeLessThanOrEqual(quick.length);
    expect(brotliDecompressSync(well).toString()).toBe(fresh.html);
    expect(firstPageBytes(fresh, 'br')).toBe(well);
    expect(pageBytes(fresh, 'br')).toBe(well);
    expect(gunzipSync(firstPageBytes(fresh, 'gzip')).toString()).toBe(fresh.html);
    expect(firstPageBytes(fresh, null)).toBe(pageBytes(fresh, null));
  });

  it('tags a page by its content, the same for every encoding', () => {
    expect(pageTag(page)).toMatch(/^W\/"[\w-]{22}"$/);
    expect(pageTag({ status: 200, html: page.html })).toBe(pageTag(page));
    expect(pageTag({ status: 200, html: `${page.html} ` })).not.toBe(pageTag(page));
    // The same tag as before the bytes were hashed instead of the text, so browsers' tags still match.
    expect(pageTag(page)).toBe(`W/"${createHash('sha1').update(page.html).digest('base64url').slice(0, 22)}"`);
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
