// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { writeClipboard } from './clipboard';
import { subtreeIds } from './fresh-ids';
import { pasteCommand } from './paste';
import { columns, list, mountEditor, text, type TestEditor } from './test-editor';

let editor: TestEditor;
afterEach(() => editor?.unmount());

const hover = (id: string): Block => ({
  id,
  type: 'hover-content',
  config: { builderState: 'default' },
  blocks: [
    { id: `${id}-l0`, type: 'hover-layer', config: { state: 'default' }, blocks: [] },
    { id: `${id}-l1`, type: 'hover-layer', config: { state: 'hover' }, blocks: [] },
  ],
});

async function pasteAt(blocks: Block[], selected: string | null, copied: Block): Promise<TestEditor> {
  editor = await mountEditor(blocks, { subdomain: 'paste-test' });
  writeClipboard('paste-test', copied);
  editor.select(selected);
  await editor.run(() => pasteCommand.run(editor.ctx));
  return editor;
}

describe('paste', () => {
  it('puts a copy of a Columns block with its content after the selected block, every id fresh', async () => {
    const copied = columns('cols', [text('x', 'Left')], [text('y', 'Right')]);
    await pasteAt([text('a'), text('b')], 'a', copied);
    const page = editor.blocks();
    expect(page.map((b) => b.type)).toEqual(['text', 'columns', 'text']);
    const pasted = page[1];
    expect(pasted.blocks!.map((c) => c.blocks!.map((b) => b.config.text))).toEqual([['Left'], ['Right']]);
    const ids = subtreeIds(pasted);
    expect(ids).toHaveLength(5);
    for (const id of ids) expect(subtreeIds(copied)).not.toContain(id);
    expect(editor.ctx.editor.query.getEvent('selected').first()).toBe(pasted.id);
    expect(editor.said).toEqual(['Pasted Columns into the page']);
  });

  it('pastes twice without two blocks sharing an id', async () => {
    await pasteAt([text('a')], 'a', columns('cols', [text('x')]));
    await editor.run(() => pasteCommand.run(editor.ctx));
    const ids = editor.blocks().flatMap(subtreeIds);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('goes into a selected column, at its end', async () => {
    await pasteAt([columns('cols', [text('x')], [])], 'cols-c0', text('t', 'Pasted'));
    expect(editor.blocks()[0].blocks![0].blocks!.map((b) => b.config.text)).toEqual(['x', 'Pasted']);
    expect(editor.said).toEqual(['Pasted Text into Column']);
  });

  it('is one undo step', async () => {
    await pasteAt([text('a')], 'a', columns('cols', [text('x')], [text('y')]));
    await editor.run(() => editor.store.actions.history.undo());
    expect(editor.blocks().map((b) => b.id)).toEqual(['a']);
  });

  it('refuses a list in a column, and says why', async () => {
    await pasteAt([columns('cols', [text('x')], [])], 'x', list('l'));
    expect(editor.blocks()[0].blocks![0].blocks).toHaveLength(1);
    expect(editor.said).toEqual(['Not pasted: Inventory List cannot be placed inside Column.']);
  });

  it('refuses columns in a hover layer, and a hover content block in a hover layer', async () => {
    await pasteAt([hover('h')], 'h-l0', columns('cols', [text('x')]));
    expect(editor.said).toEqual(['Not pasted: Columns cannot be placed inside Hover Layer.']);
    await editor.unmount();
    await pasteAt([hover('h')], 'h-l1', hover('h2'));
    expect(editor.said).toEqual(['Not pasted: Hover Content cannot be placed inside Hover Layer.']);
    expect(editor.blocks()[0].blocks!.every((layer) => layer.blocks!.length === 0)).toBe(true);
  });

  it('refuses a copy whose inside breaks the rules where it would go (a template’s own block in a column of a page)', async () => {
    const fromTemplate = columns('cols', [{ id: 'img', type: 'inventory-image', config: {} }]);
    await pasteAt([text('a')], 'a', fromTemplate);
    expect(editor.blocks().map((b) => b.id)).toEqual(['a']);
    expect(editor.said[0]).toMatch(/^Not pasted: .+ cannot be placed inside Column\.$/);
  });

  it('says there is nothing to paste before anything is copied', async () => {
    editor = await mountEditor([text('a')], { subdomain: 'nothing-copied' });
    await editor.run(() => pasteCommand.run(editor.ctx));
    expect(editor.said).toEqual(['Nothing to paste: copy a block first.']);
    expect(pasteCommand.canRun(editor.ctx)).toBe(false);
  });
});
