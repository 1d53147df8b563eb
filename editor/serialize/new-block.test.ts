import { describe, expect, it } from 'vitest';
import { CATALOGUE, findNestingViolations, validateDocument } from '../../schema';
import { createBlock } from './new-block';
import { fromCraft } from './from-craft';
import { toCraft } from './to-craft';

describe('createBlock', () => {
  it('gives a toolbox block its catalogue defaults', () => {
    const text = createBlock('text');
    expect(text).toMatchObject({ type: 'text', config: CATALOGUE.text.defaultConfig });
    expect(text.blocks).toBeUndefined();
  });

  it('makes columns with one empty column per column count', () => {
    const columns = createBlock('columns');
    expect(columns.blocks!.map((b) => b.type)).toEqual(['column', 'column']);
    expect(columns.blocks!.every((b) => Array.isArray(b.blocks) && b.blocks.length === 0)).toBe(true);
  });

  it('makes hover content with a default and a hover layer', () => {
    const hover = createBlock('hover-content');
    expect(hover.blocks!.map((b) => b.config)).toEqual([{ state: 'default' }, { state: 'hover' }]);
  });

  it('gives every block and slot a distinct id', () => {
    const ids = [createBlock('columns'), createBlock('columns'), createBlock('hover-content')].flatMap((b) => [b.id, ...b.blocks!.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('creates blocks that save as a valid document and survive the Craft round trip', () => {
    const blocks = ['text', 'image', 'columns', 'hover-content', 'inventory-list'].map((type) => createBlock(type));
    expect(findNestingViolations(blocks)).toEqual([]);
    const document = {
      schemaVersion: 1,
      site: { company: 'Gallery', layout: 'classic', colors: {} },
      pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: false, blocks }],
    };
    expect(validateDocument(document).ok).toBe(true);
    expect(fromCraft(toCraft({ blocks }))).toStrictEqual(blocks);
  });

  it('refuses a type the catalogue does not know', () => {
    expect(() => createBlock('no-such-block')).toThrow();
  });
});
