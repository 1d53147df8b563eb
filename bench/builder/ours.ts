import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { processStorage, startServerProcess } from '../../server/test/process';
import { signIn } from './documents';
import type { BundleSize } from './peers';

/** Our builder for the bench: its browser bundle, its size, and the server as `npm start` runs it. */
const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, 'dist');

/** `vite build`, as `npm start` does first (BENCH_BUILDER_SKIP_BUILD=1 reuses dist/ as it is). */
export function buildBundle(print: (line: string) => void): void {
  if (process.env.BENCH_BUILDER_SKIP_BUILD === '1' && existsSync(resolve(DIST, '.vite/manifest.json'))) {
    print('ours: reusing dist/ (BENCH_BUILDER_SKIP_BUILD=1)');
    return;
  }
  print('ours: vite build …');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`vite build failed:\n${`${result.stdout}${result.stderr}`.trim().split('\n').slice(-20).join('\n')}`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The JS /editor loads: its entry and the chunks it imports statically (all preloaded by its HTML), and
 * with dynamic imports for the total, each gzip -9 as the peers' build measures theirs.
 */
export function bundleSize(): BundleSize {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const walk = (key: string, dynamic: boolean, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const k of chunk.imports ?? []) walk(k, dynamic, seen);
    if (dynamic) for (const k of chunk.dynamicImports ?? []) walk(k, dynamic, seen);
  };
  const initial = new Set<string>();
  const all = new Set<string>();
  walk('editor/index.html', false, initial);
  walk('editor/index.html', true, all);
  const gz = (file: string) => gzipSync(readFileSync(resolve(DIST, file)), { level: 9 }).length;
  const files = (keys: Set<string>) => [...keys].map((k) => manifest[k].file);
  const css = new Set([...all].flatMap((k) => manifest[k].css ?? []));
  return {
    jsGzip: files(all).reduce((sum, f) => sum + gz(f), 0),
    initialJsGzip: files(initial).reduce((sum, f) => sum + gz(f), 0),
    jsRaw: files(all).reduce((sum, f) => sum + readFileSync(resolve(DIST, f)).length, 0),
    cssGzip: [...css].reduce((sum, f) => sum + gz(f), 0),
  };
}

export interface OurServer {
  url: string;
  sid: string;
  stop(): Promise<void>;
}

/** The server in a process of its own on a fresh embedded database (seeded demo site), signed in. */
export async function startOurs(): Promise<OurServer> {
  const storage = await processStorage(null);
  const server = await startServerProcess({ ...storage.env });
  const stop = async () => {
    await server.stop();
    await storage.dispose();
    // processStorage leaves its PGlite folder behind; this one is ours alone
    rmSync(storage.env.DATA_DIR, { recursive: true, force: true });
  };
  try {
    return { url: server.url, sid: await signIn(server.url), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
