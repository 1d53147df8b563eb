import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The embedded database, run in a worker thread (pglite-worker.mjs), behind the part of PGlite's
 * interface drizzle uses: query, exec, transaction and close. Queries travel as messages; a
 * transaction is held open in the worker while its queries arrive, and PGlite's own lock keeps every
 * other query out until it ends, as it would in one thread.
 */
export interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export interface PGliteTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
}

const WORKER = resolve(import.meta.dirname, 'pglite-worker.mjs');

/** An error from the worker, with PostgreSQL's fields (code, detail, constraint …) back on it. */
function rebuild(error: Record<string, unknown>): Error {
  return Object.assign(new Error(String(error.message)), error);
}

export class PGliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;

  private readonly notificationListeners = new Set<(channel: string, payload: string) => void>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: { id?: number; ready?: boolean; result?: unknown; error?: Record<string, unknown>; channel?: string; payload?: string }) => {
      if (message.channel !== undefined) {
        for (const listener of this.notificationListeners) listener(message.channel, message.payload ?? '');
        return;
      }
      if (message.id === undefined) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(rebuild(message.error));
      else waiting.resolve(message.result);
    });
    const stop = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => stop(error));
    worker.on('exit', (code) => stop(new Error(`the embedded database stopped (exit code ${code})`)));
  }

  /**
   * Starts the worker and waits until the database is open: its files under dataDir, or in memory when
   * null, starting from the files of a dump (`dumpTo`) when loadFrom names one.
   */
  static async start(dataDir: string | null, loadFrom: string | null = null): Promise<PGliteThread> {
    const worker = new Worker(WORKER, { workerData: { dataDir, loadFrom } });
    await new Promise<void>((ready, fail) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('error', fail);
        worker.off('message', onMessage);
        ready();
      };
      worker.on('message', onMessage);
      worker.once('error', fail);
    });
    return new PGliteThread(worker);
  }

  /** NOTIFY on the channels the worker listens on (site_changed), delivered after the notifying transaction commits. */
  onNotification(listener: (channel: string, payload: string) => void): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  private request<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results> {
    return this.request({ kind: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.request({ kind: 'exec', sql, tx });
  }

  /** Runs the callback in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    const tx = this.nextId++;
    await this.request({ kind: 'begin', tx });
    const scoped: PGliteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql) => this.exec(sql, tx),
    };
    let result: T;
    try {
      result = await callback(scoped);
    } catch (error) {
      await this.request({ kind: 'rollback', tx }).catch(() => undefined);
      throw error;
    }
    await this.request({ kind: 'commit', tx });
    return result;
  }

  /** Writes the database's files to one file (a tar archive) that `start` can load again. */
  dumpTo(path: string): Promise<void> {
    return this.request({ kind: 'dump', path });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.request({ kind: 'close' });
    await this.worker.terminate();
  }
}
