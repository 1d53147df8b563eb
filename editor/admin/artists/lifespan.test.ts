import { describe, expect, it } from 'vitest';
import { lifespan } from './lifespan';

describe('lifespan', () => {
  it('shows both years, one of them, or nothing', () => {
    expect(lifespan(1901, 1980)).toBe('1901–1980');
    expect(lifespan(1945, null)).toBe('born 1945');
    expect(lifespan(null, 1890)).toBe('died 1890');
    expect(lifespan(null, null)).toBe('');
  });
});
