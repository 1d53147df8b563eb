import { describe, expect, it } from 'vitest';
import { queryInput } from './errors';

describe('query strings as input', () => {
  it('takes the first value of a plain key', () => {
    expect(queryInput({ limit: ['10', '20'], q: ['oil'] })).toEqual({ limit: '10', q: 'oil' });
  });

  it('folds indexed keys into one list in index order, after a plain value of the same name', () => {
    expect(queryInput({ 'medium[1]': ['Paper'], 'medium[0]': ['Oil'] })).toEqual({ medium: ['Oil', 'Paper'] });
    expect(queryInput({ medium: ['Acrylic'], 'medium[0]': ['Oil'] })).toEqual({ medium: ['Acrylic', 'Oil'] });
  });

  it('leaves a key that only looks indexed as it is', () => {
    expect(queryInput({ 'medium[x]': ['Oil'] })).toEqual({ 'medium[x]': 'Oil' });
  });
});
