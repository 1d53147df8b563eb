import { unzipSync, type UnzipFileInfo } from 'fflate';
import { ErrorCode, ImportText } from '../../../../schema';
import { HttpError } from '../../../http/errors';

/**
 * The zip of images an import may come with, read in memory with fflate: no dependencies, one small
 * synchronous call over the bytes the request already holds (yauzl wants a file or a stream and
 * callbacks), and a filter that lets the listing skip inflating anything, so only the files the rows
 * name are ever decompressed. Files are found by their name without the folder, in any letter case.
 */

export interface ZipEntry {
  /** The path inside the zip. */
  path: string;
  /** Its size once inflated, as the zip declares it. */
  size: number;
}

export interface ImageZip {
  /** How many files it holds (folders and macOS resource forks left out). */
  count: number;
  /** The entries a file name names (none, one, or several in different folders). */
  find(fileName: string): ZipEntry[];
  /** The bytes of these entries. */
  read(paths: readonly string[]): Map<string, Buffer>;
}

const baseName = (path: string) => path.split('/').pop()!.trim().toLowerCase();

export function openZip(data: Buffer): ImageZip {
  const signature = data.subarray(0, 4).toString('latin1');
  if (signature !== 'PK\x03\x04' && signature !== 'PK\x05\x06') throw new HttpError(400, ErrorCode.InvalidRequest, ImportText.notZip);
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const entries = new Map<string, ZipEntry[]>();
  let count = 0;
  try {
    unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => {
        if (!file.name.endsWith('/') && !file.name.startsWith('__MACOSX/') && !baseName(file.name).startsWith('._')) {
          const key = baseName(file.name);
          entries.set(key, [...(entries.get(key) ?? []), { path: file.name, size: file.originalSize }]);
          count += 1;
        }
        return false;
      },
    });
  } catch {
    throw new HttpError(400, ErrorCode.InvalidRequest, ImportText.badZip);
  }
  return {
    count,
    find: (fileName) => entries.get(baseName(fileName)) ?? [],
    read(paths) {
      const wanted = new Set(paths);
      if (!wanted.size) return new Map();
      let files: Record<string, Uint8Array>;
      try {
        files = unzipSync(bytes, { filter: (file) => wanted.has(file.name) });
      } catch {
        throw new HttpError(400, ErrorCode.InvalidRequest, ImportText.badZip);
      }
      return new Map(Object.entries(files).map(([path, content]) => [path, Buffer.from(content.buffer, content.byteOffset, content.byteLength)]));
    },
  };
}
