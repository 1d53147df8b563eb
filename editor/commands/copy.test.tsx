// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readClipboard } from './clipboard';
import { copyCommand } from './copy';
import { columns, mountEditor, text, type TestEditor } from './test-editor';

let editor: TestEditor;
afterEach(() => editor?.unmount());

describe('copy', () => {
  it('puts the selected block, with everything under it, on the site’s clipboard and says so', async () => {
    const cols = columns('cols', [text('x', 'Left')], [text('y', 'Right')]);
    editor = await mountEditor([text('a'), cols], { subdomain: 'copy-test' });
    editor.select('cols');
    await editor.run(() => copyCommand.run(editor.ctx));
    expect(readClipboard('copy-test')).toEqual(cols);
    expect(editor.said).toEqual(['Columns block copied']);
    // Copying changes nothing on the page, and is no undo step.
    expect(editor.store.query.history.canUndo()).toBe(false);
  });

  it('does not copy a column on its own', async () => {
    editor = await mountEditor([columns('cols', [text('x')], [])], { subdomain: 'copy-slot' });
    editor.select('cols-c0');
    await editor.run(() => copyCommand.run(editor.ctx));
    expect(readClipboard('copy-slot')).toBeNull();
    expect(editor.said[0]).toMatch(/^Column is part of its Columns block/);
  });
});
