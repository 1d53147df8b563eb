import { describe, expect, it } from 'vitest';
import { BlockType } from './block-types';
import { catalogueEntry } from './catalogue';

const LIST_TYPES = [BlockType.ArtistsList, BlockType.ExhibitionsList, BlockType.BlogsList, BlockType.MediaList, BlockType.RepresentativesList];

describe('content list block configs', () => {
  it('are in the catalogue with defaults their own schema accepts', () => {
    for (const type of LIST_TYPES) {
      const entry = catalogueEntry(type)!;
      expect(entry, type).toBeDefined();
      expect(entry.config.safeParse(entry.defaultConfig).success, type).toBe(true);
    }
  });

  it('default to the spec’s columns and each kind’s first layout', () => {
    expect(catalogueEntry(BlockType.ArtistsList)!.defaultConfig).toMatchObject({ columns: 5, layouts: ['grid'], layout: 'grid', source: 0, listId: null, tags: [], maxLimit: null });
    expect(catalogueEntry(BlockType.ExhibitionsList)!.defaultConfig).toMatchObject({ columns: 5, status: 0 });
    expect(catalogueEntry(BlockType.BlogsList)!.defaultConfig).toMatchObject({ columns: 1, layouts: ['list'] });
    expect(catalogueEntry(BlockType.RepresentativesList)!.defaultConfig).toMatchObject({ columns: 3, layouts: ['grid'] });
  });

  it('accept a chosen list or tags as the source and refuse other sources, layouts and statuses', () => {
    const artists = catalogueEntry(BlockType.ArtistsList)!.config;
    expect(artists.safeParse({ source: 3, listId: 4 }).success).toBe(true);
    expect(artists.parse({ source: 6, tags: [' Bronze '] })).toMatchObject({ tags: ['bronze'] });
    expect(artists.safeParse({ source: 2 }).success).toBe(false);
    expect(artists.safeParse({ layouts: ['carousel'] }).success).toBe(false);
    expect(artists.safeParse({ layouts: [] }).success).toBe(false);
    const shows = catalogueEntry(BlockType.ExhibitionsList)!.config;
    expect(shows.safeParse({ status: 4 }).success).toBe(true);
    expect(shows.safeParse({ status: 3 }).success).toBe(false);
  });

  it('still accept an inventory list saved before layouts existed', () => {
    const inventory = catalogueEntry(BlockType.InventoryList)!;
    expect(inventory.config.safeParse(inventory.defaultConfig).success).toBe(true);
    expect(inventory.config.safeParse({ ...(inventory.defaultConfig as Record<string, unknown>), layouts: ['grid', 'masonry'], layout: 'masonry', slideshowType: 'fadeIn' }).success).toBe(true);
  });
});
