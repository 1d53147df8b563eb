import { describe, expect, it } from 'vitest';
import { catalogueEntry } from './catalogue';
import { canContain } from './nesting';
import { own } from './own';

describe('own', () => {
  it('finds the table’s own entries only, never inherited ones', () => {
    const table = { text: 1 };
    expect(own(table, 'text')).toBe(1);
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) expect(own(table, key)).toBeUndefined();
  });

  it('keeps block types that name inherited properties unknown to the catalogue and the nesting rules', () => {
    for (const type of ['toString', 'constructor', '__proto__']) {
      expect(catalogueEntry(type)).toBeUndefined();
      expect(canContain('page', type)).toBe(true);
      expect(canContain(type, 'text')).toBe(false);
    }
  });
});
