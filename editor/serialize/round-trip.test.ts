import type { SerializedNodes } from '@craftjs/core';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import capturedFromCraft from './craft-captured.test-data.json';
import { columnsBlock, deepMixedTree, emptyImageBlock, hoverBlock, imageBlock, inventoryListBlock, textBlock } from './fixtures.test-data';
import { fromCraft } from './from-craft';
import { toCraft } from './to-craft';

const page = (blocks: Block[]) => ({ blocks });

/** Craft stores its map as a JSON string; a round trip must survive that too. */
const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const cases: Array<[string, Block[]]> = [
  ['text', [textBlock]],
  ['image (with and without an image)', [imageBlock, emptyImageBlock]],
  ['columns with nested column slots and content', [columnsBlock]],
  ['hover content with both layers', [hoverBlock]],
  ['inventory list', [inventoryListBlock]],
  ['a deep mixed tree', deepMixedTree],
];

describe('schema -> Craft -> schema', () => {
  it.each(cases)('is lossless for %s', (_name, blocks) => {
    expect(fromCraft(viaJson(toCraft(page(blocks))))).toStrictEqual(blocks);
  });

  it('keeps the order of top-level blocks and of blocks inside a column', () => {
    const blocks = fromCraft(toCraft(page([inventoryListBlock, columnsBlock, textBlock])));
    expect(blocks.map((b) => b.id)).toEqual(['inv1', 'cols1', 'txt1']);
    expect(blocks[1].blocks![0].blocks!.map((b) => b.id)).toEqual(['txt-in-col', 'img-in-col']);
  });

  it('copies config, so editing the Craft map never changes the loaded document', () => {
    const craft = toCraft(page([textBlock]));
    (craft.txt1.props.config as { text: string }).text = 'changed in the editor';
    expect(textBlock.config.text).toBe('Spring show opens 12 May\nAll welcome');
  });

  it('an empty page is an empty ROOT canvas', () => {
    const craft = toCraft(page([]));
    expect(Object.keys(craft)).toEqual(['ROOT']);
    expect(craft.ROOT).toMatchObject({ isCanvas: true, nodes: [], parent: null, type: { resolvedName: 'PageRoot' } });
    expect(fromCraft(craft)).toEqual([]);
  });
});

describe('the Craft map toCraft writes', () => {
  const craft = toCraft(page([columnsBlock, hoverBlock]));

  it('keeps block ids as node ids, under the ROOT page canvas', () => {
    expect(craft.ROOT.nodes).toEqual(['cols1', 'hov1']);
    expect(craft.cols1.parent).toBe('ROOT');
  });

  it('holds column and hover-layer slots as linked canvas nodes', () => {
    expect(craft.cols1).toMatchObject({ isCanvas: false, nodes: [], linkedNodes: { 'slot-0': 'col1', 'slot-1': 'col2', 'slot-2': 'col3' } });
    expect(craft.col1).toMatchObject({ isCanvas: true, parent: 'cols1', nodes: ['txt-in-col', 'img-in-col'], type: { resolvedName: 'column' } });
    expect(craft.hov1.linkedNodes).toEqual({ 'slot-0': 'layer-d', 'slot-1': 'layer-h' });
    expect(craft['layer-h']).toMatchObject({ isCanvas: true, parent: 'hov1', props: { config: { state: 'hover' } } });
    expect(craft['txt-hover'].parent).toBe('layer-h');
  });

  it('names each known block by its type value and keeps its config as the one prop', () => {
    expect(craft['img-default']).toMatchObject({ type: { resolvedName: 'image' }, isCanvas: false, props: { config: imageBlock.config } });
  });
});

/**
 * A map shaped the way Craft itself serializes an edited page: random node ids for blocks made in the
 * editor, linked slot nodes created by `<Element id>`, keys in Craft's order.
 */
function craftNode(resolvedName: string, parent: string | null, extra: Partial<SerializedNodes[string]> = {}): SerializedNodes[string] {
  return { type: { resolvedName }, isCanvas: false, props: {}, displayName: resolvedName, custom: {}, parent, hidden: false, nodes: [], linkedNodes: {}, ...extra };
}

