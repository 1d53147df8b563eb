import { describe, expect, it } from 'vitest';
import { dateRange } from './dates';

describe('dateRange', () => {
  it('shows the dates as days, whatever the owner’s time zone', () => {
    expect(dateRange('2025-06-01', '2025-08-31')).toBe('1 Jun 2025 – 31 Aug 2025');
    expect(dateRange('2025-06-01', null)).toBe('from 1 Jun 2025');
    expect(dateRange(null, '2025-08-31')).toBe('until 31 Aug 2025');
    expect(dateRange(null, null)).toBe('');
  });
});
