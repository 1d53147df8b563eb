import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { admission } from './admission';

/** A handler that holds its slot until the test lets it go. */
function appWith(limits: { concurrent: number; queue: number; waitMs: number }) {
  const gates: (() => void)[] = [];
  const started: number[] = [];
  const guard = admission(limits);
  const app = new Hono();
  app.use('*', guard);
  app.get('/api/work/:n', async (c) => {
    started.push(Number(c.req.param('n')));
    await new Promise<void>((resolve) => gates.push(resolve));
    return c.json({ ok: true });
  });
  app.get('/page', (c) => c.html('<p>page</p>'));
  return { app, gates, started, guard };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('admission control', () => {
  it('works on a few at once, queues a few more in order, and refuses the rest at once with 503 and Retry-After', async () => {
    const { app, gates, started, guard } = appWith({ concurrent: 2, queue: 2, waitMs: 5_000 });
    const answers = [1, 2, 3, 4, 5, 6].map((n) => app.request(`/api/work/${n}`));
    await tick();
    expect(started).toEqual([1, 2]);
    expect(guard.stats()).toEqual({ active: 2, waiting: 2, refused: 2 });
    const refused = await Promise.all([answers[4], answers[5]]);
    for (const res of refused) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ error: { code: 'busy', message: 'The server is busy. Please try again in a moment.' } });
    }
    gates.shift()!();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    while (gates.length) {
      gates.shift()!();
      await tick();
    }
    expect((await Promise.all(answers.slice(0, 4))).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(guard.stats()).toEqual({ active: 0, waiting: 0, refused: 2 });
  });

  it('refuses a request that waited past its limit, and the slot it would have had goes to the next', async () => {
    const { app, gates, started } = appWith({ concurrent: 1, queue: 5, waitMs: 50 });
    const first = app.request('/api/work/1');
    const late = app.request('/api/work/2');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await late).status).toBe(503);
    const next = app.request('/api/work/3');
    gates.shift()!();
    await tick();
    expect(started).toEqual([1, 3]);
    gates.shift()!();
    expect([(await first).status, (await next).status]).toEqual([200, 200]);
  });

  it('answers a refused visitor page in HTML', async () => {
    const { app, gates } = appWith({ concurrent: 1, queue: 0, waitMs: 50 });
    const busy = app.request('/api/work/1');
    await tick();
    const page = await app.request('/page');
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('The server is busy');
    gates.shift()!();
    expect((await busy).status).toBe(200);
  });
});
