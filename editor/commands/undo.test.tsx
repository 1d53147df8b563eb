// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockNodeProps } from '../serialize';
import { HISTORY_LIMIT } from '../state/history';
import { deleteCommand } from './delete';
import { mountEditor, text, type TestEditor } from './test-editor';
import { undoCommand } from './undo';

let editor: TestEditor;
afterEach(() => editor?.unmount());

const typeInto = (id: string, words: string) =>
  editor.store.actions.history.throttle(600).setProp(id, (props: BlockNodeProps) => {
    props.config.text = words;
  });

describe('undo', () => {
  it('takes back the last change and says so', async () => {
    editor = await mountEditor([text('a'), text('b')]);
    editor.select('a');
    await editor.run(() => deleteCommand.run(editor.ctx));
    await editor.run(() => undoCommand.run(editor.ctx));
    expect(editor.blocks().map((b) => b.id)).toEqual(['a', 'b']);
    expect(editor.said).toEqual(['Text block deleted', 'Undone']);
  });

  it('takes back a sentence typed in one go as one step', async () => {
    editor = await mountEditor([text('a', '')]);
    const sentence = 'A sentence typed key by key';
    await editor.run(() => {
      for (let i = 1; i <= sentence.length; i++) typeInto('a', sentence.slice(0, i));
    });
    expect(editor.blocks()[0].config.text).toBe(sentence);
    await editor.run(() => undoCommand.run(editor.ctx));
    expect(editor.blocks()[0].config.text).toBe('');
    expect(undoCommand.canRun(editor.ctx)).toBe(false);
  });

  it(`goes back at most ${HISTORY_LIMIT} steps`, async () => {
    editor = await mountEditor([text('a', '0')]);
    await editor.run(() => {
      for (let i = 1; i <= HISTORY_LIMIT + 20; i++) {
        editor.store.actions.setProp('a', (props: BlockNodeProps) => {
          props.config.text = String(i);
        });
      }
    });
    let steps = 0;
    await editor.run(() => {
      while (undoCommand.canRun(editor.ctx)) {
        undoCommand.run(editor.ctx);
        steps += 1;
      }
    });
    expect(steps).toBe(HISTORY_LIMIT);
    expect(editor.blocks()[0].config.text).toBe('20');
  });

  it('says there is nothing to undo', async () => {
    editor = await mountEditor([text('a')]);
    await editor.run(() => undoCommand.run(editor.ctx));
    expect(editor.said).toEqual(['Nothing to undo']);
  });
});
