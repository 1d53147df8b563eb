import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where original image files live. Callers name a file by its key ("{imageId}.{extension}") and never by
 * a path, so a second implementation (an S3-compatible bucket) can take this one's place without any
 * caller changing. Resized copies are a cache, not originals, and stay local to each server.
 */
export interface MediaStore {
  /** The file's bytes, or null when there is none under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Stores the bytes under the key, whole or not at all. */
  write(key: string, data: Buffer): Promise<void>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** Files under a folder (by default {DATA_DIR}/images/original), written through a temporary file and a rename. */
export class LocalMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    if (!/^[0-9]+\.[a-z0-9]{2,5}$/.test(key)) throw new Error(`Not a media key: ${key}`);
    return join(this.root, key);
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

const stores = new Map<string, MediaStore>();

/** The store for a data folder: one per folder per process. */
export function mediaStoreFor(dataDir: string): MediaStore {
  let store = stores.get(dataDir);
  if (!store) {
    store = new LocalMediaStore(join(dataDir, 'images', 'original'));
    stores.set(dataDir, store);
  }
  return store;
}

export const mediaKey = (id: number, extension: string) => `${id}.${extension}`;