const editedInCraft: SerializedNodes = {
  ROOT: craftNode('PageRoot', null, { isCanvas: true, displayName: 'Page', nodes: ['Qm2x_a9LkP', 'k3-Jd8sPq1', 'zz81hHq0aa'] }),
  'Qm2x_a9LkP': craftNode('text', 'ROOT', { displayName: 'Text', props: { config: { text: 'Hello', variant: 'paragraph', align: 'left' } } }),
  'k3-Jd8sPq1': craftNode('columns', 'ROOT', { displayName: 'Columns', props: { config: { columnCount: 2, gap: 24 } }, linkedNodes: { 'slot-0': 'c0aaaaaaaa', 'slot-1': 'c1bbbbbbbb' } }),
  c0aaaaaaaa: craftNode('column', 'k3-Jd8sPq1', { isCanvas: true, displayName: 'Column', props: { config: {} }, nodes: ['t9t9t9t9t9'] }),
  c1bbbbbbbb: craftNode('column', 'k3-Jd8sPq1', { isCanvas: true, displayName: 'Column', props: { config: {} } }),
  t9t9t9t9t9: craftNode('image', 'c0aaaaaaaa', { displayName: 'Image', props: { config: { image: { id: 3, extension: 'png' }, altText: 'Detail', fit: 'fill' } } }),
  zz81hHq0aa: craftNode('hover-content', 'ROOT', { displayName: 'Hover Content', props: { config: { builderState: 'default' } }, linkedNodes: { 'slot-0': 'hl0', 'slot-1': 'hl1' } }),
  hl0: craftNode('hover-layer', 'zz81hHq0aa', { isCanvas: true, displayName: 'Hover Layer', props: { config: { state: 'default' } } }),
  hl1: craftNode('hover-layer', 'zz81hHq0aa', { isCanvas: true, displayName: 'Hover Layer', props: { config: { state: 'hover' } }, nodes: ['inv'] }),
  inv: craftNode('text', 'hl1', { displayName: 'Text', props: { config: { text: 'On hover', variant: 'heading3', align: 'right' } } }),
};

describe('Craft -> schema -> Craft', () => {
  it('is lossless for a map Craft wrote', () => {
    expect(toCraft(page(fromCraft(viaJson(editedInCraft))))).toStrictEqual(editedInCraft);
  });

  /**
   * Captured from `query.serialize()` of a real <Editor> (Craft 0.2.12, Chromium) after loading the
   * fixtures, adding a Columns block from the toolbox path, moving a text into it, raising its column
   * count (so Craft's <Element> made a third slot with its own random id) and deleting a block.
   */
  it('is lossless for a map Craft 0.2.12 serialized in a browser after edits', () => {
    const craft = capturedFromCraft as unknown as SerializedNodes;
    const blocks = fromCraft(craft);
    expect(blocks.map((b) => b.id)).toEqual(['bd184b9c25076497', 'cols1', 'hov1']);
    expect(blocks[0].blocks!.map((b) => b.type)).toEqual(['column', 'column', 'column']);
    expect(blocks[0].blocks![0].blocks![0].id).toBe('txt1');
    expect(toCraft(page(blocks))).toStrictEqual(craft);
  });

  it.each(cases)('is lossless for %s', (_name, blocks) => {
    const craft = toCraft(page(blocks));
    expect(toCraft(page(fromCraft(viaJson(craft))))).toStrictEqual(craft);
  });

  it('reads slots in slot order, whatever order Craft keeps the linked keys in', () => {
    const shuffled = viaJson(editedInCraft);
    shuffled['k3-Jd8sPq1'].linkedNodes = { 'slot-1': 'c1bbbbbbbb', 'slot-0': 'c0aaaaaaaa' };
    const columns = fromCraft(shuffled)[1];
    expect(columns.blocks!.map((b) => b.id)).toEqual(['c0aaaaaaaa', 'c1bbbbbbbb']);
  });

  it('drops the slots past a lowered column count', () => {
    const lowered = viaJson(editedInCraft);
    (lowered['k3-Jd8sPq1'].props.config as { columnCount: number }).columnCount = 1;
    const columns = fromCraft(lowered)[1];
    expect(columns.blocks!.map((b) => b.id)).toEqual(['c0aaaaaaaa']);
    expect(columns.blocks![0].blocks![0].id).toBe('t9t9t9t9t9');
  });

  it('skips nodes that are not blocks', () => {
    const withHtml = viaJson(editedInCraft);
    withHtml.ROOT.nodes.push('plain');
    withHtml.plain = { ...craftNode('x', 'ROOT'), type: 'div' };
    expect(fromCraft(withHtml).map((b) => b.id)).toEqual(['Qm2x_a9LkP', 'k3-Jd8sPq1', 'zz81hHq0aa']);
  });
});
