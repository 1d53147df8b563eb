import { describe, expect, it } from 'vitest';
import { SearchType, UserType } from '../../../schema/enums';
import { searchTabs, searchTabType } from './route';

describe('search tabs', () => {
  it('are All, Artists, Blogs, Inventory, Exhibitions, each with its noun, and no Artists on artist sites', () => {
    expect(searchTabs(UserType.Gallery).map((t) => [t.label, t.type, t.noun])).toEqual([
      ['All', null, 'results'],
      ['Artists', SearchType.Artist, 'artists'],
      ['Blogs', SearchType.Blog, 'blogs'],
      ['Inventory', SearchType.Inventory, 'inventory'],
      ['Exhibitions', SearchType.Show, 'exhibitions'],
    ]);
    expect(searchTabs(UserType.Artist).map((t) => t.label)).toEqual(['All', 'Blogs', 'Inventory', 'Exhibitions']);
  });

  it('read ?type= as a tab the site has, else All', () => {
    expect(searchTabType('3', UserType.Gallery)).toBe(SearchType.Show);
    expect(searchTabType('0', UserType.Gallery)).toBe(SearchType.Inventory);
    expect(searchTabType('1', UserType.Gallery)).toBe(SearchType.Artist);
    expect(searchTabType('1', UserType.Artist)).toBeNull();
    for (const value of [null, '', '7', 'x', '01', ' 2']) expect(searchTabType(value, UserType.Gallery)).toBeNull();
  });
});
