import type { SerializedNodes } from '@craftjs/core';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { FORM_CONTAINERS, FORM_MESSAGES, FormBlockType } from '../../schema/block-configs/forms';
import { BlockType, PAGE_ROOT } from '../../schema/block-types';
import { CART_ROOT, cartBlockParent, cartPageModes, type CartPageConfig } from '../../schema/cart-page';
import { CATALOGUE, type CatalogueEntry } from '../../schema/catalogue';
import { ownTemplatesOf, TEMPLATE_KINDS, TEMPLATE_ROOT, type TemplateKind } from '../../schema/detail-blocks';
import { setTemplates, type DetailTemplates } from '../../schema/detail-templates';
import { validateDocument, type SiteDocument } from '../../schema/document';
import { inspectorFields, type FieldMeta } from '../../schema/fields';
import { canContain } from '../../schema/nesting';
import { walkBlocks } from '../../schema/walk';
import { subtreeIds, withFreshIds } from '../commands/fresh-ids';
import { fromCraft } from './from-craft';
import { holdsBlocks } from './names';
import { createBlock } from './new-block';
import { hasSlots, slotCount, slotDefaultConfig, slotTypeOf } from './slots';
import { toCraft } from './to-craft';

/**
 * One document holding a block of every kind in the catalogue (read from the catalogue, so a new kind is
 * in it without touching this test), each set past its defaults where its inspector can set it, each
 * where the nesting rules let it live: the page, its own template, the cart page, or inside its owner.
 */

const ENTRIES = Object.values(CATALOGUE) as CatalogueEntry[];
let n = 0;
const ids = () => `k${++n}`;

/** Settings an inspector control cannot be given generically (rich text, pictures, links, addresses). */
const SAMPLE: Record<string, Record<string, unknown>> = {
  [BlockType.Text]: {
    content: {
      blocks: [
        { type: 'heading', level: 2, align: 'center', children: [{ type: 'text', text: 'Harbour', marks: ['bold'] }] },
        { type: 'list', style: 'bullet', items: [{ children: [{ type: 'link', url: 'https://gallery.example/', linkType: 0, children: [{ type: 'text', text: 'Visit' }] }] }] },
      ],
    },
  },
  [BlockType.Image]: { image: { id: 3, extension: 'jpg' }, altText: 'A room' },
  [BlockType.ImageGallery]: { images: [{ id: 3, extension: 'jpg', width: 800, height: 600, alt: 'A room' }] },
  [BlockType.Video]: { url: 'https://youtu.be/dQw4w9WgXcQ' },
  [BlockType.Embed]: { url: 'https://example.com/widget' },
  [BlockType.CustomHtml]: { code: '<p>Hello</p>' },
  [BlockType.SocialIcons]: { platforms: ['instagram', 'facebook'] },
  [FormBlockType.ArtistSignup]: { artistId: 12 },
};

/** A value other than `current` that a control of this kind could set, or undefined when there is none to guess. */
function otherValue(meta: FieldMeta, current: unknown): unknown {
  switch (meta.control) {
    case 'toggle':
      return current !== true;
    case 'select':
      return meta.options?.find((o) => o.value !== current)?.value;
    case 'number':
    case 'range': {
      const min = meta.min ?? 0;
      const max = meta.max ?? min + 100;
      const middle = Math.round((min + max) / 2);
      return middle !== current ? middle : middle + 1;
    }
    case 'text':
    case 'textarea':
      return `Sample ${meta.label.toLowerCase()}`;
    case 'color':
      return current === 'accent' ? '#123456' : 'accent';
    case 'length':
      return { value: 42, unit: 'px' };
    case 'box':
      return { top: { value: 8, unit: 'px' }, left: { value: 2, unit: 'rem' } };
    case 'url':
      return 'https://example.com/sample';
    case 'link':
      return { kind: 'external', url: 'https://example.com/', linkType: 1 };
    case 'image':
      return { id: 7, extension: 'png' };
    default:
      return undefined;
  }
}

/** A block's config moved off its defaults, field by field, keeping only the changes its schema takes. */
function configured(entry: CatalogueEntry): Record<string, unknown> {
  const config = { ...(structuredClone(entry.defaultConfig) as Record<string, unknown>), ...structuredClone(SAMPLE[entry.type] ?? {}) };
  for (const { key, meta } of inspectorFields(entry.config)) {
    if (key in (SAMPLE[entry.type] ?? {})) continue;
    const value = otherValue(meta, config[key]);
    if (value === undefined) continue;
    const tried = { ...config, [key]: value };
    if (entry.config.safeParse(tried).success) config[key] = value;
  }
  return config;
}

/** The container a kind may live in only (a slot's owner, a form's message, a line's part), or null. */
function onlyParent(type: string): string | null {
  const entry = CATALOGUE[type as keyof typeof CATALOGUE] as CatalogueEntry;
  if (entry.isSlot) return ENTRIES.find((owner) => !owner.isSlot && canContain(owner.type, type))?.type ?? null;
  if (FORM_MESSAGES.includes(type)) return FORM_CONTAINERS[0];
  const cartParent = cartBlockParent(type);
  return cartParent && cartParent !== CART_ROOT ? cartParent : null;
}

