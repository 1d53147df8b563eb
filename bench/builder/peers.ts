import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { PEERS_DIR } from './probe';

/**
 * The peer apps (raw Craft.js and Puck) from /work/shared/bench/peers, installed and built in the
 * system's temp folder, never in the repository: node_modules is cached per package-lock hash, dist/
 * is rebuilt whenever the apps or their build change. Served by a small static server like theirs.
 */
export interface BundleSize {
  /** gzip -9 of every JS file the app ships */
  jsGzip: number;
  /** gzip -9 of the JS the page loads first (its HTML's scripts and module preloads) */
  initialJsGzip: number;
  jsRaw: number;
  cssGzip: number;
}
export interface Peers {
  dir: string;
  sizes: Record<string, BundleSize>;
  versions: Record<string, string>;
}
interface PeerSizesJson {
  js: { raw: number; gzip: number };
  css: { gzip: number };
  initialJsGzip: number;
}

function hashOf(paths: string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) hash.update(relative(PEERS_DIR, path)).update('\0').update(readFileSync(path)).update('\0');
  return hash.digest('hex').slice(0, 16);
}
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}
function run(command: string, args: string[], cwd: string, what: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', env: process.env });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`${what} failed (${result.error?.message ?? `exit ${result.status}`}) in ${cwd}:\n${output}`);
  }
}

export function preparePeers(print: (line: string) => void): Peers {
  const lock = join(PEERS_DIR, 'package-lock.json');
  if (!existsSync(lock)) throw new Error(`the peers' harness is missing: no ${lock}`);
  const lockHash = hashOf([lock]);
  const sources = [lock, ...['package.json', 'vite.config.mjs', 'scripts/build.mjs'].map((f) => join(PEERS_DIR, f)), ...filesUnder(join(PEERS_DIR, 'apps'))];
  const buildHash = hashOf(sources);
  const dir = join(tmpdir(), `gallery-peer-bench-${lockHash}`, 'peers');
  cpSync(PEERS_DIR, dir, {
    recursive: true,
    // their sources only: never an installed node_modules, a build or old results
    filter: (src) => !/^(node_modules|dist|results)([/\\]|$)/.test(relative(PEERS_DIR, src)),
  });
  const installed = join(dir, 'node_modules', '.bench-lock-hash');
  if (!existsSync(installed) || readFileSync(installed, 'utf8') !== lockHash) {
    print(`peers: npm ci in ${dir} …`);
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir, 'npm ci (peers)');
    writeFileSync(installed, lockHash);
  }
  const built = join(dir, 'dist', '.bench-build-hash');
  if (!existsSync(built) || readFileSync(built, 'utf8') !== buildHash || !existsSync(join(dir, 'dist', 'sizes.json'))) {
    print('peers: building the Craft.js and Puck apps …');
    run(process.execPath, ['scripts/build.mjs'], dir, 'vite build (peers)');
    writeFileSync(built, buildHash);
  }
  const raw = JSON.parse(readFileSync(join(dir, 'dist', 'sizes.json'), 'utf8')) as Record<string, PeerSizesJson>;
  const sizes: Record<string, BundleSize> = {};
  for (const [peer, s] of Object.entries(raw)) sizes[peer] = { jsGzip: s.js.gzip, initialJsGzip: s.initialJsGzip, jsRaw: s.js.raw, cssGzip: s.css.gzip };
  const version = (name: string) => (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  const versions = Object.fromEntries(['@craftjs/core', '@puckeditor/core', 'react', 'react-dom'].map((p) => [p, version(p)]));
  return { dir, sizes, versions };
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves the peers' dist/ on 127.0.0.1, as their bench.mjs does. */
export async function servePeers(dir: string): Promise<{ base: string; close(): Promise<void> }> {
  const distDir = join(dir, 'dist');
  const server = http.createServer((req, res) => {
    const path = join(distDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(distDir) || !existsSync(path) || !extname(path)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
