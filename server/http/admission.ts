import type { Context, Next } from 'hono';
import { ErrorCode } from '../../schema';
import { errorBody } from './errors';

/**
 * Admission control: at most `concurrent` requests are worked on at once, at most `queue` more wait
 * their turn, and none waits longer than `waitMs`. Past that the server answers 503 with Retry-After
 * at once, instead of letting requests pile up behind the database until clients time out. It matters
 * most on the embedded database, which runs one query at a time.
 */
export interface AdmissionLimits {
  concurrent: number;
  queue: number;
  waitMs: number;
}

export interface AdmissionStats {
  active: number;
  waiting: number;
  refused: number;
}

const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

export function admission(limits: AdmissionLimits) {
  let active = 0;
  let refused = 0;
  const waiting: { admit(): void; timer: NodeJS.Timeout }[] = [];

  /**
   * The slot passes straight to the next waiter, on the next turn of the event loop: the embedded
   * database answers without real I/O, so admitting at once would run the whole queue in one chain of
   * promise callbacks and keep the server from even accepting new connections meanwhile.
   */
  const release = () => {
    const next = waiting.shift();
    if (!next) {
      active -= 1;
      return;
    }
    clearTimeout(next.timer);
    setImmediate(next.admit);
  };

  /** Resolves true when admitted (the slot is then held), false when the wait ran out. */
  const enter = (): Promise<boolean> | boolean => {
    if (active < limits.concurrent) {
      active += 1;
      return true;
    }
    if (waiting.length >= limits.queue) return false;
    return new Promise<boolean>((resolve) => {
      const waiter = {
        admit: () => resolve(true),
        timer: setTimeout(() => {
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
          resolve(false);
        }, limits.waitMs),
      };
      waiting.push(waiter);
    });
  };

  const middleware = async (c: Context, next: Next) => {
    if (!(await enter())) {
      refused += 1;
      const headers = { 'Retry-After': '1' };
      if (c.req.path.startsWith('/api/')) return c.json(errorBody(ErrorCode.Busy, BUSY_MESSAGE), 503, headers);
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Busy</title></head><body><p>${BUSY_MESSAGE}</p></body></html>`, 503, headers);
    }
    try {
      await next();
    } finally {
      release();
    }
  };
  return Object.assign(middleware, { stats: (): AdmissionStats => ({ active, waiting: waiting.length, refused }) });
}