/** A block of a kind, configured, with one of each kind that lives only inside it, and a text in every other container. */
function sample(type: string): Block {
  const block = createBlock(type, ids);
  block.config = configured(CATALOGUE[type as keyof typeof CATALOGUE] as CatalogueEntry);
  if (hasSlots(type)) {
    // As many slots as the configured count; the first set past its defaults (a hover layer keeps its state) and holding a text.
    const slotType = slotTypeOf(type)!;
    block.blocks = Array.from({ length: slotCount(type, block.config) }, (_, index) => ({ id: ids(), type: slotType, config: slotDefaultConfig(type, index), blocks: [] as Block[] }));
    const first = block.blocks[0];
    first.config = { ...configured(CATALOGUE[slotType as keyof typeof CATALOGUE] as CatalogueEntry), ...first.config };
    first.blocks = [sample(BlockType.Text)];
    return block;
  }
  if (!holdsBlocks(type)) return block;
  const own = ENTRIES.filter((e) => onlyParent(e.type) === type).map((e) => sample(e.type));
  block.blocks = own.length ? own : canContain(type, BlockType.Text) ? [sample(BlockType.Text)] : [];
  return block;
}

interface Homes {
  page: Block[];
  templates: Record<TemplateKind, Block[]>;
  cart: Block[];
}

/** Each kind that is not made inside another placed where the nesting rules let it live. */
function everyKindDocument(): SiteDocument {
  const homes: Homes = { page: [], templates: Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, []])) as unknown as Record<TemplateKind, Block[]>, cart: [] };
  for (const { type } of ENTRIES) {
    if (onlyParent(type)) continue;
    const templates = ownTemplatesOf(type);
    if (templates.length > 0) for (const template of templates) homes.templates[template].push(sample(type));
    else if (cartBlockParent(type) === CART_ROOT) homes.cart.push(sample(type));
    else if (canContain(PAGE_ROOT, type)) homes.page.push(sample(type));
    else throw new Error(`No place for a ${type} block: say where it lives here`);
  }
  const templates: DetailTemplates = Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, { blocks: homes.templates[kind] }]));
  const cartPage: CartPageConfig = { checkout: { blocks: homes.cart } };
  return {
    schemaVersion: 1,
    site: { company: 'Every Kind Gallery', layout: 'classic', colors: {}, templates, cartPage },
    pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: true, blocks: homes.page }],
  } as SiteDocument;
}

/** Craft stores its map as a JSON string: the way out to the editor and back is through that string. */
function throughCraft(blocks: Block[], rootType: string): Block[] {
  const json = JSON.stringify(toCraft({ blocks }, rootType));
  return fromCraft(JSON.parse(json) as SerializedNodes);
}

/** The whole document as the builder loads it onto its canvases and serialises it back, then as saved JSON. */
function roundTrip(document: SiteDocument): SiteDocument {
  const templates = Object.fromEntries(setTemplates(document.site.templates).map(({ kind, blocks }) => [kind, { blocks: throughCraft(blocks, TEMPLATE_ROOT[kind]) }]));
  const cartPage = Object.fromEntries(cartPageModes(document.site.cartPage).map(({ mode, blocks }) => [mode, { blocks: throughCraft(blocks, CART_ROOT) }]));
  const back: SiteDocument = {
    ...document,
    site: { ...document.site, templates, cartPage },
    pages: document.pages.map((page) => ({ ...page, blocks: throughCraft(page.blocks, PAGE_ROOT) })),
  };
  return JSON.parse(JSON.stringify(back)) as SiteDocument;
}

function allBlocks(document: SiteDocument): Block[] {
  const found: Block[] = [];
  const sections = [...document.pages.map((p) => p.blocks), ...setTemplates(document.site.templates).map((t) => t.blocks), ...cartPageModes(document.site.cartPage).map((m) => m.blocks)];
  for (const blocks of sections) walkBlocks(blocks, (b) => found.push(b));
  return found;
}

describe('a document with every block kind of the catalogue', () => {
  const document = everyKindDocument();

  it('holds one of each kind, slots and deprecated versions included', () => {
    const types = new Set(allBlocks(document).map((b) => b.type));
    expect(ENTRIES.map((e) => e.type).filter((type) => !types.has(type))).toEqual([]);
  });

  it('sets every kind that has settings past its defaults', () => {
    const unchanged = ENTRIES.filter((e) => inspectorFields(e.config).length > 0)
      .filter((e) => {
        const block = allBlocks(document).find((b) => b.type === e.type)!;
        return JSON.stringify(block.config) === JSON.stringify(e.defaultConfig);
      })
      .map((e) => e.type);
    expect(unchanged).toEqual([]);
  });

  it('is valid as the server checks a save', () => {
    const result = validateDocument(document);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('comes back from Craft and JSON equal, and still valid as the server checks a save', () => {
    const back = roundTrip(document);
    expect(back).toStrictEqual(document);
    const result = validateDocument(back);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('pasted whole, gets a fresh id for every block of every subtree, and the copy is still valid beside the original', () => {
    const page = document.pages[0];
    const before = new Set(allBlocks(document).map((b) => b.id));
    const pasted = page.blocks.map((block) => withFreshIds(block));
    const pastedIds = pasted.flatMap(subtreeIds);
    expect(pastedIds).toHaveLength(page.blocks.flatMap(subtreeIds).length);
    expect(new Set(pastedIds).size).toBe(pastedIds.length);
    expect(pastedIds.filter((id) => before.has(id))).toEqual([]);
    // The same blocks with only ids changed: types, order and settings kept all the way down.
    const shape = (b: Block): unknown => ({ type: b.type, config: b.config, blocks: b.blocks?.map(shape) });
    expect(pasted.map(shape)).toStrictEqual(page.blocks.map(shape));
    const withCopies = { ...document, pages: [{ ...page, blocks: [...page.blocks, ...pasted] }] };
    const result = validateDocument(roundTrip(withCopies));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });
});
