import { describe, expect, it } from 'vitest';
import { BlockType, PAGE_ROOT } from './block-types';
import { canContain, findNestingViolations } from './nesting';

describe('canContain: the spec nesting table', () => {
  it('lets the page hold any block, lists included', () => {
    for (const type of [BlockType.Text, BlockType.Columns, BlockType.HoverContent, BlockType.InventoryList, BlockType.ArtistsList, BlockType.ExhibitionsList, BlockType.BlogsList, BlockType.MediaList, BlockType.RepresentativesList, BlockType.Tabs]) {
      expect(canContain(PAGE_ROOT, type)).toBe(true);
    }
  });

  it('keeps lists, tabs, sliders, parallax, groups and templates out of columns', () => {
    for (const type of [
      BlockType.InventoryList,
      BlockType.ArtistsList,
      BlockType.ExhibitionsList,
      BlockType.BlogsList,
      BlockType.MediaList,
      BlockType.RepresentativesList,
      BlockType.Tabs,
      BlockType.Slider,
      BlockType.Parallax,
      BlockType.CustomGroup,
      BlockType.Template,
    ]) {
      expect(canContain(BlockType.Column, type), type).toBe(false);
    }
  });

  it('keeps the same blocks out of hover content, plus columns, hover content, galleries, installation photos, media and social', () => {
    for (const type of [
      BlockType.InventoryList,
      BlockType.ArtistsList,
      BlockType.ExhibitionsList,
      BlockType.BlogsList,
      BlockType.RepresentativesList,
      BlockType.Tabs,
      BlockType.Columns,
      BlockType.HoverContent,
      BlockType.ImageGallery,
      BlockType.InstallationPhotos,
      BlockType.MediaList,
      BlockType.SocialIcons,
      BlockType.SocialLinks,
    ]) {
      expect(canContain(BlockType.HoverLayer, type), type).toBe(false);
    }
  });

  it('allows text and images in columns and hover content, and hover content and columns in columns', () => {
    expect(canContain(BlockType.Column, BlockType.Text)).toBe(true);
    expect(canContain(BlockType.Column, BlockType.Image)).toBe(true);
    expect(canContain(BlockType.Column, BlockType.HoverContent)).toBe(true);
    expect(canContain(BlockType.Column, BlockType.Columns)).toBe(true);
    expect(canContain(BlockType.HoverLayer, BlockType.Text)).toBe(true);
    expect(canContain(BlockType.HoverLayer, BlockType.Image)).toBe(true);
  });

  it('puts slots only in their owner, and owners hold only their slots', () => {
    expect(canContain(BlockType.Columns, BlockType.Column)).toBe(true);
    expect(canContain(BlockType.Columns, BlockType.Text)).toBe(false);
    expect(canContain(PAGE_ROOT, BlockType.Column)).toBe(false);
    expect(canContain(BlockType.HoverContent, BlockType.HoverLayer)).toBe(true);
    expect(canContain(BlockType.HoverContent, BlockType.Column)).toBe(false);
  });

  it('refuses children for blocks that are not containers', () => {
    expect(canContain(BlockType.Text, BlockType.Image)).toBe(false);
    expect(canContain(BlockType.InventoryList, BlockType.Text)).toBe(false);
  });
});

describe('findNestingViolations', () => {
  it('finds an inventory list nested deep inside columns', () => {
    const blocks = [
      {
        id: 'c',
        type: BlockType.Columns,
        blocks: [
          { id: 'c1', type: BlockType.Column, blocks: [{ id: 't', type: BlockType.Text }] },
          { id: 'c2', type: BlockType.Column, blocks: [{ id: 'list', type: BlockType.InventoryList }] },
        ],
      },
    ];
    expect(findNestingViolations(blocks)).toEqual([{ parentType: BlockType.Column, childType: BlockType.InventoryList, childId: 'list' }]);
  });

  it('accepts a valid tree', () => {
    const blocks = [
      { id: 't', type: BlockType.Text },
      { id: 'l', type: BlockType.InventoryList },
      {
        id: 'h',
        type: BlockType.HoverContent,
        blocks: [
          { id: 'h1', type: BlockType.HoverLayer, blocks: [{ id: 'i', type: BlockType.Image }] },
          { id: 'h2', type: BlockType.HoverLayer, blocks: [] },
        ],
      },
    ];
    expect(findNestingViolations(blocks)).toEqual([]);
  });
});
