// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { duplicateCommand } from './duplicate';
import { redoCommand } from './redo';
import { subtreeIds } from './fresh-ids';
import { columns, mountEditor, text, type TestEditor } from './test-editor';
import { undoCommand } from './undo';

let editor: TestEditor;
afterEach(() => editor?.unmount());

describe('redo', () => {
  it('puts back what undo took back, a Columns block with its own columns and content', async () => {
    editor = await mountEditor([columns('cols', [text('x', 'Left')], [text('y', 'Right')])]);
    editor.select('cols');
    await editor.run(() => duplicateCommand.run(editor.ctx));
    const after = editor.blocks();
    await editor.run(() => undoCommand.run(editor.ctx));
    expect(editor.blocks()).toHaveLength(1);
    await editor.run(() => redoCommand.run(editor.ctx));
    expect(editor.blocks()).toEqual(after);
    expect(subtreeIds(editor.blocks()[1])).toEqual(subtreeIds(after[1]));
    expect(editor.said).toEqual(['Columns block duplicated', 'Undone', 'Redone']);
  });

  it('says there is nothing to redo', async () => {
    editor = await mountEditor([text('a')]);
    await editor.run(() => redoCommand.run(editor.ctx));
    expect(editor.said).toEqual(['Nothing to redo']);
  });
});
