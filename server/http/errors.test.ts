import { describe, expect, it } from 'vitest';
import { queryInput } from './errors';

describe('query strings as input', () => {
  it('takes a plain key’s value, and every value of a key given more than once (never only the first)', () => {
    expect(queryInput({ limit: ['10', '20'], q: ['oil'] })).toEqual({ limit: ['10', '20'], q: 'oil' });
    expect(queryInput({ medium: ['Oil', 'Paper'], 'medium[0]': ['Acrylic'] })).toEqual({ medium: ['Oil', 'Paper', 'Acrylic'] });
  });

  it('folds indexed keys into one list in index order, after a plain value of the same name', () => {
    expect(queryInput({ 'medium[1]': ['Paper'], 'medium[0]': ['Oil'] })).toEqual({ medium: ['Oil', 'Paper'] });
    expect(queryInput({ medium: ['Acrylic'], 'medium[0]': ['Oil'] })).toEqual({ medium: ['Acrylic', 'Oil'] });
  });

  it('leaves a key that only looks indexed as it is', () => {
    expect(queryInput({ 'medium[x]': ['Oil'] })).toEqual({ 'medium[x]': 'Oil' });
  });
});
