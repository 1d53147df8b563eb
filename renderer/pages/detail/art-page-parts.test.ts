import { describe, expect, it } from 'vitest';
import type { Block } from '../../../schema/block';
import { artPageParts } from './art-page-parts';

const block = (id: string, type: string): Block => ({ id, type, config: {} });

describe('artPageParts', () => {
  it('puts the pictures and the facts side by side and every other block across the page', () => {
    const text = block('t', 'text');
    const image = block('i', 'inventory-image');
    const meta = block('m', 'inventory-meta');
    const related = block('r', 'related-inventory');
    expect(artPageParts([text, image, meta, related])).toEqual([text, [image, meta], related]);
  });

  it('starts a new pair after anything across the page', () => {
    const [a, b] = [block('a', 'inventory-image'), block('b', 'inventory-meta')];
    const tokens = block('k', 'edition-tokens');
    expect(artPageParts([a, tokens, b])).toEqual([[a], tokens, [b]]);
    expect(artPageParts([])).toEqual([]);
  });
});
