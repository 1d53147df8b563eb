import { describe, expect, it } from 'vitest';
import { BLOCK_META, blockMeta } from './block-meta';
import { BlockType } from './block-types';
import { CATALOGUE, type CatalogueEntry } from './catalogue';
import { listDefaults } from './list-blocks';

/**
 * The block catalogue's plain data (block-meta.ts, what the builder's first load reads) against the zod
 * catalogue the server validates with: the same kinds in the same order, and every default one its
 * kind's schema takes as it is, so a block made in the builder saves without a change.
 */
describe('block metadata', () => {
  const entries = Object.entries(CATALOGUE) as Array<[string, CatalogueEntry]>;

  it('has every kind of the catalogue, in its order, under its own type', () => {
    expect(Object.keys(BLOCK_META)).toEqual(Object.keys(CATALOGUE));
    for (const [type, entry] of entries) {
      expect(blockMeta(type)?.type, type).toBe(type);
      expect(entry.label, type).toBe(blockMeta(type)?.label);
    }
  });

  it.each(entries)('%s: the default config is valid and parses to itself', (type, entry) => {
    const defaults = blockMeta(type)!.defaultConfig;
    const parsed = entry.config.safeParse(defaults);
    expect(parsed.success, parsed.success ? type : `${type}: ${parsed.error.message}`).toBe(true);
    expect(parsed.data, type).toEqual(defaults);
  });

  it.each([BlockType.ArtistsList, BlockType.ExhibitionsList, BlockType.BlogsList, BlockType.MediaList, BlockType.RepresentativesList, BlockType.RecentlyViewed])(
    '%s: the defaults are those its schema gives an empty config',
    (type) => {
      expect(blockMeta(type)!.defaultConfig).toEqual(listDefaults(CATALOGUE[type].config));
    },
  );

  it('knows nothing of a type the catalogue does not have', () => {
    expect(blockMeta('no-such-block')).toBeUndefined();
    expect(blockMeta('constructor')).toBeUndefined();
  });
});
