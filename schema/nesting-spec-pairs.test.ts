import { describe, expect, it } from 'vitest';
import { BlockType } from './block-types';
import { CATALOGUE, type CatalogueEntry } from './catalogue';
import { TEMPLATE_KINDS, type TemplateKind } from './detail-blocks';
import { validateDocument } from './document';
import { canContain, CONTAINERS } from './nesting';

/**
 * Every (parent, child) pair the spec's nesting table refuses (builder spec §4 Nesting rules):
 * "Columns and hover content cannot contain custom groups, templates, parallax, tabs, lists, slider and
 * similar blocks. Hover content also cannot contain columns, hover content, image gallery, installation
 * photos, media lists or social blocks." Each term is read here as the kinds it names, lists and social
 * blocks from the catalogue, so a new list or social kind is held to the rule without touching this test.
 */

const ENTRIES = Object.values(CATALOGUE) as CatalogueEntry[];

/** "lists": every kind the toolbox offers as a list, the template lists (related works, an exhibition's works, an artist's exhibitions) and the search results. */
const LISTS = [
  ...ENTRIES.filter((e) => e.group === 'Lists').map((e) => e.type),
  BlockType.RelatedInventory,
  BlockType.SearchResultsList,
  BlockType.ShowGrid,
  BlockType.ArtistExhibitions,
];

/** "social blocks": every kind whose type names social, the deprecated one included. */
const SOCIAL = ENTRIES.filter((e) => e.type === 'social' || e.type.startsWith('social-')).map((e) => e.type);

/** What columns and hover content refuse: the named containers, "similar blocks" (the other page-level containers), lists. */
const REFUSED_IN_COLUMNS = [
  BlockType.CustomGroup,
  BlockType.Template,
  BlockType.Parallax,
  BlockType.Tabs,
  BlockType.TabbedBiography,
  BlockType.Slider,
  BlockType.Slideshow,
  BlockType.Accordion,
  BlockType.ScrollFade,
  ...LISTS,
];

const REFUSED_IN_HOVER = [
  ...REFUSED_IN_COLUMNS,
  BlockType.Columns,
  BlockType.HoverContent,
  BlockType.ImageGallery,
  BlockType.InstallationPhotos,
  BlockType.MediaList,
  ...SOCIAL,
];

/** The containers the rule speaks of: the block and the canvases its content sits in. */
const PAIRS: Array<[string, string]> = [
  ...[BlockType.Columns, BlockType.Column].flatMap((parent) => REFUSED_IN_COLUMNS.map((child): [string, string] => [parent, child])),
  ...[BlockType.HoverContent, BlockType.HoverLayer].flatMap((parent) => REFUSED_IN_HOVER.map((child): [string, string] => [parent, child])),
];

/** The kinds that hold blocks (the roots are not blocks), and the slot kinds among them. */
const BLOCK_CONTAINERS = CONTAINERS.filter((type) => ENTRIES.some((e) => e.type === type));
const SLOTS = ENTRIES.filter((e) => e.isSlot).map((e) => e.type);

const CONTEXTS: Array<TemplateKind | null> = [null, ...TEMPLATE_KINDS];

describe('every nesting the spec refuses', () => {
  it('names the kinds it should: every list and social kind, the deprecated social block among them', () => {
    expect(LISTS).toEqual(expect.arrayContaining([BlockType.InventoryList, BlockType.ArtistsList, BlockType.ExhibitionsList, BlockType.BlogsList, BlockType.MediaList, BlockType.RepresentativesList, BlockType.RecentlyViewed]));
    expect(SOCIAL).toEqual(expect.arrayContaining([BlockType.SocialIcons, BlockType.SocialLinks, BlockType.SocialDeprecated]));
  });

  it.each(PAIRS)('%s refuses %s, on a page and in every template', (parent, child) => {
    for (const template of CONTEXTS) expect(canContain(parent, child, template), String(template)).toBe(false);
  });

  it.each(PAIRS.filter(([parent]) => parent === BlockType.Column || parent === BlockType.HoverLayer))(
    'a %s holding %s is refused at any depth: every container it takes refuses it too',
    (slot, child) => {
      for (const template of CONTEXTS) {
        for (const inner of BLOCK_CONTAINERS) {
          if (!canContain(slot, inner, template)) continue;
          // Through the inner container's own slots (a column of columns in a column) as well.
          const innerSlots = SLOTS.filter((s) => canContain(inner, s, template));
          for (const canvas of [inner, ...innerSlots]) expect(canContain(canvas, child, template), `${slot} > ${inner} > ${canvas} in ${String(template)}`).toBe(false);
        }
      }
    },
  );

  it.each(PAIRS.filter(([parent]) => parent === BlockType.Column || parent === BlockType.HoverLayer))('the server refuses to save a %s holding %s, and says so', (slot, child) => {
    const inner = { id: 'child', type: child, config: structuredClone((CATALOGUE[child as keyof typeof CATALOGUE] as CatalogueEntry | undefined)?.defaultConfig ?? {}) as Record<string, unknown> };
    const owner =
      slot === BlockType.Column
        ? { id: 'owner', type: BlockType.Columns, config: { columnCount: 1, gap: 24 }, blocks: [{ id: 'slot', type: BlockType.Column, config: {}, blocks: [inner] }] }
        : {
            id: 'owner',
            type: BlockType.HoverContent,
            config: { builderState: 'default' },
            blocks: [
              { id: 'slot', type: BlockType.HoverLayer, config: { state: 'default' }, blocks: [inner] },
              { id: 'slot2', type: BlockType.HoverLayer, config: { state: 'hover' }, blocks: [] },
            ],
          };
    const result = validateDocument({
      schemaVersion: 1,
      site: { company: 'G', layout: 'classic', colors: {} },
      pages: [{ pageId: 'p', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: true, blocks: [owner] }],
    });
    const label = (CATALOGUE[child as keyof typeof CATALOGUE] as CatalogueEntry | undefined)?.label ?? child;
    const slotLabel = slot === BlockType.Column ? 'Column' : 'Hover Layer';
    expect(result.ok ? [] : result.issues.map((i) => i.message)).toContain(`${label} cannot be placed inside ${slotLabel} (block child)`);
  });
});
