import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, requestsFinished } from './listen';

/**
 * A shutdown cuts the connections of requests that take too long, but their handlers go on (a purchase
 * goes on to its capture): the database may close only once they have ended.
 */
describe('requests under way at a shutdown', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('are waited for after their connection is cut, until their handler ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    const steps: string[] = [];
    const app = new Hono().get('/slow', async (c) => {
      started();
      await held;
      steps.push('handler ended');
      return c.text('done');
    });
    const server = listen(app, { port: 0, hostname: '127.0.0.1' });
    close = () => new Promise((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;

    const answer = fetch(`http://127.0.0.1:${port}/slow`).catch(() => 'cut');
    await arrived;
    server.closeAllConnections();
    expect(await answer).toBe('cut');

    const finished = requestsFinished(server).then(() => steps.push('finished'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(steps).toEqual([]);
    release();
    await finished;
    expect(steps).toEqual(['handler ended', 'finished']);
  });

  it('resolve at once when none is under way', async () => {
    const server = listen(new Hono(), { port: 0, hostname: '127.0.0.1' });
    close = () => new Promise((resolve) => server.close(() => resolve()));
    await expect(requestsFinished(server)).resolves.toBeUndefined();
  });
});
