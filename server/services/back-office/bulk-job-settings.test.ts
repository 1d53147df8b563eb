import { describe, expect, it } from 'vitest';
import { BULK_JOB_DEFAULTS, firstChunkSize, nextChunkSize } from './bulk-job-settings';

describe('the size of a bulk job’s chunks', () => {
  const settings = { ...BULK_JOB_DEFAULTS, chunk: 1000, chunkMs: 250 };

  it('starts small, then takes as many works as the time of a chunk holds at the pace of the last, growing by half at most', () => {
    expect(firstChunkSize(settings)).toBe(50);
    expect(nextChunkSize(settings, 50, 25)).toBe(75);
    expect(nextChunkSize(settings, 300, 300)).toBe(250);
    expect(nextChunkSize(settings, 200, 1000)).toBe(50);
  });

  it('keeps within ten works and the most a chunk takes', () => {
    expect(nextChunkSize(settings, 20, 5000)).toBe(10);
    expect(nextChunkSize(settings, 900, 10)).toBe(1000);
    expect(nextChunkSize({ ...settings, chunk: 5 }, 5, 5000)).toBe(5);
    expect(firstChunkSize({ ...settings, chunk: 20 })).toBe(20);
  });
});
