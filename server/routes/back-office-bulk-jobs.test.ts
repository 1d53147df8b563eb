import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, type ArtworkRecord, type BulkFilterResponse, type BulkJob, type BulkJobCurrent, type BulkJobStarted } from '../../schema';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { dbRows, madeArtworks, ownerApi, refusal, visitorPage, type OwnerApi } from '../test/back-office';
import { signIn, startTestServer, type TestServer } from '../test/harness';

/**
 * Bulk actions by filter over more works than the threshold, run as a job in chunks (POST /api/owner/
 * artworks/bulk-by-filter answers 202 with the job; GET …/bulk-jobs/{id} its progress). Over a small
 * threshold and chunk, so a few hundred works make many chunks, with a pause between them long enough
 * to see the job mid-way and a visitor served meanwhile.
 */

const CHUNK = 20;
let server: TestServer;
let owner: OwnerApi;
let other: OwnerApi;
beforeAll(async () => {
  server = await startTestServer({ bulkJobs: { threshold: 50, chunk: CHUNK, chunkMs: 60_000, leaseSeconds: 30, pauseMs: 150 } });
  owner = ownerApi(server, await signIn(server.url));
  other = ownerApi(server, await signIn(server.url, ARTIST_OWNER_EMAIL));
}, 120_000);
afterAll(() => server?.close());

