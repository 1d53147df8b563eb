import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { RenderResult } from '../../renderer/ssr-types';

/**
 * A rendered page as bytes on the wire: compressed once per kept page (brotli or gzip, as the
 * visitor's browser takes them) and tagged, so a repeat visit is answered 304 without a body and a
 * busy page costs a map look-up and a write.
 *
 * A page just rendered is compressed quickly (brotli at quality 3 costs a third of quality 5's 0.8 ms
 * on a 60 KB page, as much as the render itself, for 15 % more bytes): most rendered pages are asked
 * for once. Answered again, it is compressed well on the thread pool, and the better bytes are kept.
 */
export type Encoding = 'br' | 'gzip' | null;
type Compressed = Exclude<Encoding, null>;

interface Encoded {
  etag: string;
  /** The page in UTF-8, made once: hashed for the tag, sent as it is, and what is compressed. */
  plain: Buffer;
  br?: Uint8Array;
  gzip?: Uint8Array;
  /** Encodings whose bytes were made quickly and not yet made well. */
  quick?: Set<Compressed>;
  /** Of those, the ones being made well now. */
  upgrading?: Set<Compressed>;
}

const memo = new WeakMap<RenderResult, Encoded>();

const WELL = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  gzip: { level: 6 },
};
const QUICK = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  gzip: { level: 1 },
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function encodedOf(result: RenderResult): Encoded {
  let entry = memo.get(result);
  if (!entry) {
    const plain = Buffer.from(result.html);
    // Weak: the tag names the page, whichever encoding carries it.
    entry = { etag: `W/"${createHash('sha1').update(plain).digest('base64url').slice(0, 22)}"`, plain };
    memo.set(result, entry);
  }
  return entry;
}

export function pageTag(result: RenderResult): string {
  return encodedOf(result).etag;
}

function compressSync(plain: Buffer, encoding: Compressed, level: typeof WELL | typeof QUICK): Uint8Array {
  return encoding === 'br' ? brotliCompressSync(plain, level.br) : gzipSync(plain, level.gzip);
}

/** Makes the well-compressed bytes of quickly compressed ones off the main thread, then keeps them. */
function compressWell(entry: Encoded, encoding: Compressed): void {
  const made = encoding === 'br' ? brotliAsync(entry.plain, WELL.br) : gzipAsync(entry.plain, WELL.gzip);
  made.then(
    (bytes) => {
      entry[encoding] = bytes;
      entry.quick?.delete(encoding);
    },
    () => undefined, // the quick bytes stay; they are right, only larger
  );
}

/**
 * The page's bytes for a page answered again (a kept page): compressed well, made on first use and
 * kept with the page. Bytes made quickly for its first answer are sent while better ones are made.
 */
export function pageBytes(result: RenderResult, encoding: Encoding): Uint8Array {
  const entry = encodedOf(result);
  if (encoding === null) return entry.plain;
  const made = entry[encoding];
  if (!made) return (entry[encoding] = compressSync(entry.plain, encoding, WELL));
  if (entry.quick?.has(encoding) && !entry.upgrading?.has(encoding)) {
    (entry.upgrading ??= new Set()).add(encoding);
    compressWell(entry, encoding);
  }
  return made;
}

/** Whether pageBytes gives the bytes it will keep giving (not quick ones about to be replaced). */
export function pageBytesFinal(result: RenderResult, encoding: Encoding): boolean {
  return encoding === null || !encodedOf(result).quick?.has(encoding);
}

/** The page's bytes for its first answer, just rendered: the kept ones if there are any, else made quickly. */
export function firstPageBytes(result: RenderResult, encoding: Encoding): Uint8Array {
  const entry = encodedOf(result);
  if (encoding === null) return entry.plain;
  const made = entry[encoding];
  if (made) return made;
  (entry.quick ??= new Set()).add(encoding);
  return (entry[encoding] = compressSync(entry.plain, encoding, QUICK));
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
