import { describe, expect, it } from 'vitest';
import type { BulkJob } from '../../../schema';
import { ended, outcome, progress } from './bulk-job';

const job = (over: Partial<BulkJob>): BulkJob => ({
  id: 7,
  change: { action: 'price', percent: 10 },
  state: 'running',
  total: 12_000,
  done: 2_000,
  changed: 1_950,
  unchanged: 50,
  prices: 1_990,
  message: null,
  startedAt: '2026-11-28T12:00:00.000Z',
  finishedAt: null,
  ...over,
});

describe('a bulk job in the artworks table', () => {
  it('says what it is doing and how far it is while it runs, and that the owner need not wait', () => {
    expect(progress(job({}))).toBe('Changing prices by +10%: 2,000 of 12,000 artworks done, 1,950 changed. You can go on working; the table refreshes when it is done.');
    expect(progress(job({ change: { action: 'addTag', tag: 'framed' }, done: 0, changed: 0 }))).toBe(
      'Adding the tag ‘framed’: 0 of 12,000 artworks done, 0 changed. You can go on working; the table refreshes when it is done.',
    );
    expect(progress(job({ change: { action: 'markOnHold' }, total: 1, done: 1, changed: 1 }))).toMatch(/^Putting on hold: 1 of 1 artwork done, 1 changed\./);
  });

  it('says when its server stopped that it goes on by itself', () => {
    expect(progress(job({ state: 'interrupted', change: { action: 'archive' } }))).toBe(
      'Archiving: stopped at 2,000 of 12,000 artworks done, 1,950 changed, when the server stopped. It goes on by itself once the server is back.',
    );
    expect(ended(job({ state: 'interrupted' }))).toBe(false);
    expect(ended(job({ state: 'running' }))).toBe(false);
  });

  it('reports its end as an action done at once does, and a failure with why and how far it got', () => {
    const done = job({ state: 'done', done: 12_000, changed: 11_000, unchanged: 1_000, prices: 11_020 });
    expect(ended(done)).toBe(true);
    expect(outcome(done)).toEqual({ text: 'Changed 11,020 prices by +10% on 11,000 artworks. 1,000 artworks kept their prices.', failed: false });
    expect(outcome(job({ state: 'done', change: { action: 'removeTag', tag: 'old' }, done: 600, changed: 600, unchanged: 0 }))).toEqual({ text: 'Removed the tag ‘old’ from 600 artworks.', failed: false });
    const failed = job({ state: 'failed', message: 'The action stopped: the database refused a change three times in a row.' });
    expect(ended(failed)).toBe(true);
    expect(outcome(failed)).toEqual({
      text: 'The action stopped: the database refused a change three times in a row. Gone through: 2,000 of 12,000 artworks. Changed 1,990 prices by +10% on 1,950 artworks. 50 artworks kept their prices.',
      failed: true,
    });
  });
});
