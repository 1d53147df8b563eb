import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RenderResult } from '../../renderer/ssr-types';

/**
 * A rendered page as bytes on the wire: compressed once per kept page (brotli or gzip, as the
 * visitor's browser takes them) and tagged, so a repeat visit is answered 304 without a body and a
 * busy page costs a map look-up and a write.
 */
export type Encoding = 'br' | 'gzip' | null;

interface Encoded {
  etag: string;
  plain?: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
}

const memo = new WeakMap<RenderResult, Encoded>();

function encodedOf(result: RenderResult): Encoded {
  let entry = memo.get(result);
  if (!entry) {
    // Weak: the tag names the page, whichever encoding carries it.
    entry = { etag: `W/"${createHash('sha1').update(result.html).digest('base64url').slice(0, 22)}"` };
    memo.set(result, entry);
  }
  return entry;
}

export function pageTag(result: RenderResult): string {
  return encodedOf(result).etag;
}

/** The page's bytes in the encoding given, made on first use and kept with the page. */
export function pageBytes(result: RenderResult, encoding: Encoding): Uint8Array {
  const entry = encodedOf(result);
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(result.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    return entry.br;
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(result.html, { level: 6 });
    return entry.gzip;
  }
  entry.plain ??= Buffer.from(result.html);
  return entry.plain;
}

/** Brotli when the browser takes it, else gzip, else none (a q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** Whether an If-None-Match header names the tag (a list, or *). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
