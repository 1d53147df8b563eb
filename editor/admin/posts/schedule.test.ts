import { describe, expect, it } from 'vitest';
import { publishState } from './schedule';

describe('publishState', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is scheduled for a time to come, published for one gone by, and on save without one', () => {
    expect(publishState('2026-11-24T12:00:01Z', now)).toEqual({ kind: 'scheduled', at: '2026-11-24T12:00:01Z' });
    expect(publishState('2026-11-24T12:00:00Z', now)).toEqual({ kind: 'published', at: '2026-11-24T12:00:00Z' });
    expect(publishState(null, now)).toEqual({ kind: 'on-save' });
  });
});
