// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { subtreeIds } from './fresh-ids';
import { duplicateCommand } from './duplicate';
import { columns, mountEditor, text, type TestEditor } from './test-editor';

let editor: TestEditor;
afterEach(() => editor?.unmount());

describe('duplicate', () => {
  it('puts a copy with fresh ids right after the block, selects it and says so', async () => {
    editor = await mountEditor([text('a'), columns('cols', [text('x', 'Left')], [text('y', 'Right')]), text('b')]);
    editor.select('cols');
    await editor.run(() => duplicateCommand.run(editor.ctx));
    const page = editor.blocks();
    expect(page.map((b) => b.type)).toEqual(['text', 'columns', 'columns', 'text']);
    const [original, copy] = [page[1], page[2]];
    expect(copy.blocks!.map((c) => c.blocks!.map((b) => b.config.text))).toEqual([['Left'], ['Right']]);
    for (const id of subtreeIds(copy)) expect(subtreeIds(original)).not.toContain(id);
    expect(editor.ctx.editor.query.getEvent('selected').first()).toBe(copy.id);
    expect(editor.said).toEqual(['Columns block duplicated']);
  });

  it('duplicates inside a column, next to the original', async () => {
    editor = await mountEditor([columns('cols', [text('x'), text('y')], [])]);
    editor.select('x');
    await editor.run(() => duplicateCommand.run(editor.ctx));
    expect(editor.blocks()[0].blocks![0].blocks!.map((b) => b.config.text)).toEqual(['x', 'x', 'y']);
  });

  it('refuses to duplicate a column on its own, and says what to do', async () => {
    editor = await mountEditor([columns('cols', [text('x')], [])]);
    editor.select('cols-c1');
    expect(duplicateCommand.canRun(editor.ctx)).toBe(false);
    await editor.run(() => duplicateCommand.run(editor.ctx));
    expect(editor.blocks()[0].blocks).toHaveLength(2);
    expect(editor.said[0]).toMatch(/^Column is part of its Columns block/);
  });

  it('refuses a block that breaks the rules where it stands (a template block left in a page’s column)', async () => {
    editor = await mountEditor([columns('cols', [{ id: 'img', type: 'inventory-image', config: {} }])]);
    editor.select('img');
    await editor.run(() => duplicateCommand.run(editor.ctx));
    expect(editor.blocks()[0].blocks![0].blocks).toHaveLength(1);
    expect(editor.said[0]).toMatch(/^Not duplicated: .+ cannot be placed inside Column\.$/);
  });
});
