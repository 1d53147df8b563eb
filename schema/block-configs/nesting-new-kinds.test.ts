import { describe, expect, it } from 'vitest';
import { BlockType, PAGE_ROOT, PART_ROOT } from '../block-types';
import { catalogueEntry } from '../catalogue';
import { canContain, CONTAINERS, findNestingViolations } from '../nesting';

const LEAVES = [
  BlockType.Video,
  BlockType.Embed,
  BlockType.CustomHtml,
  BlockType.Button,
  BlockType.PageHeader,
  BlockType.PageTitle,
  BlockType.Address,
  BlockType.Hours,
  BlockType.NotFound,
  BlockType.CloseButton,
  BlockType.Checkbox,
];
const PAGE_CONTAINERS = [BlockType.Accordion, BlockType.Tabs, BlockType.Slider, BlockType.Slideshow, BlockType.Parallax, BlockType.ScrollFade];

describe('the nesting rules of the new kinds (spec §4)', () => {
  it('let a page take every new kind, and columns, hover content and every container take the plain ones', () => {
    for (const type of [...LEAVES, ...PAGE_CONTAINERS, BlockType.ImageGallery, BlockType.SocialIcons, BlockType.SocialLinks]) {
      expect(canContain(PAGE_ROOT, type), type).toBe(true);
    }
    for (const parent of [BlockType.Column, BlockType.HoverLayer, BlockType.Tab, BlockType.Accordion, BlockType.Slider, BlockType.Slideshow, BlockType.Parallax, BlockType.ScrollFade]) {
      for (const type of LEAVES) expect(canContain(parent, type), `${type} in ${parent}`).toBe(true);
    }
  });

  it('keep the page-level containers out of columns, hover content and the header and footer', () => {
    for (const parent of [BlockType.Column, BlockType.HoverLayer, PART_ROOT]) {
      for (const type of PAGE_CONTAINERS) expect(canContain(parent, type), `${type} in ${parent}`).toBe(false);
    }
  });

  it('keep image galleries and social blocks out of hover content, but not out of columns', () => {
    for (const type of [BlockType.ImageGallery, BlockType.SocialIcons, BlockType.SocialLinks]) {
      expect(canContain(BlockType.HoverLayer, type), type).toBe(false);
      expect(canContain(BlockType.Column, type), type).toBe(true);
    }
  });

  it('never put a page-level container in another: no tabs in a tab, no slider in an accordion', () => {
    for (const parent of [BlockType.Tab, BlockType.Accordion, BlockType.Parallax, BlockType.ScrollFade, BlockType.Slider, BlockType.Slideshow]) {
      for (const type of PAGE_CONTAINERS) expect(canContain(parent, type), `${type} in ${parent}`).toBe(false);
    }
  });

  it('let tabs, accordions, parallax and fades hold lists, but not sliders and slideshows', () => {
    for (const parent of [BlockType.Tab, BlockType.Accordion, BlockType.Parallax, BlockType.ScrollFade]) expect(canContain(parent, BlockType.InventoryList), parent).toBe(true);
    for (const parent of [BlockType.Slider, BlockType.Slideshow]) expect(canContain(parent, BlockType.ArtistsList), parent).toBe(false);
  });

  it('let a tabs block hold only its tabs, and a tab live only in a tabs block', () => {
    expect(canContain(BlockType.Tabs, BlockType.Tab)).toBe(true);
    expect(canContain(BlockType.Tabs, BlockType.Text)).toBe(false);
    for (const parent of [PAGE_ROOT, BlockType.Column, BlockType.Accordion, BlockType.Tab]) expect(canContain(parent, BlockType.Tab), parent).toBe(false);
  });

  it('find a list hidden in an accordion inside a column, and a tabs block that holds a text', () => {
    const blocks = [
      { id: 'c', type: BlockType.Columns, blocks: [{ id: 'c1', type: BlockType.Column, blocks: [{ id: 'a', type: BlockType.Accordion, blocks: [{ id: 'l', type: BlockType.InventoryList }] }] }] },
      { id: 't', type: BlockType.Tabs, blocks: [{ id: 't1', type: BlockType.Tab, blocks: [{ id: 'x', type: BlockType.Text }] }, { id: 'y', type: BlockType.Text }] },
    ];
    expect(findNestingViolations(blocks).map((v) => v.childId)).toEqual(['a', 'y']);
  });

  it('know every container of the catalogue', () => {
    for (const type of [...PAGE_CONTAINERS, BlockType.Tab]) {
      expect(CONTAINERS, type).toContain(type);
      expect(catalogueEntry(type), type).toBeDefined();
    }
  });
});
