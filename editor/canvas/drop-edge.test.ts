import type { Node } from '@craftjs/core';
import { describe, expect, it } from 'vitest';
import { dropTargetOutOfSlots, dropTargetPastForms, SLOT_EDGE } from './handlers';

/** Just what the drop target reads of Craft's nodes: canvas, parent, slots, and the owner's box. */
function node(id: string, parent: string | null, isCanvas: boolean, box?: { top: number; bottom: number }, linkedNodes: Record<string, string> = {}, name = 'text'): Node {
  const dom = box ? ({ getBoundingClientRect: () => ({ top: box.top, bottom: box.bottom }) } as HTMLElement) : null;
  return { id, dom, data: { name, props: {}, parent, isCanvas, linkedNodes, nodes: [] } } as unknown as Node;
}

// The page holds a Columns block from y 100 to 300; its first column holds a text block.
const nodes: Record<string, Node> = {
  ROOT: node('ROOT', null, true, { top: 0, bottom: 1000 }),
  cols: node('cols', 'ROOT', false, { top: 100, bottom: 300 }, { 'slot-0': 'c0', 'slot-1': 'c1' }),
  c0: node('c0', 'cols', true, { top: 100, bottom: 300 }),
  c1: node('c1', 'cols', true, { top: 100, bottom: 300 }),
  t: node('t', 'c0', false, { top: 100, bottom: 140 }),
  acc: node('acc', 'ROOT', true, { top: 400, bottom: 600 }),
};

describe('a drop over a Columns block', () => {
  it('near its top or bottom edge is aimed at the Columns block, so it lands before or after it', () => {
    expect(dropTargetOutOfSlots(nodes, 'c0', 100 + SLOT_EDGE - 1)).toBe('cols');
    expect(dropTargetOutOfSlots(nodes, 't', 102)).toBe('cols');
    expect(dropTargetOutOfSlots(nodes, 'c1', 300 - 2)).toBe('cols');
  });

  it('inside a column stays in that column', () => {
    expect(dropTargetOutOfSlots(nodes, 'c0', 200)).toBe('c0');
    expect(dropTargetOutOfSlots(nodes, 't', 120)).toBe('t');
  });

  it('leaves other canvases to Craft’s own edge rule', () => {
    expect(dropTargetOutOfSlots(nodes, 'acc', 401)).toBe('acc');
    expect(dropTargetOutOfSlots(nodes, 'ROOT', 1)).toBe('ROOT');
  });
});

describe('a drop over a form', () => {
  const withForm: Record<string, Node> = {
    ...nodes,
    form: node('form', 'c1', true, { top: 150, bottom: 280 }, {}, 'contact-form'),
    ok: node('ok', 'form', false, { top: 250, bottom: 270 }, {}, 'success-message'),
  };

  it('of its messages lands in the form', () => {
    expect(dropTargetPastForms(withForm, 'form', ['error-message'])).toBe('form');
    expect(dropTargetPastForms(withForm, 'ok', ['success-message'])).toBe('ok');
  });

  it('of any other block is aimed at the canvas around the form, where it lands before or after it', () => {
    expect(dropTargetPastForms(withForm, 'form', ['text'])).toBe('c1');
    expect(dropTargetPastForms(withForm, 'ok', ['button'])).toBe('c1');
    expect(dropTargetPastForms(withForm, 't', ['button'])).toBe('t');
  });
});
