import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEditor } from '@craftjs/core';
import {
  $getRoot,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_EDITOR,
  COMMAND_PRIORITY_HIGH,
  CUT_COMMAND,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  KEY_ESCAPE_COMMAND,
  PASTE_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type LexicalCommand,
  type SerializedEditorState,
} from 'lexical';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { RichTextDocument } from '../../../schema/rich-text';
import { builderCommandContext } from '../../commands/context';
import { redoCommand } from '../../commands/redo';
import { undoCommand } from '../../commands/undo';
import { richTextFromLexical, richTextToLexical } from './lexical-json';
import { sameJson } from '../../../schema/same-json';

/** Updates that bring the document in from outside (undo, the other editor): never written back. */
const EXTERNAL = 'text-block-external';

/**
 * Keeps the editor and the block's config one document: what is typed goes out through `onChange` (only
 * when the document changed, not the selection), and a config that changed elsewhere (undo, redo, the
 * same text edited in the inspector or on the canvas) comes in, the caret kept at the end if the owner
 * is typing here.
 */
export function SyncPlugin({ value, onChange, discrete }: { value: RichTextDocument; onChange: (doc: RichTextDocument, discrete: boolean) => void; discrete: RefObject<boolean> }) {
  const [editor] = useLexicalComposerContext();
  const known = useRef(value);
  // Typing just after a format change starts a step of its own, so undo takes the words first.
  const afterDiscrete = useRef(false);

  useLayoutEffect(() => {
    if (value === known.current) return;
    const changed = !sameJson(value, known.current);
    known.current = value;
    if (!changed) return;
    const root = editor.getRootElement();
    const focused = !!root && root.ownerDocument.activeElement === root;
    editor.setEditorState(editor.parseEditorState(richTextToLexical(value) as unknown as SerializedEditorState), { tag: EXTERNAL });
    if (focused) editor.update(() => $getRoot().selectEnd(), { tag: EXTERNAL });
  }, [editor, value]);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has(EXTERNAL) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        const doc = richTextFromLexical(editorState.toJSON());
        const isDiscrete = discrete.current;
        discrete.current = false;
        if (sameJson(doc, known.current)) return;
        known.current = doc;
        const asStep = isDiscrete || afterDiscrete.current;
        afterDiscrete.current = isDiscrete;
        onChange(doc, asStep);
      }),
    [editor, onChange, discrete],
  );
  return null;
}

const DISCRETE_COMMANDS: LexicalCommand<unknown>[] = [
  FORMAT_TEXT_COMMAND,
  FORMAT_ELEMENT_COMMAND,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
  TOGGLE_LINK_COMMAND,
  PASTE_COMMAND,
  CUT_COMMAND,
] as LexicalCommand<unknown>[];

/** Formatting by keys (Ctrl+B, I, U), pastes and cuts are undo steps of their own, as toolbar changes are. */
export function DiscreteCommandsPlugin({ discrete }: { discrete: RefObject<boolean> }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const mark = () => {
      discrete.current = true;
      return false;
    };
    const stops = DISCRETE_COMMANDS.map((command) => editor.registerCommand(command, mark, COMMAND_PRIORITY_CRITICAL));
    return () => stops.forEach((stop) => stop());
  }, [editor, discrete]);
  return null;
}

/**
 * The builder's keys inside the text: Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) run the builder's own undo and
 * redo, so typing is undone step by step with everything else; Escape stops typing where given;
 * Alt+F10 goes to the formatting buttons.
 */
export function BuilderKeysPlugin({ onEscape, toolbar }: { onEscape?: () => void; toolbar?: RefObject<HTMLElement | null> }) {
  const [editor] = useLexicalComposerContext();
  const { store } = useEditor();
  useEffect(() => {
    const run = (command: typeof undoCommand) => () => {
      command.run(builderCommandContext(store));
      return true;
    };
    const stops = [
      editor.registerCommand(UNDO_COMMAND, run(undoCommand), COMMAND_PRIORITY_EDITOR),
      editor.registerCommand(REDO_COMMAND, run(redoCommand), COMMAND_PRIORITY_EDITOR),
      editor.registerCommand(
        KEY_ESCAPE_COMMAND,
        (event) => {
          if (!onEscape) return false;
          event.preventDefault();
          onEscape();
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          if (!(event.altKey && event.key === 'F10')) return false;
          const first = toolbar?.current?.querySelector<HTMLElement>('select, button');
          if (!first) return false;
          event.preventDefault();
          first.focus();
          return true;
        },
        // Before Lexical's own key handling, which takes every key down at the editor's priority.
        COMMAND_PRIORITY_HIGH,
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [editor, store, onEscape, toolbar]);
  return null;
}
