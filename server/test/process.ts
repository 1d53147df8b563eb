import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchPostgresDatabase } from '../db/test-database';

/**
 * The product as `npm start` runs it (server/start.ts), in a process of its own, for the tests that must
 * kill it or run two of it: crash recovery and races across processes.
 */
const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  /** The process's id (for reading its CPU time, say). */
  pid: number;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code, or the signal that ended it. */
  exited: Promise<number | string>;
  /** SIGTERM and wait: the graceful shutdown. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

/** Starts server/start.ts with the given environment on env.PORT, or else a free port, and waits until it serves. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      // The built-in catalogue: small and the same on every machine.
      ARTWORKS_SAMPLE_PATH: join(tmpdir(), 'no-such-sample.json'),
      OWNER_PASSWORD: 'process-owner-password',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(signal ?? code ?? -1)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    const gone = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 100))]);
    if (gone !== null) throw new Error(`the server exited (${gone}) before serving:\n${printed}`);
    if (printed.includes('Server running on')) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within a minute:\n${printed}`);
    }
  }
  return {
    url,
    pid: child.pid!,
    output: () => printed,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Where a server process keeps its data: a new database of its own on the PostgreSQL server at
 * `postgresUrl` (by default DATABASE_URL), or, without one, a new PGlite folder.
 */
export async function processStorage(
  postgresUrl: string | null = process.env.DATABASE_URL || null,
): Promise<{ env: Record<string, string>; kind: 'postgres' | 'pglite'; dispose(): Promise<void> }> {
  if (postgresUrl) {
    const database = await createScratchPostgresDatabase('proc', postgresUrl);
    return { env: { DATABASE_URL: database.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'proc-data-')) }, kind: 'postgres', dispose: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'proc-pglite-'));
  return { env: { DATA_DIR: dataDir }, kind: 'pglite', dispose: async () => undefined };
}
