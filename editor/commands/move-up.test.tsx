// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { moveUpCommand } from './move-up';
import { columns, list, mountEditor, text, type TestEditor } from './test-editor';

let editor: TestEditor;
afterEach(() => editor?.unmount());

const shape = (blocks: Block[]): unknown => blocks.map((b) => (b.blocks ? { [b.id]: shape(b.blocks) } : b.id));

describe('move up', () => {
  it('goes into the last column of a Columns block above, at its end, and out at the top', async () => {
    editor = await mountEditor([columns('cols', [], [text('x')]), text('a')]);
    editor.select('a');
    const up = () => editor.run(() => moveUpCommand.run(editor.ctx));
    await up();
    expect(shape(editor.blocks())).toEqual([{ cols: [{ 'cols-c0': [] }, { 'cols-c1': ['x', 'a'] }] }]);
    await up();
    await up();
    expect(shape(editor.blocks())).toEqual([{ cols: [{ 'cols-c0': ['a'] }, { 'cols-c1': ['x'] }] }]);
    await up();
    expect(shape(editor.blocks())).toEqual(['a', { cols: [{ 'cols-c0': [] }, { 'cols-c1': ['x'] }] }]);
    await up();
    expect(editor.said.at(-1)).toBe('Text block is already at the top');
  });

  it('steps a list over a Columns block above it', async () => {
    editor = await mountEditor([columns('cols', [text('x')]), list('l')]);
    editor.select('l');
    await editor.run(() => moveUpCommand.run(editor.ctx));
    expect(shape(editor.blocks())).toEqual(['l', { cols: [{ 'cols-c0': ['x'] }] }]);
    expect(editor.said).toEqual(['Inventory List block moved past Columns: Inventory List cannot be placed inside Column.']);
  });

  it('moves a block past a form as past any block, and a form’s message only among its messages', async () => {
    const message = (id: string, type: string): Block => ({ id, type, config: { text: '', align: 'left' } });
    const form: Block = { id: 'form', type: 'contact-form', config: { title: '', requirePhone: false, requireAddress: false, showPanel: false }, blocks: [message('ok', 'success-message'), message('ko', 'error-message')] };
    editor = await mountEditor([form, text('a')]);
    editor.select('a');
    await editor.run(() => moveUpCommand.run(editor.ctx));
    expect(shape(editor.blocks())).toEqual(['a', { form: ['ok', 'ko'] }]);
    expect(editor.said).toEqual(['Text block moved up']);
    editor.select('ko');
    await editor.run(() => moveUpCommand.run(editor.ctx));
    await editor.run(() => moveUpCommand.run(editor.ctx));
    expect(shape(editor.blocks())).toEqual(['a', { form: ['ko', 'ok'] }]);
    expect(editor.said.at(-1)).toBe('Not moved: Error Message cannot be placed inside the page.');
  });
});
