// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { selectParentCommand } from './select-parent';
import { columns, mountEditor, text, type TestEditor } from './test-editor';

let editor: TestEditor;
afterEach(() => editor?.unmount());

const selected = () => editor.ctx.editor.query.getEvent('selected').first();

describe('select parent', () => {
  it('goes from a block to its column, then to the Columns block, saying which', async () => {
    editor = await mountEditor([columns('cols', [text('x')], [])]);
    editor.select('x');
    await editor.run(() => selectParentCommand.run(editor.ctx));
    expect(selected()).toBe('cols-c0');
    await editor.run(() => selectParentCommand.run(editor.ctx));
    expect(selected()).toBe('cols');
    expect(editor.said).toEqual(['Column selected', 'Columns selected']);
  });

  it('stays on a block at the top of the page, and says why', async () => {
    editor = await mountEditor([text('a')]);
    editor.select('a');
    expect(selectParentCommand.canRun(editor.ctx)).toBe(false);
    await editor.run(() => selectParentCommand.run(editor.ctx));
    expect(selected()).toBe('a');
    expect(editor.said).toEqual(['Text is at the top of the page: there is no block around it.']);
  });
});
