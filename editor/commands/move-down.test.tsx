// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { moveDownCommand } from './move-down';
import { columns, list, mountEditor, text, type TestEditor } from './test-editor';

let editor: TestEditor;
afterEach(() => editor?.unmount());

const shape = (blocks: Block[]): unknown => blocks.map((b) => (b.blocks ? { [b.id]: shape(b.blocks) } : b.id));

describe('move down', () => {
  it('walks a block through a Columns block: into each column, then out after it', async () => {
    editor = await mountEditor([text('a'), columns('cols', [text('x')], []), text('b')]);
    editor.select('a');
    const down = () => editor.run(() => moveDownCommand.run(editor.ctx));
    await down();
    expect(shape(editor.blocks())).toEqual([{ cols: [{ 'cols-c0': ['a', 'x'] }, { 'cols-c1': [] }] }, 'b']);
    await down();
    expect(shape(editor.blocks())).toEqual([{ cols: [{ 'cols-c0': ['x', 'a'] }, { 'cols-c1': [] }] }, 'b']);
    await down();
    expect(shape(editor.blocks())).toEqual([{ cols: [{ 'cols-c0': ['x'] }, { 'cols-c1': ['a'] }] }, 'b']);
    await down();
    expect(shape(editor.blocks())).toEqual([{ cols: [{ 'cols-c0': ['x'] }, { 'cols-c1': [] }] }, 'a', 'b']);
    await down();
    expect(shape(editor.blocks())).toEqual([{ cols: [{ 'cols-c0': ['x'] }, { 'cols-c1': [] }] }, 'b', 'a']);
    await down();
    expect(editor.said).toEqual([
      'Text block moved into Column',
      'Text block moved down',
      'Text block moved into Column',
      'Text block moved out of Columns',
      'Text block moved down',
      'Text block is already at the bottom',
    ]);
    expect(editor.ctx.editor.query.getEvent('selected').first()).toBe('a');
  });

  it('steps a list over a Columns block, which may not hold it, and says why', async () => {
    editor = await mountEditor([list('l'), columns('cols', [text('x')], [])]);
    editor.select('l');
    await editor.run(() => moveDownCommand.run(editor.ctx));
    expect(shape(editor.blocks())).toEqual([{ cols: [{ 'cols-c0': ['x'] }, { 'cols-c1': [] }] }, 'l']);
    expect(editor.said).toEqual(['Inventory List block moved past Columns: Inventory List cannot be placed inside Column.']);
  });

  it('is one undo step', async () => {
    editor = await mountEditor([text('a'), text('b')]);
    editor.select('a');
    await editor.run(() => moveDownCommand.run(editor.ctx));
    await editor.run(() => editor.store.actions.history.undo());
    expect(shape(editor.blocks())).toEqual(['a', 'b']);
  });
});