async function started(body: Record<string, unknown>): Promise<BulkJob> {
  const answer = await owner<BulkJobStarted>('POST', '/artworks/bulk-by-filter', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return answer.body.job;
}

async function job(id: number, api = owner): Promise<BulkJob> {
  const answer = await api<BulkJob>('GET', `/artworks/bulk-jobs/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Polls the job until it ends; every state it was seen in. */
async function finished(id: number): Promise<{ job: BulkJob; seen: BulkJob[] }> {
  const seen: BulkJob[] = [];
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const now = await job(id);
    seen.push(now);
    if (now.state !== 'running') return { job: now, seen };
    await new Promise((r) => setTimeout(r, 40));
  }
  throw new Error(`job ${id} did not end within a minute`);
}

const price = (work: ArtworkRecord) => work.editions[0].price;

describe('bulk actions by filter as a job in chunks', () => {
  it('change the prices of every matching work once, in chunks, with progress to read mid-way, visitors served and seeing each chunk’s prices meanwhile, and no other site’s work touched', async () => {
    const works = await madeArtworks(owner, Array.from({ length: 160 }, (_, i) => ({ title: `Job price ${i}`, tags: ['job-price'], editions: [{ price: 10_000 + i * 7 }] })));
    const outside = await madeArtworks(owner, [{ title: 'Job price outside', tags: ['elsewhere'], editions: [{ price: 10_000 }] }]);
    const theirs = await madeArtworks(other, Array.from({ length: 5 }, (_, i) => ({ title: `Their job price ${i}`, tags: ['job-price'], editions: [{ price: 10_000 }] })));
    const first = works.reduce((a, b) => (a.id < b.id ? a : b));
    expect((await visitorPage(server, `/art/${first.id}`)).html).toContain(formatMoney(price(first)));

    const begun = await started({ filter: { tag: 'job-price' }, action: 'price', percent: 10, matching: 160 });
    expect(begun).toMatchObject({ state: 'running', total: 160, change: { action: 'price', percent: 10 }, finishedAt: null });
    expect(begun.done).toBeLessThan(160);
    // The job in hand is the site's current one.
    expect((await owner<BulkJobCurrent>('GET', '/artworks/bulk-jobs/current')).body.job?.id).toBe(begun.id);

    // Mid-way: a visitor's page is served between chunks, and shows the new price of a work changed already.
    let midway: BulkJob;
    do midway = await job(begun.id);
    while (midway.done < CHUNK);
    const page = await visitorPage(server, `/art/${first.id}`);
    const after = await job(begun.id);
    expect(page.status).toBe(200);
    expect(page.html).toContain(formatMoney(Math.round(price(first) * 1.1)));
    expect(after.state).toBe('running');
    expect(after.done).toBeLessThan(160);

    const { job: done, seen } = await finished(begun.id);
    expect(done).toMatchObject({ state: 'done', total: 160, done: 160, changed: 160, unchanged: 0, prices: 160, message: null });
    expect(done.finishedAt).not.toBeNull();
    // Progress was seen moving, a chunk at a time.
    const midways = seen.filter((s) => s.state === 'running').map((s) => s.done);
    expect(midways.some((d) => d > 0 && d < 160)).toBe(true);
    expect(midways.every((d) => d % CHUNK === 0)).toBe(true);

    const priced = new Map((await dbRows<{ id: number; price: number; lowest: number }>(server, `select i.id, e.price, i.lowest_price as lowest from inventory i join editions e on e.inventory_id = i.id where i.tags @> array['job-price']`)).map((r) => [r.id, r]));
    for (const work of works) {
      expect(priced.get(work.id)!.price, work.title).toBe(Math.round(price(work) * 1.1));
      expect(priced.get(work.id)!.lowest, work.title).toBe(Math.round(price(work) * 1.1));
    }
    for (const work of theirs) expect(priced.get(work.id)!.price).toBe(10_000);
    expect(price((await owner<ArtworkRecord>('GET', `/artworks/${outside[0].id}`)).body)).toBe(10_000);
    expect((await owner<BulkJobCurrent>('GET', '/artworks/bulk-jobs/current')).body.job).toBeNull();
    // Nothing is left of its list of works.
    expect(await dbRows(server, `select 1 from bulk_job_works where job_id = ${begun.id}`)).toEqual([]);
  });

  it('go through the works that matched when it started: a work that stops matching mid-way is changed still, one that starts matching is not', async () => {
    const works = await madeArtworks(owner, Array.from({ length: 100 }, (_, i) => ({ title: `Job fixed ${i}`, tags: ['job-fixed'], editions: [{ price: 5_000 }] })));
    const [late] = await madeArtworks(owner, [{ title: 'Job fixed, late', tags: [], editions: [{ price: 5_000 }] }]);
    const last = works.reduce((a, b) => (a.id > b.id ? a : b));
    const begun = await started({ filter: { tag: 'job-fixed' }, action: 'archive' });
    expect(begun.total).toBe(100);
    // The last work (changed in the last chunk) leaves the filter, and another work joins it, while the job runs.
    expect((await owner('PATCH', `/artworks/${last.id}`, { revision: last.revision, tags: ['gone'] })).status).toBe(200);
    expect((await owner('PATCH', `/artworks/${late.id}`, { revision: late.revision, tags: ['job-fixed'] })).status).toBe(200);
    const { job: done } = await finished(begun.id);
    expect(done).toMatchObject({ state: 'done', done: 100, changed: 100 });
    expect((await owner<ArtworkRecord>('GET', `/artworks/${last.id}`)).body.active).toBe(false);
    expect((await owner<ArtworkRecord>('GET', `/artworks/${late.id}`)).body.active).toBe(true);
    expect((await visitorPage(server, `/art/${works[0].id}`)).status).toBe(404);
  });

  it('refuse a second job over the site’s artworks while one runs (409, saying how far it is), let a small action through meanwhile, and another site start its own', async () => {
    await madeArtworks(owner, Array.from({ length: 120 }, (_, i) => ({ title: `Job busy ${i}`, tags: ['job-busy'], editions: [{ price: 8_000 }] })));
    const small = await madeArtworks(owner, Array.from({ length: 3 }, (_, i) => ({ title: `Job busy small ${i}`, tags: ['job-small'], editions: [{ price: 8_000 }] })));
    const theirs = await madeArtworks(other, Array.from({ length: 60 }, (_, i) => ({ title: `Their job busy ${i}`, tags: ['job-busy'], editions: [{ price: 8_000 }] })));
    const begun = await started({ filter: { tag: 'job-busy' }, action: 'addTag', tag: 'busy' });

    const second = refusal(await owner('POST', '/artworks/bulk-by-filter', { filter: { tag: 'job-busy' }, action: 'removeTag', tag: 'busy' }));
    expect(second).toMatchObject({ status: 409, code: 'edit_conflict' });
    expect(second.message).toMatch(/^Another bulk action is still going through this site’s artworks \(\d+ of 120 done\)\. Wait until it is done, then try again\.$/);
    const quick = await owner<BulkFilterResponse>('POST', '/artworks/bulk-by-filter', { filter: { tag: 'job-small' }, action: 'addTag', tag: 'quick' });
    expect(quick.status).toBe(200);
    expect(quick.body).toEqual({ matching: 3, changed: 3, unchanged: 0 });
    const theirJob = await other<BulkJobStarted>('POST', '/artworks/bulk-by-filter', { filter: { tag: 'job-busy' }, action: 'archive' });
    expect(theirJob.status).toBe(202);

    expect((await finished(begun.id)).job).toMatchObject({ state: 'done', changed: 120 });
    for (;;) {
      const theirNow = await job(theirJob.body.job.id, other);
      if (theirNow.state === 'done') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Each owner reads only their own site's jobs.
    expect(refusal(await owner('GET', `/artworks/bulk-jobs/${theirJob.body.job.id}`))).toMatchObject({ status: 404, code: 'not_found' });
    for (const work of theirs) expect((await other<ArtworkRecord>('GET', `/artworks/${work.id}`)).body).toMatchObject({ active: false, tags: ['job-busy'] });
    expect((await owner<ArtworkRecord>('GET', `/artworks/${small[0].id}`)).body.tags).toEqual(['job-small', 'quick']);
    // Once done, the next one may start.
    expect((await finished((await started({ filter: { tag: 'job-busy' }, action: 'removeTag', tag: 'busy', matching: 120 })).id)).job).toMatchObject({ state: 'done', changed: 120 });
  });

  it('refuse a count that no longer holds (409, no job started), bad input with 400 and a job that is not the site’s with 404', async () => {
    await madeArtworks(owner, Array.from({ length: 60 }, (_, i) => ({ title: `Job stale ${i}`, tags: ['job-stale'], editions: [{ price: 3_000 }] })));
    const stale = refusal(await owner('POST', '/artworks/bulk-by-filter', { filter: { tag: 'job-stale' }, action: 'archive', matching: 59 }));
    expect(stale).toMatchObject({ status: 409, code: 'edit_conflict' });
    expect(stale.message).toBe('The filter now matches 60 artworks, not the 59 asked about: the works changed since. Nothing was changed; look again and confirm.');
    expect((await owner<BulkJobCurrent>('GET', '/artworks/bulk-jobs/current')).body.job).toBeNull();
    expect(await dbRows(server, `select 1 from inventory where not active and tags @> array['job-stale']`)).toEqual([]);

    for (const body of [{ filter: { tag: 'job-stale' }, action: 'price', percent: 'ten' }, { filter: { tag: 'job-stale' }, action: 'archive', matching: -1 }, { filter: { tag: 'job-stale', colour: 'red' }, action: 'archive' }]) {
      expect(refusal(await owner('POST', '/artworks/bulk-by-filter', body)), JSON.stringify(body)).toMatchObject({ status: 400, code: 'invalid_request' });
    }
    for (const id of ['abc', '0', '999999', '1.5']) {
      expect(refusal(await owner('GET', `/artworks/bulk-jobs/${id}`)), id).toMatchObject({ status: 404, code: 'not_found' });
    }
    expect((await fetch(`${server.url}/api/owner/artworks/bulk-jobs/current`)).status).toBe(401);
  });
});

describe('bulk actions over chosen works past the threshold', () => {
  it('run as a job of short transactions (202) that changes exactly the chosen works; a chosen work the site does not have refuses it all (404, no job)', async () => {
    const works = await madeArtworks(owner, Array.from({ length: 70 }, (_, i) => ({ title: `Chosen job ${i}`, tags: ['chosen-job'], editions: [{ price: 5_000 }] })));
    const left = await madeArtworks(owner, [{ title: 'Chosen job, not chosen', tags: ['chosen-job'], editions: [{ price: 5_000 }] }]);
    const theirs = await madeArtworks(other, [{ title: 'Their chosen job', editions: [{ price: 5_000 }] }]);
    const ids = works.map((w) => w.id);

    // One id of another site among them: nothing at all happens.
    const refused = refusal(await owner('POST', '/artworks/bulk', { ids: [...ids, theirs[0].id].sort((a, b) => a - b), action: 'addTag', tag: 'chosen' }));
    expect(refused).toMatchObject({ status: 404, code: 'not_found' });
    expect(refused.message).toContain(String(theirs[0].id));
    expect((await owner<BulkJobCurrent>('GET', '/artworks/bulk-jobs/current')).body.job).toBeNull();
    expect(await dbRows(server, `select 1 from inventory where tags @> array['chosen']`)).toEqual([]);

    const answer = await owner<BulkJobStarted>('POST', '/artworks/bulk', { ids, action: 'price', percent: 10 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.job).toMatchObject({ state: 'running', total: 70, change: { action: 'price', percent: 10 } });
    const { job: done, seen } = await finished(answer.body.job.id);
    expect(done).toMatchObject({ state: 'done', total: 70, done: 70, changed: 70, unchanged: 0, prices: 70 });
    // More than one chunk, so no transaction held all 70.
    expect(seen.some((s) => s.state === 'running' && s.done > 0 && s.done < 70)).toBe(true);
    for (const work of [works[0], works[69]]) expect(price((await owner<ArtworkRecord>('GET', `/artworks/${work.id}`)).body)).toBe(5_500);
    expect(price((await owner<ArtworkRecord>('GET', `/artworks/${left[0].id}`)).body)).toBe(5_000);
    expect(price((await other<ArtworkRecord>('GET', `/artworks/${theirs[0].id}`)).body)).toBe(5_000);

    // At the threshold or under, the answer comes at once, naming the works.
    const small = await owner<{ changed: number[]; unchanged: number[] }>('POST', '/artworks/bulk', { ids: ids.slice(0, 50), action: 'addTag', tag: 'chosen' });
    expect(small.status).toBe(200);
    expect(small.body.changed).toEqual(ids.slice(0, 50).sort((a, b) => a - b));
  });
});
