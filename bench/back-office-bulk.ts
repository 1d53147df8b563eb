import type { BulkJob } from '../schema';

/**
 * Bulk actions by filter over the scale site (about 193,000 works), as the artworks table sends them:
 * the count its question shows, then the action over every matching work, then the same action undone
 * over the same works (so a kept database stays as it was, but for revisions and a cent of rounding).
 * Each changed work costs one write of its row (with its 23 indexes), the most of the time on the
 * embedded database (about 1-3 ms a work there). Past the server's threshold (500 works) an action is
 * a job run in chunks (server/services/back-office/bulk-jobs.ts): its figure is the time until the job
 * is done, and meanwhile a visitor's pages are asked for over and over, to see how long they wait.
 */

type Timed = (method: string, path: string, body?: unknown) => Promise<{ ms: number; json: unknown; status?: number }>;
/** A visitor's GET of the scale site: how long it took and its status. */
export type Visit = (path: string) => Promise<{ ms: number; status: number }>;
type Filter = Record<string, string | number>;
type Body = Record<string, unknown>;

/**
 * Name, filter, action, and the undoing action with its filter. Works a status or price filter picks
 * are tagged first and then named by the tag, so the undo reaches exactly them. {from} and {to} are the
 * prices of the 50,000th and 60,000th work by price (about 10,000 works between them).
 */
export const BULK_BY_FILTER: Array<[string, Filter, Body, Filter, Body]> = [
  ['tag a title word’s works', { q: 'landscape' }, { action: 'addTag', tag: 'bench bulk' }, { q: 'landscape' }, { action: 'removeTag', tag: 'bench bulk' }],
  ['on hold, a title word’s available works', { q: 'landscape', status: 'available' }, { action: 'addTag', tag: 'bench hold' }, {}, {}],
  ['', { tag: 'bench hold' }, { action: 'markOnHold' }, { tag: 'bench hold' }, { action: 'markAvailable' }],
  ['', { tag: 'bench hold' }, { action: 'removeTag', tag: 'bench hold' }, {}, {}],
  ['price +10%, works from $2,000 to $2,100', { minPrice: 200000, maxPrice: 210000 }, { action: 'addTag', tag: 'bench price' }, {}, {}],
  ['', { tag: 'bench price' }, { action: 'price', percent: 10 }, { tag: 'bench price' }, { action: 'price', percent: -100 / 11 }],
  ['', { tag: 'bench price' }, { action: 'removeTag', tag: 'bench price' }, {}, {}],
  ['price +10%, about 10,000 works', { minPrice: '{from}', maxPrice: '{to}' }, { action: 'addTag', tag: 'bench ten thousand' }, {}, {}],
  ['', { tag: 'bench ten thousand' }, { action: 'price', percent: 10 }, { tag: 'bench ten thousand' }, { action: 'price', percent: -100 / 11 }],
  ['', { tag: 'bench ten thousand' }, { action: 'removeTag', tag: 'bench ten thousand' }, {}, {}],
];

/** The largest: every work of the site. */
export const BULK_WHOLE_SITE: [string, Filter, Body, Filter, Body] = ['tag every work', {}, { action: 'addTag', tag: 'bench all' }, {}, { action: 'removeTag', tag: 'bench all' }];

function summary(times: number[]): string {
  if (!times.length) return 'none';
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return `p50 ${at(50).toFixed(0)} ms, p95 ${at(95).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms (n=${sorted.length})`;
}

/**
 * Runs one action until it is done: answered at once, or a job followed to its end while a visitor
 * asks for pages of the site one after another (when `visit` is given). The time is from the request
 * to the job's end.
 */
async function runAction(timed: Timed, body: Body, visit: Visit | null, visitorPaths: string[]): Promise<{ ms: number; done: { matching?: number; total?: number; changed: number }; job: boolean; visits: { ms: number; status: number }[] }> {
  const started = performance.now();
  const answer = await timed('POST', '/artworks/bulk-by-filter', body);
  const started202 = (answer.json as { job?: BulkJob }).job;
  if (!started202) return { ms: answer.ms, done: answer.json as { matching: number; changed: number }, job: false, visits: [] };
  const visits: { ms: number; status: number }[] = [];
  let running = true;
  const visitor = (async () => {
    for (let i = 0; running && visit; i += 1) visits.push(await visit(visitorPaths[i % visitorPaths.length]));
  })();
  let job = started202;
  while (job.state === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    job = (await timed('GET', `/artworks/bulk-jobs/${job.id}`)).json as BulkJob;
  }
  running = false;
  await visitor;
  if (job.state !== 'done') throw new Error(`job ${job.id} ended ${job.state}: ${job.message}`);
  return { ms: performance.now() - started, done: job, job: true, visits };
}

export async function measureBulkByFilter(
  timed: Timed,
  line: (what: string, value: string) => void,
  options: { visit?: Visit; visitorPaths?: string[]; wholeSite?: boolean } = {},
): Promise<void> {
  const priceAt = async (offset: number) => ((await timed('GET', `/artworks?sort=price&limit=1&offset=${offset}`)).json as { items: { lowestPrice: number | null }[] }).items[0]?.lowestPrice ?? 0;
  const prices = { '{from}': await priceAt(50_000), '{to}': await priceAt(60_000) };
  const filled = (filter: Filter): Filter => Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, prices[v as keyof typeof prices] ?? v]));
  const visitorPaths = options.visitorPaths ?? [];
  let name = '';
  for (const [named, rawFilter, action, undoFilter, undo] of [...BULK_BY_FILTER, ...(options.wholeSite ? [BULK_WHOLE_SITE] : [])]) {
    name = named || name;
    const filter = filled(rawFilter);
    const count = await timed('POST', '/artworks/bulk-by-filter/count', { filter, ...action });
    const { matching, changing } = count.json as { matching: number; changing: number };
    const done = await runAction(timed, { filter, ...action, matching }, options.visit ?? null, visitorPaths);
    const how = done.job ? 'as a job, until done' : 'at once';
    line(`bulk by filter, ${name}: ${action.action} over ${matching.toLocaleString('en-US')} (count ${count.ms.toFixed(0)} ms), ${how}`, `${done.ms.toFixed(0)} ms`);
    if (done.job && options.visit) {
      const refused = done.visits.filter((v) => v.status !== 200).length;
      line(`  a visitor's pages meanwhile, one after another (${refused} not 200)`, summary(done.visits.map((v) => v.ms)));
    }
    if (changing !== done.done.changed) line('  the count before differs from what changed', 'FAILED');
    if (!undo.action) continue;
    const back = await runAction(timed, { filter: undoFilter, ...undo }, null, []);
    line(`bulk by filter, ${name}: ${String(undo.action)} over ${(back.done.matching ?? back.done.total ?? 0).toLocaleString('en-US')}`, `${back.ms.toFixed(0)} ms`);
  }
}
