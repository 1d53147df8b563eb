import { describe, expect, it } from 'vitest';
import { allMatching, chosenOnPage, current, emptySelection, isEmpty, pageToggled, selectedCount, toggled } from './selection';

const page = [1, 2, 3];

describe('the artworks table’s selection', () => {
  it('chooses rows by id, and a whole page, and lets them go', () => {
    let s = toggled(emptySelection('tag=sea'), page, 2);
    expect([...s.ids]).toEqual([2]);
    s = pageToggled(s, page, true);
    expect([...s.ids].sort()).toEqual([1, 2, 3]);
    expect(selectedCount(s, 500)).toBe(3);
    s = pageToggled(s, page, false);
    expect(isEmpty(s)).toBe(true);
  });

  it('chooses every matching work by its filters, shown chosen on every page and counted by the filters’ total', () => {
    const s = allMatching('tag=sea');
    expect(s.ids.size).toBe(0);
    expect([...chosenOnPage(s, [7, 8])]).toEqual([7, 8]);
    expect(selectedCount(s, 193_056)).toBe(193_056);
    expect(isEmpty(s)).toBe(false);
    expect(pageToggled(s, page, true)).toBe(s);
  });

  it('letting one row go out of every matching work keeps the rest of the page by id; letting the page go chooses nothing', () => {
    const s = toggled(allMatching('tag=sea'), page, 2);
    expect(s).toEqual({ filter: 'tag=sea', ids: new Set([1, 3]), allMatching: false });
    expect(isEmpty(pageToggled(allMatching('tag=sea'), page, false))).toBe(true);
  });

  it('belongs to the filters it was made under', () => {
    const s = allMatching('tag=sea');
    expect(current(s, 'tag=sea')).toBe(s);
    expect(current(s, 'tag=sky')).toEqual(emptySelection('tag=sky'));
  });
});
