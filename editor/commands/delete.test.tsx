// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCommand } from './delete';
import { columns, mountEditor, text, type TestEditor } from './test-editor';

let editor: TestEditor;
afterEach(() => editor?.unmount());

describe('delete', () => {
  it('removes the selected block, selects the one after it, and says so', async () => {
    editor = await mountEditor([text('a'), text('b'), text('c')]);
    editor.select('b');
    await editor.run(() => deleteCommand.run(editor.ctx));
    expect(editor.blocks().map((b) => b.id)).toEqual(['a', 'c']);
    expect(editor.ctx.editor.query.getEvent('selected').first()).toBe('c');
    expect(editor.said).toEqual(['Text block deleted']);
  });

  it('selects the block before, then the container, when nothing follows', async () => {
    editor = await mountEditor([columns('cols', [text('x'), text('y')], [])]);
    editor.select('y');
    await editor.run(() => deleteCommand.run(editor.ctx));
    expect(editor.ctx.editor.query.getEvent('selected').first()).toBe('x');
    await editor.run(() => deleteCommand.run(editor.ctx));
    expect(editor.ctx.editor.query.getEvent('selected').first()).toBe('cols-c0');
    expect(editor.blocks()[0].blocks![0].blocks).toEqual([]);
  });

  it('is one undo step, the whole block coming back', async () => {
    editor = await mountEditor([columns('cols', [text('x')], [text('y')]), text('b')]);
    const before = editor.blocks();
    editor.select('cols');
    await editor.run(() => deleteCommand.run(editor.ctx));
    expect(editor.blocks().map((b) => b.id)).toEqual(['b']);
    await editor.run(() => editor.store.actions.history.undo());
    expect(editor.blocks()).toEqual(before);
  });

  it('leaves a column alone (it belongs to its Columns block) and says what to do', async () => {
    editor = await mountEditor([columns('cols', [text('x')], [])]);
    editor.select('cols-c0');
    expect(deleteCommand.canRun(editor.ctx)).toBe(false);
    await editor.run(() => deleteCommand.run(editor.ctx));
    expect(editor.blocks()[0].blocks).toHaveLength(2);
    expect(editor.said).toEqual(['Column is part of its Columns block: select Columns (Shift+Enter) to move, copy or delete it.']);
  });

  it('says to select a block first when none is', async () => {
    editor = await mountEditor([text('a')]);
    await editor.run(() => deleteCommand.run(editor.ctx));
    expect(editor.blocks()).toHaveLength(1);
    expect(editor.said).toEqual(['Select a block first.']);
  });
});
