import { describe, expect, it } from 'vitest';
import { daysLeft } from './days';

describe('daysLeft', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('counts a part of a day as a day', () => {
    expect(daysLeft('2026-12-24T12:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-11-24T12:00:01Z', now)).toBe(1);
    expect(daysLeft('2026-11-25T11:00:00Z', now)).toBe(1);
  });
  it('never goes below zero', () => {
    expect(daysLeft('2026-11-20T12:00:00Z', now)).toBe(0);
  });
});
