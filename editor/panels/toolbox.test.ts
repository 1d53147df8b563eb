import { describe, expect, it } from 'vitest';
import { BlockType } from '../../schema/block-types';
import { CART_ROOT, CartBlockType, cartBlockParent } from '../../schema/cart-page';
import { CATALOGUE, catalogueEntry, type CatalogueEntry } from '../../schema/catalogue';
import { CART_TOOLBOX_TYPES, matchesSearch, TOOLBOX_GROUPS_OF_TYPES } from './Toolbox';

const offered = TOOLBOX_GROUPS_OF_TYPES.flatMap((g) => g.types);

describe('the toolbox', () => {
  it('offers every kind with a group once, never a slot or a deprecated version', () => {
    expect(new Set(offered).size).toBe(offered.length);
    for (const entry of Object.values(CATALOGUE) as CatalogueEntry[]) {
      expect(offered.includes(entry.type), entry.type).toBe(Boolean(entry.group) && !entry.isSlot && !entry.deprecated);
    }
    expect(offered).not.toContain(BlockType.SocialDeprecated);
    expect(offered).not.toContain(BlockType.Tab);
    expect(catalogueEntry(BlockType.SocialDeprecated)?.label).toBe('Social (Deprecated)');
  });

  it('groups the kinds, the first ones first', () => {
    expect(TOOLBOX_GROUPS_OF_TYPES.map((g) => g.group)).toEqual(['Basic', 'Layout', 'Media', 'Site', 'Lists']);
    expect(TOOLBOX_GROUPS_OF_TYPES[0].types.slice(0, 2)).toEqual([BlockType.Text, BlockType.Image]);
    expect(TOOLBOX_GROUPS_OF_TYPES[1].types).toEqual(expect.arrayContaining([BlockType.Columns, BlockType.Tabs, BlockType.Accordion, BlockType.Slider]));
  });

  it('offers the cart parts only in the cart page’s own group, each a part the cart page or its line items take', () => {
    expect(CART_TOOLBOX_TYPES).toEqual(Object.values(CartBlockType));
    for (const type of CART_TOOLBOX_TYPES) {
      expect(offered, type).not.toContain(type);
      expect([CART_ROOT, CartBlockType.LineItems]).toContain(cartBlockParent(type));
    }
  });

  it('finds a kind by every word typed, in any order and case', () => {
    expect(matchesSearch('Fade In On Scroll', 'scroll FADE')).toBe(true);
    expect(matchesSearch('Image Gallery', 'gal')).toBe(true);
    expect(matchesSearch('Image Gallery', 'video')).toBe(false);
    expect(matchesSearch('Anything', '  ')).toBe(true);
  });
});
