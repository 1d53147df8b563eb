import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ArtworkRecord, BulkJob, BulkJobStarted } from '../../schema';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { signIn } from '../test/harness';
import { processStorage, startServerProcess, type ServerProcess } from '../test/process';
import { OWNER_EMAIL, OWNER_PASSWORD } from '../test/seeded';

/**
 * A bulk price change run as a job, with its server process killed (SIGKILL) twice on the way: once
 * inside a chunk's transaction, after its prices were changed and before its progress was written, and
 * once right after a chunk committed. Each time the next start takes the job up where it was, and in
 * the end every price has changed by the percent exactly once: never twice for the chunk that was cut
 * short, never missed for one that was not. Another site's works keep their prices.
 */

const WORKS = 60;
let storage: Awaited<ReturnType<typeof processStorage>>;
let server: ServerProcess | null = null;

beforeAll(async () => {
  storage = await processStorage();
});
afterAll(async () => {
  await server?.stop();
  await storage?.dispose();
});

const start = (crashAt?: string) =>
  startServerProcess({
    ...storage.env,
    OWNER_EMAIL,
    OWNER_PASSWORD,
    BULK_JOB_THRESHOLD: '20',
    BULK_JOB_CHUNK: '10',
    // A killed process's lease runs out at once, so the next start takes its job up.
    BULK_JOB_LEASE_SECONDS: '1',
    ...(crashAt ? { BULK_JOB_CRASH_AT: crashAt } : {}),
  });

function api(base: string, cookie: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${base}/api/owner${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };
}

async function made(call: ReturnType<typeof api>, bodies: Record<string, unknown>[]): Promise<ArtworkRecord[]> {
  const works: ArtworkRecord[] = [];
  for (const body of bodies) {
    const answer = await call<ArtworkRecord>('POST', '/artworks', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    works.push(answer.body);
  }
  return works;
}

it('take a job up after a crash inside a chunk and one after a chunk, and change every price exactly once', async () => {
  server = await start('in-chunk@3');
  let owner = api(server.url, await signIn(server.url));
  const works = await made(owner, Array.from({ length: WORKS }, (_, i) => ({ title: `Crash price ${i}`, tags: ['crash-price'], editions: [{ price: 10_001 + i * 13 }] })));
  const theirs = await made(api(server.url, await signIn(server.url, ARTIST_OWNER_EMAIL)), [{ title: 'Their crash price', tags: ['crash-price'], editions: [{ price: 10_001 }] }]);

  const begun = await owner<BulkJobStarted>('POST', '/artworks/bulk-by-filter', { filter: { tag: 'crash-price' }, action: 'price', percent: 10, matching: WORKS });
  expect(begun.status, JSON.stringify(begun.body)).toBe(202);
  const id = begun.body.job.id;
  // Killed inside its third chunk: two chunks were written.
  expect(await server.exited).toBe('SIGKILL');

  server = await start('after-chunk@2');
  expect(await server.exited).toBe('SIGKILL');

  server = await start();
  owner = api(server.url, await signIn(server.url));
  let job: BulkJob;
  for (const deadline = Date.now() + 60_000; ; ) {
    job = (await owner<BulkJob>('GET', `/artworks/bulk-jobs/${id}`)).body;
    if (job.state === 'done' || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(job).toMatchObject({ state: 'done', total: WORKS, done: WORKS, changed: WORKS, unchanged: 0, prices: WORKS });

  for (const work of works) {
    const now = (await owner<ArtworkRecord>('GET', `/artworks/${work.id}`)).body;
    expect(now.editions[0].price, work.title).toBe(Math.round(work.editions[0].price * 1.1));
  }
  const their = api(server.url, await signIn(server.url, ARTIST_OWNER_EMAIL));
  expect((await their<ArtworkRecord>('GET', `/artworks/${theirs[0].id}`)).body.editions[0].price).toBe(10_001);
  expect(server.output()).toMatch(/\[bulk jobs\] job \d+: taken up at \d+ of 60 works/);
}, 300_000);
